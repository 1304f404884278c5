import { type EventPayload, type EventSubject, eventSchemas } from '@studio/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { index, integer, jsonb, type PgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type Clock, systemClock } from '../clock.ts';
import { batched, perHandle } from '../db/batched.ts';
import type { Db } from '../db/database.ts';
import { lockDue } from '../jobs/claim-due.ts';
import type { Logger } from '../logger.ts';
import { type Poller, startPoller } from '../poller.ts';
import { type EventBus, Undeliverable } from './types.ts';

/** The outbox table, declared in each service's own schema so its migrations create it. */
export function outboxTable(schema: PgSchema) {
  return schema.table(
    'outbox',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      subject: text('subject').notNull(),
      payload: jsonb('payload').notNull(),
      // The moment of the insert, not of the transaction's start: events written under a lock go out in
      // the order they were written, even when a later transaction began first.
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
      publishedAt: timestamp('published_at', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
      lastError: text('last_error'),
      // When the relay gave up on the event because the broker will never take it (last_error says why):
      // it is kept, unsent, for an operator, and no longer holds a place in the relay's batches.
      setAsideAt: timestamp('set_aside_at', { withTimezone: true }),
    },
    (t) => [
      // The relay reads only what waits, in order: this index holds just those rows.
      index('outbox_waiting_idx')
        .on(t.createdAt, t.id)
        .where(sql`${t.publishedAt} is null and ${t.setAsideAt} is null`),
      // The purge finds old published rows without a scan.
      index('outbox_published_at_idx').on(t.publishedAt).where(sql`${t.publishedAt} is not null`),
    ],
  );
}

export type OutboxTable = ReturnType<typeof outboxTable>;

type OutboxRow = { subject: string; payload: unknown };

/** The rows the relay still has to send: neither published nor set aside. */
const waiting = (table: OutboxTable) => and(isNull(table.publishedAt), isNull(table.setAsideAt));

/**
 * What an event is about (its account and post): two events about one thing never share an insert, so
 * they keep the order they were written in (the relay sends by the rows' creation time).
 */
const aboutOf = ({ payload }: OutboxRow): string[] => {
  const { accountId, postId } = payload as { accountId?: unknown; postId?: unknown };
  return [`${accountId ?? '-'}:${postId ?? '-'}`];
};

const writersOf = perHandle((db: Db) => {
  const writers = new WeakMap<OutboxTable, (row: OutboxRow) => Promise<void>>();
  return (table: OutboxTable) => {
    let write = writers.get(table);
    if (!write) {
      write = batched(
        async (rows: OutboxRow[]) => {
          await db.insert(table).values(rows);
          return rows.map(() => undefined);
        },
        { keysOf: aboutOf },
      );
      writers.set(table, write);
    }
    return write;
  };
});

/**
 * Writes an event in the caller's transaction, so the state change and its announcement are committed
 * together; the relay publishes it afterwards. On a handle that is no transaction, the event is written
 * alone (the announcement of an outcome already recorded). The events asked for side by side on one
 * handle go in one insert (see batched()), each written once its promise resolves.
 */
export async function emit<S extends EventSubject>(
  tx: Db,
  table: OutboxTable,
  subject: S,
  payload: EventPayload<S>,
) {
  const checked = eventSchemas[subject].parse(payload);
  await writersOf(tx)(table)({ subject, payload: checked });
}

export type OutboxRelayOptions = {
  db: Db;
  table: OutboxTable;
  bus: EventBus;
  logger: Logger;
  /** The clock rows are marked published by, and their retention judged by (default: the system's). */
  clock?: Clock;
  /** How often unpublished rows are looked for when nothing kicks the relay (default 1 s). */
  intervalMs?: number;
  /** Rows read and published in one go (default 100). */
  batchSize?: number;
  /** How long a published row is kept, for inquiries, before it is deleted (default 72 h). */
  retentionMs?: number;
  /** How often old published rows are deleted (default every 10 minutes). */
  purgeIntervalMs?: number;
};

export const DEFAULT_OUTBOX_RETENTION_MS = 72 * 60 * 60_000;
const PURGE_BATCH = 5_000;

/**
 * Publishes outbox rows in order, with the row id as message id so a re-publish after a crash
 * is dropped by the broker. Rows are claimed with SKIP LOCKED, so replicas can relay together.
 * When the broker is down the rows wait, and go out once it is back. A row the broker will never take
 * (Undeliverable: larger than its max_payload) is set aside with the reason, logged as an error and
 * counted by setAside(), instead of being retried for ever in every batch. Published rows are deleted
 * once they are older than the retention, so the table holds what waits and a few days of history.
 */
