import { boolean, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { socialSchema, timestamps } from './base.ts';

/**
 * A business's Google login: the refresh token (sealed like Facebook's), the scopes Google granted, and
 * whether Google still takes it. The access tokens it gives last an hour and are never stored.
 */
export const googleConnections = socialSchema.table('google_connections', {
  accountId: integer('account_id').primaryKey(),
  refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
  scopes: text('scopes').notNull(),
  status: text('status', { enum: ['connected', 'reconnect_required'] })
    .notNull()
    .default('connected'),
  ...timestamps,
});

/** The Google Business Profile locations a login manages, as last read, and those posts go to. */
export const googleLocations = socialSchema.table(
  'google_locations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** v4's resource name: accounts/{accountId}/locations/{locationId}. */
    locationName: text('location_name').notNull(),
    title: text('title').notNull(),
    accountName: text('account_name').notNull(),
    address: text('address'),
    phone: text('phone'),
    websiteUri: text('website_uri'),
    verified: boolean('verified').notNull().default(false),
    selected: boolean('selected').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('google_locations_account_location_unique').on(t.accountId, t.locationName)],
);

/**
 * A reply to a Google review, recorded before it is sent ('sending') and marked 'sent' with Google's
 * time: one per review, so a second send of the same review is refused and a lost answer is looked up.
 */
export const googleReviewReplies = socialSchema.table(
  'google_review_replies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** accounts/{a}/locations/{l}/reviews/{r} */
    reviewName: text('review_name').notNull(),
    text: text('text').notNull(),
    /**
     * 'awaiting_signoff' (the account asks its reviewer's sign-off), 'changes_requested' (sent back,
     * written again), 'sending' (on its way), 'sent'.
     */
    status: text('status', { enum: ['awaiting_signoff', 'changes_requested', 'sending', 'sent'] }).notNull(),
    authorName: text('author_name').notNull(),
    authorUserId: integer('author_user_id'),
    reviewedByName: text('reviewed_by_name'),
    reviewedByUserId: integer('reviewed_by_user_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('google_review_replies_review_unique').on(t.reviewName)],
);
