import type { ScheduledPeriodResponse } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

type ScheduledPeriodAnswer = z.infer<typeof ScheduledPeriodResponse>;
type StopAnswer = ScheduledPeriodAnswer & { message: string };

export const scheduledPeriodKey = '/api/scheduled-periods';

/** GET /api/scheduled-periods: the automatic period, if any. */
export function useScheduledPeriod() {
  return useSWR<ScheduledPeriodAnswer>(scheduledPeriodKey, () =>
    api<ScheduledPeriodAnswer>(scheduledPeriodKey),
  );
}

/** PUT /api/scheduled-periods/{id}: the Stop button; a period is only ever made inactive. */
export function stopScheduledPeriod(id: number): Promise<StopAnswer> {
  return api<StopAnswer>(`${scheduledPeriodKey}/${id}`, { method: 'PUT', json: { isActive: false } });
}
