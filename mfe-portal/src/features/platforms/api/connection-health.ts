import type { ConnectionHealthResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const connectionHealthKey = routePath('GET /api/social-media/connection-health');

/** GET /api/social-media/connection-health: what the last check of the Facebook connection found. */
export function useConnectionHealth() {
  return useSWR<ConnectionHealthResponse>(connectionHealthKey, () =>
    apiRequest('GET /api/social-media/connection-health'),
  );
}

/** POST /api/social-media/connection-health/check: the connection checked now (after a fix on Facebook). */
export function checkConnectionHealth(): Promise<ConnectionHealthResponse> {
  return apiRequest('POST /api/social-media/connection-health/check');
}
