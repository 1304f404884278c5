import { GIF_BYTES, HTML_BYTES, JPEG_BYTES, pngBytes, SVG_BYTES } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import { detectImageKind, imageContentType } from './image-signature.ts';

const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);
const avif = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypavif'),
  Buffer.alloc(4),
  Buffer.from('avifmif1miaf'),
]);
const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.alloc(4),
  Buffer.from('mif1heic'),
]);
const bmp = Buffer.alloc(30);
bmp.write('BM', 0, 'latin1');
bmp.writeUInt32LE(40, 14);

describe('telling an image by its bytes', () => {
  it.each([
    ['jpeg', JPEG_BYTES],
    ['png', pngBytes(4, 4)],
    ['gif', GIF_BYTES],
    ['webp', webp],
    ['avif', avif],
    ['bmp', bmp],
    ['svg', SVG_BYTES],
    [
      'svg',
      Buffer.from(
        '\ufeff<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg xmlns="x"></svg>',
      ),
    ],
  ] as const)('knows %s', (kind, bytes) => {
    expect(detectImageKind(bytes)).toBe(kind);
  });

  it.each([
    ['an HTML page', HTML_BYTES],
    ['text that starts like a BMP', Buffer.from('BM: the best moments of the year, a long text file')],
    ['an HEIC file (not taken)', heic],
    ['an SVG named in HTML', Buffer.from('<html><body><svg></svg></body></html>')],
    ['empty bytes', Buffer.alloc(0)],
    ['a truncated PNG signature', pngBytes(4, 4).subarray(0, 5)],
    ['JSON', Buffer.from('{"image":"png"}')],
  ])('refuses %s', (_, bytes) => {
    expect(detectImageKind(bytes)).toBeNull();
  });

  it('gives the content type of the bytes', () => {
    expect(imageContentType(JPEG_BYTES)).toBe('image/jpeg');
    expect(imageContentType(SVG_BYTES)).toBe('image/svg+xml');
    expect(imageContentType(HTML_BYTES)).toBeNull();
  });
});
