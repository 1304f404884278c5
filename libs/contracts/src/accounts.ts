import { z } from 'zod';
import { MemberRole, MIN_PASSWORD_LENGTH, passwordMessage } from './auth.ts';
import { MAX_ID } from './errors.ts';
import { wholeNumber } from './query.ts';

export const AccountStatus = z.enum(['trial', 'active']);
export type AccountStatus = z.infer<typeof AccountStatus>;

/** GET /api/accounts?search=&status=: an unknown status filters nothing. */
export const AccountsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: AccountStatus.optional().catch(undefined),
});

export const AdminUser = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  email: z.string(),
  /** The platform admin disabled the user: it cannot sign in. */
  disabled: z.boolean(),
  /** Invited, and has not set a password yet. */
  invitationPending: z.boolean(),
  /** The user's role in the account; SPEC's admin user is its owner. */
  role: MemberRole,
});
export type AdminUser = z.infer<typeof AdminUser>;

export const Account = z.object({
  id: z.number().int(),
  businessName: z.string(),
  status: AccountStatus,
  createdAt: z.string(),
  adminUsers: z.array(AdminUser),
  /** When the platform admin suspended it (no sign-in, nothing published); null while it runs. */
  suspendedAt: z.string().nullable(),
  /** The last day of its trial (YYYY-MM-DD), if one was set. */
  trialEndsAt: z.string().nullable(),
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

/**
 * A day of the calendar as YYYY-MM-DD: one that exists (no 2026-02-30, no 1900-02-29) in the years a
 * trial may end (2000–2999; the database has no year 0).
 */
const isCalendarDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2999 &&
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day
  );
};

const TRIAL_END_MESSAGE = 'Trial end must be a date (YYYY-MM-DD)';
const trialEndsAt = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, TRIAL_END_MESSAGE)
  .refine(isCalendarDay, TRIAL_END_MESSAGE)
  .nullable();

/** PUT /api/accounts/{id}; `trialEndsAt` left out keeps the date, null clears it. */
export const UpdateAccountRequest = z.object({
  businessName,
  status: AccountStatus,
  trialEndsAt: trialEndsAt.optional(),
});
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequest>;

/** GET /api/accounts */
export const AccountsResponse = z.object({ success: z.boolean(), accounts: z.array(Account) });
export type AccountsResponse = z.infer<typeof AccountsResponse>;

/** The company setup of an account as the admin's account page shows it. */
export const AccountCompany = z.object({
  companyName: z.string(),
  location: z.string(),
  postFrequencyDays: z.number().int(),
  scheduledTime: z.string(),
  timeZone: z.string(),
  /** What the post record names the clinic by; each may be unset. */
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  responsibleDoctor: z.string().nullable(),
  doctorRegistration: z.string().nullable(),
});

/** GET /api/accounts/{id}: also its company and when one of its users last signed in. */
export const AccountResponse = z.object({
  success: z.boolean(),
  account: Account,
  adminUsers: z.array(AdminUser),
  company: AccountCompany.nullable(),
  lastSignInAt: z.string().nullable(),
});
export type AccountResponse = z.infer<typeof AccountResponse>;

const email = z
  .email({ error: 'Valid email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Valid email is required');

/** DELETE /api/accounts/{id}: the admin types the business name to confirm. */
export const DeleteAccountRequest = z.object({
  confirmName: z
    .string({ error: 'Type the business name to confirm' })
    .trim()
    .min(1, 'Type the business name to confirm')
    .max(200),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** The password the platform admin types for a business user (at least 6 characters). */
const adminUserPassword = z
  .string({ error: passwordMessage })
  .min(MIN_PASSWORD_LENGTH, passwordMessage)
  .max(200, passwordMessage);

/**
 * POST /api/admin-users (accountId, email, password): the admin types the user's password; or,
 * with no password, the user is invited by e-mail and sets it on the link.
 */
export const CreateAdminUserRequest = z.object({
  accountId: wholeNumber(
    z
      .number({ error: 'Account is required' })
      .int('Account is required')
      .min(1, 'Account is required')
      .max(MAX_ID, 'Account not found'),
  ),
  email,
  password: adminUserPassword.optional(),
  /** The user's role in the account; absent: owner, as SPEC's admin user is. */
  role: MemberRole.optional(),
});
export type CreateAdminUserRequest = z.input<typeof CreateAdminUserRequest>;

/**
 * PUT /api/admin-users/{id} (email, password): a new password is always required when editing,
 * unless the admin chooses to mail the user a link instead (`sendLink`: the invitation again while no
 * password is set, else a password reset), or changes the user's role (absent: unchanged).
 */
export const UpdateAdminUserRequest = z
  .object({
    email,
    password: adminUserPassword.optional(),
    sendLink: z.boolean().optional(),
    role: MemberRole.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.password === undefined && !input.sendLink && input.role === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessage });
  });
export type UpdateAdminUserRequest = z.infer<typeof UpdateAdminUserRequest>;

/**
 * Answer of creating an admin user and of sending a link: with no SMTP server configured the mail is
 * kept, and the link is shown to the platform admin instead (`link`), as the campaigns screen does.
 */
export const AdminUserResponse = z.object({
  success: z.boolean(),
  adminUser: AdminUser,
  message: z.string(),
  link: z.string().nullable().optional(),
  /** When `link` stops opening (an invitation: 7 days; a reset: 1 hour). */
  linkExpiresAt: z.string().nullable().optional(),
});
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;

/** POST /api/auth/password-reset: always the same answer, whether the address is known or not. */
export const PasswordResetRequest = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).trim().toLowerCase().max(254),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;
export const passwordResetSent =
  'Αν το email αντιστοιχεί σε λογαριασμό, θα λάβετε σύνδεσμο για νέο κωδικό πρόσβασης.';

