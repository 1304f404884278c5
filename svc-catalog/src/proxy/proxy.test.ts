import { type ImageHostBehaviour, JPEG_BYTES, type RunningFake, startFakeImageHost } from '@studio/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageLoader } from '../ai-products/load-image.ts';
import { createOfflineSearch } from '../image-search/offline-source.ts';
import { createSafeFetch } from '../net/safe-fetch.ts';
import { type CatalogHarness, catalogHarness } from '../testing.ts';
import { countProxyFetch, PROXY_IMAGES_PER_MINUTE, purgeProxyUsage } from './rate-limit.ts';
import { BAD_SIGNATURE, proxyUrlSigner } from './signed-url.ts';

/** The proxy address of `url` as the UI gets it: signed for the caller (the admin unless a token is given). */
async function proxied(h: CatalogHarness, url: string, token = h.adminToken): Promise<string> {
  const res = await h.request('GET', `/api/proxy-image/signed?url=${encodeURIComponent(url)}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { src: string }).src;
}

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
      const res = await h.request('GET', await proxied(h, url));
      expect(res.status, url).toBe(403);
      expect((await res.json()).error, url).toBe('forbidden_address');
    }
    expect(host.requests).toHaveLength(0);
  });

  it('refuses file: and other schemes, and asks for a url', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.png', 'javascript:alert(1)', 'not a url']) {
      const res = await h.request('GET', await proxied(h, url));
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
    const res = await h.request('GET', await proxied(h, image!.url));
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

  it('answers the image bytes with their type, an hour of private caching and nosniff', async () => {
    const res = await h.request('GET', await proxied(h, `${host.url}/images/cream-jar.jpg`));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=3600');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(JPEG_BYTES);
  });

  it('answers only images: an HTML page, even labelled image/png, is 415', async () => {
    for (const name of ['not-really.jpg', 'lying.png']) {
      const res = await h.request('GET', await proxied(h, `${host.url}/images/${name}`));
      expect(res.status, name).toBe(415);
      expect((await res.json()).error).toBe('not_image');
    }
  });

  it('passes on the far end’s failures as 502 and oversize answers as 413, telling nothing of what it saw', async () => {
    const missing = await h.request('GET', await proxied(h, `${host.url}/images/missing.png`));
    expect(missing.status).toBe(502);
    expect(await missing.json()).toEqual({ error: 'upstream', message: 'The image could not be loaded.' });
    const nowhere = await h.request('GET', await proxied(h, 'http://no-such-host.invalid/x.png'));
    const body = JSON.stringify(await nowhere.json());
    expect(body).not.toMatch(/ENOTFOUND|EAI_AGAIN|no-such-host|127\.0\.0\.1|:\d{2,5}/);
    const huge = await h.request(
      'GET',
      await proxied(h, `${host.url}/images/oversize.jpg?bytes=${11 * 1024 * 1024}`),
    );
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe('too_large');
  });
});

describe('signed proxy addresses', () => {
  let h: CatalogHarness;
  let host: RunningFake<ImageHostBehaviour>;
  beforeAll(async () => {
    host = await startFakeImageHost();
    h = await catalogHarness('pglite', {
      loadImage: createImageLoader(createSafeFetch({ allowLoopbackForTests: true })),
    });
  });
  afterAll(async () => {
    await h.close();
    await host.close();
  });
  const image = () => `${host.url}/images/cream-jar.jpg`;

  it('signs only for a signed-in caller, bound to its account', async () => {
    const signed = await h.request('GET', `/api/proxy-image/signed?url=${encodeURIComponent(image())}`);
    expect(signed.status).toBe(401);
    const src = await proxied(h, image(), await h.businessToken(7));
    expect(new URL(src, 'http://x').searchParams.get('caller')).toBe('account:7');
    expect((await h.request('GET', src)).status).toBe(200);
  });

  it('refuses an address it did not sign, an altered one, one moved to another account and an expired one', async () => {
    const src = new URL(await proxied(h, image(), await h.businessToken(7)), 'http://x');
    const refused = async (change: (q: URLSearchParams) => void) => {
      const query = new URLSearchParams(src.searchParams);
      change(query);
      const res = await h.request('GET', `/api/proxy-image?${query}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'bad_signature', message: BAD_SIGNATURE });
    };
    await refused((q) => q.delete('sig'));
    await refused((q) => q.set('url', `${host.url}/images/lying.png`));
    await refused((q) => q.set('caller', 'account:8'));
    await refused((q) => q.set('expires', String(Number(q.get('expires')) + 3_600_000)));
    const old = proxyUrlSigner(h.platform.signer.keyFor('proxy-image')).sign(
      image(),
      'account:7',
      Date.now() - 3 * 3_600_000,
    );
    expect((await h.request('GET', old)).status).toBe(403);
    expect(host.requests).toHaveLength(1);
  });

  it('counts each caller across replicas: past the limit in a minute, 429 with Retry-After', async () => {
    const now = new Date(Date.UTC(2026, 5, 10, 9, 0, 30));
    for (let i = 0; i < PROXY_IMAGES_PER_MINUTE; i++) await countProxyFetch(h.db, 'account:9', now);
    await expect(countProxyFetch(h.db, 'account:9', now)).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': '30' },
    });
    // Another caller, and the next minute, are not held back.
    await countProxyFetch(h.db, 'account:10', now);
    await countProxyFetch(h.db, 'account:9', new Date(now.getTime() + 60_000));
    await purgeProxyUsage(h.db, new Date(now.getTime() + 2 * 3_600_000));
    await countProxyFetch(h.db, 'account:9', now);
  });
});
