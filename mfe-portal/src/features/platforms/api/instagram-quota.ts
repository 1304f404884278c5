import type { InstagramQuotaResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const instagramQuotaKey = routePath('GET /api/social-media/instagram-quota');

/**
 * GET /api/social-media/instagram-quota: the publishing limit of each saved Instagram account, read
 * again whenever the saved accounts change; nothing is asked while none is saved.
 */
export function useInstagramQuota(instagramIds: readonly string[]) {
  return useSWR<InstagramQuotaResponse>(
    instagramIds.length > 0 ? [instagramQuotaKey, instagramIds.join(',')] : null,
    () => apiRequest('GET /api/social-media/instagram-quota'),
  );
}
