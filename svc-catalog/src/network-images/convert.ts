import {
  FACEBOOK_IMAGE,
  type ImageSize,
  type ImageVariantKind,
  INSTAGRAM_IMAGE,
  instagramFit,
  instagramRatioFits,
  STORY_IMAGE,
  storyFit,
} from '@studio/contracts';
import type { Sharp, SharpOptions } from 'sharp';
import { type ImageExt, imageContentTypes } from '../storage/image-type.ts';

/**
 * The converter's rules, part of each variant's key: changing what it makes means a new recipe, so no
 * image made under the old rules is handed out as a new one.
 */
export const RECIPE = 'v1';

/** What a network is given for a stored image: the original's own bytes, or a JPEG made for it. */
export type Variant =
  | { asIs: true; contentType: string; size: ImageSize }
  | { asIs: false; bytes: Uint8Array; contentType: 'image/jpeg'; size: ImageSize };

/** An image whose pixels cannot be read (broken, or larger than the converter takes). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`the image cannot be read: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableImageError';
  }
}

type SharpModule = typeof import('sharp').default;
let loading: Promise<SharpModule> | null = null;

/**
 * sharp (libvips) is loaded with the first conversion, not at start: a service that never converts
 * keeps its idle memory (each service's target is 100 MB or less). One libvips thread and no cache:
 * conversions are rare and the machine small.
 */
function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/** Larger images are refused rather than decoded (a 5 MB upload of 40 MP is already a photo of a wall). */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * An upload's largest size in pixels: a phone's photo (12 to 24 MP) passes, while what a post can use is
 * far smaller (Instagram takes 1440 px wide, Facebook shows 2048 px at most), so more only costs decoding.
 */
export const MAX_UPLOAD_PIXELS = 30_000_000;

/** An upload of more pixels than MAX_UPLOAD_PIXELS: refused before it is decoded. */
export class TooManyPixelsError extends Error {
  constructor(width: number, height: number) {
    super(`${width}×${height} pixels: over ${MAX_UPLOAD_PIXELS}`);
    this.name = 'TooManyPixelsError';
  }
}
/** Offline SVGs are drawn at 800–1600 px; they are rasterised at least this wide. */
const SVG_TARGET_WIDTH = 1080;
/** A Facebook photo made from an image it refuses: no side longer. */
const FACEBOOK_MAX_SIDE = 2048;
/** JPEG qualities tried in turn until the image is within the network's bytes. */
const QUALITIES = [88, 80, 70, 60, 50];

/** The formats Facebook takes as they are, among those the catalogue stores. */
const FACEBOOK_AS_IS: readonly ImageExt[] = ['jpg', 'png', 'gif', 'webp'];

/** Encodes as JPEG, lowering the quality until it is within `maxBytes`. */
async function jpegWithin(image: Sharp, maxBytes: number): Promise<Uint8Array> {
  let bytes: Uint8Array = new Uint8Array();
  for (const quality of QUALITIES) {
    bytes = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (bytes.byteLength <= maxBytes) return bytes;
  }
  return bytes;
}

/** Whether a Story takes the image as it is: a upright JPEG of exactly 1080×1920 within 8 MB. */
const storyFits = (ext: ImageExt, upright: boolean, size: ImageSize, bytes: number) =>
  ext === 'jpg' &&
  upright &&
  size.width === STORY_IMAGE.width &&
  size.height === STORY_IMAGE.height &&
  bytes <= STORY_IMAGE.maxBytes;

/** Whether Instagram's feed takes the image as it is. */
const instagramFits = (ext: ImageExt, upright: boolean, size: ImageSize, bytes: number) =>
  ext === 'jpg' &&
  upright &&
  instagramRatioFits(size) &&
  size.width >= INSTAGRAM_IMAGE.minWidth &&
  size.width <= INSTAGRAM_IMAGE.maxWidth &&
  bytes <= INSTAGRAM_IMAGE.maxBytes;

