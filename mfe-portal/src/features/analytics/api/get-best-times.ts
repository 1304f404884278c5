import type { BestTimesResponse } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const bestTimesKey = '/api/analytics/best-times';

export const getBestTimes = () => api<BestTimesResponse>(bestTimesKey);

/** GET /api/analytics/best-times: when the business's posts did best, and the suggested posting time. */
export function useBestTimes() {
  return useSWR<BestTimesResponse>(bestTimesKey, getBestTimes);
}
