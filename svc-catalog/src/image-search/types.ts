export type ImageProviderName = 'brave' | 'google' | 'openverse' | 'offline';

/** An image a search found, before it is checked and ranked. */
export type FoundImage = {
  id: string;
  /** The image itself (for offline images, a path the catalog serves). */
  url: string;
  thumbnailUrl: string | null;
  title: string;
  /** The site it comes from (a domain), or the provider's source name. */
  source: string;
  width: number | null;
  height: number | null;
  provider: ImageProviderName;
};

export interface ImageSearchProvider {
  readonly name: FoundImage['provider'];
  /** Up to `limit` (at most 20) images for the query, without repeats. */
  search(query: string, limit: number): Promise<FoundImage[]>;
}

export type ImageSearchConfig = {
  IMAGE_SEARCH_PROVIDER?: ImageProviderName;
  BRAVE_SEARCH_KEY?: string;
  BRAVE_SEARCH_URL?: string;
  GOOGLE_CSE_KEY?: string;
  GOOGLE_CSE_CX?: string;
  GOOGLE_CSE_URL?: string;
  OPENVERSE_URL?: string;
  IMAGE_SEARCH_TIMEOUT_MS?: number;
};

export type ImageSearchErrorCode = 'quota' | 'auth' | 'timeout' | 'upstream';

/** A failed search, with a message an admin can act on. */
export class ImageSearchError extends Error {
  constructor(
    readonly code: ImageSearchErrorCode,
    message: string,
    readonly provider?: ImageProviderName,
  ) {
    super(message);
    this.name = 'ImageSearchError';
  }
}

/** Most images one search returns (up to 20 images). */
export const MAX_SEARCH_RESULTS = 20;
export const DEFAULT_IMAGE_SEARCH_TIMEOUT_MS = 8_000;
