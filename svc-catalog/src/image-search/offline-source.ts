import { offlineImageUrl, planOfflineImages } from './offline-image.ts';
import { clampLimit } from './search-http.ts';
import type { ImageSearchProvider } from './types.ts';

/** The image source with no configuration: images the platform draws itself (see offline-image.ts). */
export function createOfflineSearch(): ImageSearchProvider {
  return {
    name: 'offline',
    search: async (query, limit) =>
      planOfflineImages(query, clampLimit(limit)).map((plan) => ({
        id: `offline-${plan.seed}`,
        url: offlineImageUrl(plan.seed),
        thumbnailUrl: null,
        title: plan.title,
        source: 'Post Studio illustrations',
        width: plan.width,
        height: plan.height,
        provider: 'offline',
      })),
  };
}
