/**
 * What an image is, told by its first bytes. A Content-Type header or a file name can say anything;
 * these checks are what decide whether bytes are stored, proxied or shown as an image.
 */

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'bmp' | 'svg';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** The kind of image the bytes are, or null when they are not one of the images the platform takes. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (isBmp(bytes)) return 'bmp';
  if (isSvg(bytes)) return 'svg';
  return null;
}

/** The content type to serve bytes with, from their signature; null when they are not an image. */
export function imageContentType(bytes: Uint8Array): string | null {
  const kind = detectImageKind(bytes);
  return kind ? IMAGE_CONTENT_TYPES[kind] : null;
}

/** An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
  const end = Math.min(bytes.length, Math.max(16, boxSize));
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    const brand = ascii(bytes, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** 'BM' alone is too weak (text can start with it): the DIB header size must be one BMP knows. */
function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 26 || !startsWith(bytes, [0x42, 0x4d])) return false;
  const dibHeaderSize = Buffer.from(bytes.subarray(14, 18)).readUInt32LE(0);
  return [12, 40, 52, 56, 64, 108, 124].includes(dibHeaderSize);
}

/** Text whose first element, after an XML declaration, comments and a doctype, is <svg>. */
function isSvg(bytes: Uint8Array): boolean {
  let text = Buffer.from(bytes.subarray(0, 4096)).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^>]*>\s*)*/i.exec(text);
  const rest = text.slice(prolog?.[0].length ?? 0);
  return /^<svg[\s>/]/i.test(rest);
}
