import type { FacebookStatusResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const facebookStatusKey = routePath('GET /api/social-media/facebook-status');

/**
 * GET /api/social-media/facebook-status: whether the platform's Facebook is its test sandbox, whose
 * figures are simulated (the screen marks them as test data).
 */
export function useFacebookMode() {
  const { data } = useSWR<FacebookStatusResponse>(facebookStatusKey, () =>
    apiRequest('GET /api/social-media/facebook-status'),
  );
  return data?.mode;
}
