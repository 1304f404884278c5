import type { ScheduledPeriodResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

type ScheduledPeriodAnswer = z.infer<typeof ScheduledPeriodResponse>;
type StopAnswer = ScheduledPeriodAnswer & { message: string };

export const scheduledPeriodKey = routePath('GET /api/scheduled-periods');

/** GET /api/scheduled-periods: the automatic period, if any. */
export function useScheduledPeriod() {
  return useSWR<ScheduledPeriodAnswer>(scheduledPeriodKey, () => apiRequest('GET /api/scheduled-periods'));
}

/** PUT /api/scheduled-periods/{id}: the Stop button; a period is only ever made inactive. */
export function stopScheduledPeriod(id: number): Promise<StopAnswer> {
  // The answer of a stop always carries the sentence the calendar shows.
  return apiRequest('PUT /api/scheduled-periods/:id', {
    params: { id },
    json: { isActive: false },
  }) as Promise<StopAnswer>;
}
