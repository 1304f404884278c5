import { type AdminUserResponse, CreateAdminUserRequest } from '@studio/contracts';
import { api } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { accountKey } from './get-account.ts';
import { accountsKey } from './get-accounts.ts';

export { CreateAdminUserRequest };
export type CreateAdminUserInput = z.output<typeof CreateAdminUserRequest>;
type Response = z.infer<typeof AdminUserResponse>;

export const adminUsersPath = '/api/admin-users';

/** POST /api/admin-users: a 409 when the email is taken. */
export function createAdminUser(input: CreateAdminUserInput): Promise<Response> {
  return api<Response>(adminUsersPath, { as: 'admin', json: input });
}

/** Creates the admin user, then refreshes the list and the user's account. */
export function useCreateAdminUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: CreateAdminUserInput) => {
      const result = await createAdminUser(input);
      await Promise.all([mutate(accountsKey), mutate(accountKey(input.accountId))]);
      return result;
    },
    [mutate],
  );
}