/**
 * How a network takes a stored image: as it is when it already fits, otherwise a JPEG made from it.
 * For Instagram, the whole image within 4:5..1.91:1 (margins of the image itself, blurred, where the
 * ratio needs them: see instagramFit), 320–1440 px wide, 8 MB at most; for a Story (either network),
 * the whole image on a 1080×1920 canvas the same way (storyFit); for Facebook, a JPEG only of what it
 * refuses (SVG, AVIF, over 4 MB). The original is never changed. Transparency becomes white.
 */
export async function makeVariant(
  network: ImageVariantKind,
  original: { bytes: Uint8Array; ext: ImageExt },
): Promise<Variant> {
  const sharp = await loadSharp();
  const { bytes, ext } = original;
  const base: SharpOptions = { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS };
  let options = base;
  let size: ImageSize;
  let orientation: number | undefined;
  try {
    const meta = await sharp(bytes, base).metadata();
    size = meta.autoOrient;
    orientation = meta.orientation;
    if (ext === 'svg' && size.width < SVG_TARGET_WIDTH) {
      const scale = Math.min(4, SVG_TARGET_WIDTH / size.width);
      options = { ...base, density: 72 * scale };
      size = { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
    }
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  const upright = orientation === undefined || orientation === 1;
  try {
    if (network === 'facebook') {
      if (FACEBOOK_AS_IS.includes(ext) && bytes.byteLength <= FACEBOOK_IMAGE.maxBytes)
        return { asIs: true, contentType: imageContentTypes[ext], size };
      const image = sharp(bytes, options)
        .resize(FACEBOOK_MAX_SIDE, FACEBOOK_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' });
      const out = await jpegWithin(image, FACEBOOK_IMAGE.maxBytes);
      const made = await sharp(out).metadata();
      return { asIs: false, bytes: out, contentType: 'image/jpeg', size: made };
    }
    const story = network === 'story';
    const fits = (story ? storyFits : instagramFits)(ext, upright, size, bytes.byteLength);
    if (fits) return { asIs: true, contentType: 'image/jpeg', size };
    const fit = story ? storyFit(size) : instagramFit(size);
    const picture = await sharp(bytes, options)
      .resize(fit.image.width, fit.image.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toBuffer();
    let canvas = sharp(picture);
    if (fit.padded !== 'none') {
      // The margins: the picture itself, covering the canvas, blurred (cheaply: blurred small, then enlarged).
      const small = await sharp(picture)
        .resize(Math.ceil(fit.canvas.width / 16), Math.ceil(fit.canvas.height / 16), { fit: 'cover' })
        .blur(2)
        .toBuffer();
      const backdrop = await sharp(small).resize(fit.canvas.width, fit.canvas.height).toBuffer();
      canvas = sharp(backdrop).composite([{ input: picture, gravity: 'centre' }]);
    }
    const out = await jpegWithin(canvas, INSTAGRAM_IMAGE.maxBytes);
    return { asIs: false, bytes: out, contentType: 'image/jpeg', size: fit.canvas };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/** No side longer (libvips' and WebP's own limit): a 1×49,000,000 image is no photo. */
const MAX_SIDE = 16_384;

/**
 * Decodes an upload whole (into a thumbnail, cheaply) within the converter's limits: what cannot be
 * read to its end (cut short, a side too long, too many pixels) is refused once, at upload, rather than
 * stalling a conversion at every fetch.
 */
export async function checkDecodable(bytes: Uint8Array, maxPixels = MAX_INPUT_PIXELS): Promise<void> {
  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' };
  let size: { width: number; height: number };
  try {
    const { width, height } = await sharp(bytes, options).metadata();
    if (!width || !height || width > MAX_SIDE || height > MAX_SIDE)
      throw new Error(`${width}×${height} pixels: a side is longer than ${MAX_SIDE}`);
    size = { width, height };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  // Told apart from an unreadable image: the header is read, and only its size is refused.
  if (size.width * size.height > maxPixels && maxPixels < MAX_INPUT_PIXELS)
    throw new TooManyPixelsError(size.width, size.height);
  try {
    await sharp(bytes, { ...options, limitInputPixels: maxPixels })
      .resize(32, 32, { fit: 'inside' })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}
