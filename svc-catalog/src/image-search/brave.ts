import type { Logger } from '@studio/kit';
import {
  clampLimit,
  field,
  getSearchJson,
  imageId,
  keepUsable,
  positiveOrNull,
  text,
} from './search-http.ts';
import type { FoundImage, ImageSearchProvider } from './types.ts';

export const BRAVE_DEFAULT_URL = 'https://api.search.brave.com';

/** Brave Search image search: one call returns up to 20 (the API allows more; the platform shows 20). */
export function createBraveSearch(
  options: { key: string; baseUrl?: string; timeoutMs: number },
  logger: Logger,
): ImageSearchProvider {
  const log = logger.child({ component: 'image-search', provider: 'brave' });
  return {
    name: 'brave',
    async search(query, limit) {
      const count = clampLimit(limit);
      const url = new URL('/res/v1/images/search', options.baseUrl || BRAVE_DEFAULT_URL);
      url.search = new URLSearchParams({ q: query, count: String(count), safesearch: 'strict' }).toString();
      const body = await getSearchJson('brave', url, {
        headers: { 'X-Subscription-Token': options.key },
        timeoutMs: options.timeoutMs,
        credentials: 'BRAVE_SEARCH_KEY',
        classify: (status, answer) => {
          const code = text(field(answer, 'error', 'code'));
          const detail = text(field(answer, 'error', 'detail'));
          if (status === 429 || code === 'RATE_LIMITED' || code === 'QUOTA_LIMITED')
            return { code: 'quota', detail };
          // Brave answers an unknown token with 422 SUBSCRIPTION_TOKEN_INVALID.
          if (status === 401 || status === 403 || code === 'SUBSCRIPTION_TOKEN_INVALID')
            return { code: 'auth', detail };
          return { code: 'upstream', detail };
        },
      });
      const results = field(body, 'results');
      const images: FoundImage[] = (Array.isArray(results) ? results : []).map((result) => {
        const imageUrl = text(field(result, 'properties', 'url'));
        return {
          id: imageId('brave', imageUrl),
          url: imageUrl,
          thumbnailUrl: text(field(result, 'thumbnail', 'src')) || null,
          title: text(field(result, 'title')),
          source: text(field(result, 'source')) || text(field(result, 'meta_url', 'hostname')),
          width: positiveOrNull(field(result, 'properties', 'width')),
          height: positiveOrNull(field(result, 'properties', 'height')),
          provider: 'brave',
        };
      });
      const kept = keepUsable(images, count);
      log.info({ query, found: kept.length }, 'image search done');
      return kept;
    },
  };
}
