import { claimColumns } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { socialSchema } from './base.ts';

/**
 * When a published post's numbers are read: one row per publication and checkpoint, due at
 * its time, claimed by one replica at a time (FOR UPDATE SKIP LOCKED, then `claimedUntil`), 'done'
 * once every metric of its network is read, unavailable or given up (and announced then, once).
 * 'skipped': its time passed long ago (the platform was down, or the post predates the collector);
 * 'cancelled': the post is no longer on the page.
 */
export const insightCheckpoints = socialSchema.table(
  'insight_checkpoints',
  {
    id: serial('id').primaryKey(),
    /** The publication (published_posts.id). */
    publicationId: integer('publication_id').notNull(),
    accountId: integer('account_id').notNull(),
    checkpoint: text('checkpoint', { enum: ['first', '1h', '24h', '7d', '28d'] }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['due', 'done', 'skipped', 'cancelled'] })
      .notNull()
      .default('due'),
    /** A reading that failed for a passing reason, or was slowed down by Meta, waits until then. */
    nextAttemptAt: claimColumns.nextAttemptAt(),
    claimedUntil: claimColumns.claimedUntil(),
    claimedBy: claimColumns.claimedBy(),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('insight_checkpoints_publication_checkpoint_unique').on(t.publicationId, t.checkpoint),
    index('insight_checkpoints_due_idx').on(t.dueAt).where(sql`${t.status} = 'due'`),
    index('insight_checkpoints_account_idx').on(t.accountId),
  ],
);

/**
 * The series: each metric of each publication at each checkpoint, with what came of asking for it.
 * 'ok' with its value; 'unavailable' (retired by Meta, or not offered for this media); 'retry' (failed,
 * asked again at the checkpoint's next try); 'failed' (given up after INSIGHTS_MAX_ATTEMPTS).
 */
export const insightValues = socialSchema.table(
  'insight_values',
  {
    publicationId: integer('publication_id').notNull(),
    accountId: integer('account_id').notNull(),
    checkpoint: text('checkpoint', { enum: ['first', '1h', '24h', '7d', '28d'] }).notNull(),
    /** The metric's name in libs/contracts PostMetrics (views, reach, …). */
    metric: text('metric').notNull(),
    /** What was asked (graph/metrics.ts signatureOf), e.g. insight:post_media_view. */
    request: text('request').notNull(),
    status: text('status', { enum: ['ok', 'unavailable', 'retry', 'failed'] }).notNull(),
    value: integer('value'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.checkpoint, t.metric] }),
    index('insight_values_account_idx').on(t.accountId),
  ],
);

/**
 * Metric requests Meta answered with its "invalid metric" error, per network: never asked again until
 * the metric table asks something else for that metric (another signature).
 */
export const insightUnavailableMetrics = socialSchema.table(
  'insight_unavailable_metrics',
  {
    network: text('network', { enum: ['facebook', 'instagram'] }).notNull(),
    request: text('request').notNull(),
    metric: text('metric').notNull(),
    /** Meta's words. */
    reason: text('reason').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.request] })],
);
