import { offlineSeedFromUrl, renderOfflineImage } from '../image-search/offline-image.ts';
import { type SafeFetch, SafeFetchError, safeFetch } from '../net/safe-fetch.ts';

export type LoadLimits = { maxBytes: number; timeoutMs: number };
export type LoadedImage = { bytes: Buffer; contentType: string };

/** Loads an image by URL: what the catalogue checks, proxies and downloads goes through here. */
export type ImageLoader = (url: string, limits: LoadLimits) => Promise<LoadedImage>;

/**
 * Offline images are drawn in-process from their URL (no request to ourselves); everything else is
 * fetched with `fetch`, which only reaches public addresses and only answers image bytes.
 */
export function createImageLoader(fetch: SafeFetch = safeFetch): ImageLoader {
  return async (url, limits) => {
    const seed = offlineSeedFromUrl(url);
    if (seed !== null) {
      const image = renderOfflineImage(seed);
      if (!image) throw new SafeFetchError('invalid_url', 'This offline image does not exist.');
      return image;
    }
    const { bytes, contentType } = await fetch(url, { ...limits, accept: 'image' });
    return { bytes, contentType };
  };
}
