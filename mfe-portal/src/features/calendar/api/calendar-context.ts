import type { ScheduledPeriodResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

type ScheduledPeriodAnswer = z.infer<typeof ScheduledPeriodResponse>;

const scheduledPeriodKey = routePath('GET /api/scheduled-periods');

/** GET /api/scheduled-periods: the automatic period's next run, while it is active. */
export function useNextRun(): string | null {
  const { data } = useSWR<ScheduledPeriodAnswer>(scheduledPeriodKey, () =>
    apiRequest('GET /api/scheduled-periods'),
  );
  const period = data?.scheduledPeriod;
  return period?.isActive ? period.nextScheduledDate : null;
}
