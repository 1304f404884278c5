import type { GoogleReviewReplyResponse, GoogleReviewsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const googleReviewsKey = routePath('GET /api/google/reviews');

/**
 * GET /api/google/reviews: the chosen locations' reviews as last read from Google, newest first (none
 * without a Google login).
 */
export const useGoogleReviews = () =>
  useSWR<GoogleReviewsResponse>(googleReviewsKey, () => apiRequest('GET /api/google/reviews'));

/** GET /api/google/reviews/suggestion: a reply that names no treatment and confirms no visit. */
export const suggestGoogleReply = (review: string): Promise<GoogleReviewReplyResponse> =>
  apiRequest('GET /api/google/reviews/suggestion', { query: { review } });

/** POST /api/google/reviews/reply: the public reply, through the gate and the confidentiality rule (422). */
export const sendGoogleReply = (review: string, text: string): Promise<GoogleReviewReplyResponse> =>
  apiRequest('POST /api/google/reviews/reply', { json: { review, text } });

/** POST /api/google/reviews/refresh: the chosen locations' reviews read from Google now. */
export const refreshGoogleReviews = (): Promise<GoogleReviewsResponse> =>
  apiRequest('POST /api/google/reviews/refresh');
