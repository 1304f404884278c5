import type { AdminAnalyticsResponse, AnalyticsDays } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

export const adminAnalyticsKey = (days: AnalyticsDays) => `/api/analytics/admin?days=${days}`;

/** GET /api/analytics/admin: every account's publishing, failures, results and AI usage over `days`. */
export function useAdminAnalytics(days: AnalyticsDays) {
  return useSWR<AdminAnalyticsResponse>(
    adminAnalyticsKey(days),
    (url: string) => adminFetcher<AdminAnalyticsResponse>(url),
    { keepPreviousData: true },
  );
}
