import type { InsightCheckpoint } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  insightCheckpoints,
  insightUnavailableMetrics,
  insightValues,
  outbox,
  publishedPosts,
} from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import type { InsightsOptions } from './collector.ts';

const HOUR = 3_600_000;
const FACEBOOK_METRICS = ['views', 'reach', 'likes', 'comments', 'shares', 'clicks'];
const INSTAGRAM_METRICS = ['views', 'reach', 'likes', 'comments', 'shares', 'saves', 'interactions'];

describe.each(drivers)('reading published posts’ numbers on %s', (driver) => {
  let h: SocialHarness;
  /** The collectors' clock: real time moved on by `shift` (a fresh one per test). */
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  const collector = (options: InsightsOptions = {}) => h.insightsCollector({ now, ...options });

  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    shift = 0;
    await h.facebook.reset();
    // What Meta retired is remembered for the whole network: each test starts with nothing retired.
    await h.db.delete(insightUnavailableMetrics);
  });

  /** A post published to the first page (and its Instagram account): its publications by platform. */
  const publish = async ({ instagram = true } = {}) => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram });
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    const rows = await h.db.select().from(publishedPosts).where(eq(publishedPosts.bulkPostId, due.postId));
    const of = (platform: 'facebook' | 'instagram') => rows.find((r) => r.platform === platform)!;
    return { due, accountId, facebook: of('facebook'), instagram: instagram ? of('instagram') : null };
  };

  const valuesOf = (publicationId: number, checkpoint: InsightCheckpoint = 'first') =>
    h.db
      .select()
      .from(insightValues)
      .where(and(eq(insightValues.publicationId, publicationId), eq(insightValues.checkpoint, checkpoint)));

  /** The insights events written for a publication (outbox rows: exact, whatever the relay does). */
  const announcedFor = async (publicationId: number) => {
    const [row] = await h.db.select().from(publishedPosts).where(eq(publishedPosts.id, publicationId));
    const rows = await h.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.subject, 'social.post.insights-collected'))
      // In the order they were written: relaying them rewrites the rows, so the table keeps no order.
      .orderBy(asc(outbox.createdAt));
    return rows
      .map((r) => r.payload as { postId: number; platform: string; checkpoint: string; metrics: object })
      .filter((p) => p.postId === row!.bulkPostId && p.platform === row!.platform);
  };

  /** The sandbox's insights reads of one page's posts since its last reset. */
  const insightsCalls = (pageId: string) =>
    h.facebook.calls.filter((c) => c.match === 'insights' && c.id === pageId).length;

  it("reads a Reel's views, reach and watch times and an Instagram Story's reach, exits and replies, and announces them with the format", async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const video = {
      mediaId: 5,
      url: '/uploads/videos/reel.mp4',
      coverUrl: null,
      durationSeconds: 12,
      width: 1080,
      height: 1920,
      hasAudio: true,
      altText: null,
      frameText: null,
    };
    const reel = await h.due(accountId, { format: 'reel', video });
    await h.announced(reel.postId, 'social.post.published');
    const story = await h.due(accountId, { format: 'story', video });
    await h.announced(story.postId, 'social.post.published');
    const rowsOf = (postId: number) =>
      h.db.select().from(publishedPosts).where(eq(publishedPosts.bulkPostId, postId));
    const [reelRows, storyRows] = [await rowsOf(reel.postId), await rowsOf(story.postId)];
    await collector().runDue();

    const metricsOf = async (row: { id: number }) =>
      Object.fromEntries((await valuesOf(row.id)).map((v) => [v.metric, v]));
    for (const row of reelRows) {
      const read = await metricsOf(row);
      expect(Object.keys(read)).toEqual(
        expect.arrayContaining(['views', 'reach', 'watchTimeAvgMs', 'watchTimeTotalMs']),
      );
      expect(Object.values(read).every((v) => v.status === 'ok')).toBe(true);
      expect(read.watchTimeAvgMs!.value).toBeGreaterThan(1000);
    }
    const igStory = storyRows.find((r) => r.platform === 'instagram')!;
    const read = await metricsOf(igStory);
    expect(Object.keys(read).sort()).toEqual(
      ['exits', 'interactions', 'reach', 'replies', 'shares', 'tapsBack', 'tapsForward', 'views'].sort(),
    );
    expect(Object.values(read).every((v) => v.status === 'ok')).toBe(true);
    expect(read.exits!.value).toBeGreaterThan(0);
    // A page Story has no numbers the Graph API gives: nothing is asked.
    expect(await valuesOf(storyRows.find((r) => r.platform === 'facebook')!.id)).toEqual([]);
    const [announced] = await announcedFor(igStory.id);
    expect(announced).toMatchObject({ format: 'story', metrics: { exits: read.exits!.value } });
    // Nothing was retired by asking a feed post's metrics of a Reel or a Story.
    expect(await h.db.select().from(insightUnavailableMetrics)).toEqual([]);
  });

  it('reads every metric of each network one request at a time at the first checkpoint, keeps them and announces them once', async () => {
    const { facebook, instagram, due } = await publish();
    await collector().runDue();

    const fb = await valuesOf(facebook.id);
    expect(fb.map((v) => v.metric).sort()).toEqual([...FACEBOOK_METRICS].sort());
    expect(fb.every((v) => v.status === 'ok' && v.value !== null && v.attempts === 1)).toBe(true);
    const ig = await valuesOf(instagram!.id);
    expect(ig.map((v) => v.metric).sort()).toEqual([...INSTAGRAM_METRICS].sort());
    expect(insightsCalls(facebook.pageId)).toBe(FACEBOOK_METRICS.length);
    expect(insightsCalls(instagram!.pageId)).toBe(INSTAGRAM_METRICS.length);

    const [event] = await announcedFor(facebook.id);
    expect(event).toMatchObject({
      postId: due.postId,
      checkpoint: 'first',
      graphPostId: facebook.postId,
      metrics: { saves: null, interactions: null },
    });
    const reach = fb.find((v) => v.metric === 'reach')!.value;
    expect(event!.metrics).toMatchObject({ reach });
    await collector().runDue();
    expect(await announcedFor(facebook.id)).toHaveLength(1);
  });

  it('keeps the series: each checkpoint when its time comes, never fewer people reached than before', async () => {
    const { facebook } = await publish({ instagram: false });
    const run = collector();
    await run.runDue();
    shift = HOUR;
    await run.runDue();
    shift = 24 * HOUR;
    await run.runDue();

    const checkpoints = await h.db
      .select()
      .from(insightCheckpoints)
      .where(eq(insightCheckpoints.publicationId, facebook.id));
    const status = Object.fromEntries(checkpoints.map((c) => [c.checkpoint, c.status]));
    expect(status).toEqual({ first: 'done', '1h': 'done', '24h': 'done', '7d': 'due', '28d': 'due' });
    const reachAt = async (checkpoint: InsightCheckpoint) =>
      (await valuesOf(facebook.id, checkpoint)).find((v) => v.metric === 'reach')!.value!;
    expect(await reachAt('24h')).toBeGreaterThanOrEqual(await reachAt('first'));
    expect((await announcedFor(facebook.id)).map((e) => e.checkpoint)).toEqual(['first', '1h', '24h']);
  });

  it('marks a metric Meta retired unavailable for its network, reads the others, and never asks for it again', async () => {
    h.facebook.faults.retiredMetrics = ['post_clicks'];
    const { facebook } = await publish({ instagram: false });
    const run = collector();
    await run.runDue();

    const [event] = await announcedFor(facebook.id);
    expect(event!.metrics).toMatchObject({
      clicks: null,
      reach: expect.any(Number),
      shares: expect.any(Number),
    });
    expect(await h.db.select().from(insightUnavailableMetrics)).toEqual([
      expect.objectContaining({ network: 'facebook', request: 'insight:post_clicks', metric: 'clicks' }),
    ]);
    expect(insightsCalls(facebook.pageId)).toBe(FACEBOOK_METRICS.length);

    const second = await publish({ instagram: false });
    const before = insightsCalls(second.facebook.pageId);
    await run.runDue();
    expect(insightsCalls(second.facebook.pageId) - before).toBe(FACEBOOK_METRICS.length - 1);
    const clicks = (await valuesOf(second.facebook.id)).find((v) => v.metric === 'clicks');
    expect(clicks).toMatchObject({ status: 'unavailable', value: null });
  });

  it('tries a failing metric again a bounded number of times, then gives it up and announces the rest', async () => {
    const { facebook } = await publish({ instagram: false });
    // The first read of each run fails: views, the first metric of the table.
    h.facebook.faults.plan = [{ match: 'insights', kind: 'server_error', times: 1 }];
    const run = collector({ maxAttempts: 2 });
    await run.runDue();
    expect(await announcedFor(facebook.id)).toHaveLength(0);
    const views = (await valuesOf(facebook.id)).find((v) => v.metric === 'views');
    expect(views).toMatchObject({ status: 'retry', attempts: 1 });

    h.facebook.faults.plan = [{ match: 'insights', kind: 'server_error', times: 1 }];
    await run.runDue();
    expect((await valuesOf(facebook.id)).find((v) => v.metric === 'views')).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
    const [event] = await announcedFor(facebook.id);
    expect(event!.metrics).toMatchObject({ views: null, reach: expect.any(Number) });
  });

  it('waits when Meta says the rate limit is reached, counting no try', async () => {
    const { facebook } = await publish({ instagram: false });
    h.facebook.faults.plan = [{ match: 'insights', kind: 'rate_limited', times: 1 }];
    const run = collector({ rateLimitedMs: 10 * 60_000 });
    await run.runDue();
    expect(await valuesOf(facebook.id)).toEqual([]);
    await run.runDue();
    expect(await announcedFor(facebook.id)).toHaveLength(0);

    shift = 11 * 60_000;
    await run.runDue();
    const values = await valuesOf(facebook.id);
    expect(values.map((v) => [v.metric, v.status, v.attempts]).sort()).toEqual(
      FACEBOOK_METRICS.map((metric) => [metric, 'ok', 1]).sort(),
    );
    expect(await announcedFor(facebook.id)).toHaveLength(1);
  });

  it('leaves a checkpoint whose time has passed for good, and reads the one that is due', async () => {
    const { facebook } = await publish({ instagram: false });
    shift = 2 * HOUR;
    await collector().runDue();
    const checkpoints = await h.db
      .select({ checkpoint: insightCheckpoints.checkpoint, status: insightCheckpoints.status })
      .from(insightCheckpoints)
      .where(
        and(
          eq(insightCheckpoints.publicationId, facebook.id),
          inArray(insightCheckpoints.checkpoint, ['first', '1h']),
        ),
      );
    expect(Object.fromEntries(checkpoints.map((c) => [c.checkpoint, c.status]))).toEqual({
      first: 'skipped',
      '1h': 'done',
    });
  });

  it('announces each checkpoint once when two replicas collect at the same moment', async () => {
    const posts = await Promise.all([publish(), publish(), publish()]);
    const [a, b] = [collector({ concurrency: 2 }), collector({ concurrency: 2 })];
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    for (const post of posts) {
      for (const publication of [post.facebook, post.instagram!]) {
        expect(await announcedFor(publication.id)).toHaveLength(1);
      }
    }
  });

  it('takes over the checkpoint of a replica that crashed once its claim runs out', async () => {
    const { facebook } = await publish({ instagram: false });
    const run = collector({ claimMs: 5 * 60_000 });
    // Scheduled by a run with nothing due yet, then taken by a replica that died holding it.
    shift = -HOUR;
    await run.runDue();
    shift = 0;
    await h.db
      .update(insightCheckpoints)
      .set({ claimedBy: 'crashed', claimedUntil: new Date(Date.now() + 5 * 60_000) })
      .where(
        and(eq(insightCheckpoints.publicationId, facebook.id), eq(insightCheckpoints.checkpoint, 'first')),
      );
    await run.runDue();
    expect(await announcedFor(facebook.id)).toHaveLength(0);

    shift = 6 * 60_000;
    await run.runDue();
    expect(await announcedFor(facebook.id)).toHaveLength(1);
  });

  it('stops reading a post that is no longer on its page', async () => {
    const { facebook, accountId, due } = await publish({ instagram: false });
    await h.facebook.reset();
    const [published] = h.facebook.posts().filter((p) => p.message === due.content);
    expect(published).toBeUndefined();
    await collector().runDue();
    const statuses = await h.db
      .select({ status: insightCheckpoints.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(insightCheckpoints)
      .where(
        and(eq(insightCheckpoints.publicationId, facebook.id), eq(insightCheckpoints.accountId, accountId)),
      )
      .groupBy(insightCheckpoints.status);
    expect(statuses).toEqual([{ status: 'cancelled', n: 5 }]);
  });
});
