import { type CompanyInfo, CompanyInfoInput, type CompanyInfoResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { companyInfoKey } from './get-company-info.ts';

export { CompanyInfoInput };
/** What the form holds before validation (numbers may still be text). */
export type CompanyInfoFormValues = z.input<typeof CompanyInfoInput>;
/** What is sent: trimmed, coerced, with the defaults filled in. */
export type CompanyInfoPayload = z.output<typeof CompanyInfoInput>;
export type SaveCompanyInfoResponse = { success: boolean; companyInfo: CompanyInfo; message: string };

/** POST /api/v2/company-info: creates or replaces the account's company information. */
export function saveCompanyInfo(input: CompanyInfoPayload): Promise<SaveCompanyInfoResponse> {
  // A save answers the information it kept and a message (the contract is shared with GET, which may have none).
  return apiRequest('POST /api/v2/company-info', { json: input }) as Promise<SaveCompanyInfoResponse>;
}

/** Saves, then puts the saved information in the cache so the form shows what the server kept. */
export function useSaveCompanyInfo() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: CompanyInfoPayload) => {
      const result = await saveCompanyInfo(input);
      if (result.success) {
        await mutate<CompanyInfoResponse>(
          companyInfoKey,
          { success: true, companyInfo: result.companyInfo },
          { revalidate: false },
        );
      }
      return result;
    },
    [mutate],
  );
}
