import type { InboxThreadResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/** GET /api/inbox/threads/{id}: the thread's items oldest first, and its replies not yet sent. */
export function useInboxThread(id: number | null) {
  return useSWR<InboxThreadResponse>(
    id === null ? null : routePath('GET /api/inbox/threads/:id', { id }),
    () => apiRequest('GET /api/inbox/threads/:id', { params: { id: id ?? 0 } }),
  );
}
