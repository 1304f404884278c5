import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../testing/databases.ts';
import type { Database } from './database.ts';
import { Leases, leasesTable } from './leases.ts';

const table = leasesTable(pgSchema('test_leases'));

describe.each(drivers)('leases (%s)', (driver) => {
  let database: Database;
  let leases: Leases;
  const holders = async () =>
    (await database.db.select({ key: table.key, owner: table.owner }).from(table)).sort((a, b) =>
      a.key.localeCompare(b.key),
    );
  /** Moves a lease's expiry into the past, as if its holder had stopped extending it long ago. */
  const lapse = (key: string) =>
    database.db.execute(
      sql`update test_leases.leases set expires_at = now() - interval '1 second' where key = ${key}`,
    );

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.db.execute(sql.raw('create schema test_leases'));
    await database.db.execute(
      sql.raw(`create table test_leases.leases (
        key text primary key,
        owner text not null,
        expires_at timestamp with time zone not null
      )`),
    );
    leases = new Leases(database.db, table, 60_000);
  });
  beforeEach(async () => {
    await database.db.delete(table);
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives a free lease to one of many contenders, and again to its holder', async () => {
    const won = await Promise.all(['a', 'b', 'c', 'd'].map((owner) => leases.acquire('page:1', owner)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = ['a', 'b', 'c', 'd'][won.indexOf(true)]!;
    expect(await leases.acquire('page:1', winner)).toBe(true);
    expect(await leases.holds('page:1', winner)).toBe(true);
  });

  it('takes several leases in one call, each won or lost on its own', async () => {
    await leases.acquire('page:1', 'theirs');
    await leases.acquire('page:2', 'theirs');
    await lapse('page:2');
    expect(await leases.acquireEach(['target:1', 'page:1', 'page:2'], 'mine')).toEqual(
      new Set(['target:1', 'page:2']),
    );
    expect(await holders()).toEqual([
      { key: 'page:1', owner: 'theirs' },
      { key: 'page:2', owner: 'mine' },
      { key: 'target:1', owner: 'mine' },
    ]);
    expect(await leases.acquireEach([], 'mine')).toEqual(new Set());
  });

  it('lets another owner take a lease only once it expired', async () => {
    await leases.acquire('target:1', 'first');
    expect(await leases.acquire('target:1', 'second')).toBe(false);
    await lapse('target:1');
    expect(await leases.holds('target:1', 'first')).toBe(false);
    expect(await leases.extend(['target:1'], 'first')).toEqual([]);
    expect(await leases.acquire('target:1', 'second')).toBe(true);
    expect(await holders()).toEqual([{ key: 'target:1', owner: 'second' }]);
  });

  it("releases the owner's leases among the keys in one call, never another owner's", async () => {
    await leases.acquire('page:1', 'mine');
    await leases.acquire('target:1', 'mine');
    await leases.acquire('page:2', 'theirs');
    await leases.release(['page:1', 'target:1', 'page:2'], 'mine');
    expect(await holders()).toEqual([{ key: 'page:2', owner: 'theirs' }]);
    await leases.release([], 'mine');
    expect(await holders()).toEqual([{ key: 'page:2', owner: 'theirs' }]);
  });

  it('extends only what the owner still holds, and purges leases expired long ago', async () => {
    await leases.acquire('page:1', 'mine');
    await leases.acquire('page:2', 'theirs');
    expect(await leases.extend(['page:1', 'page:2'], 'mine')).toEqual(['page:1']);
    await lapse('page:2');
    expect(await leases.purgeExpired(60_000)).toBe(0);
    expect(await leases.purgeExpired(0)).toBe(1);
    expect(await holders()).toEqual([{ key: 'page:1', owner: 'mine' }]);
  });
});
