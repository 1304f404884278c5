import type { BestTimesResponse } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const bestTimesKey = '/api/analytics/best-times';

/**
 * GET /api/analytics/best-times: the posting time the business's own results suggest (null until there
 * are enough posts). A failure only means no suggestion is offered.
 */
export function useSuggestedTime(): BestTimesResponse['suggestion'] {
  const { data } = useSWR<BestTimesResponse>(bestTimesKey, () => api<BestTimesResponse>(bestTimesKey));
  return data?.suggestion ?? null;
}
