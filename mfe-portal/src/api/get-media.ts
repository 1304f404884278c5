import type { MediaListResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const mediaKey = routePath('GET /api/media');

/** How often the library is asked again while a video waits for or is in its conversion. */
export const CONVERSION_POLL_MS = 2000;

/** Whether a video of the library is still on its way to the networks' format. */
export const converting = (data: MediaListResponse | undefined) =>
  data?.media.some((item) => item.video?.status === 'pending' || item.video?.status === 'converting') ??
  false;

/**
 * GET /api/media: the business's media library, each image with the posts that use it; asked again
 * every few seconds while a video converts, so its progress moves on the screen.
 */
export function useMedia() {
  return useSWR<MediaListResponse>(mediaKey, () => apiRequest('GET /api/media'), {
    refreshInterval: (data) => (converting(data) ? CONVERSION_POLL_MS : 0),
  });
}
