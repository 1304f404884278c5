import { IMAGE_UPLOAD_MAX_BYTES } from '@studio/contracts';
import { ApiError } from '@studio/kit';
import { checkDecodable, UnreadableImageError } from '../network-images/convert.ts';
import { inConversionSlot } from '../network-images/variants.ts';
import { detectRasterImage, type RasterExt } from './image-type.ts';

export type ImageUpload = { bytes: Uint8Array; ext: RasterExt };

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

export const tooLarge = () => new ApiError(413, 'payload_too_large', `The image is larger than ${MAX_MB} MB`);
export const notAnImage = () => new ApiError(415, 'unsupported_media_type', 'Only image files are accepted');

/** A form field that carries a file; a file input left empty arrives as a nameless, empty file. */
export function fileOf(value: unknown): File | null {
  if (!(value instanceof File)) return null;
  return value.size === 0 && value.name === '' ? null : value;
}

export const unreadableImage = () =>
  new ApiError(
    422,
    'unreadable_image',
    'The image cannot be read whole: it is broken or too large in pixels',
  );

/**
 * Accepts a file only when its bytes are a raster image within the size limit (413, 415 otherwise)
 * that decodes whole within the converter's limits (422 otherwise: see checkDecodable).
 */
export async function readImageUpload(file: File): Promise<ImageUpload> {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = detectRasterImage(bytes);
  if (!ext) throw notAnImage();
  try {
    await inConversionSlot(() => checkDecodable(bytes));
  } catch (error) {
    if (error instanceof UnreadableImageError) throw unreadableImage();
    throw error;
  }
  return { bytes, ext };
}
