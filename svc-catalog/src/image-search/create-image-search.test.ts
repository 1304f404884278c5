import { createLogger } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { chooseImageProvider, createImageSearch } from './create-image-search.ts';

const logger = createLogger('image-search-test', 'silent');

describe('choosing the image search', () => {
  it.each([
    [{}, 'offline'],
    [{ BRAVE_SEARCH_KEY: 'b' }, 'brave'],
    [{ GOOGLE_CSE_KEY: 'g' }, 'offline'],
    [{ GOOGLE_CSE_KEY: 'g', GOOGLE_CSE_CX: 'cx' }, 'google'],
    [{ BRAVE_SEARCH_KEY: 'b', GOOGLE_CSE_KEY: 'g', GOOGLE_CSE_CX: 'cx' }, 'brave'],
    [{ IMAGE_SEARCH_PROVIDER: 'openverse' as const, BRAVE_SEARCH_KEY: 'b' }, 'openverse'],
    [{ IMAGE_SEARCH_PROVIDER: 'offline' as const, BRAVE_SEARCH_KEY: 'b' }, 'offline'],
    [
      {
        IMAGE_SEARCH_PROVIDER: 'google' as const,
        GOOGLE_CSE_KEY: 'g',
        GOOGLE_CSE_CX: 'cx',
        BRAVE_SEARCH_KEY: 'b',
      },
      'google',
    ],
  ])('with %o uses %s', (config, expected) => {
    expect(chooseImageProvider(config)).toBe(expected);
    expect(createImageSearch(config, logger).name).toBe(expected);
  });

  it('stops with a clear message when the named provider lacks its credentials', () => {
    expect(() => createImageSearch({ IMAGE_SEARCH_PROVIDER: 'brave' }, logger)).toThrow(/BRAVE_SEARCH_KEY/);
    expect(() => createImageSearch({ IMAGE_SEARCH_PROVIDER: 'google', GOOGLE_CSE_KEY: 'g' }, logger)).toThrow(
      /GOOGLE_CSE_CX/,
    );
  });

  it('works with no configuration at all, from the offline source', async () => {
    const images = await createImageSearch({}, logger).search('Hyaluronic Serum', 20);
    expect(images.length).toBeGreaterThanOrEqual(6);
    expect(images.length).toBeLessThanOrEqual(12);
    for (const image of images) {
      expect(image.provider).toBe('offline');
      expect(image.url).toMatch(/^\/api\/offline-images\/[a-z0-9-]+\.svg$/);
      expect(image.title).toContain('Hyaluronic Serum');
    }
  });
});
