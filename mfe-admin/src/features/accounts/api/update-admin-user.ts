import {
  type AdminUserResponse,
  MemberRole,
  MIN_PASSWORD_LENGTH,
  passwordMessage,
  UpdateAdminUserRequest,
} from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { accountsKey } from '../../../api/get-accounts.ts';
import { accountKey } from './get-account.ts';

export { UpdateAdminUserRequest };
export type UpdateAdminUserInput = z.output<typeof UpdateAdminUserRequest>;

/**
 * The Edit admin user form: the e-mail and a new password, always; or, with `sendLink`, a
 * password link mailed to the user instead. A new role alone needs no password: a blank
 * one then keeps the user's.
 */
export const editAdminUserForm = (role: MemberRole) =>
  z
    .object({
      email: z.string(),
      sendLink: z.boolean(),
      password: z.string(),
      role: MemberRole,
    })
    .superRefine((form, ctx) => {
      const roleOnly = form.role !== role && form.password === '';
      if (!form.sendLink && !roleOnly && form.password.length < MIN_PASSWORD_LENGTH)
        ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessage });
    })
    .transform((form): z.input<typeof UpdateAdminUserRequest> => {
      const changed = form.role !== role ? { role: form.role } : {};
      if (form.sendLink) return { email: form.email, sendLink: true, ...changed };
      return form.password === ''
        ? { email: form.email, ...changed }
        : { email: form.email, password: form.password, ...changed };
    })
    .pipe(UpdateAdminUserRequest);
type Response = z.infer<typeof AdminUserResponse>;

/** PUT /api/admin-users/{id}: email and a new password, always both. */
export function updateAdminUser(id: number, input: UpdateAdminUserInput): Promise<Response> {
  return apiRequest('PUT /api/admin-users/:id', { as: 'admin', params: { id }, json: input });
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
