import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_PER_MINUTE, mediaMessages } from '@studio/contracts';
import { ApiError, type Db, fixedWindow, takeUsage } from '@studio/kit';
import { lt } from 'drizzle-orm';
import { imageUploadUsage } from '../db/schema.ts';
import {
  checkDecodable,
  MAX_UPLOAD_PIXELS,
  TooManyPixelsError,
  UnreadableImageError,
} from '../network-images/convert.ts';
import { inConversionSlot } from '../network-images/variants.ts';
import { detectRasterImage, type RasterExt } from '../storage/image-type.ts';

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

const MINUTE_MS = 60_000;

/** Who uploads: a business (its rate counted, its turn in the conversion slots, Greek), or the admin. */
export type Uploader = { accountId: number; db: Db; now: Date } | null;

/** Counts one upload of the business in this minute's window (every replica's); 429 in Greek past the limit. */
async function countImageUpload(db: Db, accountId: number, at: Date): Promise<void> {
  const window = fixedWindow(at, MINUTE_MS);
  await takeUsage(db, {
    table: imageUploadUsage,
    target: [imageUploadUsage.accountId, imageUploadUsage.windowStart],
    count: imageUploadUsage.count,
    values: { accountId, windowStart: new Date(window.key) },
    window,
    limit: IMAGE_UPLOADS_PER_MINUTE,
    at,
    refusal: { message: mediaMessages.uploadRate, code: 'upload_rate' },
  });
}

/** Forgets upload counts older than an hour. */
export async function purgeImageUploadUsage(db: Db, now: Date): Promise<void> {
  await db
    .delete(imageUploadUsage)
    .where(lt(imageUploadUsage.windowStart, new Date(now.getTime() - 60 * MINUTE_MS)));
}

/**
 * Accepts a file only when its bytes are a raster image within the size limit (413, 415 otherwise)
 * of MAX_UPLOAD_PIXELS at most (422 `image_too_large`: what a post can use is far smaller) that decodes
 * whole within the converter's limits (422 otherwise: see checkDecodable). A business's uploads are
 * counted (IMAGE_UPLOADS_PER_MINUTE, 429 in Greek) and decoded in its own turn of the conversion
 * slots, so another business's burst never holds it up.
 */
export async function readImageUpload(file: File, uploader: Uploader = null): Promise<ImageUpload> {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw tooLarge();
  if (uploader) await countImageUpload(uploader.db, uploader.accountId, uploader.now);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = detectRasterImage(bytes);
  if (!ext) throw notAnImage();
  try {
    const owner = uploader ? `account:${uploader.accountId}` : 'admin';
    await inConversionSlot(owner, () => checkDecodable(bytes, MAX_UPLOAD_PIXELS));
  } catch (error) {
    if (error instanceof TooManyPixelsError)
      throw new ApiError(
        422,
        'image_too_large',
        uploader
          ? mediaMessages.tooManyPixels
          : `The image has over ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels: make it smaller (4000 px wide is plenty) and upload it again`,
      );
    if (error instanceof UnreadableImageError) throw unreadableImage();
    throw error;
  }
  return { bytes, ext };
}
