import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { type PgSchema, text, timestamp } from 'drizzle-orm/pg-core';
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
export class Leases {
  constructor(
    private readonly db: Db,
    private readonly table: LeasesTable,
    /** How long a lease lasts without being extended. */
    readonly ttlMs: number,
  ) {}

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
    const { table } = this;
    const rows = await this.db
      .insert(table)
      .values(keys.map((key) => ({ key, owner, expiresAt: expiryIn(this.ttlMs) })))
      .onConflictDoUpdate({
        target: table.key,
        set: { owner, expiresAt: expiryIn(this.ttlMs) },
        setWhere: or(lt(table.expiresAt, sql`now()`), eq(table.owner, owner)),
      })
      .returning({ key: table.key });
    return new Set(rows.map((row) => row.key));
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
    const { table } = this;
    const rows = await this.db
      .update(table)
      .set({ expiresAt: expiryIn(this.ttlMs) })
      .where(and(inArray(table.key, keys), eq(table.owner, owner), sql`${table.expiresAt} > now()`))
      .returning({ key: table.key });
    return rows.map((row) => row.key);
  }

  /** Lets go of the owner's leases among `keys`, in one statement; others' are left as they are. */
  async release(keys: string[], owner: string): Promise<void> {
    if (keys.length === 0) return;
    const { table } = this;
    await this.db.delete(table).where(and(inArray(table.key, keys), eq(table.owner, owner)));
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
