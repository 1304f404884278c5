import type { BulkPostResponse, BulkPostsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

export type BulkPostAnswer = z.infer<typeof BulkPostResponse>;

type BulkPostsAnswer = z.infer<typeof BulkPostsResponse>;

export const bulkPostsKey = routePath('GET /api/bulk-posts');

/** GET /api/bulk-posts: every post of the account's periods. */
export function useBulkPosts() {
  return useSWR<BulkPostsAnswer>(bulkPostsKey, () => apiRequest('GET /api/bulk-posts'));
}
