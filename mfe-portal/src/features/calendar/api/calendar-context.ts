import type { CompanyInfoResponse, ScheduledPeriodResponse } from '@studio/contracts';
import { DEFAULT_SCHEDULED_TIME, DEFAULT_TIME_ZONE } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

type ScheduledPeriodAnswer = z.infer<typeof ScheduledPeriodResponse>;

const companyInfoKey = routePath('GET /api/v2/company-info');
const scheduledPeriodKey = routePath('GET /api/scheduled-periods');

/** GET /api/v2/company-info: the company's time zone (Athens before the first save) and posting time. */
export function useCompanyTimeZone(): { timeZone: string; postingTime: string; loading: boolean } {
  const { data, isLoading } = useSWR<CompanyInfoResponse>(companyInfoKey, () =>
    apiRequest('GET /api/v2/company-info'),
  );
  return {
    timeZone: data?.companyInfo?.timeZone ?? DEFAULT_TIME_ZONE,
    postingTime: data?.companyInfo?.scheduledTime ?? DEFAULT_SCHEDULED_TIME,
    loading: isLoading,
  };
}

/** GET /api/scheduled-periods: the automatic period's next run, while it is active. */
export function useNextRun(): string | null {
  const { data } = useSWR<ScheduledPeriodAnswer>(scheduledPeriodKey, () =>
    apiRequest('GET /api/scheduled-periods'),
  );
  const period = data?.scheduledPeriod;
  return period?.isActive ? period.nextScheduledDate : null;
}
