import type { CompanyInfoResponse } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const companyInfoKey = '/api/v2/company-info';

/** GET /api/v2/company-info: the account's company information, or null before the first save. */
export function getCompanyInfo(): Promise<CompanyInfoResponse> {
  return api<CompanyInfoResponse>(companyInfoKey);
}

export function useCompanyInfo() {
  return useSWR(companyInfoKey, getCompanyInfo);
}
