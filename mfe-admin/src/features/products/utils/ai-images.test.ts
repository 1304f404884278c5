import type { RankedImage } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { hasSpareImages, withoutBroken } from './ai-images.ts';

const image = (n: number): RankedImage => ({
  id: `img-${n}`,
  url: `https://images.example.com/${n}.jpg`,
  description: `Image ${n}`,
  rank: n,
  score: 100 - n,
  reason: 'Clear product shot',
});

const [one, two, three, four, five] = [1, 2, 3, 4, 5].map(image) as [
  RankedImage,
  RankedImage,
  RankedImage,
  RankedImage,
  RankedImage,
];
const none = new Set<string>();

describe('hasSpareImages', () => {
  it('finds a spare among the remaining images', () => {
    expect(hasSpareImages([one, two, three], [four], [one, two, three, four], none)).toBe(true);
  });

  it('finds one among all valid images once none remain (the server cycles)', () => {
    expect(hasSpareImages([one, two, four], [], [one, two, three, four], none)).toBe(true);
  });

  it('has none when every valid image is on screen', () => {
    expect(hasSpareImages([one, two, three], [], [one, two, three], none)).toBe(false);
  });

  it('does not count images known to be broken', () => {
    const broken = new Set([four.url, five.url]);
    expect(hasSpareImages([one, two, three], [four, five], [one, two, three, four, five], broken)).toBe(
      false,
    );
  });
});

describe('withoutBroken', () => {
  it('drops the images whose address failed', () => {
    expect(withoutBroken([one, two, three], new Set([two.url]))).toEqual([one, three]);
  });
});
