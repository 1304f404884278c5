import { type AccountMutationResponse, CreateAccountRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { accountsKey } from '../../../api/get-accounts.ts';

export { CreateAccountRequest };
export type CreateAccountInput = z.output<typeof CreateAccountRequest>;
type Response = z.infer<typeof AccountMutationResponse>;

/** POST /api/accounts */
export function createAccount(input: CreateAccountInput): Promise<Response> {
  return apiRequest('POST /api/accounts', { as: 'admin', json: input });
}

/** Creates the account, then refreshes the list. */
export function useCreateAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: CreateAccountInput) => {
      const result = await createAccount(input);
      await mutate(accountsKey);
      return result;
    },
    [mutate],
  );
}
