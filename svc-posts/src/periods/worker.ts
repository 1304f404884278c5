import type { Writer } from '@studio/ai';
import { claimDue, type Db, type Logger, startPoller } from '@studio/kit';
import { and, asc, count, eq, lte } from 'drizzle-orm';
import { scheduledPeriods } from '../db/schema.ts';
import { generatePeriodPosts } from './generate.ts';

export type PeriodWorkerOptions = {
  db: Db;
  writer: Writer;
  now: () => Date;
  logger: Logger;
  afterCommit: () => void;
  /** How often due periods are looked for. */
  intervalMs: number;
  /** How long a replica may take to generate a period before another may try it. */
  claimMs?: number;
  /** How long a period that failed waits before it is tried again. */
  retryMs?: number;
};

type PeriodRow = typeof scheduledPeriods.$inferSelect;

const DEFAULT_CLAIM_MS = 10 * 60_000;
const DEFAULT_RETRY_MS = 15 * 60_000;

/** How many active periods' next date has come, for the work queue metric (the writer's queue). */
export async function duePeriods(db: Db, at: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(scheduledPeriods)
    .where(and(eq(scheduledPeriods.isActive, true), lte(scheduledPeriods.nextScheduledDate, at)));
  return row?.count ?? 0;
}

/**
 * Claims one active period whose next date has come. The row lock is held only while claiming
 * (SKIP LOCKED: replicas never wait on each other); the claim it leaves keeps every other replica
 * off the period while this one writes its posts, which may take a while with a model.
 */
async function claimDuePeriod(db: Db, at: Date, claimMs: number): Promise<PeriodRow | undefined> {
  const [claimed] = await claimDue(db, {
    table: scheduledPeriods,
    key: [scheduledPeriods.id],
    claim: { claimedUntil: scheduledPeriods.claimedUntil },
    due: and(eq(scheduledPeriods.isActive, true), lte(scheduledPeriods.nextScheduledDate, at)),
    orderBy: [asc(scheduledPeriods.nextScheduledDate)],
    leaseMs: claimMs,
    at,
  });
  return claimed;
}

/** Generates one due period; the next date is where the new period ends. */
async function runPeriod(options: PeriodWorkerOptions, period: PeriodRow, at: Date): Promise<void> {
  const { db, writer, now, logger } = options;
  const log = logger.child({ accountId: period.accountId, periodId: period.id });
  try {
    const outcome = await generatePeriodPosts(db, writer, period.accountId, at, async (tx, plan) => {
      // Stopped meanwhile: it stays stopped.
      await tx
        .update(scheduledPeriods)
        .set({ nextScheduledDate: plan.weeks[1].end, claimedUntil: null, updatedAt: now() })
        .where(eq(scheduledPeriods.id, period.id));
    });
    options.afterCommit();
    log.info(
      { posts: outcome.posts.length, nextScheduledDate: outcome.plan.weeks[1].end.toISOString() },
      'automatic period generated',
    );
  } catch (error) {
    const retryAt = new Date(now().getTime() + (options.retryMs ?? DEFAULT_RETRY_MS));
    await db
      .update(scheduledPeriods)
      .set({ claimedUntil: retryAt })
      .where(and(eq(scheduledPeriods.id, period.id), eq(scheduledPeriods.isActive, true)));
    log.warn(
      { err: error, retryAt: retryAt.toISOString() },
      'automatic period failed; it will be tried again',
    );
  }
}

/**
 * The automatic periods: while a period is active, when its next date comes the
 * next period's posts are written and the date moves on. Any number of replicas may run it.
 */
export function startPeriodWorker(options: PeriodWorkerOptions) {
  /** Generates every period that is due now; answers how many it took. A stop ends it between periods. */
  async function runDue(signal?: AbortSignal): Promise<number> {
    let count = 0;
    while (!signal?.aborted) {
      const at = options.now();
      const period = await claimDuePeriod(options.db, at, options.claimMs ?? DEFAULT_CLAIM_MS);
      if (!period) break;
      await runPeriod(options, period, at);
      count++;
    }
    return count;
  }

  const poller = startPoller({
    intervalMs: options.intervalMs,
    run: runDue,
    onError: (error) => options.logger.error({ err: error }, 'automatic periods check failed'),
  });

  return { runDue, stop: poller.stop };
}
