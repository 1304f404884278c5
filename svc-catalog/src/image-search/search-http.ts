import { createHash } from 'node:crypto';
import {
  type FoundImage,
  type ImageProviderName,
  ImageSearchError,
  type ImageSearchErrorCode,
  MAX_SEARCH_RESULTS,
} from './types.ts';

export type ProviderFailure = { code: ImageSearchErrorCode; detail: string };

const LABELS: Record<ImageProviderName, string> = {
  brave: 'Brave Search',
  google: 'Google Programmable Search',
  openverse: 'Openverse',
  offline: 'The offline image source',
};

/**
 * GETs a search API's JSON answer within the time limit. Error answers become an ImageSearchError through
 * the provider's own reading of its error shape (`classify`), so the message says what went wrong.
 */
export async function getSearchJson(
  provider: ImageProviderName,
  url: URL,
  options: {
    headers?: Record<string, string>;
    timeoutMs: number;
    credentials: string;
    classify: (status: number, body: unknown) => ProviderFailure;
  },
): Promise<unknown> {
  const label = LABELS[provider];
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new ImageSearchError(
        'timeout',
        `${label} did not answer within ${Math.round(options.timeoutMs / 100) / 10} seconds. Try again in a moment.`,
        provider,
      );
    throw new ImageSearchError('upstream', `Could not reach ${label} (${url.host}).`, provider);
  }
  const raw = await response.text().catch((error: Error) => {
    throw new ImageSearchError(
      error.name === 'TimeoutError' ? 'timeout' : 'upstream',
      `${label} broke off its answer.`,
      provider,
    );
  });
  const body = parseJson(raw);
  if (!response.ok) {
    const { code, detail } = options.classify(response.status, body);
    // An HTML error page says nothing useful in a message; a short plain text might.
    const shown =
      detail || (raw.length < 200 && !raw.trimStart().startsWith('<') ? raw.trim() : response.statusText);
    const messages: Record<ImageSearchErrorCode, string> = {
      quota: `The ${label} quota is used up (${response.status}: ${shown}). Try again later.`,
      auth: `${label} refused the credentials (${options.credentials}) (${response.status}: ${shown}).`,
      timeout: `${label} timed out (${response.status}: ${shown}).`,
      upstream: `${label} failed (${response.status}: ${shown}).`,
    };
    throw new ImageSearchError(code, messages[code], provider);
  }
  if (body === null)
    throw new ImageSearchError('upstream', `${label} answered something that is not JSON.`, provider);
  return body;
}

/** The JSON value of a text, or null when it is not JSON (an HTML or plain-text error page). */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** A short id that stays the same for the same image, so a list can be ranked and replaced by ids. */
export function imageId(provider: ImageProviderName, url: string): string {
  return `${provider}-${createHash('sha256').update(url).digest('hex').slice(0, 12)}`;
}

export const isWebUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

export const clampLimit = (limit: number) =>
  Math.max(1, Math.min(MAX_SEARCH_RESULTS, Math.floor(limit) || 1));

/** Drops images that are not http(s) and repeats of the same URL, keeping the order; at most `limit`. */
export function keepUsable(images: FoundImage[], limit: number): FoundImage[] {
  const seen = new Set<string>();
  const kept: FoundImage[] = [];
  for (const image of images) {
    if (!isWebUrl(image.url) || seen.has(image.url)) continue;
    seen.add(image.url);
    kept.push({
      ...image,
      thumbnailUrl: image.thumbnailUrl && isWebUrl(image.thumbnailUrl) ? image.thumbnailUrl : null,
    });
    if (kept.length === limit) break;
  }
  return kept;
}

export const positiveOrNull = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : null;
};

/** A field of an unknown JSON value, for reading error shapes without trusting them. */
export function field(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
