import type { AiPreviewResponse, RankedImage } from '@studio/contracts';

/** How many images the AI dialog shows and preselects. */
export const TOP_IMAGES = 3;

/** Every ranked image of a preview, best first, each once. */
export function rankedImages(
  preview: Pick<AiPreviewResponse, 'topImages' | 'remainingImages'>,
): RankedImage[] {
  const seen = new Set<string>();
  const all: RankedImage[] = [];
  for (const image of [...preview.topImages, ...preview.remainingImages]) {
    if (seen.has(image.url)) continue;
    seen.add(image.url);
    all.push(image);
  }
  return all.sort((a, b) => a.rank - b.rank);
}

/** The top 3 are chosen from the start. */
export function initialSelection(images: readonly RankedImage[]): ReadonlySet<string> {
  return new Set(images.slice(0, TOP_IMAGES).map((image) => image.url));
}

/** Clicking an image adds it to the choice, or takes it out. */
export function toggleSelection(selected: ReadonlySet<string>, url: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (next.has(url)) next.delete(url);
  else next.add(url);
  return next;
}

/** The images on screen: the top 3, or all of them once 'more' was asked for. */
export function visibleImages(images: readonly RankedImage[], showAll: boolean): readonly RankedImage[] {
  return showAll ? images : images.slice(0, TOP_IMAGES);
}

/** The chosen images in rank order, as save-product-images wants them. */
export function chosenImages(
  images: readonly RankedImage[],
  selected: ReadonlySet<string>,
): { url: string; description?: string }[] {
  return images
    .filter((image) => selected.has(image.url))
    .map((image) => ({ url: image.url, description: image.description || undefined }));
}
