import type { RankedImage } from '@studio/contracts';

/** A broken image is replaced after 1 second. */
export const AUTO_REPLACE_DELAY_MS = 1000;

const sameImage = (a: RankedImage, b: RankedImage) => a.id === b.id || a.url === b.url;

/** The images of a list whose address has not been seen failing. */
export function withoutBroken(images: readonly RankedImage[], broken: ReadonlySet<string>): RankedImage[] {
  return images.filter((image) => !broken.has(image.url));
}

/**
 * Whether a replacement exists for a broken image: one of the remaining or, the server cycling
 * through them, of all valid images, that is neither on screen nor known to be broken.
 */
export function hasSpareImages(
  shown: readonly RankedImage[],
  remaining: readonly RankedImage[],
  allValid: readonly RankedImage[],
  broken: ReadonlySet<string>,
): boolean {
  return withoutBroken([...remaining, ...allValid], broken).some(
    (candidate) => !shown.some((image) => sameImage(image, candidate)),
  );
}
