import type { BestTimesResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const bestTimesKey = routePath('GET /api/analytics/best-times');

export const getBestTimes = (): Promise<BestTimesResponse> => apiRequest('GET /api/analytics/best-times');

/** GET /api/analytics/best-times: when the business's posts did best, and the suggested posting time. */
export function useBestTimes() {
  return useSWR<BestTimesResponse>(bestTimesKey, getBestTimes);
}
