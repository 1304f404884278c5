import type { ClinicalSignOffMode, SignOffSnapshot } from '@studio/contracts';
import { boolean, index, integer, jsonb, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { postsSchema, timestamps } from './base.ts';

/** The account's clinical sign-off setting: off (no row) by default. */
export const clinicalSignOffSettings = postsSchema.table('clinical_signoff_settings', {
  accountId: integer('account_id').primaryKey(),
  mode: text('mode').$type<ClinicalSignOffMode>().notNull().default('off'),
  updatedBy: text('updated_by'),
  ...timestamps,
});

/**
 * A post's clinical sign-off as it stands: the last submission (its version and the hash of the
 * whole payload then) and the reviewer's decision on it. No row: never submitted. Kept apart from
 * post_status: scheduling reads it, only the sign-off routes write it.
 */
export const postSignOffs = postsSchema.table(
  'post_signoffs',
  {
    postId: integer('post_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    state: text('state', { enum: ['pending', 'signed_off', 'changes_requested'] }).notNull(),
    version: integer('version').notNull(),
    payloadHash: text('payload_hash').notNull(),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    comment: text('comment'),
    /**
     * Whether `payloadHash` binds the account's chosen Google locations: every submission since they were
     * bound does (the default); a row stored before holds false, and its hash is judged as of a post going
     * to no Google location, so it stands until the post itself changes.
     */
    bindsGoogleLocations: boolean('binds_google_locations').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('post_signoffs_account_state_idx').on(t.accountId, t.state)],
);

/** Each submission of a post for sign-off: the payload as sent (a snapshot), and the decision on it. */
export const postSignOffVersions = postsSchema.table(
  'post_signoff_versions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull(),
    accountId: integer('account_id').notNull(),
    version: integer('version').notNull(),
    payloadHash: text('payload_hash').notNull(),
    snapshot: jsonb('snapshot').$type<SignOffSnapshot>().notNull(),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['signed_off', 'changes_requested'] }),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    comment: text('comment'),
  },
  (t) => [unique('post_signoff_versions_post_version_unique').on(t.postId, t.version)],
);

/**
 * The single-use link of a sign-off mail, bound to one version of one post: `token` holds the SHA-256 of
 * the secret sent in the mail, never the secret itself.
 */
export const signOffLinks = postsSchema.table('signoff_links', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  postId: integer('post_id').notNull(),
  version: integer('version').notNull(),
  payloadHash: text('payload_hash').notNull(),
  token: text('token').notNull().unique(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
