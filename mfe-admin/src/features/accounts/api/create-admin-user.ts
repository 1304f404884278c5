import {
  type AdminUserResponse,
  CreateAdminUserRequest,
  MemberRole,
  MIN_PASSWORD_LENGTH,
  passwordMessage,
} from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { accountsKey } from '../../../api/get-accounts.ts';
import { accountKey } from './get-account.ts';

export { CreateAdminUserRequest };
export type CreateAdminUserInput = z.output<typeof CreateAdminUserRequest>;

const hasPasswordChoice = (value: unknown): value is { invite: boolean; password: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { invite?: unknown }).invite === 'boolean' &&
  typeof (value as { password?: unknown }).password === 'string';

/**
 * The Add admin user form: the password the admin types, or, with `invite`, an
 * invitation mailed instead (the user sets the password on its link).
 */
export const AddAdminUserForm = z
  .object({
    accountId: CreateAdminUserRequest.shape.accountId,
    email: CreateAdminUserRequest.shape.email,
    invite: z.boolean(),
    password: z.string(),
    /** The user's role in the account: owner, as SPEC's admin user, unless chosen. */
    role: MemberRole,
  })
  .superRefine(
    (form, ctx) => {
      if (!form.invite && form.password.length < MIN_PASSWORD_LENGTH)
        ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessage });
    },
    // Checked with the other fields' messages, not only once they are valid: zod skips an object's
    // refinement after any issue unless told when it can run (the two fields it reads are there).
    { when: ({ value }) => hasPasswordChoice(value) },
  )
  .transform(({ accountId, email, invite, password, role }): CreateAdminUserInput => {
    // An owner is what the server makes when no role is named.
    const named = role === 'owner' ? {} : { role };
    return invite ? { accountId, email, ...named } : { accountId, email, password, ...named };
  });
type Response = z.infer<typeof AdminUserResponse>;

/** POST /api/admin-users: a 409 when the email is taken. */
export function createAdminUser(input: CreateAdminUserInput): Promise<Response> {
  return apiRequest('POST /api/admin-users', { as: 'admin', json: input });
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
