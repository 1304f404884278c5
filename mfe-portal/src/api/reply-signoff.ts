import type { InboxPendingRepliesResponse, InboxReplyResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/**
 * The inbox's replies that wait for the medical reviewer (issue 38): the queue across threads, on the
 * «Ιατρικός έλεγχος» screen, and the decision, there or in the thread.
 */
export const pendingRepliesKey = routePath('GET /api/inbox/replies/pending');

/** GET /api/inbox/replies/pending (the reviewer and the owner): oldest first, each with the item it answers. */
export function usePendingReplies() {
  return useSWR<InboxPendingRepliesResponse>(pendingRepliesKey, () =>
    apiRequest('GET /api/inbox/replies/pending'),
  );
}

/** POST /api/inbox/replies/{id}/signoff: the reviewer lets the reply go. */
export const signOffReply = (id: number): Promise<InboxReplyResponse> =>
  apiRequest('POST /api/inbox/replies/:id/signoff', { params: { id } });

/** POST /api/inbox/replies/{id}/request-changes: back to its writer with what to change. */
export const requestReplyChanges = (id: number, comment: string): Promise<InboxReplyResponse> =>
  apiRequest('POST /api/inbox/replies/:id/request-changes', { params: { id }, json: { comment } });
