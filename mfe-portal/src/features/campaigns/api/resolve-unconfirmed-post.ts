import type { UnconfirmedResolution } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import type { BulkPostAnswer } from '../../../api/bulk-posts.ts';

/**
 * POST /api/bulk-posts/{id}/resolve: the business's decision on a post whose publication could not be
 * confirmed (409 for any other post).
 */
export function resolveUnconfirmedPost(
  id: number,
  resolution: UnconfirmedResolution,
): Promise<BulkPostAnswer> {
  return apiRequest('POST /api/bulk-posts/:id/resolve', { params: { id }, json: { resolution } });
}
