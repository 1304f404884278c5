import type { ConnectionHealthResponse } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const connectionHealthKey = '/api/social-media/connection-health';

/** GET /api/social-media/connection-health: what the last check of the Facebook connection found. */
export function useConnectionHealth() {
  return useSWR<ConnectionHealthResponse>(connectionHealthKey, () =>
    api<ConnectionHealthResponse>(connectionHealthKey),
  );
}

/** POST /api/social-media/connection-health/check: the connection checked now (after a fix on Facebook). */
export function checkConnectionHealth(): Promise<ConnectionHealthResponse> {
  return api<ConnectionHealthResponse>(`${connectionHealthKey}/check`, { method: 'POST' });
}
