import type { CompanyInfoResponse } from '@studio/contracts';
import { DEFAULT_SCHEDULED_TIME, DEFAULT_TIME_ZONE } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

const companyInfoKey = routePath('GET /api/v2/company-info');

/**
 * GET /api/v2/company-info: the business's time zone (Athens before the first save) and posting time,
 * in which the portal shows and judges its days and times.
 */
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
