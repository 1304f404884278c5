import type { GeneratePostResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';
import { generatePost } from './generate.ts';

/** The post as written; its product is not named here: posts use the catalogue's public name when it has one. */
export type IntroPost = z.infer<typeof GeneratePostResponse>['post'];

/**
 * The post the campaigns intro promises: written from the last product the
 * business added (GET /api/v2/account-products, then POST /api/generate-post), shown before the first
 * period exists. Nothing is stored: the period button writes the posts. Null without products.
 */
async function writeIntroPost(): Promise<IntroPost | null> {
  const { products } = await apiRequest('GET /api/v2/account-products');
  const newest = [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
  if (!newest) return null;
  return (await generatePost({ productId: newest.id })).post;
}

/** Written once per visit of a business with no posts yet (`wanted`). */
export function useIntroPost(wanted: boolean) {
  return useSWR<IntroPost | null>(wanted ? 'campaigns:intro-post' : null, writeIntroPost);
}
