import type { BestTimesResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const bestTimesKey = routePath('GET /api/analytics/best-times');

/**
 * GET /api/analytics/best-times: the posting time the business's own results suggest (null until there
 * are enough posts). A failure only means no suggestion is offered.
 */
export function useSuggestedTime(): BestTimesResponse['suggestion'] {
  const { data } = useSWR<BestTimesResponse>(bestTimesKey, () => apiRequest('GET /api/analytics/best-times'));
  return data?.suggestion ?? null;
}
