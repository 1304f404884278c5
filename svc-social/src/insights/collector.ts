import { randomUUID } from 'node:crypto';
import { type Db, type Logger, type Poller, startPoller, systemClock } from '@studio/kit';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import type { GraphClient } from '../graph/graph-client.ts';
import {
  type CollectorContext,
  checkpointOffsets,
  claim,
  HOUR,
  type RunState,
  release,
  schedule,
} from './checkpoints.ts';
import { collect } from './collect.ts';

export { checkpointOffsets } from './checkpoints.ts';

/** How the collector paces itself; every one has a default for production. */
export type InsightsOptions = {
  /** The clock checkpoints are judged by (default: the system's). */
  now?: () => Date;
  /** How often due checkpoints are looked for (INSIGHTS_INTERVAL_MS, default 1 minute). */
  intervalMs?: number;
  /** When the first reading is taken after publishing (INSIGHTS_FIRST_AFTER_MS, default 2 minutes). */
  firstAfterMs?: number;
  /** Graph reads one process makes at once (INSIGHTS_CONCURRENCY, default 2), apart from publishing's. */
  concurrency?: number;
  /** Tries of one metric at one checkpoint before it is given up (INSIGHTS_MAX_ATTEMPTS, default 5). */
  maxAttempts?: number;
  /** Waits before each new try of a checkpoint whose reading failed; the last repeats. */
  retryMs?: number[];
  /** How long readings wait after Meta's rate limit answered (default 15 minutes). */
  rateLimitedMs?: number;
  /** How long a replica holds a checkpoint it took (default 5 minutes): a crashed one's are taken after it. */
  claimMs?: number;
  /** Checkpoints taken per claim. */
  batchSize?: number;
};

/** How often due checkpoints are looked for, unless told otherwise. */
export const DEFAULT_INSIGHTS_INTERVAL_MS = 60_000;

export type InsightsDeps = {
  db: Db;
  graph: Pick<GraphClient, 'readMetric'>;
  cipher: TokenCipher;
  logger: Logger;
  afterCommit: () => void;
  /**
   * Whether publishing is using every Graph slot of this process (posts wait for one): readings then
   * wait for the next run, so collecting never delays a publication.
   */
  publishingBusy: () => boolean;
  options?: InsightsOptions;
};

/**
 * Reads every published post's numbers from Meta at its checkpoints (first, 1 h, 24 h, 7 d, 28 d after
 * publishing), one metric per request (graph/metrics.ts), and keeps the series (`insight_values`).
 * Any number of replicas: a checkpoint is claimed FOR UPDATE SKIP LOCKED and held by `claimed_until`,
 * its values are keyed by publication, checkpoint and metric, and it is announced
 * (`social.post.insights-collected`, through the outbox) in the transaction that marks it done, once.
 * A metric failing for a passing reason is tried again a bounded number of times; one Meta calls
 * invalid is marked unavailable for its network and never asked again until its table row changes.
 */
export function startInsightsCollector(deps: InsightsDeps) {
  const { logger } = deps;
  const options = deps.options ?? {};
  const ctx: CollectorContext = {
    db: deps.db,
    graph: deps.graph,
    cipher: deps.cipher,
    logger,
    afterCommit: deps.afterCommit,
    publishingBusy: deps.publishingBusy,
    now: options.now ?? systemClock,
    offsets: checkpointOffsets(options.firstAfterMs ?? 2 * 60_000),
    concurrency: Math.max(1, options.concurrency ?? 2),
    maxAttempts: Math.max(1, options.maxAttempts ?? 5),
    retryMs: options.retryMs ?? [5 * 60_000, 30 * 60_000, 2 * HOUR, 6 * HOUR],
    rateLimitedMs: options.rateLimitedMs ?? 15 * 60_000,
    claimMs: options.claimMs ?? 5 * 60_000,
    batchSize: options.batchSize ?? 50,
  };

  /** One run: schedules new publications' checkpoints, then reads every due one it can take. */
  async function runDue(signal?: AbortSignal): Promise<number> {
    await schedule(ctx, ctx.now());
    const owner = `${process.pid}:${randomUUID()}`;
    const state: RunState = { stopped: null };
    let count = 0;
    while (!signal?.aborted && !state.stopped) {
      const claimed = await claim(ctx, ctx.now(), owner);
      if (claimed.length === 0) break;
      let next = 0;
      const worker = async () => {
        while (next < claimed.length) {
          const row = claimed[next++]!;
          if (state.stopped || signal?.aborted) {
            await release(
              ctx,
              row,
              owner,
              state.stopped === 'rate_limited' ? new Date(ctx.now().getTime() + ctx.rateLimitedMs) : null,
            );
            continue;
          }
          try {
            await collect(ctx, row, owner, state);
          } catch (error) {
            logger.error({ err: error, checkpointId: row.id }, 'insights reading failed');
            await release(ctx, row, owner, new Date(ctx.now().getTime() + ctx.retryMs[0]!)).catch(
              () => undefined,
            );
          }
          count++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(ctx.concurrency, claimed.length) }, worker));
      if (claimed.length < ctx.batchSize) break;
    }
    return count;
  }

  const poller: Poller = startPoller({
    intervalMs: options.intervalMs ?? DEFAULT_INSIGHTS_INTERVAL_MS,
    run: runDue,
    onError: (error) => logger.error({ err: error }, 'insights check failed'),
  });

  return { runDue, kick: poller.kick, stop: poller.stop };
}
