import type {
  GeneratePeriodPostsResponse,
  GeneratePostRequest,
  GeneratePostResponse,
} from '@studio/contracts';
import { apiRequest } from '@studio/web';
import type { z } from 'zod';

type PeriodPostsAnswer = z.infer<typeof GeneratePeriodPostsResponse>;
type GeneratedPost = z.infer<typeof GeneratePostResponse>;

/** POST /api/generate-period-posts: posts for the current and the next week. */
export function generatePeriodPosts(): Promise<PeriodPostsAnswer> {
  return apiRequest('POST /api/generate-period-posts');
}

/** POST /api/generate-post: new content for a product; the platform is always Instagram. */
export function generatePost(request: Omit<GeneratePostRequest, 'platform'>): Promise<GeneratedPost> {
  return apiRequest('POST /api/generate-post', { json: { ...request, platform: 'instagram' } });
}
