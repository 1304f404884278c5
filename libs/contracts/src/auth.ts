import { z } from 'zod';
import { MAX_ID } from './errors.ts';
import { queryCount, wholeNumber } from './query.ts';

export const Role = z.enum(['admin', 'business_admin']);
export type Role = z.infer<typeof Role>;

/**
 * A business user's role in its account: the owner does everything (SPEC's admin user of the
 * account is its owner), a marketer everything but the team, a medical reviewer reads and signs off.
 */
export const MemberRole = z.enum(['owner', 'marketer', 'medical_reviewer']);
export type MemberRole = z.infer<typeof MemberRole>;
export const memberRoles = MemberRole.options;

/** What each role is called where people read it: the portal's Greek, the admin's English, the records. */
export const MEMBER_ROLE_LABELS: Record<'el' | 'en', Record<MemberRole, string>> = {
  el: { owner: 'Ιδιοκτήτης', marketer: 'Υπεύθυνος επικοινωνίας', medical_reviewer: 'Ιατρικός ελεγκτής' },
  en: { owner: 'Owner', marketer: 'Marketer', medical_reviewer: 'Medical reviewer' },
};

/** The member role a business token carries; tokens issued before roles, and an admin acting, are owners. */
export const memberRoleOf = (claims: { memberRole?: MemberRole | undefined }): MemberRole =>
  claims.memberRole ?? 'owner';

/**
 * Who signs off a post or a reply clinically, or asks for changes: a medical reviewer, or the owner. The
 * one declaration: the route table's policy, the services' checks, the sign-off links and the portal read it.
 */
export const SIGN_OFF_ROLES = ['owner', 'medical_reviewer'] as const satisfies readonly MemberRole[];

/** Who manages the team and the account's own settings: the owner. */
export const OWNER_ROLES = ['owner'] as const satisfies readonly MemberRole[];
/** Who changes the business's products, posts, periods, media, pages and settings: not a medical reviewer. */
export const EDITOR_ROLES = ['owner', 'marketer'] as const satisfies readonly MemberRole[];

/**
 * What a member of this role may do, by the role groups the route table's `memberRoles` name, so the
 * portal hides what the services would refuse.
 */
export const memberMay = (role: MemberRole) => ({
  manageTeam: (OWNER_ROLES as readonly MemberRole[]).includes(role),
  edit: (EDITOR_ROLES as readonly MemberRole[]).includes(role),
  signOff: (SIGN_OFF_ROLES as readonly MemberRole[]).includes(role),
});

/** Whether a member of this role may sign off. */
export const maySignOff = (role: MemberRole): boolean => memberMay(role).signOff;

export const passwordMessage = 'Password must be at least 6 characters';
export const MIN_PASSWORD_LENGTH = 6;

/** POST /api/auth/login */
export const AdminLoginRequest = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;

/** POST /api/business/login */
export const BusinessLoginRequest = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).trim().toLowerCase(),
  password: z.string({ error: passwordMessage }).min(MIN_PASSWORD_LENGTH, passwordMessage),
});
export type BusinessLoginRequest = z.infer<typeof BusinessLoginRequest>;

/** Answer of both logins and of impersonation. */
export const LoginResponse = z.object({
  success: z.boolean(),
  token: z.string().optional(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /api/auth/verify */
export const VerifyResponse = z.object({
  success: z.boolean(),
  role: Role,
  accountId: z.number().int().nullable(),
  actingAdmin: z.boolean(),
  /** The business user's role in its account; absent for the platform admin. */
  memberRole: MemberRole.optional(),
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;

/** POST /api/auth/impersonate: an admin opens a business portal (/portal?account={id}). */
export const ImpersonateRequest = z.object({
  accountId: wholeNumber(
    z
      .number({ error: 'Account is required' })
      .int()
      .min(1, 'Account is required')
      .max(MAX_ID, 'Account not found'),
  ),
});
export type ImpersonateRequest = z.infer<typeof ImpersonateRequest>;

/** The claims of every token svc-auth issues. */
export const TokenClaims = z.object({
  sub: z.string(),
  sid: z.string(),
  role: Role,
  accountId: z.number().int().nullable(),
  actingAdminId: z.number().int().nullable(),
  /**
   * The platform admin's name (their username), for what records who changed something;
   * absent on business users' tokens and on tokens issued before.
   */
  name: z.string().optional(),
  /**
   * A business user's e-mail, the name a reply or a record shows them by (users have no other name);
   * absent on the platform admin's tokens, on an admin acting as a business and on tokens issued before.
   */
  email: z.string().optional(),
  /**
   * An admin acting in a suspended account: the portal only looks, every change is refused;
   * absent elsewhere.
   */
  readOnly: z.boolean().optional(),
  /**
   * A business user's role in its account; absent on the platform admin's tokens, on an admin
   * acting as a business and on tokens issued before roles: read it with `memberRoleOf` (absent = owner).
   */
  memberRole: MemberRole.optional(),
  exp: z.number(),
  iat: z.number(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** One entry of the audit log: who (the platform admin), when, what, for which account. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  accountId: z.number().int().nullable(),
  /** The account's business name (names, not ids); null for none, or an account deleted since. */
  accountName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/audit-log?page=&limit= */
export const AuditLogQuery = z.object({
  page: queryCount(1_000_000).default(1),
  limit: queryCount(100).default(20),
});

/** GET /api/audit-log?page=&limit=: newest first. */
export const AuditLogResponse = z.object({
  success: z.boolean(),
  entries: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;

/** POST /api/admin-users/{id}/revoke-sessions */
export const RevokeSessionsResponse = z.object({
  success: z.boolean(),
  revoked: z.number().int(),
  message: z.string(),
});
export type RevokeSessionsResponse = z.infer<typeof RevokeSessionsResponse>;
