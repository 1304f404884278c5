import type { InboxFilter, InboxNetwork, InboxThreadsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export type ThreadsQuery = { filter: InboxFilter; network: InboxNetwork | undefined; page: number };

/** GET /api/inbox/threads: unread and unanswered first, with each filter's count. */
export function useInboxThreads(query: ThreadsQuery) {
  return useSWR<InboxThreadsResponse>(
    routePath('GET /api/inbox/threads', {}, query),
    () => apiRequest('GET /api/inbox/threads', { query }),
    { keepPreviousData: true },
  );
}
