import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordMessage } from './auth.ts';
import { MAX_ID } from './errors.ts';
import { wholeNumber } from './query.ts';

export const AccountStatus = z.enum(['trial', 'active']);
export type AccountStatus = z.infer<typeof AccountStatus>;

export const AdminUser = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  email: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const Account = z.object({
  id: z.number().int(),
  businessName: z.string(),
  status: AccountStatus,
  createdAt: z.string(),
  adminUsers: z.array(AdminUser),
});
export type Account = z.infer<typeof Account>;

const businessName = z
  .string({ error: 'Business name is required' })
  .trim()
  .min(2, 'Business name is required')
  .max(200, 'Business name must be at most 200 characters');

/** POST /api/accounts */
export const CreateAccountRequest = z.object({
  businessName,
  status: AccountStatus.default('trial'),
});
export type CreateAccountRequest = z.input<typeof CreateAccountRequest>;

/** PUT /api/accounts/{id} */
export const UpdateAccountRequest = z.object({ businessName, status: AccountStatus });
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequest>;

/** GET /api/accounts */
export const AccountsResponse = z.object({ success: z.boolean(), accounts: z.array(Account) });
export type AccountsResponse = z.infer<typeof AccountsResponse>;

/** GET /api/accounts/{id} */
export const AccountResponse = z.object({
  success: z.boolean(),
  account: Account,
  adminUsers: z.array(AdminUser),
});
export type AccountResponse = z.infer<typeof AccountResponse>;

const email = z
  .email({ error: 'Valid email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Valid email is required');
const password = z
  .string({ error: passwordMessage })
  .min(MIN_PASSWORD_LENGTH, passwordMessage)
  .max(200, 'Password must be at most 200 characters');

/** POST /api/admin-users */
export const CreateAdminUserRequest = z.object({
  accountId: wholeNumber(
    z
      .number({ error: 'Account is required' })
      .int('Account is required')
      .min(1, 'Account is required')
      .max(MAX_ID, 'Account not found'),
  ),
  email,
  password,
});
export type CreateAdminUserRequest = z.input<typeof CreateAdminUserRequest>;

/** PUT /api/admin-users/{id}: a new password is always required. */
export const UpdateAdminUserRequest = z.object({ email, password });
export type UpdateAdminUserRequest = z.infer<typeof UpdateAdminUserRequest>;

export const AdminUserResponse = z.object({
  success: z.boolean(),
  adminUser: AdminUser,
  message: z.string(),
});
export const AccountMutationResponse = z.object({
  success: z.boolean(),
  account: Account,
  message: z.string(),
});
