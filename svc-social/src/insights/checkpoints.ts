import type { InsightCheckpoint, PostMetrics } from '@studio/contracts';
import { INSIGHT_CHECKPOINTS, METRIC_KEYS } from '@studio/contracts';
import { claimDue, type Db, emit, type Logger } from '@studio/kit';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import {
  facebookConnections,
  insightCheckpoints,
  insightValues,
  outbox,
  publishedPosts,
  selectedPages,
} from '../db/schema.ts';
import type { GraphClient } from '../graph/graph-client.ts';
import { type InsightMetric, signatureOf } from '../graph/metrics.ts';

export const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long after publishing each checkpoint falls. */
export const checkpointOffsets = (firstAfterMs: number): Record<InsightCheckpoint, number> => ({
  first: firstAfterMs,
  '1h': HOUR,
  '24h': DAY,
  '7d': 7 * DAY,
  '28d': 28 * DAY,
});

/** The last checkpoint is still read this long after its time; earlier ones until the next is due. */
export const LAST_CHECKPOINT_WINDOW_MS = 7 * DAY;

export type CheckpointRow = typeof insightCheckpoints.$inferSelect;
export type ValueRow = typeof insightValues.$inferSelect;

/** What one run learnt that stops it: Meta's rate limit, or publishing needing the Graph slots. */
export type RunState = { stopped: 'rate_limited' | 'publishing' | null };

/** What every step of collecting is given (one per collector): its dependencies and its options with their defaults. */
export type CollectorContext = {
  db: Db;
  graph: Pick<GraphClient, 'readMetric'>;
  cipher: TokenCipher;
  logger: Logger;
  afterCommit: () => void;
  publishingBusy: () => boolean;
  now: () => Date;
  offsets: Record<InsightCheckpoint, number>;
  concurrency: number;
  maxAttempts: number;
  retryMs: number[];
  rateLimitedMs: number;
  claimMs: number;
  batchSize: number;
};

/** Gives each recent publication its checkpoints (once: the unique key), whenever it went out. */
export const schedule = async (ctx: CollectorContext, at: Date) => {
  const recent = new Date(at.getTime() - ctx.offsets['28d'] - LAST_CHECKPOINT_WINDOW_MS);
  const rows = sql.join(
    INSIGHT_CHECKPOINTS.map((name) => sql`(${name}, ${ctx.offsets[name]}::bigint)`),
    sql`, `,
  );
  await ctx.db.execute(sql`
    insert into ${insightCheckpoints} (publication_id, account_id, checkpoint, due_at)
    select p.id, p.account_id, c.name, p.published_date + c.after_ms * interval '1 millisecond'
    from ${publishedPosts} p cross join (values ${rows}) as c(name, after_ms)
    where p.status = 'published' and p.post_id is not null and p.published_date > ${recent.toISOString()}::timestamptz
      and not exists (select 1 from ${insightCheckpoints} k where k.publication_id = p.id)
    on conflict do nothing`);
};

/** Due checkpoints, taken for `claimMs` by this owner; none waits on another replica. */
export const claim = (ctx: CollectorContext, at: Date, owner: string): Promise<CheckpointRow[]> => {
  const k = insightCheckpoints;
  return claimDue(ctx.db, {
    table: k,
    key: [k.id],
    claim: { claimedUntil: k.claimedUntil, claimedBy: k.claimedBy },
    due: and(
      eq(k.status, 'due'),
      lte(k.dueAt, at),
      or(isNull(k.nextAttemptAt), lte(k.nextAttemptAt, at)),
      // Read only for an account that turned the insights on (their permissions given).
      sql`exists (select 1 from ${facebookConnections} where ${facebookConnections.accountId} = ${k.accountId} and ${facebookConnections.features} @> '["insights"]'::jsonb)`,
    ),
    orderBy: [asc(k.dueAt), asc(k.id)],
    limit: ctx.batchSize,
    leaseMs: ctx.claimMs,
    at,
    owner,
  });
};

export const mine = (row: CheckpointRow, owner: string) =>
  and(
    eq(insightCheckpoints.id, row.id),
    eq(insightCheckpoints.claimedBy, owner),
    eq(insightCheckpoints.status, 'due'),
  );

