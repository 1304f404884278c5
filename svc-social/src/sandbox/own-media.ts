import type { MediaFetch } from '@studio/facebook-sandbox';
import { originOf, type PublicOrigins } from '@studio/kit';

/** How long the sandbox waits for an image it fetches. */
const SANDBOX_MEDIA_TIMEOUT_MS = 10_000;

/**
 * How the in-service sandbox fetches an image: only at one of the platform's public addresses or at the
 * media address (MEDIA_PUBLIC_URL: where svc-catalog serves what the publisher sends), never anywhere a
 * sandbox token's holder names.
 */
export const fetchOwnMedia =
  (origins: PublicOrigins, mediaUrl: string): MediaFetch =>
  async (url) => {
    const ours = origins.local(url) !== url || originOf(url) === originOf(mediaUrl);
    if (!ours) throw new Error(`not an address of this platform: ${url}`);
    return fetch(url, { redirect: 'error', signal: AbortSignal.timeout(SANDBOX_MEDIA_TIMEOUT_MS) });
  };
