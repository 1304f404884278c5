import type { ComplianceFlag, InboxReplyAcknowledgement, OpeningHours } from '@studio/contracts';
import { accountDayUsageTable, claimColumns } from '@studio/kit';
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
 * The inbox: a thread is the comments of one person under one post, or a conversation of
 * direct messages with one person, on one of the account's pages or Instagram accounts.
 */
export const inboxThreads = socialSchema.table(
  'inbox_threads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** `${network}:${kind}:${post or page}:${author}`: what makes two items one thread. */
    threadKey: text('thread_key').notNull(),
    kind: text('kind', { enum: ['comment', 'message'] }).notNull(),
    network: text('network', { enum: ['facebook', 'instagram'] }).notNull(),
    /** The page (for Instagram: the Instagram account's id, `igAccountId`, and its page here). */
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    igAccountId: text('ig_account_id'),
    igUsername: text('ig_username'),
    postExternalId: text('post_external_id'),
    /** svc-posts' post when the comment is under a post published through Post Studio. */
    bulkPostId: integer('bulk_post_id'),
    permalink: text('permalink'),
    postExcerpt: text('post_excerpt'),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    category: text('category', { enum: ['question', 'complaint', 'spam', 'other'] })
      .notNull()
      .default('other'),
    lastItemAt: timestamp('last_item_at', { withTimezone: true }).notNull(),
    lastItemExcerpt: text('last_item_excerpt').notNull(),
    /** Since when the person's writing waits for an answer; null when answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    unreadCount: integer('unread_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inbox_threads_account_key_unique').on(t.accountId, t.threadKey),
    index('inbox_threads_account_waiting_idx').on(t.accountId, t.waitingSince),
  ],
);

/** A comment, reply or message of a thread, as the network has it. */
export const inboxItems = socialSchema.table(
  'inbox_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    threadId: integer('thread_id').notNull(),
    network: text('network', { enum: ['facebook', 'instagram'] }).notNull(),
    externalId: text('external_id').notNull(),
    parentExternalId: text('parent_external_id'),
    direction: text('direction', { enum: ['incoming', 'outgoing'] }).notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    category: text('category', { enum: ['question', 'complaint', 'spam', 'other'] })
      .notNull()
      .default('other'),
    /** What the rules saw in it: a medical or a price question steers a public answer to a private one. */
    steer: text('steer', { enum: ['medical', 'price'] }),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A private reply was sent to this comment (Meta allows one per comment). */
    privateRepliedAt: timestamp('private_replied_at', { withTimezone: true }),
    sentByUserId: integer('sent_by_user_id'),
    sentByName: text('sent_by_name'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_items_account_external_unique').on(t.accountId, t.network, t.externalId),
    index('inbox_items_thread_idx').on(t.threadId),
  ],
);

/**
 * A reply written in the inbox: checked by the gate, signed off when the account asks for it, then sent
 * once by whichever replica claims it (`claimDue`); `attemptStartedAt` is committed before each Graph call,
 * so a claim after a crash or a lost answer looks for the reply before sending it again.
 */
export const inboxReplies = socialSchema.table(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    threadId: integer('thread_id').notNull(),
    itemId: integer('item_id').notNull(),
    text: text('text').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    state: text('state', {
      enum: ['awaiting_signoff', 'changes_requested', 'sending', 'sent', 'failed'],
    }).notNull(),
    flags: jsonb('flags').$type<ComplianceFlag[]>().notNull().default([]),
    /** A public reply's `warn` flags acknowledged before it was taken: who (and their user id), when, which rules. */
    acknowledgement: jsonb('acknowledgement').$type<InboxReplyAcknowledgement & { userId: number | null }>(),
    sentByUserId: integer('sent_by_user_id'),
    sentByName: text('sent_by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentItemId: integer('sent_item_id'),
    externalId: text('external_id'),
    error: text('error'),
    reviewedByUserId: integer('reviewed_by_user_id'),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    claimedUntil: claimColumns.claimedUntil(),
    claimedBy: claimColumns.claimedBy(),
    attempts: claimColumns.attempts(),
    nextAttemptAt: claimColumns.nextAttemptAt(),
    ...timestamps,
  },
  (t) => [
    index('inbox_replies_thread_idx').on(t.threadId),
    index('inbox_replies_state_idx').on(t.state, t.nextAttemptAt),
  ],
);

/** Meta's webhook deliveries already taken, by the change's own key: a redelivery is ignored. */
export const inboxWebhookEvents = socialSchema.table('inbox_webhook_events', {
  eventKey: text('event_key').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The polling of a selected page's comments (no public address for the webhook): one replica at a time. */
export const inboxPolls = socialSchema.table('inbox_polls', {
  selectedPageId: integer('selected_page_id').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: claimColumns.claimedUntil(),
  attempts: claimColumns.attempts(),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  /** When the app was subscribed to the page's webhook fields (a Facebook page, with the webhook set up). */
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
});

/**
 * The daily look at each account's waiting threads: one row per account and local day, made in
 * the transaction that announces the day's overdue threads, so one replica does it once.
 */
export const inboxDailyMails = socialSchema.table(
  'inbox_daily_mails',
  {
    accountId: integer('account_id').notNull(),
    /** YYYY-MM-DD in the account's time zone. */
    day: text('day').notNull(),
    /** The threads announced as waiting too long (0: none, or the account turned the mail off). */
    overdue: integer('overdue').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/** Replies the AI writer drafted for an account per UTC day, against its daily limit. */
export const inboxSuggestionUsage = accountDayUsageTable(socialSchema, 'inbox_suggestion_usage');

/** An account's inbox settings (defaults when no row). */
export const inboxSettings = socialSchema.table('inbox_settings', {
  accountId: integer('account_id').primaryKey(),
  waitAlertHours: integer('wait_alert_hours').notNull().default(4),
  openingHours: jsonb('opening_hours').$type<OpeningHours | null>(),
  dailyMail: boolean('daily_mail').notNull().default(true),
  replySignOff: text('reply_sign_off', { enum: ['off', 'flagged', 'all'] })
    .notNull()
    .default('off'),
  ...timestamps,
});
