import type { AnalyticsDays, AnalyticsOverviewResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const overviewKey = (days: AnalyticsDays) => routePath('GET /api/analytics/overview', {}, { days });

export const getOverview = (days: AnalyticsDays): Promise<AnalyticsOverviewResponse> =>
  apiRequest('GET /api/analytics/overview', { query: { days } });

/** GET /api/analytics/overview: the business's results over the last `days` days. */
export function useOverview(days: AnalyticsDays) {
  return useSWR<AnalyticsOverviewResponse>(overviewKey(days), () => getOverview(days), {
    keepPreviousData: true,
  });
}
