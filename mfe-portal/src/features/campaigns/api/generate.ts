import type {
  GeneratePeriodPostsResponse,
  GeneratePostRequest,
  GeneratePostResponse,
} from '@studio/contracts';
import { api } from '@studio/web';
import type { z } from 'zod';

type PeriodPostsAnswer = z.infer<typeof GeneratePeriodPostsResponse>;
type GeneratedPost = z.infer<typeof GeneratePostResponse>;

/** POST /api/generate-period-posts: posts for the current and the next week. */
export function generatePeriodPosts(): Promise<PeriodPostsAnswer> {
  return api<PeriodPostsAnswer>('/api/generate-period-posts', { method: 'POST' });
}

/** POST /api/generate-post: new content for a product; the platform is always Instagram (SPEC §9). */
export function generatePost(request: Omit<GeneratePostRequest, 'platform'>): Promise<GeneratedPost> {
  return api<GeneratedPost>('/api/generate-post', { json: { ...request, platform: 'instagram' } });
}
