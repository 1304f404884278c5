import type { RankedImage } from '@studio/contracts';

export type Replacement = { replacementImage: RankedImage | null; remainingImages: RankedImage[] };

const best = (a: RankedImage, b: RankedImage) => b.score - a.score || a.rank - b.rank;

/**
 * The next image for a slot: the best of the remaining ones not shown now. When none remain, the
 * pool starts again from all valid images (less those shown), so repeated replacing walks through
 * every image rather than swapping two. Null when every image is already on screen.
 */
export function nextImage(
  remainingImages: RankedImage[],
  allValidImages: RankedImage[],
  currentImages: RankedImage[],
): Replacement {
  const shown = new Set(currentImages.flatMap((i) => [`id:${i.id}`, `url:${i.url}`]));
  const notShown = (i: RankedImage) => !shown.has(`id:${i.id}`) && !shown.has(`url:${i.url}`);
  const remaining = remainingImages.filter(notShown);
  const pool = remaining.length > 0 ? remaining : allValidImages.filter(notShown);
  const [replacementImage] = [...pool].sort(best);
  if (!replacementImage) return { replacementImage: null, remainingImages: [] };
  return { replacementImage, remainingImages: pool.filter((i) => i !== replacementImage) };
}
