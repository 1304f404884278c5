import { type AccountMutationResponse, UpdateAccountRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { accountsKey } from '../../../api/get-accounts.ts';
import { accountKey } from './get-account.ts';

export { UpdateAccountRequest };
export type UpdateAccountInput = z.output<typeof UpdateAccountRequest>;
type Response = z.infer<typeof AccountMutationResponse>;

/** PUT /api/accounts/{id} */
export function updateAccount(id: number, input: UpdateAccountInput): Promise<Response> {
  return apiRequest('PUT /api/accounts/:id', { as: 'admin', params: { id }, json: input });
}

/** Updates the account, then refreshes the list and the account itself. */
export function useUpdateAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, input: UpdateAccountInput) => {
      const result = await updateAccount(id, input);
      await Promise.all([mutate(accountsKey), mutate(accountKey(id))]);
      return result;
    },
    [mutate],
  );
}
