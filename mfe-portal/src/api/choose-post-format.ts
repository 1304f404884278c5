import type { BulkPostResponse, ChoosePostFormatRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** PUT /api/bulk-posts/{id}/format: a feed post, a Reel or a Story, its library video and share-to-feed. */
export function choosePostFormat(postId: number, json: ChoosePostFormatRequest): Promise<BulkPostResponse> {
  return apiRequest('PUT /api/bulk-posts/:id/format', { params: { id: postId }, json });
}
