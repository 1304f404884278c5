import { type ImageHostBehaviour, JPEG_BYTES, type RunningFake, startFakeImageHost } from '@studio/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageLoader } from '../ai-products/load-image.ts';
import { createOfflineSearch } from '../image-search/offline-source.ts';
import { createSafeFetch } from '../net/safe-fetch.ts';
import { type CatalogHarness, catalogHarness } from '../testing.ts';

const proxied = (url: string) => `/api/proxy-image?url=${encodeURIComponent(url)}`;

describe('the image proxy, as production runs it', () => {
  let h: CatalogHarness;
  let host: RunningFake<ImageHostBehaviour>;
  beforeAll(async () => {
    host = await startFakeImageHost();
    h = await catalogHarness('pglite');
  });
  afterAll(async () => {
    await h.close();
    await host.close();
  });

  it('refuses loopback, private, link-local and metadata addresses, and never connects', async () => {
    for (const url of [
      `${host.url}/images/cream-jar.jpg`,
      `http://localhost:${host.port}/images/cream-jar.jpg`,
      'http://[::1]/x.png',
      'http://10.0.0.8/x.png',
      'http://172.16.0.1/x.png',
      'http://192.168.1.1/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/x.png',
      'http://[::ffff:127.0.0.1]/x.png',
    ]) {
      const res = await h.request('GET', proxied(url));
      expect(res.status, url).toBe(403);
      expect((await res.json()).error, url).toBe('forbidden_address');
    }
    expect(host.requests).toHaveLength(0);
  });

  it('refuses file: and other schemes, and asks for a url', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.png', 'javascript:alert(1)', 'not a url']) {
      const res = await h.request('GET', proxied(url));
      expect(res.status, url).toBe(400);
      expect((await res.json()).error, url).toBe('invalid_url');
    }
    const missing = await h.request('GET', '/api/proxy-image');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: 'validation',
      message: 'The url parameter is required',
    });
  });

  it('serves offline images without any request', async () => {
    const [image] = await createOfflineSearch().search('Hydra Serum', 1);
    const res = await h.request('GET', proxied(image!.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Content-Security-Policy')).toBe('sandbox');
  });
});

describe('the image proxy against a web host', () => {
  let h: CatalogHarness;
  let host: RunningFake<ImageHostBehaviour>;
  beforeAll(async () => {
    host = await startFakeImageHost();
    // Production's loader and safe fetch, allowed to reach the fake host on loopback.
    h = await catalogHarness('pglite', {
      loadImage: createImageLoader(createSafeFetch({ allowLoopbackForTests: true })),
    });
  });
  afterAll(async () => {
    await h.close();
    await host.close();
  });

  it('answers the image bytes with their type, a day of caching and nosniff, to anyone', async () => {
    const res = await h.request('GET', proxied(`${host.url}/images/cream-jar.jpg`));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(JPEG_BYTES);
  });

  it('answers only images: an HTML page, even labelled image/png, is 415', async () => {
    for (const name of ['not-really.jpg', 'lying.png']) {
      const res = await h.request('GET', proxied(`${host.url}/images/${name}`));
      expect(res.status, name).toBe(415);
      expect((await res.json()).error).toBe('not_image');
    }
  });

  it('passes on the far end’s failures as 502 and oversize answers as 413, telling nothing of what it saw', async () => {
    const missing = await h.request('GET', proxied(`${host.url}/images/missing.png`));
    expect(missing.status).toBe(502);
    expect(await missing.json()).toEqual({ error: 'upstream', message: 'The image could not be loaded.' });
    const nowhere = await h.request('GET', proxied('http://no-such-host.invalid/x.png'));
    const body = JSON.stringify(await nowhere.json());
    expect(body).not.toMatch(/ENOTFOUND|EAI_AGAIN|no-such-host|127\.0\.0\.1|:\d{2,5}/);
    const huge = await h.request('GET', proxied(`${host.url}/images/oversize.jpg?bytes=${11 * 1024 * 1024}`));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe('too_large');
  });
});
