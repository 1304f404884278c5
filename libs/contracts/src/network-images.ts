/**
 * What Facebook and Instagram accept of an image, and how the platform fits one that Instagram would
 * refuse: written once, for svc-catalog's converter, svc-social's sandbox (which refuses what Meta
 * refuses) and the portal's previews (which show what the converter makes).
 *
 * Instagram (Content Publishing API, image posts and carousel items): JPEG only, aspect ratio from
 * 4:5 (portrait) to 1.91:1 (landscape), 8 MB at most; a width under 320 px is scaled up and one over
 * 1440 px scaled down by Instagram itself. Facebook page photos: JPEG, PNG, GIF, TIFF, HEIF or WebP
 * under 4 MB, any aspect ratio (the feed crops what it shows, the photo stays whole).
 */
export const INSTAGRAM_IMAGE = {
  minRatio: 4 / 5,
  maxRatio: 1.91,
  minWidth: 320,
  maxWidth: 1440,
  maxBytes: 8 * 1024 * 1024,
} as const;

/** The formats, as a file's signature names them, that Facebook takes for a page photo. */
export const FACEBOOK_IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp', 'tiff', 'heif'] as const;
export const FACEBOOK_IMAGE = { maxBytes: 4 * 1024 * 1024 } as const;

/** An image's size in pixels. */
export type ImageSize = { width: number; height: number };

/**
 * How an image of this size goes out on Instagram: the canvas (within 4:5..1.91:1 and 320..1440 px
 * wide) and the box the whole image is drawn in, centred. A product photo is never cropped: what the
 * ratio lacks is added as margins filled with the image itself, blurred, on the two sides that need
 * them (a tall bottle gets margins left and right, a wide shelf above and below). `padded` says which.
 */
export type InstagramFit = {
  canvas: ImageSize;
  image: ImageSize;
  padded: 'none' | 'sides' | 'top-bottom';
};

export function instagramFit({ width, height }: ImageSize): InstagramFit {
  const { minRatio, maxRatio, minWidth, maxWidth } = INSTAGRAM_IMAGE;
  const ratio = width / height;
  const padded = ratio < minRatio ? 'sides' : ratio > maxRatio ? 'top-bottom' : 'none';
  // The canvas at the image's own scale, then scaled to Instagram's widths.
  const rawWidth = padded === 'sides' ? height * minRatio : width;
  const rawHeight = padded === 'top-bottom' ? width / maxRatio : height;
  const scale = Math.min(maxWidth, Math.max(minWidth, rawWidth)) / rawWidth;
  const canvasWidth = Math.round(rawWidth * scale);
  let canvasHeight = Math.max(1, Math.round(rawHeight * scale));
  // Whole pixels may step over a bound by a hair: Instagram measures them, so the canvas stays inside.
  if (canvasWidth / canvasHeight < minRatio) canvasHeight = Math.floor(canvasWidth / minRatio);
  if (canvasWidth / canvasHeight > maxRatio) canvasHeight = Math.ceil(canvasWidth / maxRatio);
  const imageScale = Math.min(canvasWidth / width, canvasHeight / height);
  return {
    canvas: { width: canvasWidth, height: canvasHeight },
    image: {
      width: Math.min(canvasWidth, Math.max(1, Math.round(width * imageScale))),
      height: Math.min(canvasHeight, Math.max(1, Math.round(height * imageScale))),
    },
    padded,
  };
}

/**
 * A Story's picture (Instagram and Facebook): 9:16 at 1080×1920, Meta's recommended size for
 * both. An image of another shape is drawn whole in the middle over itself, blurred, as a feed image's
 * margins are: a Story is never a cropped photo nor a small one in a white frame.
 */
export const STORY_IMAGE = { width: 1080, height: 1920, maxBytes: INSTAGRAM_IMAGE.maxBytes } as const;

/** How an image of this size is drawn on a Story's 1080×1920 canvas: whole, centred, as large as fits. */
export function storyFit({ width, height }: ImageSize): InstagramFit {
  const canvas = { width: STORY_IMAGE.width, height: STORY_IMAGE.height };
  const scale = Math.min(canvas.width / width, canvas.height / height);
  const image = {
    width: Math.min(canvas.width, Math.max(1, Math.round(width * scale))),
    height: Math.min(canvas.height, Math.max(1, Math.round(height * scale))),
  };
  const padded = image.width < canvas.width ? 'sides' : image.height < canvas.height ? 'top-bottom' : 'none';
  return { canvas, image, padded };
}

/** What a stored image is made into: a network's feed image, or a Story's 9:16 picture (both networks). */
export const IMAGE_VARIANT_KINDS = ['facebook', 'instagram', 'story'] as const;
export type ImageVariantKind = (typeof IMAGE_VARIANT_KINDS)[number];

/** Whether Instagram takes an image of this size as it is (its ratio; the width it scales itself). */
export const instagramRatioFits = ({ width, height }: ImageSize) =>
  width / height >= INSTAGRAM_IMAGE.minRatio && width / height <= INSTAGRAM_IMAGE.maxRatio;

/** Where svc-catalog serves a stored image as a network takes it. */
export const NETWORK_IMAGES_PATH = '/api/network-images/';

const UPLOAD =
  /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|webp|avif|svg))$/;

/**
 * The address of an image as `kind` takes it: a stored image (`/uploads/<name>`) becomes its variant
 * for that network (JPEG within Instagram's ratios, or the original when the network takes it as it
 * is) or for a Story (9:16), made once by svc-catalog; any other address is left as it is.
 */
export function networkImagePath(url: string, kind: ImageVariantKind): string {
  const name = url.match(UPLOAD)?.[1];
  return name ? `${NETWORK_IMAGES_PATH}${kind}/${name}` : url;
}
