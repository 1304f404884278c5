import type { RankedImage } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import {
  chosenImages,
  initialSelection,
  rankedImages,
  toggleSelection,
  visibleImages,
} from './ai-selection.ts';

const image = (n: number): RankedImage => ({
  id: `img-${n}`,
  url: `https://images.example.com/${n}.jpg`,
  description: `Image ${n}`,
  rank: n,
  score: 90 - n,
  reason: `Reason ${n}`,
});
const images = [1, 2, 3, 4, 5].map(image);

describe('AI dialog selection', () => {
  it('ranks the top and remaining images together, each once', () => {
    const all = rankedImages({
      topImages: [images[1], images[0], images[2]] as RankedImage[],
      remainingImages: [images[4], images[3], images[0]] as RankedImage[],
    });
    expect(all.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('preselects the top 3', () => {
    expect([...initialSelection(images)]).toEqual(images.slice(0, 3).map((i) => i.url));
    expect(initialSelection(images.slice(0, 2)).size).toBe(2);
  });

  it('toggles an image in and out of the choice without touching the old set', () => {
    const start = initialSelection(images);
    const without = toggleSelection(start, images[0]?.url ?? '');
    expect(without.has(images[0]?.url ?? '')).toBe(false);
    expect(start.size).toBe(3);
    expect(toggleSelection(without, images[0]?.url ?? '').size).toBe(3);
    expect(toggleSelection(start, images[4]?.url ?? '').size).toBe(4);
  });

  it('shows the top 3, or all when more is asked for', () => {
    expect(visibleImages(images, false)).toHaveLength(3);
    expect(visibleImages(images, true)).toHaveLength(5);
  });

  it('sends the chosen images in rank order', () => {
    const chosen = new Set([images[4]?.url ?? '', images[1]?.url ?? '']);
    expect(chosenImages(images, chosen)).toEqual([
      { url: 'https://images.example.com/2.jpg', description: 'Image 2' },
      { url: 'https://images.example.com/5.jpg', description: 'Image 5' },
    ]);
  });
});
