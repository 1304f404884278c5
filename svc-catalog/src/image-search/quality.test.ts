import type { RankedImage } from '@studio/contracts';
import { SearchImage } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { imageQuality, imageRelevance, toSearchImage } from './quality.ts';
import type { FoundImage } from './types.ts';

const ranked = (score: number, url = 'https://shop.example/a.jpg'): RankedImage => ({
  id: 'a',
  url,
  description: 'Serum bottle',
  rank: 1,
  score,
  reason: 'r',
  source: 'shop.example',
});
const found = (
  width: number | null,
  height: number | null,
  thumbnailUrl: string | null = null,
): FoundImage => ({
  id: 'a',
  url: 'https://shop.example/a.jpg',
  thumbnailUrl,
  title: 'Serum bottle',
  source: 'shop.example',
  width,
  height,
  provider: 'brave',
});

describe('image quality and relevance for the image-search test screen', () => {
  it('calls a score of 70 or more professional', () => {
    expect(imageQuality(ranked(70))).toBe('professional');
    expect(imageQuality(ranked(69))).toBe('amateur');
  });

  it('calls a large, clean image professional whatever its score', () => {
    expect(imageQuality(ranked(40), found(1000, 1200))).toBe('professional');
    expect(imageQuality(ranked(40), found(799, 800))).toBe('amateur');
    expect(imageQuality(ranked(40), found(2000, 800))).toBe('amateur');
    expect(imageQuality(ranked(40, 'https://shop.example/a.gif'), found(1000, 1000))).toBe('amateur');
    expect(imageQuality(ranked(40), found(null, null))).toBe('amateur');
  });

  it('gives relevance high from 75, medium from 50, else low', () => {
    expect([
      imageRelevance(100),
      imageRelevance(75),
      imageRelevance(74),
      imageRelevance(50),
      imageRelevance(49),
    ]).toEqual(['high', 'high', 'medium', 'medium', 'low']);
  });

  it('shows the thumbnail and links the original', () => {
    const card = toSearchImage(ranked(80), found(500, 500, 'https://thumbs.example/a.jpg'));
    expect(SearchImage.parse(card)).toEqual({
      id: 'a',
      url: 'https://thumbs.example/a.jpg',
      originalUrl: 'https://shop.example/a.jpg',
      description: 'Serum bottle',
      source: 'shop.example',
      quality: 'professional',
      relevance: 'high',
    });
    expect(toSearchImage(ranked(30), found(100, 100)).url).toBe('https://shop.example/a.jpg');
  });
});
