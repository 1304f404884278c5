import type { UpdateBulkPostRequest } from '@studio/contracts';
import { apiRequest, browserClock } from '@studio/web';
import type { BulkPostAnswer } from '../../../api/bulk-posts.ts';

function updatePost(id: number, change: UpdateBulkPostRequest): Promise<BulkPostAnswer> {
  return apiRequest('PUT /api/bulk-posts/:id', { params: { id }, json: change });
}

/** PUT /api/bulk-posts/{id}: draft → scheduled. */
export function schedulePost(id: number, at: Date = browserClock()): Promise<BulkPostAnswer> {
  return updatePost(id, { isScheduled: true, postStatus: 'scheduled', scheduledAt: at.toISOString() });
}

/** PUT /api/bulk-posts/{id}: scheduled → draft. */
export function unschedulePost(id: number): Promise<BulkPostAnswer> {
  return updatePost(id, { isScheduled: false, postStatus: 'draft', scheduledAt: null });
}

/** PUT /api/bulk-posts/{id}: content the business wrote itself. */
export function editPostContent(
  id: number,
  content: string,
  at: Date = browserClock(),
): Promise<BulkPostAnswer> {
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
  at: Date = browserClock(),
): Promise<BulkPostAnswer> {
  return updatePost(id, { content, generatedAt: at.toISOString() });
}

/** PUT /api/bulk-posts/{id}: a new moment, an ISO date-time. */
export function reschedulePost(id: number, scheduledDate: string): Promise<BulkPostAnswer> {
  return updatePost(id, { scheduledDate });
}

/** PUT /api/bulk-posts/{id}: its lines of another day (a greeting, a season) rewritten for its own day. */
export function redatePost(id: number): Promise<BulkPostAnswer> {
  return updatePost(id, { redate: true });
}
