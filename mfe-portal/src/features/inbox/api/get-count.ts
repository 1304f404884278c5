import type { InboxCountResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const inboxCountKey = routePath('GET /api/inbox/count');

/** GET /api/inbox/count: unread threads, and those waiting longer than the setting (the header's badge). */
export function useInboxCount() {
  return useSWR<InboxCountResponse>(inboxCountKey, () => apiRequest('GET /api/inbox/count'));
}
