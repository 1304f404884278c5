import {
  FACEBOOK_IMAGE,
  FACEBOOK_IMAGE_FORMATS,
  INSTAGRAM_IMAGE,
  instagramRatioFits,
} from '@studio/contracts';
import type { Context } from 'hono';
import { imageSize } from 'image-size';
import { graphError, type SandboxPlatform } from './calls.ts';
import type { SandboxFaults } from './faults.ts';

/** Graph's limits: a page post's message (Instagram captions are shorter still) and a URL. */
const MAX_MESSAGE = 63_206;
const MAX_URL = 2_048;

/** Fetches an image by its address, as Meta does when it is given `url` or `image_url`. */
export type MediaFetch = (url: string) => Promise<Response>;

/** What Meta found at an image's address: nothing it could fetch, or bytes of a format and size. */
type Media =
  | { fetched: false; why: string }
  | { fetched: true; bytes: number; format: string | null; width: number; height: number };

/** image-size's names of formats, as Facebook's list (FACEBOOK_IMAGE_FORMATS) names them. */
const FORMAT_NAMES: Record<string, string> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  tiff: 'tiff',
  heif: 'heif',
};

/** Reads a body up to `limit` bytes: enough to know an image is too large without holding all of it. */
async function readUpTo(res: Response, limit: number): Promise<Uint8Array> {
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks);
}

/** Fetches an image and reads its format and size from its bytes (never from its name or Content-Type). */
async function inspect(fetchMedia: MediaFetch, url: string): Promise<Media> {
  let res: Response;
  try {
    res = await fetchMedia(url);
  } catch (error) {
    return { fetched: false, why: String(error) };
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    return { fetched: false, why: `answered ${res.status}` };
  }
  // One byte past the largest image either network takes is enough to refuse it.
  const bytes = await readUpTo(res, INSTAGRAM_IMAGE.maxBytes + 1);
  try {
    const size = imageSize(bytes);
    const format = size.type ? (FORMAT_NAMES[size.type] ?? size.type) : null;
    return { fetched: true, bytes: bytes.byteLength, format, width: size.width, height: size.height };
  } catch {
    return { fetched: true, bytes: bytes.byteLength, format: null, width: 0, height: 0 };
  }
}

/**
 * What Meta answers an image it will not take, or null when it takes it. Instagram: an address it
 * cannot fetch (9004 / 2207052), a format other than JPEG (2207005), over 8 MB (36000 / 2207004), a
 * ratio outside 4:5..1.91:1 (36003 / 2207009). Facebook: an address it cannot fetch (324), a format
 * it does not know or over 4 MB (324 / 1366046).
 */
export async function refuseMedia(
  { faults, fetchMedia }: { faults: Pick<SandboxFaults, 'mediaChecks'>; fetchMedia: MediaFetch },
  c: Context,
  url: string,
  platform: SandboxPlatform,
  { anyRatio = false }: { anyRatio?: boolean } = {},
) {
  if (!faults.mediaChecks) return null;
  const media = await inspect(fetchMedia, url);
  if (platform === 'instagram') {
    if (!media.fetched)
      return c.json(
        graphError('Only photo or video can be accepted as media type.', 9004, {
          error_subcode: 2207052,
          error_user_msg: `The media could not be fetched from this URI: ${url}`,
        }),
        400,
      );
    if (media.bytes > INSTAGRAM_IMAGE.maxBytes)
      return c.json(
        graphError('The image is too large to download.', 36000, {
          error_subcode: 2207004,
          error_user_msg: 'The image is too large to download. It should be less than 8 MiB.',
        }),
        400,
      );
    if (media.format !== 'jpeg')
      return c.json(
        graphError('The image format is not supported.', 100, {
          error_subcode: 2207005,
          error_user_msg: `The image format (${media.format ?? 'unknown'}) is not supported. Supported formats: JPEG.`,
        }),
        400,
      );
    if (!anyRatio && !instagramRatioFits(media))
      return c.json(
        graphError('The aspect ratio is not supported.', 36003, {
          error_subcode: 2207009,
          error_user_msg: `The submitted image with aspect ratio ('${media.width}/${media.height}') cannot be published. Please submit an image with a valid aspect ratio.`,
        }),
        400,
      );
    return null;
  }
  if (!media.fetched) return c.json(graphError('(#324) Missing or invalid image file', 324), 400);
  const known = (FACEBOOK_IMAGE_FORMATS as readonly string[]).includes(media.format ?? '');
  if (!known || media.bytes > FACEBOOK_IMAGE.maxBytes)
    return c.json(
      graphError('(#324) Missing or invalid image file', 324, {
        error_subcode: 1366046,
        error_user_title: "Can't Read Files",
        error_user_msg:
          "Your photos couldn't be uploaded. Photos should be smaller than 4 MB and saved as JPG, PNG, GIF, TIFF, HEIF or WebP files.",
      }),
      400,
    );
  return null;
}

/** Graph's own limits on what a post carries; the sandbox keeps no more. */
export const tooLong = (c: Context, p: Record<string, string>) => {
  const text = p.message ?? p.caption ?? '';
  const url = p.url ?? p.image_url ?? p.link ?? '';
  if (text.length <= MAX_MESSAGE && url.length <= MAX_URL) return null;
  return c.json(graphError('(#100) Param message or url is too long', 100), 400);
};
