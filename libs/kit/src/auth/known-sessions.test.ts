import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus } from '../bus/memory-bus.ts';
import type { BusHealth, Subscription } from '../bus/types.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, drivers } from '../testing/databases.ts';
import {
  knownSessionCheck,
  knownSessionsTable,
  purgeKnownSessions,
  startKnownSessionsConsumer,
} from './known-sessions.ts';

const table = knownSessionsTable(pgSchema('test_sessions'));
const logger = createLogger('known-sessions-test', 'silent');
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const claims = (sid: string) => ({
  sub: 'admin-user:1',
  sid,
  role: 'business_admin' as const,
  accountId: 1,
  actingAdminId: null,
  iat: 0,
  exp: 0,
});

describe.each(drivers)('known sessions (%s)', (driver) => {
  let database: Database;
  let bus: MemoryBus;
  let feed: Subscription;
  const started = (sid: string, expiresAt = inAnHour()) =>
    bus.publish('auth.session.started', { sid, expiresAt }, `started:${sid}`);
  const revoked = (sid: string, expiresAt = inAnHour()) =>
    bus.publish('auth.session.revoked', { sid, expiresAt }, `revoked:${sid}`);
  const rowOf = async (sid: string) =>
    (await database.db.select().from(table).where(sql`${table.sid} = ${sid}`))[0];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.db.execute(sql.raw('create schema test_sessions'));
    await database.db.execute(
      sql.raw(`create table test_sessions.known_sessions (
        sid text primary key,
        expires_at timestamp with time zone not null,
        started boolean not null default false,
        revoked_at timestamp with time zone
      )`),
    );
    bus = new MemoryBus(logger);
    feed = await startKnownSessionsConsumer(database.db, table, bus, 'test-sessions');
  });
  afterAll(async () => {
    await feed.stop();
    await bus.close();
    await database.close();
  });

  it('takes the token of an announced session', async () => {
    const sid = randomUUID();
    await started(sid);
    expect(await knownSessionCheck(database.db, table, bus)(claims(sid))).toBe(false);
  });

  it('answers each of many requests checked side by side (one statement for them): live, signed out, unknown', async () => {
    const [live, out, unknown] = [randomUUID(), randomUUID(), randomUUID()];
    await started(live);
    await started(out);
    await revoked(out);
    await bus.settled();
    const check = knownSessionCheck(database.db, table, bus, { waitMs: 50 });
    const sids = [live, out, unknown, live, out, live];
    const refused = await Promise.all(sids.map((sid) => check(claims(sid))));
    expect(refused).toEqual([false, true, true, false, true, false]);
  });

  it('waits for a start still on its way: a token used right after sign-in works', async () => {
    const sid = randomUUID();
    const check = knownSessionCheck(database.db, table, bus)(claims(sid));
    // The announcement arrives after the request began looking.
    await rowOf(sid);
    await started(sid);
    expect(await check).toBe(false);
  });

  it('refuses a session that was never announced, once the wait is over', async () => {
    expect(await knownSessionCheck(database.db, table, bus, { waitMs: 50 })(claims(randomUUID()))).toBe(true);
  });

  it('refuses for now (503, try again in a second), not as invalid, a token just issued whose session is late', async () => {
    const justIssued = { ...claims(randomUUID()), iat: Math.floor(Date.now() / 1000) };
    await expect(
      knownSessionCheck(database.db, table, bus, { waitMs: 50 })(justIssued),
    ).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '1' },
    });
  });

  /** A bus away since `since` (ms since the epoch). */
  const awaySince = (since: number) =>
    ({ health: (): BusHealth => ({ ok: false, reason: 'down', since }) }) as unknown as MemoryBus;

  it('takes at once the token of a sign-in made while the bus is away: its announcement cannot come', async () => {
    const signedIn = { ...claims(randomUUID()), iat: Math.floor(Date.now() / 1000) };
    const started = Date.now();
    expect(
      await knownSessionCheck(database.db, table, awaySince(Date.now() - 60_000), { waitMs: 5_000 })(
        signedIn,
      ),
    ).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses, while the bus is away, a session known to be signed out', async () => {
    const sid = randomUUID();
    await started(sid);
    await revoked(sid);
    await bus.settled();
    const token = { ...claims(sid), iat: Math.floor(Date.now() / 1000) };
    expect(
      await knownSessionCheck(database.db, table, awaySince(Date.now() - 60_000), { waitMs: 50 })(token),
    ).toBe(true);
  });

  it('answers 503 instead when the bus is away: the announcement may be held up', async () => {
    // A token issued long before the bus went away.
    const away = awaySince(Date.now());
    await expect(
      knownSessionCheck(database.db, table, away, { waitMs: 50 })(claims(randomUUID())),
    ).rejects.toMatchObject({
      status: 503,
    });
  });

  it('refuses a signed-out session, also when the sign-out arrived before the start', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await started(first);
    await revoked(first);
    await revoked(second);
    await started(second);
    // Every announcement handled (they are handled side by side, so in any order).
    await bus.settled();
    expect(await rowOf(second)).toMatchObject({ started: true, revokedAt: expect.any(Date) });
    expect(await rowOf(first)).toMatchObject({ started: true, revokedAt: expect.any(Date) });
    const check = knownSessionCheck(database.db, table, bus, { waitMs: 50 });
    expect(await check(claims(first))).toBe(true);
    expect(await check(claims(second))).toBe(true);
  });

  it('refuses a session past its end, and forgets it an hour later', async () => {
    const sid = randomUUID();
    await started(sid, new Date(Date.now() - 2 * 3_600_000).toISOString());
    await expect.poll(async () => (await rowOf(sid))?.started).toBe(true);
    expect(await knownSessionCheck(database.db, table, bus, { waitMs: 50 })(claims(sid))).toBe(true);
    await purgeKnownSessions(database.db, table);
    expect(await rowOf(sid)).toBeUndefined();
  });
});
