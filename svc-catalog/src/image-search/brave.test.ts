import { type FakeImageSearchBehaviour, type RunningFake, startFakeImageSearch } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBraveSearch } from './brave.ts';
import { searchFailure } from './testing.ts';

const logger = createLogger('image-search-test', 'silent');
let fake: RunningFake<FakeImageSearchBehaviour>;

beforeAll(async () => {
  fake = await startFakeImageSearch();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const brave = (key = 'brave-test-key', timeoutMs = 2_000) =>
  createBraveSearch({ key, baseUrl: fake.url, timeoutMs }, logger);

describe('Brave image search', () => {
  it('finds up to 20 images in one call, with the subscription token', async () => {
    const images = await brave().search('Hyaluronic Serum', 20);
    expect(images).toHaveLength(20);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/res/v1/images/search');
    expect(request.headers['x-subscription-token']).toBe('brave-test-key');
    expect(request.query).toMatchObject({ q: 'Hyaluronic Serum', count: '20' });
    expect(images[0]).toEqual({
      id: expect.stringMatching(/^brave-[0-9a-f]{12}$/),
      url: `${fake.url}/images/serum-bottle-1200x1200.png`,
      thumbnailUrl: `${fake.url}/images/serum-bottle-1200x1200.png`,
      title: 'Hyaluronic Serum product photo',
      source: 'pharmacy-store.example',
      width: 1200,
      height: 1200,
      provider: 'brave',
    });
    expect(new Set(images.map((i) => i.id)).size).toBe(images.length);
  });

  it('asks for no more than the limit, and never more than 20', async () => {
    expect(await brave().search('Cream', 5)).toHaveLength(5);
    expect(fake.requests[0]!.query.count).toBe('5');
    await brave().search('Cream', 50);
    expect(fake.requests[1]!.query.count).toBe('20');
  });

  it('drops repeats of the same image', async () => {
    fake.behave({ images: ['/images/a.png', '/images/a.png', '/images/b.png'], total: 3 });
    const images = await brave().search('Cream', 20);
    expect(images.map((i) => i.url)).toEqual([`${fake.url}/images/a.png`, `${fake.url}/images/b.png`]);
  });

  it('reports a refused token as auth, naming BRAVE_SEARCH_KEY', async () => {
    const error = await searchFailure(brave('wrong-key').search('Cream', 20), 'auth');
    expect(error.message).toContain('BRAVE_SEARCH_KEY');
    expect(error.message).toContain('subscription token is invalid');
  });

  it('reports a rate or quota limit as quota', async () => {
    fake.behave({
      fail: { provider: 'brave', status: 429, message: 'Request rate limit exceeded for plan.' },
    });
    const error = await searchFailure(brave().search('Cream', 20), 'quota');
    expect(error.message).toMatch(/quota is used up/);
  });

  it('reports a server error as upstream', async () => {
    fake.behave({ fail: { provider: 'brave', status: 503, message: 'Service unavailable' } });
    const error = await searchFailure(brave().search('Cream', 20), 'upstream');
    expect(error.message).toContain('503');
  });

  it('gives up after the time limit', async () => {
    fake.behave({ delayMs: 2_000 });
    const started = Date.now();
    await searchFailure(brave('brave-test-key', 200).search('Cream', 20), 'timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