/** POST /api/auth/password/{token}: the form of the invitation or reset link's page. */
export const SetPasswordForm = z.object({
  password: z
    .string({ error: passwordMessage })
    .min(MIN_PASSWORD_LENGTH, passwordMessage)
    .max(200, passwordMessage),
  confirm: z.string().max(200),
});
export const AccountMutationResponse = z.object({
  success: z.boolean(),
  account: Account,
  message: z.string(),
});
export type AccountMutationResponse = z.infer<typeof AccountMutationResponse>;

/** GET /api/account-pages/{accountId} (svc-social, admin): the account's Facebook login and pages. */
export const AccountPagesResponse = z.object({
  success: z.boolean(),
  connection: z
    .object({
      status: z.enum(['connected', 'reconnect_required']),
      facebookUserName: z.string().nullable(),
      tokenExpiresAt: z.string().nullable(),
      tokenUpdatedAt: z.string(),
    })
    .nullable(),
  pages: z.array(
    z.object({
      pageId: z.string(),
      pageName: z.string(),
      platform: z.enum(['facebook', 'instagram']),
      isActive: z.boolean(),
      published: z.number().int(),
      failed: z.number().int(),
      lastPublishedAt: z.string().nullable(),
      /** The last failure on this page, if it came after its last publication. */
      lastError: z.string().nullable(),
    }),
  ),
});
export type AccountPagesResponse = z.infer<typeof AccountPagesResponse>;

/**
 * An account's AI spending this UTC month (yyyy-mm) against its budget, and whether writing is paused
 * for it (auto-pause with the budget spent), with the notice shown then.
 */
export const AiBudgetState = z.object({
  month: z.string(),
  monthlyBudgetUsd: z.number(),
  spentUsd: z.number(),
  autoPause: z.boolean(),
  paused: z.boolean(),
  notice: z.string().nullable(),
});

/** GET /api/account-posts/{accountId} (svc-posts, admin): the account's posts and quota at a glance. */
export const AccountPostsResponse = z.object({
  success: z.boolean(),
  counts: z.object({
    draft: z.number().int(),
    scheduled: z.number().int(),
    publishing: z.number().int(),
    published: z.number().int(),
    failed: z.number().int(),
    unconfirmed: z.number().int(),
  }),
  /** The last change to one of its posts. */
  lastActivityAt: z.string().nullable(),
  /** The next scheduled post's time. */
  nextScheduledAt: z.string().nullable(),
  quota: z.object({ dailyGenerationLimit: z.number().int(), usedToday: z.number().int() }),
  /**
   * The account's AI spending this UTC month (yyyy-mm) against its budget, by model and task, and
   * whether writing is paused (auto-pause with the budget spent), with the admin's English notice.
   */
  aiBudget: AiBudgetState.extend({
    byModel: z.array(
      z.object({
        model: z.string(),
        task: z.string(),
        calls: z.number().int(),
        promptTokens: z.number().int(),
        completionTokens: z.number().int(),
        costUsd: z.number(),
      }),
    ),
  }),
});
export type AccountPostsResponse = z.infer<typeof AccountPostsResponse>;

/** PUT /api/account-posts/{accountId}/ai-budget (svc-posts, admin): the account's AI budget as it now stands. */
export const AccountAiBudgetResponse = z.object({
  success: z.boolean(),
  aiBudget: AccountPostsResponse.shape.aiBudget,
});
export type AccountAiBudgetResponse = z.infer<typeof AccountAiBudgetResponse>;
