import type { AlertKind } from '@studio/contracts';
import { claimColumns } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { postsSchema } from './base.ts';

/**
 * What the business is told by mail and in the portal's bell: a failed or unconfirmed post, a
 * connection problem that would make a coming post fail. `incidentKey` makes each incident one row
 * however often it is reported (a redelivered event, two replicas, a problem found day after day), and
 * its mail is sent by whichever replica claims it (`mailClaimedUntil`), once.
 */
export const alerts = postsSchema.table(
  'alerts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    incidentKey: text('incident_key').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    /** The post it is about (the first affected one for a connection problem). */
    postId: integer('post_id'),
    productName: text('product_name'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    title: text('title').notNull(),
    reason: text('reason').notNull(),
    /** For a connection problem: the coming posts it stops, as the mail lists them. */
    affectedPosts: jsonb('affected_posts')
      .$type<{ postId: number; productName: string; scheduledDate: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** pending until a replica sent it (smtp) or kept it (no SMTP server); no_recipients, failed: never sent. */
    mailStatus: text('mail_status', { enum: ['pending', 'sent', 'kept', 'no_recipients', 'failed'] })
      .notNull()
      .default('pending'),
    /** The tries of its mail (the claim columns of the kit's jobs: the mail is the alert's job). */
    attempts: claimColumns.attempts(),
    /** When its mail is (next) tried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A replica sending its mail holds it until then. */
    claimedUntil: claimColumns.claimedUntil(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('alerts_account_incident_unique').on(t.accountId, t.incidentKey),
    index('alerts_account_created_idx').on(t.accountId, t.createdAt),
    index('alerts_mail_due_idx').on(t.nextAttemptAt).where(sql`${t.mailStatus} = 'pending'`),
  ],
);
