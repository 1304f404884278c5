import { eq, sql } from 'drizzle-orm';
import { integer, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase, drivers } from '../testing/databases.ts';
import { backoffMs, retryAt } from './backoff.ts';
import { claimColumns, ownedClaimReleased } from './claim-columns.ts';
import { claimDue, lockDue } from './claim-due.ts';

const jobs = pgSchema('test_jobs').table('jobs', {
  id: serial('id').primaryKey(),
  status: text('status').notNull().default('pending'),
  priority: integer('priority').notNull().default(0),
  claimedUntil: claimColumns.claimedUntil(),
  claimedBy: claimColumns.claimedBy(),
  attempts: claimColumns.attempts(),
  nextAttemptAt: claimColumns.nextAttemptAt(),
});

/** The jobs table of these tests, as a service's migration would make it. */
async function createJobsTable(database: Database) {
  await database.db.execute(sql.raw('create schema test_jobs'));
  await database.db.execute(
    sql.raw(`create table test_jobs.jobs (
      id serial primary key, status text not null default 'pending', priority integer not null default 0,
      claimed_until timestamptz, claimed_by text, attempts integer not null default 0, next_attempt_at timestamptz)`),
  );
}

describe.each(drivers)('claimDue (%s)', (driver) => {
  let database: Database;
  const claim = (owner: string, limit = 1, at?: Date) =>
    claimDue(database.db, {
      table: jobs,
      key: [jobs.id],
      claim: jobs,
      due: eq(jobs.status, 'pending'),
      orderBy: [jobs.priority, jobs.id],
      limit,
      leaseMs: 60_000,
      owner,
      at,
    });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await createJobsTable(database);
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    await database.db.insert(jobs).values([{ priority: 2 }, { priority: 1 }, { priority: 3 }]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('takes the first due rows in order, writes the lease, the owner and the attempt', async () => {
    const [first, second] = await claim('a', 2);
    expect([first?.priority, second?.priority]).toEqual([1, 2]);
    expect(first).toMatchObject({ claimedBy: 'a', attempts: 1 });
    expect(first!.claimedUntil!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('never gives a held row to another claim, even from many at once', async () => {
    const taken = await Promise.all(['a', 'b', 'c', 'd'].map((owner) => claim(owner)));
    const ids = taken.flat().map((row) => row.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('gives a row again once its lease is over (its holder died)', async () => {
    const [row] = await claim('a');
    await database.db
      .update(jobs)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, row!.id));
    const [again] = await claim('b');
    expect(again).toMatchObject({ id: row!.id, claimedBy: 'b', attempts: 2 });
  });

  it('judges leases by the injected clock when given', async () => {
    const at = new Date(Date.now() + 10 * 60_000);
    await claim('a', 3);
    expect(await claim('b', 3, at)).toHaveLength(3);
  });

  it('takes nothing that is not due, and a released row again', async () => {
    await database.db.update(jobs).set({ status: 'done' });
    expect(await claim('a')).toEqual([]);
    await database.db.update(jobs).set({ status: 'pending', ...ownedClaimReleased });
    expect(await claim('a')).toHaveLength(1);
  });
});

describe('backoff', () => {
  it('doubles up to its cap', () => {
    const exp = { baseMs: 1_000, maxMs: 5_000 };
    expect([1, 2, 3, 4].map((n) => backoffMs(exp, n))).toEqual([1_000, 2_000, 4_000, 5_000]);
  });
  it('follows its steps, then repeats the last or gives up', () => {
    expect(backoffMs({ stepsMs: [1, 5] }, 3)).toBe(5);
    expect(backoffMs({ stepsMs: [1, 5], giveUp: true }, 3)).toBeNull();
    expect(retryAt({ stepsMs: [1, 5] }, 2, new Date(0))?.getTime()).toBe(5);
  });
});

describe.each(drivers)('lockDue (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await createJobsTable(database);
    await database.db.insert(jobs).values([{ priority: 2 }, { priority: 1 }, { status: 'done' }]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('locks the due rows for the transaction, in order, and frees them with it', async () => {
    const rows = await database.db.transaction((tx) =>
      lockDue(tx, { table: jobs, due: eq(jobs.status, 'pending'), orderBy: [jobs.priority], limit: 5 }),
    );
    expect(rows.map((row) => row.priority)).toEqual([1, 2]);
    const again = await database.db.transaction((tx) =>
      lockDue(tx, { table: jobs, due: eq(jobs.status, 'pending'), orderBy: [jobs.priority] }),
    );
    expect(again).toHaveLength(1);
  });
});
