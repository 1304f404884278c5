import { and, getTableColumns, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

/** The claim columns `claimDue` reads and writes (see claimColumns): the lease, and optionally the rest. */
export type ClaimColumnsOf = {
  claimedUntil: PgColumn;
  /** Written with the owner, when given. */
  claimedBy?: PgColumn;
  /** Counted up by one with each claim, when given. */
  attempts?: PgColumn;
};

export type ClaimDueOptions<T extends PgTable> = {
  table: T;
  /** The columns that name one row (its primary key). */
  key: PgColumn[];
  /** The table's claim columns. */
  claim: ClaimColumnsOf;
  /** What makes a row due, besides not being held by an unexpired claim. */
  due: SQL | undefined;
  /** Which due rows go first. */
  orderBy: (PgColumn | SQL)[];
  /** Rows taken at most (default 1). */
  limit?: number;
  /** How long the claim holds without being settled: a holder that died lets go after it. */
  leaseMs: number;
  /** The moment claims are judged by: the injected clock's, else (absent) the database's `now()`. */
  at?: Date;
  /** Who takes the rows, written to `claimedBy`. */
  owner?: string;
  /** Other columns written with the claim (a status, an updated-at). */
  set?: Partial<T['$inferInsert']>;
};

/**
 * Takes up to `limit` due rows of `table` for `leaseMs`: the job primitive of every worker. The rows are
 * picked `FOR UPDATE SKIP LOCKED` (replicas never wait on one another, and never pick the same row) and
 * the lease written in the same transaction, so the row lock lasts only while claiming while the lease
 * keeps every other replica off the row until it is settled or the lease ends (the holder crashed).
 * Answers the claimed rows as they now are, in `orderBy`'s order.
 */
export async function claimDue<T extends PgTable>(
  db: Db,
  options: ClaimDueOptions<T>,
): Promise<T['$inferSelect'][]> {
  const { table, key, claim, leaseMs, at, owner } = options;
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const free = or(isNull(claim.claimedUntil), lte(claim.claimedUntil, moment));
  const property = propertiesOf(table);
  const keyOf = (row: Record<string, unknown>) =>
    key.map((column) => String(row[property(column)])).join('\u0000');
  return db.transaction(async (tx) => {
    const picked = (await tx
      .select(Object.fromEntries(key.map((column) => [property(column), column])))
      .from(table as PgTable)
      .where(and(options.due, free))
      .orderBy(...options.orderBy)
      .limit(options.limit ?? 1)
      .for('update', { skipLocked: true })) as Record<string, unknown>[];
    if (picked.length === 0) return [];
    const keys = sql.join(
      picked.map(
        (row) =>
          sql`(${sql.join(
            key.map((column) => sql`${row[property(column)]}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const claimed = (await tx
      .update(table)
      .set({
        ...options.set,
        [property(claim.claimedUntil)]: sql`${moment} + ${leaseMs} * interval '1 millisecond'`,
        ...(claim.claimedBy && owner !== undefined ? { [property(claim.claimedBy)]: owner } : {}),
        ...(claim.attempts ? { [property(claim.attempts)]: sql`${claim.attempts} + 1` } : {}),
      } as never)
      .where(sql`(${sql.join(key, sql`, `)}) in (${keys})`)
      .returning()) as Record<string, unknown>[];
    const order = new Map(picked.map((row, i) => [keyOf(row), i]));
    return claimed.sort(
      (a, b) => (order.get(keyOf(a)) ?? 0) - (order.get(keyOf(b)) ?? 0),
    ) as T['$inferSelect'][];
  });
}

export type LockDueOptions<T extends PgTable> = Pick<
  ClaimDueOptions<T>,
  'table' | 'due' | 'orderBy' | 'limit'
>;

/**
 * Takes up to `limit` due rows of `table` for the caller's transaction only (`tx`), with no lease: the
 * other mode of the job primitive, for work done inside that transaction (a hand-over through the
 * outbox, a sweep whose row locks must hold while its files go). Picked `FOR UPDATE SKIP LOCKED`, so
 * replicas share the rows and never wait on one another; a crash rolls the transaction back and frees
 * them. Answers whole rows, in `orderBy`'s order.
 */
export async function lockDue<T extends PgTable>(
  tx: Db,
  options: LockDueOptions<T>,
): Promise<T['$inferSelect'][]> {
  return (await tx
    .select()
    .from(options.table as PgTable)
    .where(options.due)
    .orderBy(...options.orderBy)
    .limit(options.limit ?? 1)
    .for('update', { skipLocked: true })) as T['$inferSelect'][];
}

/** The TS property name of each column of the table, as `set` and `returning` key them. */
function propertiesOf(table: PgTable) {
  const names = new Map<PgColumn, string>(
    Object.entries(getTableColumns(table)).map(([name, column]) => [column as PgColumn, name]),
  );
  return (column: PgColumn) => {
    const name = names.get(column);
    if (!name) throw new Error(`claimDue: column ${column.name} is not one of the table's`);
    return name;
  };
}
