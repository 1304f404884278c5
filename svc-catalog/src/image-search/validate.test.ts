import { type FakeImageSearchBehaviour, type RunningFake, startFakeImageSearch } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../net/safe-fetch.ts';
import { createBraveSearch } from './brave.ts';
import { createOfflineSearch } from './offline-source.ts';
import type { FoundImage } from './types.ts';
import { validateImages } from './validate.ts';

let fake: RunningFake<FakeImageSearchBehaviour>;
beforeAll(async () => {
  fake = await startFakeImageSearch({ total: 10 });
});
afterAll(() => fake.close());

// Loads anything (no image check of its own), so the test shows validateImages checks the bytes itself.
const fetcher = createSafeFetch({ allowLoopbackForTests: true });
const loadAnything = (url: string) => fetcher(url, { maxBytes: 5_000_000, timeoutMs: 2_000 });

describe('validating found images', () => {
  it('keeps the images that load as images, in order, and drops broken ones', async () => {
    const found = await createBraveSearch(
      { key: 'brave-test-key', baseUrl: fake.url, timeoutMs: 2_000 },
      createLogger('t', 'silent'),
    ).search('Serum', 20);
    expect(found).toHaveLength(10);
    const dropped: string[] = [];
    const valid = await validateImages(found, loadAnything, {
      concurrency: 4,
      onDropped: (image, reason) => dropped.push(`${new URL(image.url).pathname}: ${reason}`),
    });
    expect(valid.map((image) => new URL(image.url).pathname)).toEqual([
      '/images/serum-bottle-1200x1200.png',
      '/images/cream-jar.jpg',
      // not-really.jpg: an HTML page
      '/images/clinic-shelf-800x600.png',
      // missing-photo.jpg: 404
      '/images/ampoule-640x640.png',
      // lying.png: HTML labelled image/png
      '/images/product-shot.gif',
      // error-thumb.png: 500
      '/images/banner-1600x400.png',
    ]);
    expect(dropped.sort()).toEqual([
      expect.stringMatching(/^\/images\/error-thumb.png: .*500/),
      '/images/lying.png: not an image',
      expect.stringMatching(/^\/images\/missing-photo.jpg: .*404/),
      '/images/not-really.jpg: not an image',
    ]);
  });

  it('never loads offline images: they are always valid', async () => {
    const offline = await createOfflineSearch().search('Serum', 20);
    const valid = await validateImages(
      offline,
      async () => {
        throw new Error('must not be called');
      },
      { concurrency: 3 },
    );
    expect(valid).toEqual(offline);
  });

  it('loads no more than `concurrency` images at a time', async () => {
    let running = 0;
    let most = 0;
    const images: FoundImage[] = Array.from({ length: 9 }, (_, i) => ({
      id: `i${i}`,
      url: `https://example.com/${i}.png`,
      thumbnailUrl: null,
      title: '',
      source: 'example.com',
      width: null,
      height: null,
      provider: 'brave',
    }));
    const valid = await validateImages(
      images,
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        return { contentType: 'image/png', bytes: Buffer.from('89504e470d0a1a0a0000', 'hex') };
      },
      { concurrency: 3 },
    );
    expect(valid).toHaveLength(9);
    expect(most).toBe(3);
  });
});
