import { accountDayUsageTable, claimColumns } from '@studio/kit';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { postsSchema, timestamps } from './base.ts';

/** Approval mails an account asked for per UTC day (POST /api/test-email), against `TEST_EMAILS_PER_DAY`. */
export const testEmailUsage = accountDayUsageTable(postsSchema, 'test_email_usage');

/**
 * email_scheduling_tokens: the single-use link of an approval mail. `token` holds the SHA-256 of
 * the secret sent in the mail, never the secret itself; `postIds` are the posts the mail listed.
 */
export const emailSchedulingTokens = postsSchema.table('email_scheduling_tokens', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  token: text('token').notNull().unique(),
  postIds: jsonb('post_ids').$type<number[]>().notNull(),
  /** Who the mail went to (the account's admin users then): whom an approval through it credits. */
  recipients: jsonb('recipients').$type<{ adminUserId: number; email: string }[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  isUsed: boolean('is_used').notNull().default(false),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /**
   * A recipient's e-mail changed, the recipient was disabled or removed, or the account suspended: the
   * link never works again, whatever happens next.
   */
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  ...timestamps,
});

/** Every mail the service sent or, with no SMTP server configured, kept instead of sending. */
export const mails = postsSchema.table('mails', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  recipients: jsonb('recipients').$type<string[]>().notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  delivery: text('delivery', { enum: ['smtp', 'kept'] }).notNull(),
  /** The SMTP server's message id, when one took it. */
  messageId: text('message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The inbox's daily mail of each account and Greek day, from svc-social's
 * `social.inbox.overdue-found`: the row is made on the first delivery, so a redelivery sends nothing
 * twice; a replica claims it (`claimedUntil`) while it sends. `state` says how it ended.
 */
export const inboxMails = postsSchema.table(
  'inbox_mails',
  {
    accountId: integer('account_id').notNull(),
    day: text('day').notNull(),
    state: text('state', { enum: ['pending', 'sent', 'kept', 'no_recipients', 'suspended'] })
      .notNull()
      .default('pending'),
    threads: integer('threads').notNull(),
    claimedUntil: claimColumns.claimedUntil(),
    attempts: claimColumns.attempts(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * The weekly digest of each account and week: one row per account and local Monday
 * (`weekStart`), made by whichever replica first sees that Monday's digest due, so the week's mail is
 * decided once. A replica claims a row (`claimedUntil`, `claimedBy`) to send it; `sentAt` records that
 * the mail went, `outcome` why none was sent. A row still unsent at `sendBy` (the end of that Monday,
 * local) is given up, never sent late.
 */
export const weeklyDigests = postsSchema.table(
  'weekly_digests',
  {
    accountId: integer('account_id').notNull(),
    /** The Monday of the week it is sent in, on the business's calendar. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /**
     * Whose digest: '' the account's, to its owner and marketers together; an address, that
     * medical reviewer's own, of the posts waiting for their sign-off. Each sent once a week.
     */
    recipient: text('recipient').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    /** That Monday at 08:00 local, and the end of that Monday local: when it may be sent. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sendBy: timestamp('send_by', { withTimezone: true }).notNull(),
    /** pending: to send; sent; skipped: nothing sent on purpose (see reason); missed: not sent that Monday. */
    outcome: text('outcome', { enum: ['pending', 'sent', 'skipped', 'missed'] })
      .notNull()
      .default('pending'),
    /** Why it was skipped (disabled, no_admin, suspended, nothing_to_say) or the last send's failure. */
    reason: text('reason'),
    attempts: claimColumns.attempts(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: claimColumns.claimedUntil(),
    claimedBy: claimColumns.claimedBy(),
    /** When a send began (its link stored): a claim that expires after it means the send's end is unknown. */
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: text('message_id'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.weekStart, t.recipient] }),
    index('weekly_digests_due_idx').on(t.outcome, t.nextAttemptAt),
  ],
);
