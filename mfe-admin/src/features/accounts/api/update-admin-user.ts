import { type AdminUserResponse, UpdateAdminUserRequest } from '@studio/contracts';
import { api } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { adminUsersPath } from './create-admin-user.ts';
import { accountKey } from './get-account.ts';
import { accountsKey } from './get-accounts.ts';

export { UpdateAdminUserRequest };
export type UpdateAdminUserInput = z.output<typeof UpdateAdminUserRequest>;
type Response = z.infer<typeof AdminUserResponse>;

/** PUT /api/admin-users/{id}: email and a new password, always both. */
export function updateAdminUser(id: number, input: UpdateAdminUserInput): Promise<Response> {
  return api<Response>(`${adminUsersPath}/${id}`, { as: 'admin', method: 'PUT', json: input });
}

/** Updates the admin user, then refreshes the list and the user's account. */
export function useUpdateAdminUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, input: UpdateAdminUserInput) => {
      const result = await updateAdminUser(id, input);
      await Promise.all([mutate(accountsKey), mutate(accountKey(result.adminUser.accountId))]);
      return result;
    },
    [mutate],
  );
}
