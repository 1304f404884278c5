import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from '../testing/databases.ts';
import { type NatsServer, startNatsServer } from '../testing/nats-server.ts';
import { NatsBus } from './nats-bus.ts';
import { emit, OutboxRelay, outboxTable } from './outbox.ts';
import type { BusMessage } from './types.ts';

const logger = createLogger('outbox-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const outbox = outboxTable(pgSchema('test_outbox'));
const subject = 'auth.account.created';

const eventually = (check: () => unknown, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 20 });

let database: Database;
let server: NatsServer;
let bus: NatsBus;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  await database.db.execute(
    sql.raw(`
      create schema test_outbox;
      create table test_outbox.outbox (
        id uuid primary key default gen_random_uuid(),
        subject text not null,
        payload jsonb not null,
        created_at timestamp with time zone not null default now(),
        published_at timestamp with time zone,
        attempts integer not null default 0,
        last_error text,
        set_aside_at timestamp with time zone
      );
    `),
  );
  // A broker of this file's own: the outage test stops it, and the shared one never sees these events.
  server = await startNatsServer();
  bus = await NatsBus.connect(server.url, logger, {
    publishTimeoutMs: 1_000,
    reconnectWaitMs: 100,
    resubscribeDelayMs: 100,
    stopGraceMs: 200,
  });
});

afterAll(async () => {
  await bus?.close();
  await server?.dispose();
  await database?.close();
});

function account(accountId: number) {
  return { accountId, businessName: `Business ${accountId}`, status: 'active' as const };
}

// A consumer reads only what is published after it was created (the bus's default start), and each test
// emits for accounts of its own, so no test sees another's events and the stream need not be purged.
async function consume() {
  const received: BusMessage[] = [];
  const sub = await bus.subscribe({
    durable: `outbox_${randomUUID().slice(0, 8)}`,
    subjects: [subject],
    handler: async (message) => void received.push(message),
  });
  return { received, stop: () => sub.stop() };
}

async function rowsFor(accountId: number) {
  const rows = await database.db.select().from(outbox);
  return rows.filter((row) => (row.payload as { accountId: number }).accountId === accountId);
}

