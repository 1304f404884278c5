import type { BulkPostResponse, GoogleTopic } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** PUT /api/bulk-posts/{id}: the post as a Google event or offer, or (null) a plain post. */
export function saveGoogleTopic(postId: number, googleTopic: GoogleTopic | null): Promise<BulkPostResponse> {
  return apiRequest('PUT /api/bulk-posts/:id', { params: { id: postId }, json: { googleTopic } });
}
