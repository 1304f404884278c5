import { randomUUID } from 'node:crypto';
import type {
  AdminAnalyticsResponse,
  AnalyticsOverviewResponse,
  BestTimesResponse,
  EventPayload,
  PostMetrics,
  PostResultsResponse,
} from '@studio/contracts';
import { drivers, issueAdminToken } from '@studio/kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkGeneratedPosts, generationUsage, postInsights } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { periodResults } from './results.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-06-15T12:00:00Z');

const metrics = (fields: Partial<PostMetrics> = {}): PostMetrics => ({
  views: 300,
  reach: 200,
  likes: 10,
  comments: 2,
  shares: 1,
  saves: null,
  clicks: 4,
  interactions: null,
  ...fields,
});

describe.each(drivers)('analytics on %s', (driver) => {
  let h: PostsHarness;
  let nextAccount = 100;
  let nextProduct = 500;
  beforeAll(async () => {
    h = await postsHarness(driver, { clockStart: NOW });
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  /** A post the account published at `publishedAt`, about a product of its own. */
  const published = async (
    accountId: number,
    publishedAt: Date,
    fields: { productId?: number; productName?: string; categoryName?: string | null } = {},
  ) => {
    const [post] = await h.db
      .insert(bulkGeneratedPosts)
      .values({
        accountId,
        productId: fields.productId ?? null,
        productName: fields.productName ?? 'Ορός υαλουρονικού',
        categoryName: fields.categoryName === undefined ? 'Περιποίηση προσώπου' : fields.categoryName,
        content: `Λάμψη χωρίς κόπο ${randomUUID()}`,
        contentHash: randomUUID(),
        postStatus: 'published',
        isScheduled: true,
        scheduledDate: publishedAt,
        publishedAt,
        productImage: '/uploads/serum.jpg',
      })
      .returning();
    return post!;
  };

  /** svc-social announcing a publication's numbers, once svc-posts has kept them. */
  const collected = async (
    post: { id: number; accountId: number; publishedAt: Date | null },
    fields: Partial<EventPayload<'social.post.insights-collected'>> & { metrics?: PostMetrics } = {},
  ) => {
    const payload: EventPayload<'social.post.insights-collected'> = {
      accountId: post.accountId,
      postId: post.id,
      platform: 'facebook',
      pageId: '101',
      pageName: 'Κλινική Demo',
      graphPostId: `101_${post.id}`,
      publishedAt: post.publishedAt!.toISOString(),
      checkpoint: 'first',
      collectedAt: new Date(post.publishedAt!.getTime() + 5 * 60_000).toISOString(),
      metrics: metrics(),
      ...fields,
    };
    await h.platform.bus.publish('social.post.insights-collected', payload, randomUUID());
    for (let i = 0; i < 300; i++) {
      const [row] = await h.db
        .select()
        .from(postInsights)
        .where(
          and(
            eq(postInsights.postId, post.id),
            eq(postInsights.platform, payload.platform),
            eq(postInsights.checkpoint, payload.checkpoint),
          ),
        );
      if (row && row.collectedAt.toISOString() === payload.collectedAt) return payload;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the numbers were not kept in time');
  };

  const get = async <T>(path: string, token: string) => {
    const res = await h.request('GET', path, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  it('shows a published post’s numbers on its card, summed over its pages and each page’s own', async () => {
    const accountId = nextAccount++;
    const post = await published(accountId, new Date(NOW.getTime() - DAY));
    await collected(post);
    await collected(post, {
      platform: 'instagram',
      pageId: '1784',
      pageName: '@klinikidemo',
      metrics: metrics({
        reach: 150,
        likes: 20,
        comments: 3,
        shares: 2,
        saves: 5,
        clicks: null,
        interactions: 31,
      }),
    });

    const { posts } = await get<PostResultsResponse>(
      '/api/analytics/posts',
      await h.businessToken(accountId),
    );
    expect(posts).toHaveLength(1);
    // Engagement: reactions + comments + shares (Facebook), Instagram's total_interactions.
    expect(posts[0]).toMatchObject({
      postId: post.id,
      reach: 350,
      engagement: 13 + 31,
      clicks: 4,
      views: 600,
    });
    expect(posts[0]!.pages.map((p) => p.platform).sort()).toEqual(['facebook', 'instagram']);
  });

  it('shows a Reel’s watch time and a Story’s exits and replies with their format, outside the sums', async () => {
    const accountId = nextAccount++;
    const reel = await published(accountId, new Date(NOW.getTime() - 2 * DAY));
    const story = await published(accountId, new Date(NOW.getTime() - DAY));
    const feed = await published(accountId, new Date(NOW.getTime() - 3 * DAY));
    await collected(reel, {
      platform: 'instagram',
      format: 'reel',
      metrics: metrics({
        views: 4_000,
        reach: 3_000,
        interactions: 120,
        watchTimeAvgMs: 7_400,
        watchTimeTotalMs: 29_600_000_000,
      }),
    });
    await collected(story, {
      platform: 'instagram',
      format: 'story',
      metrics: metrics({
        views: 500,
        reach: 450,
        interactions: 9,
        replies: 3,
        exits: 40,
        tapsForward: 210,
        tapsBack: 12,
      }),
    });
    await collected(feed);

    const { posts } = await get<PostResultsResponse>(
      '/api/analytics/posts',
      await h.businessToken(accountId),
    );
    const byId = new Map(posts.map((p) => [p.postId, p]));
    expect(byId.get(reel.id)).toMatchObject({ format: 'reel', views: 4_000, reach: 3_000, engagement: 120 });
    expect(byId.get(reel.id)!.pages[0]).toMatchObject({
      watchTimeAvgMs: 7_400,
      watchTimeTotalMs: 29_600_000_000,
    });
    expect(byId.get(story.id)).toMatchObject({ format: 'story', engagement: 9 });
    expect(byId.get(story.id)!.pages[0]).toMatchObject({
      replies: 3,
      exits: 40,
      tapsForward: 210,
      tapsBack: 12,
    });
    expect(byId.get(feed.id)!.format).toBe('feed');
    expect(byId.get(feed.id)!.pages[0]).not.toHaveProperty('watchTimeAvgMs');

    // Watch time, taps and exits are no interactions: the period's sums are the feed figures only.
    const body = await get<AnalyticsOverviewResponse>(
      '/api/analytics/overview?days=30',
      await h.businessToken(accountId),
    );
    expect(body.totals).toEqual({
      posts: 3,
      views: 4_800,
      reach: 3_650,
      engagement: 120 + 9 + 13,
      clicks: 12,
    });
    expect(body.topPosts.find((p) => p.postId === story.id)).toMatchObject({ format: 'story' });
  });

  it('keeps every checkpoint and shows the latest, whatever order they come in', async () => {
    const accountId = nextAccount++;
    const post = await published(accountId, new Date(NOW.getTime() - 2 * DAY));
    await collected(post, { checkpoint: '24h', metrics: metrics({ reach: 900 }) });
    await collected(post, { checkpoint: '1h', metrics: metrics({ reach: 400 }) });
    const again = await collected(post, { checkpoint: '1h', metrics: metrics({ reach: 400 }) });
    expect(again.checkpoint).toBe('1h');

    const rows = await h.db.select().from(postInsights).where(eq(postInsights.postId, post.id));
    expect(rows.map((r) => r.checkpoint).sort()).toEqual(['1h', '24h']);
    const { posts } = await get<PostResultsResponse>(
      '/api/analytics/posts',
      await h.businessToken(accountId),
    );
    expect(posts[0]).toMatchObject({ reach: 900, checkpoint: '24h' });
  });

  it('sums the period by day, ranks the best posts and groups them by product and category', async () => {
    const accountId = nextAccount++;
    const serum = await published(accountId, new Date(NOW.getTime() - 2 * DAY), {
      productId: 1,
      productName: 'Ορός',
      categoryName: 'Πρόσωπο',
    });
    const cream = await published(accountId, new Date(NOW.getTime() - 2 * DAY + HOUR), {
      productId: 2,
      productName: 'Κρέμα',
      categoryName: 'Σώμα',
    });
    const older = await published(accountId, new Date(NOW.getTime() - 40 * DAY), {
      productId: 1,
      productName: 'Ορός',
    });
    await collected(serum, { metrics: metrics({ reach: 100, likes: 5, comments: 0, shares: 0 }) });
    await collected(cream, { metrics: metrics({ reach: 500, likes: 50, comments: 5, shares: 5 }) });
    await collected(older, { metrics: metrics({ reach: 9_999 }) });

    const body = await get<AnalyticsOverviewResponse>(
      '/api/analytics/overview?days=30',
      await h.businessToken(accountId),
    );
    expect(body.totals).toEqual({ posts: 2, views: 600, reach: 600, engagement: 65, clicks: 8 });
    expect(body.topPosts.map((p) => p.postId)).toEqual([cream.id, serum.id]);
    expect(body.byProduct.map((g) => [g.name, g.posts, g.engagement])).toEqual([
      ['Κρέμα', 1, 60],
      ['Ορός', 1, 5],
    ]);
    expect(body.byCategory.map((g) => g.name)).toEqual(['Σώμα', 'Πρόσωπο']);
    expect(body.series.length).toBeGreaterThanOrEqual(30);
    const day = body.series.find((d) => d.date === '2026-06-13');
    expect(day).toMatchObject({ posts: 2, reach: 600, engagement: 65 });
  });

  it('never shows one business another’s numbers', async () => {
    const mine = nextAccount++;
    const theirs = nextAccount++;
    await collected(await published(theirs, new Date(NOW.getTime() - DAY)));
    const token = await h.businessToken(mine);
    const { posts } = await get<PostResultsResponse>('/api/analytics/posts', token);
    expect(posts).toEqual([]);
    const overview = await get<AnalyticsOverviewResponse>('/api/analytics/overview', token);
    expect(overview.totals.posts).toBe(0);
  });

  it('suggests a posting time only once there are enough posts, at the hour that did best', async () => {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { timeZone: 'Europe/Athens' });
    // 15:00 UTC is 18:00 in Athens in June; 06:00 UTC is 09:00.
    const at = (daysAgo: number, utcHour: number) => new Date(Date.UTC(2026, 5, 15 - daysAgo, utcHour, 0, 0));
    for (let i = 1; i <= 3; i++)
      await collected(await published(accountId, at(i, 15)), { metrics: metrics({ likes: 40 }) });
    let best = await get<BestTimesResponse>('/api/analytics/best-times', token);
    expect(best.suggestion).toBeNull();
    expect(best.posts).toBe(3);

    for (let i = 4; i <= 8; i++)
      await collected(await published(accountId, at(i, 6)), { metrics: metrics({ likes: 5 }) });
    best = await get<BestTimesResponse>('/api/analytics/best-times', token);
    expect(best.suggestion).toMatchObject({ time: '18:00' });
    expect(best.suggestion!.liftPercent).toBeGreaterThan(0);
    expect(best.hours.map((h) => h.hour)).toEqual([9, 18]);
  });

  it('answers a week’s totals and best posts for the weekly digest', async () => {
    const accountId = nextAccount++;
    const from = new Date('2026-06-08T00:00:00Z');
    const to = new Date('2026-06-15T00:00:00Z');
    const inWeek = await published(accountId, new Date('2026-06-10T09:00:00Z'));
    const before = await published(accountId, new Date('2026-06-01T09:00:00Z'));
    await collected(inWeek, { metrics: metrics({ reach: 321 }) });
    await collected(before, { metrics: metrics({ reach: 777 }) });
    const week = await periodResults(h.db, accountId, from, to);
    expect(week.totals).toMatchObject({ posts: 1, reach: 321 });
    expect(week.topPosts.map((p) => p.postId)).toEqual([inWeek.id]);
  });

  it('refuses a period it does not offer', async () => {
    const res = await h.request('GET', '/api/analytics/overview?days=5', {
      token: await h.businessToken(nextAccount++),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation' });
  });

  it('shows the admin every account’s publishing, failures by why, results by catalogue product and AI usage', async () => {
    const a = nextAccount++;
    const b = nextAccount++;
    const catalogueId = nextProduct++;
    await h.product(a, nextProduct++, { originalProductId: catalogueId, name: 'Ορός A' });
    const productA = nextProduct - 1;
    await h.product(b, nextProduct++, { originalProductId: catalogueId, name: 'Ορός A' });
    const productB = nextProduct - 1;
    await collected(
      await published(a, new Date(NOW.getTime() - DAY), { productId: productA, productName: 'Ορός A' }),
    );
    await collected(
      await published(b, new Date(NOW.getTime() - DAY), { productId: productB, productName: 'Ορός A' }),
    );
    await h.db.insert(bulkGeneratedPosts).values({
      accountId: a,
      productName: 'Κρέμα',
      content: `x ${randomUUID()}`,
      contentHash: randomUUID(),
      postStatus: 'failed',
      failureCode: 'token_expired',
      failureReason: 'Η σύνδεση με τη σελίδα έληξε.',
      updatedAt: new Date(NOW.getTime() - HOUR),
    });
    await h.db.insert(generationUsage).values({ accountId: a, day: '2026-06-15', count: 7 });

    expect((await h.request('GET', '/api/analytics/admin', { token: await h.businessToken(a) })).status).toBe(
      403,
    );
    const body = await get<AdminAnalyticsResponse>(
      '/api/analytics/admin?days=7',
      await issueAdminToken(h.platform),
    );
    const first = body.accounts.find((x) => x.accountId === a);
    expect(first).toMatchObject({
      published: 1,
      failed: 1,
      generated: 7,
      usedToday: 7,
      dailyGenerationLimit: 50,
    });
    expect(body.failures).toContainEqual(
      expect.objectContaining({ code: 'token_expired', lastReason: 'Η σύνδεση με τη σελίδα έληξε.' }),
    );
    expect(body.byProduct.find((g) => g.productId === catalogueId)).toMatchObject({ posts: 2, accounts: 2 });
  });
});
