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

export const OPENVERSE_DEFAULT_URL = 'https://api.openverse.org';

/** Openverse (openly licensed images): no key needed; anonymous clients get at most 20 a page. */
export function createOpenverseSearch(
  options: { baseUrl?: string; timeoutMs: number },
  logger: Logger,
): ImageSearchProvider {
  const log = logger.child({ component: 'image-search', provider: 'openverse' });
  return {
    name: 'openverse',
    async search(query, limit) {
      const pageSize = clampLimit(limit);
      const url = new URL('/v1/images/', options.baseUrl || OPENVERSE_DEFAULT_URL);
      url.search = new URLSearchParams({ q: query, page_size: String(pageSize), mature: 'false' }).toString();
      const body = await getSearchJson('openverse', url, {
        // Openverse asks anonymous clients to say who they are.
        headers: { 'user-agent': 'PostStudio/1.0 (product image search)' },
        timeoutMs: options.timeoutMs,
        credentials: 'none needed; the service refused anonymous access',
        classify: (status, answer) => {
          const detail = typeof field(answer, 'detail') === 'string' ? text(field(answer, 'detail')) : '';
          if (status === 429) return { code: 'quota', detail };
          if (status === 401 || status === 403) return { code: 'auth', detail };
          return { code: 'upstream', detail };
        },
      });
      const results = field(body, 'results');
      const images: FoundImage[] = (Array.isArray(results) ? results : []).map((result) => {
        const imageUrl = text(field(result, 'url'));
        return {
          id: imageId('openverse', imageUrl),
          url: imageUrl,
          thumbnailUrl: text(field(result, 'thumbnail')) || null,
          title: text(field(result, 'title')),
          source: text(field(result, 'source')) || text(field(result, 'provider')),
          width: positiveOrNull(field(result, 'width')),
          height: positiveOrNull(field(result, 'height')),
          provider: 'openverse',
        };
      });
      const kept = keepUsable(images, pageSize);
      log.info({ query, found: kept.length }, 'image search done');
      return kept;
    },
  };
}
