import { DEFAULT_TIME_ZONE } from '@studio/contracts';
import { idempotencyKeysTable, outboxTable } from '@studio/kit';
import {
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const authSchema = pgSchema('auth');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Platform administrators. */
export const users = authSchema.table('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  role: text('role', { enum: ['admin'] })
    .notNull()
    .default('admin'),
  ...timestamps,
});

/** Business accounts. */
export const accounts = authSchema.table('accounts', {
  id: serial('id').primaryKey(),
  businessName: text('business_name').notNull(),
  status: text('status', { enum: ['trial', 'active'] })
    .notNull()
    .default('trial'),
  /** Set while the platform admin has it suspended: its users cannot sign in, nothing is published. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The last day of its trial (a calendar date, no time zone). */
  trialEndsAt: date('trial_ends_at', { mode: 'string' }),
  ...timestamps,
});

/** The sign-in users of a business account. */
export const adminUsers = authSchema.table('admin_users', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  /** Null until an invited user sets one on the invitation link. */
  password: text('password'),
  /** Set while the platform admin has the user disabled: it cannot sign in. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** The user's role in the account; SPEC's admin user, and every user before roles, is owner. */
  role: text('role', { enum: ['owner', 'marketer', 'medical_reviewer'] })
    .notNull()
    .default('owner'),
  ...timestamps,
});

/**
 * Single-use links on which a business user sets a password: an invitation (new user) or a reset.
 * Only the SHA-256 of the link's secret is kept; a new link of the same user ends the older ones.
 */
export const passwordLinks = authSchema.table(
  'password_links',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['invitation', 'reset'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * What the link was sent for changed (a newer link, a new e-mail, the user disabled, the account
     * suspended): it never works again, whatever happens next.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /**
     * An invitation no mail server took: its secret sealed (AES-256-GCM, a key derived from TOKEN_SECRET),
     * so the owner's team screen shows the link again on any replica; null once a mail carried it.
     */
    keptSecret: text('kept_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_links_admin_user_id_idx').on(t.adminUserId)],
);

/** One row per issued token; `token` is the session id the token carries. */
export const sessions = authSchema.table(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'business_admin'] }).notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The admin session that opened this one (impersonation): signing that out ends this too. */
    openedBy: text('opened_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_expires_at_idx').on(t.expiresAt), index('sessions_opened_by_idx').on(t.openedBy)],
);

export const companyInfo = authSchema.table(
  'company_info',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    location: text('location').notNull(),
    postFrequencyDays: integer('post_frequency_days').notNull().default(7),
    scheduledTime: text('scheduled_time').notNull().default('09:00'),
    logoUrl: text('logo_url'),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** The clinic's contact, each optional: the writer's call to action uses them. */
    telephone: text('telephone'),
    bookingUrl: text('booking_url'),
    address: text('address'),
    website: text('website'),
    /** What the post record names the clinic by: its tax id (9 digits) and responsible doctor, each optional. */
    taxId: text('tax_id'),
    responsibleDoctor: text('responsible_doctor'),
    doctorRegistration: text('doctor_registration'),
    ...timestamps,
  },
  (t) => [uniqueIndex('company_info_account_id_unique').on(t.accountId)],
);

/** Failed sign-ins per key (who, and who from where), to slow down guessing. */
/**
 * Sign-in throttling (sessions/throttle.ts): per key, the failures counted, the last failure
 * (`window_started_at`) and until when the key must wait (`locked_until`).
 */
export const loginFailures = authSchema.table(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_failures_window_started_at_idx').on(t.windowStartedAt)],
);

export const outbox = outboxTable(authSchema);
/** The writes asked for under an Idempotency-Key, with their answers (a retry gets the same). */
export const idempotencyKeys = idempotencyKeysTable(authSchema);

/** Who did what, when, for which account: impersonation and every change the platform admin makes. */
export const auditLog = authSchema.table(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's user id and name at the time. */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    accountId: integer('account_id'),
    /** What changed, never a secret (no password, no token). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The id of the event that brought a change made in another service: it is recorded once. */
    eventId: text('event_id').unique(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_account_id_idx').on(t.accountId)],
);

/**
 * How far each account's setup has come in the other services: its product and selected-page counts,
 * a copy fed by `catalog.account-products.changed` and `social.pages.changed`.
 */
export const accountSetup = authSchema.table('account_setup', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  productCount: integer('product_count').notNull().default(0),
  pageCount: integer('page_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
