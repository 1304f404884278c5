import type { BulkPostResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** PUT /api/bulk-posts/{id}/images: the post's images from the library, in order; none: its product's image. */
export function choosePostImages(postId: number, mediaIds: number[]): Promise<BulkPostResponse> {
  return apiRequest('PUT /api/bulk-posts/:id/images', { params: { id: postId }, json: { mediaIds } });
}
