import { apiRequest } from '@studio/web';
import type { BulkPostAnswer } from '../../../api/bulk-posts.ts';

/** PUT /api/bulk-posts/{id}: a new moment (the server's state rules and messages apply). */
export function movePost(id: number, at: Date): Promise<BulkPostAnswer> {
  return apiRequest('PUT /api/bulk-posts/:id', {
    params: { id },
    json: { scheduledDate: at.toISOString() },
  });
}
