import type { BulkPostResponse, BulkPostsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

export type BulkPostAnswer = z.infer<typeof BulkPostResponse>;

/** One cache key for the account's posts: a change made on one screen shows on every other. */
export const bulkPostsKey = routePath('GET /api/bulk-posts');

/** GET /api/bulk-posts: every post of the account's periods. */
export function useBulkPosts() {
  return useSWR<BulkPostsResponse>(bulkPostsKey, () => apiRequest('GET /api/bulk-posts'));
}
