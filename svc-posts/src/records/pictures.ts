/**
 * The pictures a record's PDF shows (the clinic's logo, the post's image or its video's cover), as
 * pdfkit takes them: PNG or JPEG, no larger than they are drawn at print resolution. sharp reads the
 * stored file whatever its format (WebP, GIF, an EXIF-rotated photo) and writes a PNG where the picture
 * has transparency (a logo), a JPEG otherwise.
 */
import type { StoredFiles } from './stored-files.ts';

export type Picture = { data: Buffer; width: number; height: number };
/** A picture by its stored address; null when it cannot be included (no file, not an image). */
export type PictureLoader = (url: string) => Promise<Picture | null>;

/** The longest side a picture is embedded at, in pixels (about 200 dpi across an A4 page's text). */
const MAX_SIDE_PX = 1400;
/** The most pixels a stored file may decode to (svc-catalog's uploads stay well within it). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Converts a stored file's bytes to what pdfkit embeds; null for bytes that are no image. */
export async function pictureFrom(bytes: Uint8Array): Promise<Picture | null> {
  // Loaded with the first picture, as pdfkit is: a service that exports no PDF need not carry it.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(MAX_SIDE_PX, MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    const { data, info } = await (hasAlpha ? image.png() : image.jpeg({ quality: 82 })).toBuffer({
      resolveWithObject: true,
    });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * Loads pictures from the stored files, each address once however many records show it; without
 * stored files (none configured) every picture is missing.
 */
export function pictureLoader(files: StoredFiles | undefined): PictureLoader {
  const loaded = new Map<string, Promise<Picture | null>>();
  return (url) => {
    let picture = loaded.get(url);
    if (!picture) {
      picture = files
        ? files(url).then((bytes) => (bytes ? pictureFrom(bytes) : null))
        : Promise.resolve(null);
      loaded.set(url, picture);
    }
    return picture;
  };
}
