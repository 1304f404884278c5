import { STORY_LIFETIME_HOURS } from '@studio/contracts';
import { backoffFor } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import {
  insightCheckpoints,
  insightUnavailableMetrics,
  insightValues,
  publishedPosts,
} from '../db/schema.ts';
import { type InsightMetric, metricsOf, signatureOf } from '../graph/metrics.ts';
import {
  type CheckpointRow,
  type CollectorContext,
  countFailure,
  endAll,
  finish,
  mine,
  type RunState,
  release,
  saveValue,
  stale,
  tokenOf,
  type ValueRow,
} from './checkpoints.ts';
import { insightFailureOf } from './errors.ts';

/** A Story's numbers are gone from Meta once the Story is (STORY_LIFETIME_HOURS after it went out). */
const storyGone = (publication: { publishedDate: Date | null; updatedAt: Date }, at: Date) =>
  at.getTime() >=
  (publication.publishedDate ?? publication.updatedAt).getTime() + STORY_LIFETIME_HOURS * 3_600_000;

/** Reads what is left to read of one checkpoint, then finishes it or lets it wait for its next try. */
export const collect = async (ctx: CollectorContext, row: CheckpointRow, owner: string, state: RunState) => {
  const at = ctx.now();
  const [publication] = await ctx.db
    .select()
    .from(publishedPosts)
    .where(eq(publishedPosts.id, row.publicationId));
  // Google local posts have no per-post numbers in the Business Profile APIs: nothing to read.
  if (publication?.status !== 'published' || !publication.postId || publication.platform === 'google') {
    await endAll(ctx, row.publicationId, 'cancelled');
    return;
  }
  if (stale(ctx, row, at)) {
    await ctx.db
      .update(insightCheckpoints)
      .set({ status: 'skipped', claimedUntil: null, claimedBy: null })
      .where(mine(row, owner));
    return;
  }
  const metrics = metricsOf(publication.platform, publication.format);
  // Meta keeps a Story's numbers for its 24 hours only; a page Story has none to read.
  if (metrics.length === 0 || (publication.format === 'story' && storyGone(publication, at))) {
    await ctx.db
      .update(insightCheckpoints)
      .set({ status: 'skipped', claimedUntil: null, claimedBy: null })
      .where(mine(row, owner));
    return;
  }
  const seen = new Map<string, ValueRow>(
    (
      await ctx.db
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
      await ctx.db
        .select({ request: insightUnavailableMetrics.request })
        .from(insightUnavailableMetrics)
        .where(eq(insightUnavailableMetrics.network, publication.platform))
    ).map((r) => r.request),
  );
  const settled = (metric: InsightMetric) => {
    const value = seen.get(metric.key);
    return value && value.request === signatureOf(metric.request) && value.status !== 'retry';
  };
  const token = await tokenOf(ctx, publication);
  let mostTries = 0;
  for (const metric of metrics) {
    if (settled(metric)) continue;
    const request = signatureOf(metric.request);
    if (retired.has(request)) {
      await saveValue(ctx, row, metric, { status: 'unavailable', error: 'Meta retired this metric' });
      continue;
    }
    if (state.stopped) break;
    if (ctx.publishingBusy()) {
      state.stopped = 'publishing';
      break;
    }
    if (!token) {
      mostTries = Math.max(mostTries, await countFailure(ctx, row, metric, 'no page token stored'));
      continue;
    }
    try {
      const value = await ctx.graph.readMetric({
        objectId: publication.postId,
        token,
        request: metric.request,
      });
      await saveValue(ctx, row, metric, { status: 'ok', value });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failure = insightFailureOf(error);
      if (failure === 'retired') {
        await ctx.db
          .insert(insightUnavailableMetrics)
          .values({ network: publication.platform, request, metric: metric.key, reason: message })
          .onConflictDoNothing();
        retired.add(request);
        ctx.logger.warn({ network: publication.platform, request, reason: message }, 'Meta retired a metric');
        await saveValue(ctx, row, metric, { status: 'unavailable', error: message });
      } else if (failure === 'not_for_media') {
        await saveValue(ctx, row, metric, { status: 'unavailable', error: message });
      } else if (failure === 'gone') {
        ctx.logger.info({ publicationId: row.publicationId }, 'a published post is gone: its numbers end');
        await endAll(ctx, row.publicationId, 'cancelled');
        return;
      } else if (failure === 'rate_limited') {
        state.stopped = 'rate_limited';
        ctx.logger.warn({ reason: message }, 'Meta rate limit: insights wait');
      } else {
        mostTries = Math.max(mostTries, await countFailure(ctx, row, metric, message));
      }
    }
  }
  const all = await ctx.db
    .select({ metric: insightValues.metric, status: insightValues.status, request: insightValues.request })
    .from(insightValues)
    .where(
      and(eq(insightValues.publicationId, row.publicationId), eq(insightValues.checkpoint, row.checkpoint)),
    );
  const done = metrics.every((m) =>
    all.some((v) => v.metric === m.key && v.request === signatureOf(m.request) && v.status !== 'retry'),
  );
  if (done) return finish(ctx, row, owner, publication, at);
  const wait =
    state.stopped === 'rate_limited'
      ? ctx.rateLimitedMs
      : state.stopped === 'publishing'
        ? 0
        : backoffFor(Math.max(1, mostTries), ctx.retryMs);
  await release(ctx, row, owner, wait > 0 ? new Date(at.getTime() + wait) : null);
};
