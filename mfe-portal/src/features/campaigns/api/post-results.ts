import type { PostResults, PostResultsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const postResultsKey = routePath('GET /api/analytics/posts');

/**
 * GET /api/analytics/posts: the latest numbers of the business's published posts (one request for
 * every card), asked only by a published post's card. Undefined while none has come.
 */
export function usePostResults(postId: number, published: boolean): PostResults | undefined {
  const { data } = useSWR<PostResultsResponse>(published ? postResultsKey : null, () =>
    apiRequest('GET /api/analytics/posts'),
  );
  return data?.posts.find((p) => p.postId === postId);
}
