import type { PostRecordActor, PostRecordStepKind } from '@studio/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { postsSchema } from './base.ts';

/**
 * The record of each post: one row per post ever written, kept after the post is deleted
 * (`deletedAt`) for the account's retention years, then purged with its steps. Its steps are in
 * `post_record_steps`; this row holds only what the exports sort and filter by.
 */
export const postRecords = postsSchema.table(
  'post_records',
  {
    postId: integer('post_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    productName: text('product_name').notNull(),
    /** Its date as last recorded: the period exports pick posts by it. */
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('post_records_account_date_idx').on(t.accountId, t.scheduledDate),
    index('post_records_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * The steps of a post's record, append-only: each written once, in the transaction of the change it
 * records, and never updated (only purged with its record). `detail` holds what the kind says it holds
 * (libs/contracts POST_RECORD_STEP_KINDS).
 */
export const postRecordSteps = postsSchema.table(
  'post_record_steps',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => postRecords.postId, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    kind: text('kind').$type<PostRecordStepKind>().notNull(),
    actorKind: text('actor_kind').$type<PostRecordActor['kind']>().notNull(),
    /** The token's subject (`admin-user:<id>`), the writer's kind, or null. */
    actorRef: text('actor_ref'),
    /** The person's e-mail, the writer's model, the mail's recipients, or the platform's part. */
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('post_record_steps_post_idx').on(t.postId, t.id),
    index('post_record_steps_account_idx').on(t.accountId),
  ],
);
