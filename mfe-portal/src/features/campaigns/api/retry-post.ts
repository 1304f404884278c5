import { apiRequest } from '@studio/web';
import type { BulkPostAnswer } from '../../../api/bulk-posts.ts';

/** POST /api/bulk-posts/{id}/retry: a failed post goes out again at once (409 for any other post). */
export function retryPost(id: number): Promise<BulkPostAnswer> {
  return apiRequest('POST /api/bulk-posts/:id/retry', { params: { id } });
}
