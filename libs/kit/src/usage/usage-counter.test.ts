import { sql } from 'drizzle-orm';
import { date, integer, pgSchema, primaryKey } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { createTestDatabase, drivers } from '../testing/databases.ts';
import { fixedWindow, takeAccountDayUsage, utcDayWindow } from './usage-counter.ts';

const usage = pgSchema('test_usage').table(
  'usage',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

describe('usage windows', () => {
  it('keys a fixed window by its start and ends it one length later', () => {
    const window = fixedWindow(new Date('2026-01-01T10:00:42Z'), 60_000);
    expect(window).toEqual({ key: '2026-01-01T10:00:00.000Z', endsAt: new Date('2026-01-01T10:01:00Z') });
    expect(utcDayWindow(new Date('2026-01-01T23:59:00Z')).endsAt).toEqual(new Date('2026-01-02T00:00:00Z'));
  });
});

describe.each(drivers)('takeUsage (%s)', (driver) => {
  let database: Database;
  const at = new Date('2026-01-01T23:00:00Z');
  const take = (amount: number) =>
    takeAccountDayUsage(database.db, usage, 7, {
      amount,
      limit: 5,
      at,
      refusal: { code: 'daily_limit', message: 'Try again tomorrow.' },
    });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.db.execute(sql.raw('create schema test_usage'));
    await database.db.execute(
      sql.raw(
        'create table test_usage.usage (account_id integer not null, day date not null, count integer not null default 0, primary key (account_id, day))',
      ),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts in one row up to the limit, then answers 429 with Retry-After and counts nothing', async () => {
    expect(await take(2)).toBe(2);
    expect(await Promise.all([take(1), take(1)])).toEqual(expect.arrayContaining([3, 4]));
    const refused = await take(2).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 'daily_limit', message: 'Try again tomorrow.' });
    expect((refused as ApiError).headers).toEqual({ 'Retry-After': '3600' });
    expect(await take(1)).toBe(5);
  });
});
