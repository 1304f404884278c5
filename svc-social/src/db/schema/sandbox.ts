import { index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { socialSchema } from './base.ts';

/** The in-service Google sandbox's state (codes, tokens, local posts, replies), shared by every replica. */
export const googleSandboxRecords = socialSchema.table(
  'google_sandbox_records',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    userKey: integer('user_key').notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('google_sandbox_records_user_idx').on(t.kind, t.userKey),
  ],
);
