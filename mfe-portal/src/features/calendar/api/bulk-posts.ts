import type { BulkPostResponse, BulkPostsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

type BulkPostAnswer = z.infer<typeof BulkPostResponse>;
type BulkPostsAnswer = z.infer<typeof BulkPostsResponse>;

/** The same key as the campaigns screen: a move shows on its cards too. */
export const bulkPostsKey = routePath('GET /api/bulk-posts');

/** GET /api/bulk-posts: every post of the account. */
export function useBulkPosts() {
  return useSWR<BulkPostsAnswer>(bulkPostsKey, () => apiRequest('GET /api/bulk-posts'));
}

/** PUT /api/bulk-posts/{id}: a new moment (the server's state rules and messages apply). */
export function movePost(id: number, at: Date): Promise<BulkPostAnswer> {
  return apiRequest('PUT /api/bulk-posts/:id', {
    params: { id },
    json: { scheduledDate: at.toISOString() },
  });
}
