import { type EventPayload, type EventSubject, eventSchemas } from '@studio/contracts';
import { and, asc, isNull, sql } from 'drizzle-orm';
import { integer, jsonb, type PgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { EventBus } from './types.ts';

/** The outbox table, declared in each service's own schema so its migrations create it. */
export function outboxTable(schema: PgSchema) {
  return schema.table('outbox', {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  });
}

export type OutboxTable = ReturnType<typeof outboxTable>;

/**
 * Writes an event in the caller's transaction, so the state change and its announcement
 * are committed together; the relay publishes it afterwards.
 */
export async function emit<S extends EventSubject>(
  tx: Db,
  table: OutboxTable,
  subject: S,
  payload: EventPayload<S>,
) {
  const checked = eventSchemas[subject].parse(payload);
  await tx.insert(table).values({ subject, payload: checked });
}

export type OutboxRelayOptions = {
  db: Db;
  table: OutboxTable;
  bus: EventBus;
  logger: Logger;
  /** How often unpublished rows are looked for when nothing kicks the relay (default 1 s). */
  intervalMs?: number;
  batchSize?: number;
};

/**
 * Publishes outbox rows in order, with the row id as message id so a re-publish after a crash
 * is dropped by the broker. Rows are claimed with SKIP LOCKED, so replicas can relay together.
 * When the broker is down the rows wait, and go out once it is back.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Publish now rather than at the next tick: called after a commit that wrote events. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes what is waiting; returns how many rows went out. */
  async relayOnce(): Promise<number> {
    const { db, table, bus, logger, batchSize = 100 } = this.options;
    let published = 0;
    for (;;) {
      const sent = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(table)
          .where(isNull(table.publishedAt))
          .orderBy(asc(table.createdAt), asc(table.id))
          .limit(batchSize)
          .for('update', { skipLocked: true });
        let count = 0;
        for (const row of rows) {
          try {
            await bus.publish(row.subject, row.payload, row.id);
          } catch (error) {
            logger.warn(
              { err: error, subject: row.subject, id: row.id },
              'outbox publish failed; will retry',
            );
            await tx
              .update(table)
              .set({ attempts: sql`${table.attempts} + 1`, lastError: String(error) })
              .where(and(sql`${table.id} = ${row.id}`));
            break;
          }
          await tx.update(table).set({ publishedAt: new Date() }).where(sql`${table.id} = ${row.id}`);
          count++;
        }
        return { count, full: rows.length === batchSize && count === rows.length };
      });
      published += sent.count;
      if (!sent.full) return published;
    }
  }

  private async tick(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    do {
      this.again = false;
      this.running = this.relayOnce().catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'outbox relay failed');
        return 0;
      });
      await this.running;
      this.running = null;
    } while (this.again && !this.stopped);
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), this.options.intervalMs ?? 1_000);
    this.timer.unref();
  }
}
