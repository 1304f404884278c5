import { inflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeImageSearchBehaviour, startFakeImageSearch } from './fake-image-search.ts';
import type { RunningFake } from './start-fake.ts';
import { JPEG_BYTES, pngBytes } from './tiny-images.ts';

let fake: RunningFake<FakeImageSearchBehaviour>;
beforeAll(async () => {
  fake = await startFakeImageSearch({ slowMs: 300 });
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const getJson = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${fake.url}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the fake image search APIs', () => {
  it('answers Brave image search with the subscription token', async () => {
    const { status, body } = await getJson('/res/v1/images/search?q=serum&count=3', {
      'X-Subscription-Token': 'brave-test-key',
    });
    expect(status).toBe(200);
    expect(body.type).toBe('images');
    expect(body.results).toHaveLength(3);
    expect((body.results as unknown[])[0]).toMatchObject({
      title: 'serum product photo',
      url: `${fake.url}/pages/1`,
      source: 'pharmacy-store.example',
      thumbnail: { src: `${fake.url}/images/serum-bottle-1200x1200.png` },
      properties: { url: `${fake.url}/images/serum-bottle-1200x1200.png`, width: 1200, height: 1200 },
    });
    const refused = await getJson('/res/v1/images/search?q=serum', { 'X-Subscription-Token': 'nope' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      type: 'ErrorResponse',
      error: { code: 'SUBSCRIPTION_TOKEN_INVALID' },
    });
  });

  it('answers Google Custom Search in pages of at most 10', async () => {
    const base = '/customsearch/v1?key=google-test-key&cx=google-test-cx&q=serum&searchType=image';
    const first = await getJson(`${base}&num=10&start=1`);
    const second = await getJson(`${base}&num=10&start=11`);
    expect(first.body.items).toHaveLength(10);
    expect(second.body.items).toHaveLength(10);
    expect(first.body.searchInformation).toMatchObject({ totalResults: '24' });
    expect((first.body.items as unknown[])[0]).toMatchObject({
      link: `${fake.url}/images/serum-bottle-1200x1200.png`,
      displayLink: 'pharmacy-store.example',
      image: { contextLink: `${fake.url}/pages/1`, width: 1200, height: 1200 },
    });
    expect((await getJson(`${base}&num=11&start=1`)).status).toBe(400);
    fake.behave({ fail: { provider: 'google', status: 403, message: 'daily limit exceeded' } });
    const limited = await getJson(`${base}&num=10&start=1`);
    expect(limited).toEqual({
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'daily limit exceeded',
          errors: [{ message: 'daily limit exceeded', domain: 'global', reason: 'dailyLimitExceeded' }],
          status: 'PERMISSION_DENIED',
        },
      },
    });
  });

  it('answers Openverse with up to 20 a page', async () => {
    const { body } = await getJson('/v1/images/?q=serum&page_size=5');
    expect(body.result_count).toBe(24);
    expect(body.results).toHaveLength(5);
    expect((body.results as unknown[])[0]).toMatchObject({
      id: expect.any(String),
      title: 'serum product photo',
      url: `${fake.url}/images/serum-bottle-1200x1200.png`,
      thumbnail: expect.any(String),
      source: 'flickr',
      provider: 'flickr',
      license: 'by',
      creator: expect.any(String),
      width: 1200,
      height: 1200,
    });
    expect((await getJson('/v1/images/?q=serum&page_size=21')).status).toBe(400);
  });
});

describe('the fake image host', () => {
  const get = (path: string) => fetch(`${fake.url}${path}`);

  it('serves a real PNG of the size in its name', async () => {
    const response = await get('/images/serum-40x30.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(40);
    expect(bytes.readUInt32BE(20)).toBe(30);
    // The IDAT chunk inflates to one filter byte plus 3 bytes a pixel for each row.
    const idatLength = bytes.readUInt32BE(33);
    expect(inflateSync(bytes.subarray(41, 41 + idatLength))).toHaveLength(30 * (1 + 40 * 3));
  });

  it('serves JPEG bytes, an HTML page as a fake JPEG, a 404 and a 500', async () => {
    expect(Buffer.from(await (await get('/images/a.jpg')).arrayBuffer()).equals(JPEG_BYTES)).toBe(true);
    const html = await get('/images/not-really.jpg');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await get('/images/missing.png')).status).toBe(404);
    expect((await get('/images/error.png')).status).toBe(500);
  });

  it('serves a slow image after slowMs', async () => {
    const started = Date.now();
    await (await get('/images/slow.png')).arrayBuffer();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('redirects', async () => {
    const response = await fetch(`${fake.url}/redirect?to=/images/a.png`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/images/a.png');
  });

  it('makes PNGs of any size, capped at 2000', () => {
    expect(pngBytes(5000, 1).readUInt32BE(16)).toBe(2000);
  });
});
