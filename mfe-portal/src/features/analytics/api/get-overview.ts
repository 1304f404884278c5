import type { AnalyticsDays, AnalyticsOverviewResponse } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const overviewKey = (days: AnalyticsDays) => `/api/analytics/overview?days=${days}`;

export const getOverview = (days: AnalyticsDays) => api<AnalyticsOverviewResponse>(overviewKey(days));

/** GET /api/analytics/overview: the business's results over the last `days` days. */
export function useOverview(days: AnalyticsDays) {
  return useSWR<AnalyticsOverviewResponse>(overviewKey(days), () => getOverview(days), {
    keepPreviousData: true,
  });
}
