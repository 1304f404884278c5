import type { ConnectionProblem, MetaFeature } from '@studio/contracts';
import { claimColumns } from '@studio/kit';
import { boolean, index, integer, jsonb, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { socialSchema, timestamps } from './base.ts';

/** The social platforms a post can go to; seeded with Facebook and Instagram. */
export const platforms = socialSchema.table('platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  maxHashtags: integer('max_hashtags').notNull(),
  recommendedLength: integer('recommended_length').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** An account's Facebook login: the user tokens, encrypted at rest (see crypto/token-cipher.ts). */
export const facebookConnections = socialSchema.table('facebook_connections', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().unique(),
  userTokenEncrypted: text('user_token_encrypted').notNull(),
  longLivedTokenEncrypted: text('long_lived_token_encrypted').notNull(),
  tokenUpdatedAt: timestamp('token_updated_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  status: text('status', { enum: ['connected', 'reconnect_required'] })
    .notNull()
    .default('connected'),
  /** The Facebook user who logged in (Graph /me), so the business sees whose pages these are. */
  facebookUserId: text('facebook_user_id'),
  facebookUserName: text('facebook_user_name'),
  /**
   * The features beyond publishing the business turned on and whose permissions the login gave
   * (insights, inbox): their permissions are asked again at each login, and their work runs only then.
   */
  features: jsonb('features').$type<MetaFeature[]>().notNull().default([]),
  /** What its last check found (see health/): what stops or will stop the account's posts. */
  healthProblems: jsonb('health_problems').$type<ConnectionProblem[]>().notNull().default([]),
  healthCheckedAt: timestamp('health_checked_at', { withTimezone: true }),
  /** When it is checked next: a day after the last check, now after a reconnect or a refused publication. */
  healthCheckDueAt: timestamp('health_check_due_at', { withTimezone: true }).notNull().defaultNow(),
  /** A replica checking it holds it until then, so no other one checks it too. */
  claimedUntil: claimColumns.claimedUntil(),
  ...timestamps,
});

/** One-time OAuth `state` values, binding a Facebook login return to the business that started it. */
/**
 * Meta's calls about a person who removed the app (deauthorize) or asked for their data to be deleted
 * (data deletion), each recorded with what came of it: the accounts whose Facebook connection, tokens
 * and selected pages were deleted, and the confirmation code Meta shows the person.
 */
export const metaDataRequests = socialSchema.table('meta_data_requests', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['deauthorize', 'data_deletion'] }).notNull(),
  /** The app-scoped Facebook user id of the signed request. */
  facebookUserId: text('facebook_user_id').notNull(),
  confirmationCode: text('confirmation_code').notNull().unique(),
  accountIds: jsonb('account_ids').$type<number[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const oauthStates = socialSchema.table(
  'oauth_states',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull().unique(),
    accountId: integer('account_id').notNull(),
    /** The hash of the nonce in the HttpOnly cookie of the browser that started the login. */
    nonceHash: text('nonce_hash'),
    /** The features this login asks the permissions of (with publishing's). */
    features: jsonb('features').$type<MetaFeature[]>().notNull().default([]),
    /** Whose login it starts: Facebook's or Google's (a state of one is never taken at the other's return). */
    provider: text('provider', { enum: ['facebook', 'google'] })
      .notNull()
      .default('facebook'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_account_id_idx').on(t.accountId)],
);

/** One-time tickets a signed-in business trades for the start of a Facebook login (no bearer token in the URL). */
export const connectTickets = socialSchema.table('connect_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  accountId: integer('account_id').notNull(),
  /** The hash of the cookie the asking browser got with the ticket: no other browser can take it. */
  browserHash: text('browser_hash'),
  /** The features the business turns on with this login. */
  features: jsonb('features').$type<MetaFeature[]>().notNull().default([]),
  /** The login it starts: Facebook's or Google's. */
  provider: text('provider', { enum: ['facebook', 'google'] })
    .notNull()
    .default('facebook'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pages and Instagram accounts a business publishes to. */
export const selectedPages = socialSchema.table(
  'selected_pages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    pageCategory: text('page_category'),
    platform: text('platform', { enum: ['facebook', 'instagram'] }).notNull(),
    accessTokenEncrypted: text('access_token_encrypted'),
    instagramId: text('instagram_id'),
    instagramUsername: text('instagram_username'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('selected_pages_account_platform_page_unique').on(t.accountId, t.platform, t.pageId)],
);