export class OutboxRelay {
  private poller: Poller | null = null;
  private lastPurge = 0;
  private readonly now: Clock;

  constructor(private readonly options: OutboxRelayOptions) {
    this.now = options.clock ?? systemClock;
  }

  start(): void {
    this.poller ??= startPoller({
      intervalMs: this.options.intervalMs ?? 1_000,
      run: async () => {
        await this.relayOnce();
        await this.purgeWhenDue();
      },
      onError: (error) => this.options.logger.error({ err: error }, 'outbox relay failed'),
    });
  }

  /** How many events wait to be sent. */
  async backlog(): Promise<number> {
    return this.count(waiting(this.options.table));
  }

  /** How many events were set aside, never to be sent: each needs an operator's look. */
  async setAside(): Promise<number> {
    return this.count(isNotNull(this.options.table.setAsideAt));
  }

  private async count(where: SQL | undefined): Promise<number> {
    const { db, table } = this.options;
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
    return row?.count ?? 0;
  }

  /** Publish now rather than at the next tick: called after a commit that wrote events. */
  kick(): void {
    this.poller?.kick();
  }

  async stop(): Promise<void> {
    await this.poller?.stop();
    this.poller = null;
  }

  /**
   * Publishes what is waiting, a batch at a time: the batch's messages go out back to back on the one
   * connection (so in order), then one statement marks those the broker took. Returns how many went out.
   */
  async relayOnce(): Promise<number> {
    const { db, table, bus, logger, batchSize = 100 } = this.options;
    let published = 0;
    for (;;) {
      const sent = await db.transaction(async (tx) => {
        const rows = await lockDue(tx, {
          table,
          due: waiting(table),
          orderBy: [asc(table.createdAt), asc(table.id)],
          limit: batchSize,
        });
        if (rows.length === 0) return { count: 0, full: false };
        const results = await Promise.allSettled(
          rows.map((row) => bus.publish(row.subject, row.payload, row.id)),
        );
        const done = rows.filter((_, i) => results[i]?.status === 'fulfilled').map((row) => row.id);
        if (done.length > 0) {
          await tx.update(table).set({ publishedAt: this.now() }).where(inArray(table.id, done));
        }
        const failed = rows.flatMap((row, i) => {
          const result = results[i];
          return result?.status === 'rejected' ? [{ row, error: result.reason as unknown }] : [];
        });
        const refused = failed.filter(({ error }) => error instanceof Undeliverable);
        // Rare, and each with its own reason (its own size): one statement a row.
        for (const { row, error } of refused) {
          logger.error(
            { reason: String(error), subject: row.subject, id: row.id },
            'outbox event set aside: the broker will never take it',
          );
          await tx
            .update(table)
            .set({ attempts: sql`${table.attempts} + 1`, lastError: String(error), setAsideAt: this.now() })
            .where(eq(table.id, row.id));
        }
        const retried = failed.filter(({ error }) => !(error instanceof Undeliverable));
        if (retried.length > 0) {
          const first = retried[0]!;
          // Expected while NATS is away: a line with the reason, no stack.
          logger.warn(
            {
              reason: String(first.error),
              subject: first.row.subject,
              id: first.row.id,
              failed: retried.length,
            },
            'outbox publish failed; will retry',
          );
          await tx
            .update(table)
            .set({ attempts: sql`${table.attempts} + 1`, lastError: String(first.error) })
            .where(
              inArray(
                table.id,
                retried.map((f) => f.row.id),
              ),
            );
        }
        return { count: done.length, full: rows.length === batchSize && retried.length === 0 };
      });
      published += sent.count;
      if (!sent.full) return published;
    }
  }

  /** Deletes published rows older than the retention; returns how many. */
  async purgeOnce(): Promise<number> {
    const { db, table, retentionMs = DEFAULT_OUTBOX_RETENTION_MS } = this.options;
    const before = new Date(this.now().getTime() - retentionMs);
    let purged = 0;
    for (;;) {
      const old = db
        .select({ id: table.id })
        .from(table)
        .where(lt(table.publishedAt, before))
        .limit(PURGE_BATCH);
      const rows = await db.delete(table).where(inArray(table.id, old)).returning({ id: table.id });
      purged += rows.length;
      if (rows.length < PURGE_BATCH) return purged;
    }
  }

  private async purgeWhenDue(): Promise<void> {
    const interval = this.options.purgeIntervalMs ?? 10 * 60_000;
    const now = this.now().getTime();
    if (now - this.lastPurge < interval) return;
    this.lastPurge = now;
    const purged = await this.purgeOnce();
    if (purged > 0) this.options.logger.info({ purged }, 'old published outbox rows deleted');
  }
}
