import { and, eq, lt, or, sql } from 'drizzle-orm';
import { type PgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { batched } from './batched.ts';
import type { Db } from './database.ts';

/** The leases table, declared in a service's own schema so its migrations create it. */
export function leasesTable(schema: PgSchema) {
  return schema.table('leases', {
    /** What is held: one publication target, one page, … */
    key: text('key').primaryKey(),
    /** Who holds it: one handler of one process, never shared. */
    owner: text('owner').notNull(),
    /** The database's clock decides, so replicas with skewed clocks agree. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  });
}

export type LeasesTable = ReturnType<typeof leasesTable>;

const expiryIn = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Exclusive, expiring leases over rows of a table, for work that any number of replicas may attempt
 * but only one may do at a time. A holder extends its leases while it works (keep()); a holder that dies
 * stops extending, and its leases can be taken once they expire.
 */
type Held = { keys: string[]; owner: string };

/** `(key, owner) in (…)`: the pairs of the calls gathered in one statement. */
const pairsIn = (table: LeasesTable, calls: Held[]) =>
  sql`(${table.key}, ${table.owner}) in (values ${sql.join(
    calls.flatMap(({ keys, owner }) => keys.map((key) => sql`(${key}::text, ${owner}::text)`)),
    sql`, `,
  )})`;

const pairKey = (key: string, owner: string) => `${owner}\u0000${key}`;

/**
 * Exclusive, expiring leases over rows of a table, for work that any number of replicas may attempt
 * but only one may do at a time. A holder extends its leases while it works (keep()); a holder that dies
 * stops extending, and its leases can be taken once they expire.
 *
 * Takings, extensions and releases of many holders at once go in one statement of each kind (see
 * batched()): each lease is still won or lost on its own, as by a statement of its own.
 */
export class Leases {
  private readonly acquireMany: (call: Held) => Promise<Set<string>>;
  private readonly extendMany: (call: Held) => Promise<string[]>;
  private readonly releaseMany: (call: Held) => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly table: LeasesTable,
    /** How long a lease lasts without being extended. */
    readonly ttlMs: number,
  ) {
    // A lease is written once a statement: a second holder's call for it waits for the next.
    this.acquireMany = batched((calls) => this.acquireAll(calls), { keysOf: (call) => call.keys });
    this.extendMany = batched((calls) => this.extendAll(calls));
    this.releaseMany = batched((calls) => this.releaseAll(calls));
  }

  /**
   * Takes the lease when it is free, expired or already this owner's, in one atomic statement:
   * whatever the number of contenders, one wins.
   */
  async acquire(key: string, owner: string): Promise<boolean> {
    return (await this.acquireEach([key], owner)).has(key);
  }

  /**
   * Takes each of the leases that is free, expired or already this owner's, in one statement (each key
   * is won or lost on its own, as by acquire): answers the keys taken.
   */
  async acquireEach(keys: string[], owner: string): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    return this.acquireMany({ keys: [...new Set(keys)], owner });
  }

  /** One insert for the calls of many holders, no lease twice among them, in the keys' order (no deadlock). */
  private async acquireAll(calls: Held[]): Promise<Set<string>[]> {
    const { table } = this;
    const values = calls
      .flatMap(({ keys, owner }) => keys.map((key) => ({ key, owner, expiresAt: expiryIn(this.ttlMs) })))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const rows = await this.db
      .insert(table)
      .values(values)
      .onConflictDoUpdate({
        target: table.key,
        set: { owner: sql`excluded.owner`, expiresAt: expiryIn(this.ttlMs) },
        setWhere: or(lt(table.expiresAt, sql`now()`), eq(table.owner, sql`excluded.owner`)),
      })
      .returning({ key: table.key, owner: table.owner });
    const won = new Set(rows.map((row) => pairKey(row.key, row.owner)));
    return calls.map(({ keys, owner }) => new Set(keys.filter((key) => won.has(pairKey(key, owner)))));
  }

  /** Whether the owner still holds the lease, unexpired. */
  async holds(key: string, owner: string): Promise<boolean> {
    const { table } = this;
    const rows = await this.db
      .select({ key: table.key })
      .from(table)
      .where(and(eq(table.key, key), eq(table.owner, owner), sql`${table.expiresAt} > now()`));
    return rows.length > 0;
  }

  /** Pushes the expiry of the owner's leases one ttl ahead; answers the keys it still holds. */
  async extend(keys: string[], owner: string): Promise<string[]> {
    if (keys.length === 0) return [];
    return this.extendMany({ keys, owner });
  }

  private async extendAll(calls: Held[]): Promise<string[][]> {
    const { table } = this;
    const rows = await this.db
      .update(table)
      .set({ expiresAt: expiryIn(this.ttlMs) })
      .where(and(pairsIn(table, calls), sql`${table.expiresAt} > now()`))
      .returning({ key: table.key, owner: table.owner });
    const kept = new Set(rows.map((row) => pairKey(row.key, row.owner)));
    return calls.map(({ keys, owner }) => keys.filter((key) => kept.has(pairKey(key, owner))));
  }

  /** Lets go of the owner's leases among `keys`, in one statement; others' are left as they are. */
  async release(keys: string[], owner: string): Promise<void> {
    if (keys.length === 0) return;
    await this.releaseMany({ keys, owner });
  }

  private async releaseAll(calls: Held[]): Promise<undefined[]> {
    await this.db.delete(this.table).where(pairsIn(this.table, calls));
    return calls.map(() => undefined);
  }

  /**
   * Extends `held()` every third of the ttl until the returned stop() is called; `onError` hears of a
   * failed extension (the leases then expire unless a later extension succeeds).
   */
  keep(held: () => string[], owner: string, onError: (error: unknown) => void): () => void {
    const timer = setInterval(
      () => void this.extend(held(), owner).catch(onError),
      Math.max(50, Math.floor(this.ttlMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Deletes leases that expired long ago (their holders are gone). */
  async purgeExpired(olderThanMs: number): Promise<number> {
    const { table } = this;
    const rows = await this.db
      .delete(table)
      .where(lt(table.expiresAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`))
      .returning({ key: table.key });
    return rows.length;
  }
}
