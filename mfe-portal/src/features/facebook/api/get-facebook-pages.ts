import type { FacebookPagesResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const facebookPagesKey = routePath('GET /api/facebook/pages');

/** GET /api/facebook/pages, with the stored token, or with the one given. */
export function getFacebookPages(accessToken?: string): Promise<FacebookPagesResponse> {
  return apiRequest('GET /api/facebook/pages', { query: { access_token: accessToken || undefined } });
}

export function useFacebookPages() {
  return useSWR<FacebookPagesResponse>(facebookPagesKey, () => getFacebookPages());
}
