import { randomUUID } from 'node:crypto';
import {
  INSIGHT_CHECKPOINTS,
  type InsightCheckpoint,
  METRIC_KEYS,
  type PostMetrics,
} from '@studio/contracts';
import { backoffFor, type Db, emit, type Logger, type Poller, startPoller } from '@studio/kit';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import {
  insightCheckpoints,
  insightUnavailableMetrics,
  insightValues,
  outbox,
  publishedPosts,
  selectedPages,
} from '../db/schema.ts';
import type { GraphClient } from '../graph/graph-client.ts';
import { type InsightMetric, metricsOf, signatureOf } from '../graph/metrics.ts';
import { insightFailureOf } from './errors.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

/** How long after publishing each checkpoint falls. */
export const checkpointOffsets = (firstAfterMs: number): Record<InsightCheckpoint, number> => ({
  first: firstAfterMs,
  '1h': HOUR,
  '24h': DAY,
  '7d': 7 * DAY,
  '28d': 28 * DAY,
});

/** The last checkpoint is still read this long after its time; earlier ones until the next is due. */
const LAST_CHECKPOINT_WINDOW_MS = 7 * DAY;

type CheckpointRow = typeof insightCheckpoints.$inferSelect;
type ValueRow = typeof insightValues.$inferSelect;

/** What one run learnt that stops it: Meta's rate limit, or publishing needing the Graph slots. */
type RunState = { stopped: 'rate_limited' | 'publishing' | null };

/**
 * Reads every published post's numbers from Meta at its checkpoints (first, 1 h, 24 h, 7 d, 28 d after
 * publishing), one metric per request (insights/metrics.ts), and keeps the series (`insight_values`).
 * Any number of replicas: a checkpoint is claimed FOR UPDATE SKIP LOCKED and held by `claimed_until`,
 * its values are keyed by publication, checkpoint and metric, and it is announced
 * (`social.post.insights-collected`, through the outbox) in the transaction that marks it done, once.
 * A metric failing for a passing reason is tried again a bounded number of times; one Meta calls
 * invalid is marked unavailable for its network and never asked again until its table row changes.
 */
