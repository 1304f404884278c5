import { eq, sql } from 'drizzle-orm';
import { boolean, integer, type PgSchema, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * svc-auth's account lifecycle (`auth.account.suspended` / `.reactivated`) as a service keeps it, in its
 * own schema. `changedAt` is the event's time, so an older event delivered late never undoes a newer one.
 */
export function accountStatesTable(schema: PgSchema) {
  return schema.table('account_states', {
    accountId: integer('account_id').primaryKey(),
    suspended: boolean('suspended').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  });
}

export type AccountStatesTable = ReturnType<typeof accountStatesTable>;

/** Records a suspension or a reactivation; a redelivery, or an older event, changes nothing. */
export async function recordAccountState(
  db: Db,
  table: AccountStatesTable,
  accountId: number,
  suspended: boolean,
  at: Date,
): Promise<void> {
  await db
    .insert(table)
    .values({ accountId, suspended, changedAt: at })
    .onConflictDoUpdate({
      target: table.accountId,
      set: { suspended, changedAt: at },
      setWhere: sql`${table.changedAt} < ${at.toISOString()}::timestamptz`,
    });
}

export async function isAccountSuspended(
  db: Db,
  table: AccountStatesTable,
  accountId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ suspended: table.suspended })
    .from(table)
    .where(eq(table.accountId, accountId));
  return row?.suspended ?? false;
}
