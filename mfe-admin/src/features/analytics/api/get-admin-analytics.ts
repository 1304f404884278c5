import type { AdminAnalyticsResponse, AnalyticsDays } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const adminAnalyticsKey = (days: AnalyticsDays) => routePath('GET /api/analytics/admin', {}, { days });

/** GET /api/analytics/admin: every account's publishing, failures, results and AI usage over `days`. */
export function useAdminAnalytics(days: AnalyticsDays) {
  return useSWR<AdminAnalyticsResponse>(
    adminAnalyticsKey(days),
    () => apiRequest('GET /api/analytics/admin', { as: 'admin', query: { days } }),
    { keepPreviousData: true },
  );
}
