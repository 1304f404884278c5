import type { GooglePerformanceFigures } from '@studio/contracts';
import { claimColumns } from '@studio/kit';
import {
  boolean,
  index,
  integer,
  jsonb,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * The chosen locations' Google reviews as last read from Google (`reviews.list`): the inbox reads them
 * here, and the sync (google/review-sync.ts) keeps them current.
 */
export const googleReviews = socialSchema.table(
  'google_reviews',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** accounts/{a}/locations/{l} */
    locationName: text('location_name').notNull(),
    /** accounts/{a}/locations/{l}/reviews/{r} */
    reviewName: text('review_name').notNull(),
    /** The reviewer's display name, or «Ανώνυμος». */
    reviewer: text('reviewer').notNull(),
    /** 1–5; null when Google gives none (STAR_RATING_UNSPECIFIED). */
    stars: integer('stars'),
    comment: text('comment').notNull().default(''),
    /** Google's createTime. */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    /** The owner's reply as Google shows it (its comment and updateTime); null: unanswered. */
    replyText: text('reply_text'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('google_reviews_account_review_unique').on(t.accountId, t.reviewName),
    index('google_reviews_account_location_idx').on(t.accountId, t.locationName),
  ],
);

/**
 * Each chosen location's review sync: when it is due, and the lease (`claimedUntil`) of the one replica
 * reading it from Google now.
 */
export const googleReviewSyncs = socialSchema.table('google_review_syncs', {
  /** google_locations.id */
  locationId: integer('location_id').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: claimColumns.claimedUntil(),
  attempts: claimColumns.attempts(),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  /** Google's refusal at the last try, in Greek; null when it went well. */
  error: text('error'),
});

/**
 * A chosen location's Performance API totals over one period (its first and last day, as asked), as last
 * read from Google: the analytics screen reads them here while they are fresh, and one replica at a time
 * (`refreshingUntil`, a lease) reads them again once they are not. `retryAt`: Google refused the last
 * reading; until then the stored figures are served without asking again.
 */
export const googlePerformance = socialSchema.table(
  'google_performance',
  {
    accountId: integer('account_id').notNull(),
    /** v4's accounts/{a}/locations/{l}. */
    locationName: text('location_name').notNull(),
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
    /** The location's totals; null until Google first answered. */
    figures: jsonb('figures').$type<GooglePerformanceFigures>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    refreshingUntil: timestamp('refreshing_until', { withTimezone: true }),
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.locationName, t.fromDay, t.toDay] })],
);