/** Lets go of a checkpoint, to be tried again at `nextAttemptAt` (null: at the next run). */
export const release = (
  ctx: CollectorContext,
  row: CheckpointRow,
  owner: string,
  nextAttemptAt: Date | null,
) =>
  ctx.db
    .update(insightCheckpoints)
    .set({ claimedUntil: null, claimedBy: null, nextAttemptAt })
    .where(mine(row, owner));

/** Every checkpoint of the publication still due ends so (the post is gone, or was never read). */
export const endAll = (ctx: CollectorContext, publicationId: number, status: 'cancelled' | 'skipped') =>
  ctx.db
    .update(insightCheckpoints)
    .set({ status, claimedUntil: null, claimedBy: null })
    .where(and(eq(insightCheckpoints.publicationId, publicationId), eq(insightCheckpoints.status, 'due')));

export const saveValue = (
  ctx: CollectorContext,
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
    updatedAt: ctx.now(),
  };
  return ctx.db
    .insert(insightValues)
    .values({ ...values, attempts: 1 })
    .onConflictDoUpdate({
      target: [insightValues.publicationId, insightValues.checkpoint, insightValues.metric],
      set: { ...values, attempts: sql`${insightValues.attempts} + 1` },
    });
};

/** One more failed try of a metric: 'retry', or 'failed' once it had maxAttempts; answers its tries. */
export const countFailure = async (
  ctx: CollectorContext,
  row: CheckpointRow,
  metric: InsightMetric,
  error: string,
) => {
  const [saved] = await ctx.db
    .insert(insightValues)
    .values({
      publicationId: row.publicationId,
      accountId: row.accountId,
      checkpoint: row.checkpoint,
      metric: metric.key,
      request: signatureOf(metric.request),
      status: ctx.maxAttempts <= 1 ? 'failed' : 'retry',
      attempts: 1,
      error,
    })
    .onConflictDoUpdate({
      target: [insightValues.publicationId, insightValues.checkpoint, insightValues.metric],
      set: {
        attempts: sql`${insightValues.attempts} + 1`,
        status: sql`case when ${insightValues.attempts} + 1 >= ${ctx.maxAttempts} then 'failed' else 'retry' end`,
        error,
        updatedAt: ctx.now(),
      },
    })
    .returning({ attempts: insightValues.attempts });
  return saved?.attempts ?? 1;
};

/** The publication's page token, whether or not the page is still active (reading needs no turn). */
export const tokenOf = async (
  ctx: CollectorContext,
  publication: typeof publishedPosts.$inferSelect,
): Promise<string | null> => {
  if (publication.platform === 'google') return null;
  const s = selectedPages;
  const [page] = await ctx.db
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
    return ctx.cipher.decrypt(page.sealed);
  } catch (error) {
    ctx.logger.warn({ err: error, pageId: publication.pageId }, 'a stored page token cannot be opened');
    return null;
  }
};

/** Marks the checkpoint done and announces its numbers, in one transaction, once. */
export const finish = async (
  ctx: CollectorContext,
  row: CheckpointRow,
  owner: string,
  publication: typeof publishedPosts.$inferSelect,
  at: Date,
) => {
  const announced = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(insightCheckpoints)
      .set({ status: 'done', collectedAt: at, claimedUntil: null, claimedBy: null, nextAttemptAt: null })
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
    if (
      values.length === 0 ||
      publication.bulkPostId === null ||
      !publication.postId ||
      publication.platform === 'google'
    )
      return false;
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
      format: publication.format,
    });
    return true;
  });
  if (announced) ctx.afterCommit();
};

/** Its time has passed for good: the next checkpoint is due too, or the last one's window closed. */
export const stale = (ctx: CollectorContext, row: CheckpointRow, at: Date) => {
  const index = INSIGHT_CHECKPOINTS.indexOf(row.checkpoint);
  const next = INSIGHT_CHECKPOINTS[index + 1];
  const publishedAt = row.dueAt.getTime() - ctx.offsets[row.checkpoint];
  const closes = next ? publishedAt + ctx.offsets[next] : row.dueAt.getTime() + LAST_CHECKPOINT_WINDOW_MS;
  return at.getTime() >= closes;
};
