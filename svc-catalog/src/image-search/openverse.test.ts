import { type FakeImageSearchBehaviour, type RunningFake, startFakeImageSearch } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenverseSearch } from './openverse.ts';
import { searchFailure } from './testing.ts';

const logger = createLogger('image-search-test', 'silent');
let fake: RunningFake<FakeImageSearchBehaviour>;

beforeAll(async () => {
  fake = await startFakeImageSearch();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const openverse = (timeoutMs = 2_000) => createOpenverseSearch({ baseUrl: fake.url, timeoutMs }, logger);

describe('Openverse image search', () => {
  it('finds up to 20 images with no key', async () => {
    const images = await openverse().search('Hyaluronic Serum', 20);
    expect(images).toHaveLength(20);
    expect(fake.requests[0]!.path).toBe('/v1/images/');
    expect(fake.requests[0]!.query).toMatchObject({ q: 'Hyaluronic Serum', page_size: '20' });
    expect(fake.requests[0]!.headers['user-agent']).toMatch(/PostStudio/);
    expect(images[3]).toEqual({
      id: expect.stringMatching(/^openverse-[0-9a-f]{12}$/),
      url: `${fake.url}/images/clinic-shelf-800x600.png`,
      thumbnailUrl: `${fake.url}/images/clinic-shelf-800x600.png`,
      title: 'Hyaluronic Serum close-up',
      source: 'flickr',
      width: 800,
      height: 600,
      provider: 'openverse',
    });
  });

  it('never asks more than 20 a page (anonymous limit)', async () => {
    await openverse().search('Cream', 40);
    expect(fake.requests[0]!.query.page_size).toBe('20');
  });

  it('reports throttling as quota', async () => {
    fake.behave({ fail: { provider: 'openverse', status: 429 } });
    const error = await searchFailure(openverse().search('Cream', 20), 'quota');
    expect(error.message).toContain('throttled');
  });

  it('reports a refusal as auth', async () => {
    fake.behave({
      fail: { provider: 'openverse', status: 401, message: 'Authentication credentials were not provided.' },
    });
    await searchFailure(openverse().search('Cream', 20), 'auth');
  });

  it('reports a server error as upstream', async () => {
    fake.behave({ fail: { provider: 'openverse', status: 502 } });
    await searchFailure(openverse().search('Cream', 20), 'upstream');
  });

  it('gives up after the time limit', async () => {
    fake.behave({ delayMs: 2_000 });
    await searchFailure(openverse(200).search('Cream', 20), 'timeout');
  });
});
