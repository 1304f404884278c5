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

export const GOOGLE_CSE_DEFAULT_URL = 'https://www.googleapis.com';

const PAGE_SIZE = 10;
const QUOTA_REASONS = new Set([
  'dailyLimitExceeded',
  'rateLimitExceeded',
  'quotaExceeded',
  'userRateLimitExceeded',
]);

/**
 * Google Programmable Search (Custom Search JSON API) in image mode: at most 10 a call, so up to 20 come
 * in two pages (start=1 and start=11).
 *
 * Kept only for keys that already exist: Google closed the Custom Search JSON API to new customers and
 * ends it on 1 January 2027. New installations should use Brave Search or Openverse.
 */
export function createGoogleSearch(
  options: { key: string; cx: string; baseUrl?: string; timeoutMs: number },
  logger: Logger,
): ImageSearchProvider {
  const log = logger.child({ component: 'image-search', provider: 'google' });

  async function page(query: string, start: number, num: number) {
    const url = new URL('/customsearch/v1', options.baseUrl || GOOGLE_CSE_DEFAULT_URL);
    url.search = new URLSearchParams({
      key: options.key,
      cx: options.cx,
      q: query,
      searchType: 'image',
      safe: 'active',
      num: String(num),
      start: String(start),
    }).toString();
    const body = await getSearchJson('google', url, {
      timeoutMs: options.timeoutMs,
      credentials: 'GOOGLE_CSE_KEY / GOOGLE_CSE_CX',
      classify: (status, answer) => {
        const detail = text(field(answer, 'error', 'message'));
        const reason = text(field(answer, 'error', 'errors', 0, 'reason'));
        const kind = text(field(answer, 'error', 'status'));
        if (status === 429 || QUOTA_REASONS.has(reason) || kind === 'RESOURCE_EXHAUSTED')
          return { code: 'quota', detail };
        if (status === 403 && /quota|limit/i.test(detail)) return { code: 'quota', detail };
        if (status === 401 || status === 403 || (status === 400 && /api key/i.test(detail)))
          return { code: 'auth', detail };
        return { code: 'upstream', detail };
      },
    });
    const items = field(body, 'items');
    const images: FoundImage[] = (Array.isArray(items) ? items : []).map((item) => {
      const link = text(field(item, 'link'));
      return {
        id: imageId('google', link),
        url: link,
        thumbnailUrl: text(field(item, 'image', 'thumbnailLink')) || null,
        title: text(field(item, 'title')),
        source: text(field(item, 'displayLink')),
        width: positiveOrNull(field(item, 'image', 'width')),
        height: positiveOrNull(field(item, 'image', 'height')),
        provider: 'google',
      };
    });
    // totalResults is a string in Google's answer.
    const total = Number(text(field(body, 'searchInformation', 'totalResults')) || 0);
    return { images, total };
  }

  return {
    name: 'google',
    async search(query, limit) {
      const wanted = clampLimit(limit);
      const first = await page(query, 1, Math.min(PAGE_SIZE, wanted));
      let images = first.images;
      if (wanted > PAGE_SIZE && first.images.length === PAGE_SIZE && first.total > PAGE_SIZE) {
        try {
          images = images.concat((await page(query, PAGE_SIZE + 1, wanted - PAGE_SIZE)).images);
        } catch (error) {
          // The first page is already worth showing; a failed second page only makes the list shorter.
          log.warn({ err: error, query }, 'second page of image results failed; using the first');
        }
      }
      const kept = keepUsable(images, wanted);
      log.info({ query, found: kept.length }, 'image search done');
      return kept;
    },
  };
}
