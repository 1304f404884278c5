import type { BulkPostsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/** GET /api/bulk-posts: the account's posts, for screens that tell what a change would do to them. */
export function useBulkPosts() {
  return useSWR<BulkPostsResponse>(routePath('GET /api/bulk-posts'), () => apiRequest('GET /api/bulk-posts'));
}
