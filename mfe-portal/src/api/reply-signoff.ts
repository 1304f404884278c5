import type {
  GoogleReviewReplyResponse,
  InboxPendingRepliesResponse,
  InboxReplyResponse,
} from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/**
 * The inbox's replies that wait for the medical reviewer: the queue across threads, on the
 * «Ιατρικός έλεγχος» screen, and the decision, there or in the thread.
 */
export const pendingRepliesKey = routePath('GET /api/inbox/replies/pending');

/**
 * GET /api/inbox/replies/pending (the reviewer and the owner): oldest first, each with the item it answers,
 * and the Google reviews whose reply waits.
 */
export function usePendingReplies() {
  return useSWR<InboxPendingRepliesResponse>(pendingRepliesKey, () =>
    apiRequest('GET /api/inbox/replies/pending'),
  );
}

/**
 * The reviewer's decision on a reply: POST /api/inbox/replies/{id}/signoff lets it go;
 * POST /api/inbox/replies/{id}/request-changes sends it back to its writer with what to change.
 */
export const decideReply = (
  id: number,
  decision: 'sign_off' | 'request_changes',
  comment: string,
): Promise<InboxReplyResponse> =>
  decision === 'sign_off'
    ? apiRequest('POST /api/inbox/replies/:id/signoff', { params: { id } })
    : apiRequest('POST /api/inbox/replies/:id/request-changes', { params: { id }, json: { comment } });

/**
 * The reviewer's decision on a held reply to a Google review (POST /api/google/reviews/signoff): sent on to
 * Google, or back for changes with what to change.
 */
export const decideGoogleReply = (
  review: string,
  decision: 'sign_off' | 'request_changes',
  comment?: string,
): Promise<GoogleReviewReplyResponse> =>
  apiRequest('POST /api/google/reviews/signoff', {
    json: { review, decision, ...(comment ? { comment } : {}) },
  });
