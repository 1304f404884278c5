import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressedAnswer, etagMatches, Representation } from './compressed.ts';

describe('compressed answers', () => {
  it('takes Brotli before gzip, gzip for *, and neither when refused or unnamed', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip;q=0')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  const body = JSON.stringify({
    items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: 'Ανάρτηση' })),
  });
  const app = new Hono();
  app.get('/list', (c) => compressedAnswer(c, body, 'application/json'));
  app.get('/small', (c) => compressedAnswer(c, '{"ok":true}', 'application/json'));
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it('compresses a large answer as the client accepts, the same bytes once decoded', async () => {
    const br = await get('/list', 'gzip, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const packed = Buffer.from(await br.arrayBuffer());
    expect(packed.byteLength).toBeLessThan(Buffer.byteLength(body) / 5);
    expect(brotliDecompressSync(packed).toString()).toBe(body);

    const gz = await get('/list', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(body);
  });

  it('answers as it is to a client that accepts no encoding, and a small answer always', async () => {
    const plain = await get('/list');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(body);
    const small = await get('/small', 'br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it('compresses a kept representation once for each encoding', async () => {
    const kept = new Representation(body);
    const first = kept.in('br');
    expect(first.encoding).toBe('br');
    expect(kept.in('br').bytes).toBe(first.bytes);
    expect(kept.in('gzip').encoding).toBe('gzip');
    expect(await kept.in(null).bytes).toBe(kept.bytes);
    expect(brotliDecompressSync(Buffer.from(await first.bytes)).toString()).toBe(body);
  });

  it('matches If-None-Match weakly, in a list, and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
    expect(etagMatches('', 'W/"abc"')).toBe(false);
  });
});
