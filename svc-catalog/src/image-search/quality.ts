import type { RankedImage, SearchImage } from '@studio/contracts';
import type { FoundImage } from './types.ts';

/** 'professional' for a high score, or for a large, clean (near-square, not GIF) image; else 'amateur'. */
export function imageQuality(
  ranked: Pick<RankedImage, 'score' | 'url'>,
  found?: Pick<FoundImage, 'width' | 'height'>,
): SearchImage['quality'] {
  if (ranked.score >= 70) return 'professional';
  const width = found?.width ?? 0;
  const height = found?.height ?? 0;
  const large = Math.min(width, height) >= 800;
  const clean =
    large && Math.max(width, height) / Math.min(width, height) <= 1.5 && !/\.gif(?:[?#]|$)/i.test(ranked.url);
  return clean ? 'professional' : 'amateur';
}

/** high from 75, medium from 50, else low. */
export function imageRelevance(score: number): SearchImage['relevance'] {
  if (score >= 75) return 'high';
  if (score >= 50) return 'medium';
  return 'low';
}

/**
 * A ranked image as the image-search test screen shows it: `url` is the light thumbnail when the search
 * gave one (the card only shows it), `originalUrl` the image itself.
 */
export function toSearchImage(ranked: RankedImage, found?: FoundImage): SearchImage {
  return {
    id: ranked.id,
    url: found?.thumbnailUrl ?? ranked.url,
    originalUrl: ranked.url,
    description: ranked.description,
    source: ranked.source ?? found?.source ?? '',
    quality: imageQuality(ranked, found),
    relevance: imageRelevance(ranked.score),
  };
}
