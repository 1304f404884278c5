import { accountStatesTable, idempotencyKeysTable, knownSessionsTable, outboxTable } from '@studio/kit';
import { pgSchema, timestamp } from 'drizzle-orm/pg-core';

export const postsSchema = pgSchema('posts');

export const outbox = outboxTable(postsSchema);

/** The writes asked for under an Idempotency-Key, with their answers (a retry gets the same). */
export const idempotencyKeys = idempotencyKeysTable(postsSchema);

/** The sessions svc-auth announced: a token is taken only while its session is live here. */
export const knownSessions = knownSessionsTable(postsSchema);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** svc-auth's account lifecycle as this service needs it: a suspended account's posts are not published. */
export const accountStates = accountStatesTable(postsSchema);
