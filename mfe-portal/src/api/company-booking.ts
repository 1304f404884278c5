import type { CompanyInfoResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

const companyInfoKey = routePath('GET /api/v2/company-info');

/** GET /api/v2/company-info: the clinic's booking link, which a Google post's «Κράτηση» leads to (null: none). */
export function useCompanyBookingUrl(): string | null {
  const { data } = useSWR<CompanyInfoResponse>(companyInfoKey, () => apiRequest('GET /api/v2/company-info'));
  return data?.companyInfo?.bookingUrl ?? null;
}
