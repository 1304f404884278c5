import { type SQL, sql } from 'drizzle-orm';
import { date, integer, type PgColumn, type PgSchema, type PgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from '../errors.ts';

/** A fixed window of a limit: its key in the usage table and when it ends (for Retry-After). */
export type UsageWindow = { key: string; endsAt: Date };

/** The fixed window of `lengthMs` holding `at` (a minute, an hour), keyed by its start. */
export function fixedWindow(at: Date, lengthMs: number): UsageWindow {
  const start = Math.floor(at.getTime() / lengthMs) * lengthMs;
  return { key: new Date(start).toISOString(), endsAt: new Date(start + lengthMs) };
}

/** The UTC day holding `at`, keyed as YYYY-MM-DD. */
export function utcDayWindow(at: Date): UsageWindow {
  const endsAt = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
  return { key: at.toISOString().slice(0, 10), endsAt };
}

export type TakeUsageOptions<T extends PgTable> = {
  /** The usage table: one row per key and window, with a count. */
  table: T;
  /** Its unique key (the caller's columns and the window's). */
  target: PgColumn[];
  /** Its count column. */
  count: PgColumn;
  /** The row's key values, window included, without the count. */
  values: Omit<T['$inferInsert'], 'count'>;
  /** The window the values name: when it ends is the Retry-After. */
  window: UsageWindow;
  /** The use taken by this call (default 1). */
  amount?: number;
  /** The uses a window allows. */
  limit: number;
  /** The moment of the call, by the injected clock. */
  at: Date;
  /** The refusal: its message, and its code when not `too_many_requests`. */
  refusal: { message: string; code?: string };
};

/**
 * The one usage counter of every limit (image searches, proxied images, generated posts, test mails):
 * counts `amount` more in the window's row of the PostgreSQL table, in one statement so every replica
 * and every concurrent call counts in the same row and none passes the limit together with another.
 * Past the limit it counts nothing and answers 429 with Retry-After (the window's end) and
 * `{ error, message }`. Answers the window's count after this use.
 */
export async function takeUsage<T extends PgTable>(db: Db, options: TakeUsageOptions<T>): Promise<number> {
  const { table, target, count, window, limit, at, refusal } = options;
  const amount = options.amount ?? 1;
  const refuse = () =>
    tooManyRequests(refusal.message, (window.endsAt.getTime() - at.getTime()) / 1000, refusal.code);
  if (amount > limit) throw refuse();
  const added: SQL = sql`${count} + ${amount}`;
  const rows = (await db
    .insert(table)
    .values({ ...options.values, count: amount } as never)
    .onConflictDoUpdate({
      target,
      set: { count: added } as never,
      setWhere: sql`${count} + ${amount} <= ${limit}`,
    })
    .returning({ count })) as { count: number }[];
  const used = rows[0]?.count;
  if (used === undefined) throw refuse();
  return used;
}

/** A usage table of an account's uses per UTC day: `account_id`, `day` (its key) and `count`. */
export type AccountDayUsageTable = PgTable & { accountId: PgColumn; day: PgColumn; count: PgColumn };

/** The table of an account's uses per UTC day (`name` in `schema`), for takeAccountDayUsage. */
export function accountDayUsageTable(schema: PgSchema, name: string) {
  return schema.table(
    name,
    {
      accountId: integer('account_id').notNull(),
      day: date('day', { mode: 'string' }).notNull(),
      count: integer('count').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.accountId, t.day] })],
  );
}

/** `takeUsage` over an account's UTC day (generations, test mails, image searches). */
export function takeAccountDayUsage<T extends AccountDayUsageTable>(
  db: Db,
  table: T,
  accountId: number,
  use: Pick<TakeUsageOptions<T>, 'amount' | 'limit' | 'at' | 'refusal'>,
): Promise<number> {
  const window = utcDayWindow(use.at);
  return takeUsage(db, {
    table,
    target: [table.accountId, table.day],
    count: table.count,
    values: { accountId, day: window.key } as Omit<T['$inferInsert'], 'count'>,
    window,
    ...use,
  });
}