describe('outbox', () => {
  it('publishes an event emitted in a committed transaction, with the row id as message id', async () => {
    const consumer = await consume();
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus, logger });
    await database.db.transaction((tx) => emit(tx, outbox, subject, account(1)));

    expect(await relay.relayOnce()).toBe(1);
    const [row] = await rowsFor(1);
    expect(row?.publishedAt).toBeInstanceOf(Date);
    await eventually(() => expect(consumer.received).toHaveLength(1));
    expect(consumer.received[0]).toEqual({ subject, msgId: row?.id, payload: account(1), deliveryCount: 1 });
    expect(await relay.relayOnce()).toBe(0);
    await consumer.stop();
  });

  it('publishes nothing for a rolled-back transaction', async () => {
    const consumer = await consume();
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus, logger });
    await expect(
      database.db.transaction(async (tx) => {
        await emit(tx, outbox, subject, account(2));
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await rowsFor(2)).toEqual([]);
    expect(await relay.relayOnce()).toBe(0);

    await database.db.transaction((tx) => emit(tx, outbox, subject, account(3)));
    expect(await relay.relayOnce()).toBe(1);
    await eventually(() => expect(consumer.received).toHaveLength(1));
    expect(consumer.received.map((m) => m.payload)).toEqual([account(3)]);
    await consumer.stop();
  });

  it('refuses a payload that does not match the event contract', async () => {
    const before = await database.db.$count(outbox);
    await expect(
      database.db.transaction((tx) =>
        emit(tx, outbox, subject, { accountId: 'four' } as unknown as ReturnType<typeof account>),
      ),
    ).rejects.toThrow();
    expect(await database.db.$count(outbox)).toBe(before);
  });

  it('keeps an event while the broker is down and publishes it once the broker is back', async () => {
    const consumer = await consume();
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus, logger, intervalMs: 100 });

    await server.stop();
    await database.db.transaction((tx) => emit(tx, outbox, subject, account(5)));
    expect(await relay.relayOnce()).toBe(0);
    const [waiting] = await rowsFor(5);
    expect(waiting?.publishedAt).toBeNull();
    expect(waiting?.attempts).toBeGreaterThan(0);
    expect(waiting?.lastError).toBeTruthy();

    await server.start();
    relay.start();
    try {
      await eventually(async () => expect((await rowsFor(5))[0]?.publishedAt).toBeInstanceOf(Date));
      await eventually(() => expect(consumer.received).toHaveLength(1));

      // Another event after it proves nothing more of the first is on its way.
      await database.db.transaction((tx) => emit(tx, outbox, subject, account(6)));
      relay.kick();
      await eventually(() => expect(consumer.received).toHaveLength(2));
    } finally {
      await relay.stop();
    }
    expect(consumer.received.map((m) => [m.msgId, m.payload, m.deliveryCount])).toEqual([
      [waiting?.id, account(5), 1],
      [(await rowsFor(6))[0]?.id, account(6), 1],
    ]);
    await consumer.stop();
  });

  it('publishes a backlog in batches, in the order the events were written', async () => {
    const consumer = await consume();
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus, logger, batchSize: 4 });
    for (let n = 10; n < 20; n++)
      await database.db.transaction((tx) => emit(tx, outbox, subject, account(n)));

    expect(await relay.relayOnce()).toBe(10);
    await eventually(() => expect(consumer.received).toHaveLength(10));
    expect(consumer.received.map((m) => (m.payload as { accountId: number }).accountId)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    await consumer.stop();
  });

  it('sets aside an event larger than the broker takes, and sends the events behind it', async () => {
    const consumer = await consume();
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus, logger, batchSize: 2 });
    // Written as a deployed database may already hold them: more than NATS's max_payload of 1 MB each,
    // enough of them to fill whole batches.
    const tooLarge = (accountId: number) => ({
      ...account(accountId),
      businessName: 'Ω'.repeat(600_000 + accountId),
    });
    await database.db.insert(outbox).values([40, 41, 42].map((n) => ({ subject, payload: tooLarge(n) })));
    await database.db.transaction((tx) => emit(tx, outbox, subject, account(43)));
    const waitingBefore = await relay.backlog();
    const setAsideBefore = await relay.setAside();

    expect(await relay.relayOnce()).toBe(1);
    await eventually(() => expect(consumer.received.map((m) => m.payload)).toEqual([account(43)]));
    for (const n of [40, 41, 42]) {
      const [row] = await rowsFor(n);
      expect(row?.publishedAt).toBeNull();
      expect(row?.setAsideAt).toBeInstanceOf(Date);
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toMatch(
        /auth\.account\.created is \d+ bytes, more than the broker's max_payload/,
      );
      // Each row's own reason, its own size.
      expect(row?.lastError).toContain(`${Buffer.byteLength(JSON.stringify(row?.payload))} bytes`);
    }
    expect(await relay.backlog()).toBe(waitingBefore - 4);
    expect(await relay.setAside()).toBe(setAsideBefore + 3);

    // Never tried again: the next round finds nothing to send and leaves the rows as they are.
    expect(await relay.relayOnce()).toBe(0);
    expect((await rowsFor(40))[0]?.attempts).toBe(1);
    await consumer.stop();
  });

  it('deletes published rows older than the retention, and keeps the recent and the waiting ones', async () => {
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus, logger, retentionMs: 60 * 60_000 });
    await database.db.transaction((tx) => emit(tx, outbox, subject, account(30)));
    await database.db.transaction((tx) => emit(tx, outbox, subject, account(31)));
    await relay.relayOnce();
    await database.db.transaction((tx) => emit(tx, outbox, subject, account(32)));
    const [old] = await rowsFor(30);
    await database.db
      .update(outbox)
      .set({ publishedAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(sql`${outbox.id} = ${old!.id}`);

    expect(await relay.purgeOnce()).toBeGreaterThanOrEqual(1);
    expect(await rowsFor(30)).toEqual([]);
    expect((await rowsFor(31))[0]?.publishedAt).toBeInstanceOf(Date);
    expect((await rowsFor(32))[0]?.publishedAt).toBeNull();
  });
});
