import { detectImageKind } from '../net/image-signature.ts';

/** The image formats the catalogue stores, by the extension it stores them under. */
export const imageContentTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
} as const;

export type ImageExt = keyof typeof imageContentTypes;
export type RasterExt = Exclude<ImageExt, 'svg'>;

const RASTER_EXT = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' } as const;

/**
 * The raster format the bytes really are, from their signature; null for anything else, SVG
 * included (it can carry scripts). A name or a Content-Type says nothing the sender cannot fake.
 */
export function detectRasterImage(bytes: Uint8Array): RasterExt | null {
  const kind = detectImageKind(bytes);
  return kind && kind in RASTER_EXT ? RASTER_EXT[kind as keyof typeof RASTER_EXT] : null;
}
