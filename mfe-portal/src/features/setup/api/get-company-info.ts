import type { CompanyInfoResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const companyInfoKey = routePath('GET /api/v2/company-info');

/** GET /api/v2/company-info: the account's company information, or null before the first save. */
export function getCompanyInfo(): Promise<CompanyInfoResponse> {
  return apiRequest('GET /api/v2/company-info');
}

export function useCompanyInfo() {
  return useSWR(companyInfoKey, getCompanyInfo);
}
