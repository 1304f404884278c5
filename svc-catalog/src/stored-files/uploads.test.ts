import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectRasterImage } from '../storage/image-type.ts';
import { type CatalogHarness, catalogHarness, PNG_1X1 } from '../testing.ts';

describe('uploads served by svc-catalog', () => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await catalogHarness('pglite');
  });
  afterAll(() => h.close());

  it('serves a stored image to anyone, with long caching, its type and nosniff', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const res = await h.request('GET', product.imagePath!);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_1X1);
  });

  it('sandboxes a stored SVG', async () => {
    const name = '0f8fad5b-d9cb-469f-a165-70867728950e.svg';
    await writeFile(path.join(h.uploadsDir, name), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await h.request('GET', `/uploads/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Content-Security-Policy')).toBe('sandbox');
  });

  it('answers 404 JSON for unknown names and for anything that tries to leave the folder', async () => {
    for (const url of [
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
      '/uploads/../package.json',
      '/uploads/notes.txt',
      '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png%00.txt',
    ]) {
      const res = await h.request('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('Content-Type'), url).toContain('application/json');
      expect((await res.json()).error, url).toBe('not_found');
    }
  });
});

describe('image signatures', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ascii = (text: string) => new TextEncoder().encode(text);

  it('recognises the raster formats by their first bytes', () => {
    expect(detectRasterImage(PNG_1X1)).toBe('png');
    expect(detectRasterImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpg');
    expect(detectRasterImage(ascii('GIF89a....'))).toBe('gif');
    expect(detectRasterImage(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectRasterImage(new Uint8Array([0, 0, 0, 0x1c, ...ascii('ftypavif\0\0\0\0mif1miaf')]))).toBe(
      'avif',
    );
    expect(detectRasterImage(new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypmif1\0\0\0\0mif1avif')]))).toBe(
      'avif',
    );
  });

  it('refuses everything else: text, HTML, SVG, MP4, truncated signatures', () => {
    for (const sample of [
      ascii('hello'),
      ascii('<!doctype html><html></html>'),
      ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypisom\0\0\0\0isommp41')]),
      bytes(0x89, 0x50, 0x4e, 0x47),
      bytes(),
    ]) {
      expect(detectRasterImage(sample)).toBeNull();
    }
  });
});
