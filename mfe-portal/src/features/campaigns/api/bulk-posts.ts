import type {
  AcknowledgeBulkPost,
  BulkPostResponse,
  BulkPostsResponse,
  UnconfirmedResolution,
  UpdateBulkPostRequest,
} from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

type BulkPostAnswer = z.infer<typeof BulkPostResponse>;
type BulkPostsAnswer = z.infer<typeof BulkPostsResponse>;

export const bulkPostsKey = '/api/bulk-posts';
const postPath = (id: number) => `${bulkPostsKey}/${id}`;

/** GET /api/bulk-posts: every post of the account's periods. */
export function useBulkPosts() {
  return useSWR<BulkPostsAnswer>(bulkPostsKey, () => api<BulkPostsAnswer>(bulkPostsKey));
}

function updatePost(id: number, change: UpdateBulkPostRequest): Promise<BulkPostAnswer> {
  return api<BulkPostAnswer>(postPath(id), { method: 'PUT', json: change });
}

/** PUT /api/bulk-posts/{id}: draft → scheduled (SPEC §4). */
export function schedulePost(id: number, at: Date = new Date()): Promise<BulkPostAnswer> {
  return updatePost(id, { isScheduled: true, postStatus: 'scheduled', scheduledAt: at.toISOString() });
}

/** PUT /api/bulk-posts/{id}: scheduled → draft (SPEC §4). */
export function unschedulePost(id: number): Promise<BulkPostAnswer> {
  return updatePost(id, { isScheduled: false, postStatus: 'draft', scheduledAt: null });
}

/** PUT /api/bulk-posts/{id}: content the business wrote itself. */
export function editPostContent(id: number, content: string, at: Date = new Date()): Promise<BulkPostAnswer> {
  return updatePost(id, { content, updatedAt: at.toISOString() });
}

/** PUT /api/bulk-posts/{id}: the first comment posted right after the post (null: none). */
export function editFirstComment(id: number, firstComment: string | null): Promise<BulkPostAnswer> {
  return updatePost(id, { firstComment });
}

/** PUT /api/bulk-posts/{id}: content the writer wrote again. */
export function saveRegeneratedContent(
  id: number,
  content: string,
  at: Date = new Date(),
): Promise<BulkPostAnswer> {
  return updatePost(id, { content, generatedAt: at.toISOString() });
}

/** PUT /api/bulk-posts/{id}: a new moment, an ISO date-time. */
export function reschedulePost(id: number, scheduledDate: string): Promise<BulkPostAnswer> {
  return updatePost(id, { scheduledDate });
}

/** DELETE /api/bulk-posts/{id} */
export function deletePost(id: number): Promise<{ success: boolean; message: string }> {
  return api(postPath(id), { method: 'DELETE' });
}

/**
 * POST /api/bulk-posts/{id}/resolve: the business's decision on a post whose publication could not be
 * confirmed (409 for any other post).
 */
export function resolveUnconfirmedPost(
  id: number,
  resolution: UnconfirmedResolution,
): Promise<BulkPostAnswer> {
  return api<BulkPostAnswer>(`${postPath(id)}/resolve`, { method: 'POST', json: { resolution } });
}

/** POST /api/bulk-posts/{id}/retry: a failed post goes out again at once (409 for any other post). */
export function retryPost(id: number): Promise<BulkPostAnswer> {
  return api<BulkPostAnswer>(`${postPath(id)}/retry`, { method: 'POST' });
}

/** POST /api/bulk-posts/{id}/acknowledge: the business checked the `warn` flags it was shown, for this text. */
export function acknowledgePost(id: number, ruleIds: string[]): Promise<BulkPostAnswer> {
  return api<BulkPostAnswer>(`${postPath(id)}/acknowledge`, {
    method: 'POST',
    json: { ruleIds } satisfies AcknowledgeBulkPost,
  });
}