export function startInsightsCollector(deps: InsightsDeps) {
  const { db, graph, cipher, logger, afterCommit, publishingBusy } = deps;
  const options = deps.options ?? {};
  const now = options.now ?? (() => new Date());
  const offsets = checkpointOffsets(options.firstAfterMs ?? 2 * 60_000);
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  const retryMs = options.retryMs ?? [5 * 60_000, 30 * 60_000, 2 * HOUR, 6 * HOUR];
  const rateLimitedMs = options.rateLimitedMs ?? 15 * 60_000;
  const claimMs = options.claimMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 50;

  /** Gives each recent publication its checkpoints (once: the unique key), whenever it went out. */
  const schedule = async (at: Date) => {
    const recent = new Date(at.getTime() - offsets['28d'] - LAST_CHECKPOINT_WINDOW_MS);
    const rows = sql.join(
      INSIGHT_CHECKPOINTS.map((name) => sql`(${name}, ${offsets[name]}::bigint)`),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${insightCheckpoints} (publication_id, account_id, checkpoint, due_at)
      select p.id, p.account_id, c.name, p.published_date + c.after_ms * interval '1 millisecond'
      from ${publishedPosts} p cross join (values ${rows}) as c(name, after_ms)
      where p.status = 'published' and p.post_id is not null and p.published_date > ${recent.toISOString()}::timestamptz
        and not exists (select 1 from ${insightCheckpoints} k where k.publication_id = p.id)
      on conflict do nothing`);
  };

  /** Due checkpoints, taken for `claimMs` by this owner; none waits on another replica. */
  const claim = (at: Date, owner: string): Promise<CheckpointRow[]> =>
    db.transaction(async (tx) => {
      const k = insightCheckpoints;
      const due = await tx
        .select({ id: k.id })
        .from(k)
        .where(
          and(
            eq(k.status, 'due'),
            lte(k.dueAt, at),
            or(isNull(k.nextTryAt), lte(k.nextTryAt, at)),
            or(isNull(k.claimedUntil), lte(k.claimedUntil, at)),
          ),
        )
        .orderBy(asc(k.dueAt), asc(k.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(k)
        .set({ claimedUntil: new Date(at.getTime() + claimMs), claimOwner: owner })
        .where(
          sql`${k.id} in (${sql.join(
            due.map((d) => sql`${d.id}`),
            sql`, `,
          )})`,
        )
        .returning();
    });

  const mine = (row: CheckpointRow, owner: string) =>
    and(
      eq(insightCheckpoints.id, row.id),
      eq(insightCheckpoints.claimOwner, owner),
      eq(insightCheckpoints.status, 'due'),
    );

  /** Lets go of a checkpoint, to be tried again at `nextTryAt` (null: at the next run). */
  const release = (row: CheckpointRow, owner: string, nextTryAt: Date | null) =>
    db
      .update(insightCheckpoints)
      .set({ claimedUntil: null, claimOwner: null, nextTryAt })
      .where(mine(row, owner));

  /** Every checkpoint of the publication still due ends so (the post is gone, or was never read). */
  const endAll = (publicationId: number, status: 'cancelled' | 'skipped') =>
    db
      .update(insightCheckpoints)
      .set({ status, claimedUntil: null, claimOwner: null })
      .where(and(eq(insightCheckpoints.publicationId, publicationId), eq(insightCheckpoints.status, 'due')));

  const saveValue = (
    row: CheckpointRow,
    metric: InsightMetric,
    fields: { status: 'ok' | 'unavailable'; value?: number | null; error?: string | null },
  ) => {
    const values = {
      publicationId: row.publicationId,
      accountId: row.accountId,
      checkpoint: row.checkpoint,
      metric: metric.key,
      request: signatureOf(metric.request),
      status: fields.status,
      value: fields.value ?? null,
      error: fields.error ?? null,
      updatedAt: new Date(),
    };
    return db
      .insert(insightValues)
      .values({ ...values, attempts: 1 })
      .onConflictDoUpdate({
        target: [insightValues.publicationId, insightValues.checkpoint, insightValues.metric],
        set: { ...values, attempts: sql`${insightValues.attempts} + 1` },
      });
  };

  /** One more failed try of a metric: 'retry', or 'failed' once it had maxAttempts; answers its tries. */
  const countFailure = async (row: CheckpointRow, metric: InsightMetric, error: string) => {
    const [saved] = await db
      .insert(insightValues)
      .values({
        publicationId: row.publicationId,
        accountId: row.accountId,
        checkpoint: row.checkpoint,
        metric: metric.key,
        request: signatureOf(metric.request),
        status: maxAttempts <= 1 ? 'failed' : 'retry',
        attempts: 1,
        error,
      })
      .onConflictDoUpdate({
        target: [insightValues.publicationId, insightValues.checkpoint, insightValues.metric],
        set: {
          attempts: sql`${insightValues.attempts} + 1`,
          status: sql`case when ${insightValues.attempts} + 1 >= ${maxAttempts} then 'failed' else 'retry' end`,
          error,
          updatedAt: new Date(),
        },
      })
      .returning({ attempts: insightValues.attempts });
    return saved?.attempts ?? 1;
  };

  /** The publication's page token, whether or not the page is still active (reading needs no turn). */
  const tokenOf = async (publication: typeof publishedPosts.$inferSelect): Promise<string | null> => {
    const s = selectedPages;
    const [page] = await db
      .select({ sealed: s.accessTokenEncrypted })
      .from(s)
      .where(
        and(
          eq(s.accountId, publication.accountId),
          eq(s.platform, publication.platform),
          publication.platform === 'instagram'
            ? or(
                eq(s.instagramId, publication.pageId),
                and(isNull(s.instagramId), eq(s.pageId, publication.pageId)),
              )
            : eq(s.pageId, publication.pageId),
        ),
      )
      .limit(1);
    if (!page?.sealed) return null;
    try {
      return cipher.decrypt(page.sealed);
    } catch (error) {
      logger.warn({ err: error, pageId: publication.pageId }, 'a stored page token cannot be opened');
      return null;
    }
  };

  /** Marks the checkpoint done and announces its numbers, in one transaction, once. */
  const finish = async (
    row: CheckpointRow,
    owner: string,
    publication: typeof publishedPosts.$inferSelect,
    at: Date,
  ) => {
    const announced = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(insightCheckpoints)
        .set({ status: 'done', collectedAt: at, claimedUntil: null, claimOwner: null, nextTryAt: null })
        .where(mine(row, owner))
        .returning({ id: insightCheckpoints.id });
      if (!done) return false;
      const values = await tx
        .select()
        .from(insightValues)
        .where(
          and(
            eq(insightValues.publicationId, row.publicationId),
            eq(insightValues.checkpoint, row.checkpoint),
            eq(insightValues.status, 'ok'),
          ),
        );
      // A post deleted in svc-posts has nothing to attach its numbers to; one with none read has none to give.
      if (values.length === 0 || publication.bulkPostId === null || !publication.postId) return false;
      const metrics = Object.fromEntries(METRIC_KEYS.map((key) => [key, null])) as PostMetrics;
      for (const value of values) metrics[value.metric as keyof PostMetrics] = value.value;
      await emit(tx, outbox, 'social.post.insights-collected', {
        accountId: publication.accountId,
        postId: publication.bulkPostId,
        platform: publication.platform,
        pageId: publication.pageId,
        pageName: publication.pageName,
        graphPostId: publication.postId,
        publishedAt: (publication.publishedDate ?? publication.updatedAt).toISOString(),
        checkpoint: row.checkpoint,
        collectedAt: at.toISOString(),
        metrics,
      });
      return true;
    });
    if (announced) afterCommit();
  };

  /** Reads what is left to read of one checkpoint, then finishes it or lets it wait for its next try. */
  const collect = async (row: CheckpointRow, owner: string, state: RunState) => {
    const at = now();
    const [publication] = await db
      .select()
      .from(publishedPosts)
      .where(eq(publishedPosts.id, row.publicationId));
    if (publication?.status !== 'published' || !publication.postId) {
      await endAll(row.publicationId, 'cancelled');
      return;
    }
    if (stale(row, at)) {
      await db
        .update(insightCheckpoints)
        .set({ status: 'skipped', claimedUntil: null, claimOwner: null })
        .where(mine(row, owner));
      return;
    }
    const metrics = metricsOf(publication.platform);
    const seen = new Map<string, ValueRow>(
      (
        await db
          .select()
          .from(insightValues)
          .where(
            and(
              eq(insightValues.publicationId, row.publicationId),
              eq(insightValues.checkpoint, row.checkpoint),
            ),
          )
      ).map((v) => [v.metric, v]),
    );
    const retired = new Set(
      (
        await db
          .select({ request: insightUnavailableMetrics.request })
          .from(insightUnavailableMetrics)
          .where(eq(insightUnavailableMetrics.network, publication.platform))
      ).map((r) => r.request),
    );
    const settled = (metric: InsightMetric) => {
      const value = seen.get(metric.key);
      return value && value.request === signatureOf(metric.request) && value.status !== 'retry';
    };
    const token = await tokenOf(publication);
    let mostTries = 0;
    for (const metric of metrics) {
      if (settled(metric)) continue;
      const request = signatureOf(metric.request);
      if (retired.has(request)) {
        await saveValue(row, metric, { status: 'unavailable', error: 'Meta retired this metric' });
        continue;
      }
      if (state.stopped) break;
      if (publishingBusy()) {
        state.stopped = 'publishing';
        break;
      }
      if (!token) {
        mostTries = Math.max(mostTries, await countFailure(row, metric, 'no page token stored'));
        continue;
      }
      try {
        const value = await graph.readMetric({
          objectId: publication.postId,
          token,
          request: metric.request,
        });
        await saveValue(row, metric, { status: 'ok', value });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failure = insightFailureOf(error);
        if (failure === 'retired') {
          await db
            .insert(insightUnavailableMetrics)
            .values({ network: publication.platform, request, metric: metric.key, reason: message })
            .onConflictDoNothing();
          retired.add(request);
          logger.warn({ network: publication.platform, request, reason: message }, 'Meta retired a metric');
          await saveValue(row, metric, { status: 'unavailable', error: message });
        } else if (failure === 'not_for_media') {
          await saveValue(row, metric, { status: 'unavailable', error: message });
        } else if (failure === 'gone') {
          logger.info({ publicationId: row.publicationId }, 'a published post is gone: its numbers end');
          await endAll(row.publicationId, 'cancelled');
          return;
        } else if (failure === 'rate_limited') {
          state.stopped = 'rate_limited';
          logger.warn({ reason: message }, 'Meta rate limit: insights wait');
        } else {
          mostTries = Math.max(mostTries, await countFailure(row, metric, message));
        }
      }
    }
    const all = await db
      .select({ metric: insightValues.metric, status: insightValues.status, request: insightValues.request })
      .from(insightValues)
      .where(
        and(eq(insightValues.publicationId, row.publicationId), eq(insightValues.checkpoint, row.checkpoint)),
      );
    const done = metrics.every((m) =>
      all.some((v) => v.metric === m.key && v.request === signatureOf(m.request) && v.status !== 'retry'),
    );
    if (done) return finish(row, owner, publication, at);
    const wait =
      state.stopped === 'rate_limited'
        ? rateLimitedMs
        : state.stopped === 'publishing'
          ? 0
          : backoffFor(Math.max(1, mostTries), retryMs);
    await release(row, owner, wait > 0 ? new Date(at.getTime() + wait) : null);
  };

  /** Its time has passed for good: the next checkpoint is due too, or the last one's window closed. */
  const stale = (row: CheckpointRow, at: Date) => {
    const index = INSIGHT_CHECKPOINTS.indexOf(row.checkpoint);
    const next = INSIGHT_CHECKPOINTS[index + 1];
    const publishedAt = row.dueAt.getTime() - offsets[row.checkpoint];
    const closes = next ? publishedAt + offsets[next] : row.dueAt.getTime() + LAST_CHECKPOINT_WINDOW_MS;
    return at.getTime() >= closes;
  };

  /** One run: schedules new publications' checkpoints, then reads every due one it can take. */
  async function runDue(signal?: AbortSignal): Promise<number> {
    await schedule(now());
    const owner = `${process.pid}:${randomUUID()}`;
    const state: RunState = { stopped: null };
    let count = 0;
    while (!signal?.aborted && !state.stopped) {
      const claimed = await claim(now(), owner);
      if (claimed.length === 0) break;
      let next = 0;
      const worker = async () => {
        while (next < claimed.length) {
          const row = claimed[next++]!;
          if (state.stopped || signal?.aborted) {
            await release(
              row,
              owner,
              state.stopped === 'rate_limited' ? new Date(now().getTime() + rateLimitedMs) : null,
            );
            continue;
          }
          try {
            await collect(row, owner, state);
          } catch (error) {
            logger.error({ err: error, checkpointId: row.id }, 'insights reading failed');
            await release(row, owner, new Date(now().getTime() + retryMs[0]!)).catch(() => undefined);
          }
          count++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
      if (claimed.length < batchSize) break;
    }
    return count;
  }

  const poller: Poller = startPoller({
    intervalMs: options.intervalMs ?? 60_000,
    run: runDue,
    onError: (error) => logger.error({ err: error }, 'insights check failed'),
  });

  return { runDue, kick: poller.kick, stop: poller.stop };
}

export type InsightsCollector = ReturnType<typeof startInsightsCollector>;
