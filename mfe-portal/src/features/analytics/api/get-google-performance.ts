import type { GooglePerformanceResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/**
 * GET /api/google/performance: the chosen Google locations' figures from `from` to `to` (YYYY-MM-DD);
 * nothing is asked before the period is known.
 */
export function useGooglePerformance(period: { from: string; to: string } | null) {
  return useSWR<GooglePerformanceResponse>(
    period ? routePath('GET /api/google/performance', {}, period) : null,
    () => apiRequest('GET /api/google/performance', { query: period ?? { from: '', to: '' } }),
    { keepPreviousData: true },
  );
}
