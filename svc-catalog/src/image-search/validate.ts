import { detectImageKind } from '../net/image-signature.ts';
import type { FoundImage } from './types.ts';

export type LoadImage = (url: string) => Promise<{ contentType: string; bytes: Buffer }>;

export type ValidateOptions = {
  concurrency: number;
  /** Told about every image left out and why (for the log). */
  onDropped?: (image: FoundImage, reason: string) => void;
};

/**
 * The images that really load as images, in their original order. An image is dropped when loading it
 * fails or when its bytes are not an image by their signature (whatever its Content-Type says).
 * Offline images are drawn by the platform and always valid.
 */
export async function validateImages(
  images: FoundImage[],
  loadImage: LoadImage,
  options: ValidateOptions,
): Promise<FoundImage[]> {
  const valid = new Array<boolean>(images.length).fill(false);
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const at = next++;
      const reason = await whyNotLoadable(images[at]!, loadImage);
      valid[at] = reason === null;
      if (reason !== null) options.onDropped?.(images[at]!, reason);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, images.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return images.filter((_, at) => valid[at]);
}

/** Null for an image that loads as an image, else why it does not. */
async function whyNotLoadable(image: FoundImage, loadImage: LoadImage): Promise<string | null> {
  if (image.provider === 'offline') return null;
  try {
    const { bytes } = await loadImage(image.url);
    return detectImageKind(bytes) ? null : 'not an image';
  } catch (error) {
    // A broken image is exactly what this step finds: it is left out and reported, not thrown.
    return error instanceof Error ? error.message : String(error);
  }
}
