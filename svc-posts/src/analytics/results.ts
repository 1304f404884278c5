import type {
  AnalyticsGroup,
  AnalyticsTotals,
  PostFormat,
  PostMetrics,
  PostResults,
} from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { bulkGeneratedPosts, postInsights } from '../db/schema.ts';

type Reading = typeof postInsights.$inferSelect;

/** A publication's latest reading, with its post's text and image when the post is still there. */
export type LatestReading = Reading & { content: string | null; productImage: string | null };

export type ReadingsFilter = {
  /** One account's, or every account's. */
  accountId?: number;
  /** Posts published in [from, to). */
  from?: Date;
  to?: Date;
  /** The numbers as they stood then: readings collected before it only. */
  collectedBefore?: Date;
};

/**
 * The latest reading of each publication (one page or Instagram account of a post): its highest
 * checkpoint, for the posts published in the period.
 */
export async function latestReadings(db: Db, filter: ReadingsFilter): Promise<LatestReading[]> {
  const i = postInsights;
  const rows = await db
    .selectDistinctOn([i.postId, i.platform, i.pageId], {
      reading: i,
      content: bulkGeneratedPosts.content,
      productImage: bulkGeneratedPosts.productImage,
    })
    .from(i)
    .leftJoin(bulkGeneratedPosts, eq(bulkGeneratedPosts.id, i.postId))
    .where(
      and(
        filter.accountId === undefined ? undefined : eq(i.accountId, filter.accountId),
        filter.from ? gte(i.publishedAt, filter.from) : undefined,
        filter.to ? lt(i.publishedAt, filter.to) : undefined,
        filter.collectedBefore ? lt(i.collectedAt, filter.collectedBefore) : undefined,
      ),
    )
    .orderBy(i.postId, i.platform, i.pageId, desc(i.checkpointRank));
  return rows.map((r) => ({ ...r.reading, content: r.content, productImage: r.productImage }));
}

const EXCERPT = 140;
const excerptOf = (content: string | null) => {
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
};

const sum = (readings: Reading[], key: 'views' | 'reach' | 'engagement' | 'clicks') =>
  readings.reduce((total, r) => total + (r[key] ?? 0), 0);

/**
 * A post is one format on all its pages; a Reel or a Story wins over 'feed', which is also
 * what readings from before the format was sent say.
 */
const formatOf = (pages: Reading[]): PostFormat => pages.find((p) => p.format !== 'feed')?.format ?? 'feed';

/** A Reel's or a Story's own numbers that were read (feed posts have none, and none are sent). */
function videoMetricsOf(reading: Reading): Partial<PostMetrics> {
  const read: Partial<PostMetrics> = {};
  for (const key of VIDEO_METRIC_KEYS) if (reading[key] !== null) read[key] = reading[key];
  return read;
}

const VIDEO_METRIC_KEYS = [
  'watchTimeAvgMs',
  'watchTimeTotalMs',
  'replies',
  'exits',
  'tapsForward',
  'tapsBack',
] as const satisfies readonly (keyof PostMetrics & keyof Reading)[];

/** Each post's readings (its pages) as one: summed numbers, the newest checkpoint, each page's own. */
export function postResultsOf(readings: LatestReading[]): PostResults[] {
  const byPost = new Map<number, LatestReading[]>();
  for (const r of readings) byPost.set(r.postId, [...(byPost.get(r.postId) ?? []), r]);
  return [...byPost.values()].map((pages) => {
    const first = pages[0]!;
    const newest = pages.reduce((a, b) => (b.checkpointRank > a.checkpointRank ? b : a));
    const publishedAt = new Date(Math.max(...pages.map((p) => p.publishedAt.getTime())));
    return {
      postId: first.postId,
      format: formatOf(pages),
      productId: first.productId,
      productName: first.productName,
      categoryName: first.categoryName,
      excerpt: excerptOf(first.content),
      image: first.productImage,
      publishedAt: publishedAt.toISOString(),
      checkpoint: newest.checkpoint,
      collectedAt: newest.collectedAt.toISOString(),
      views: sum(pages, 'views'),
      reach: sum(pages, 'reach'),
      engagement: sum(pages, 'engagement'),
      clicks: sum(pages, 'clicks'),
      pages: pages.map((p) => ({
        platform: p.platform,
        pageId: p.pageId,
        pageName: p.pageName,
        checkpoint: p.checkpoint,
        collectedAt: p.collectedAt.toISOString(),
        views: p.views,
        reach: p.reach,
        likes: p.likes,
        comments: p.comments,
        shares: p.shares,
        saves: p.saves,
        clicks: p.clicks,
        interactions: p.interactions,
        ...videoMetricsOf(p),
      })),
    };
  });
}

export function totalsOf(
  posts: Pick<PostResults, 'views' | 'reach' | 'engagement' | 'clicks'>[],
): AnalyticsTotals {
  return {
    posts: posts.length,
    views: posts.reduce((t, p) => t + p.views, 0),
    reach: posts.reduce((t, p) => t + p.reach, 0),
    engagement: posts.reduce((t, p) => t + p.engagement, 0),
    clicks: posts.reduce((t, p) => t + p.clicks, 0),
  };
}

/** The best first: most engagement, then most people reached, then the newest. */
export const byResults = (a: PostResults, b: PostResults) =>
  b.engagement - a.engagement || b.reach - a.reach || b.publishedAt.localeCompare(a.publishedAt);

/** Posts grouped (by product, by category) with their sums, the most engaging group first. */
export function groupsOf(
  posts: PostResults[],
  keyOf: (post: PostResults) => { key: string; name: string; productId: number | null },
): AnalyticsGroup[] {
  const groups = new Map<string, { name: string; productId: number | null; posts: PostResults[] }>();
  for (const post of posts) {
    const { key, name, productId } = keyOf(post);
    const group = groups.get(key) ?? { name, productId, posts: [] };
    group.posts.push(post);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => {
      const totals = totalsOf(g.posts);
      return {
        name: g.name,
        productId: g.productId,
        ...totals,
        engagementPerPost: Math.round((totals.engagement / Math.max(1, totals.posts)) * 10) / 10,
      };
    })
    .sort((a, b) => b.engagement - a.engagement || b.reach - a.reach || a.name.localeCompare(b.name));
}

export const byProduct = (post: PostResults) => ({
  key: post.productId === null ? `name:${post.productName}` : `id:${post.productId}`,
  name: post.productName,
  productId: post.productId,
});

/** Posts without a category are grouped under the empty name (the screens say "no category"). */
export const byCategory = (post: PostResults) => ({
  key: post.categoryName ?? '',
  name: post.categoryName ?? '',
  productId: null,
});

/**
 * A period's results of one account: the totals of the posts published in [from, to) and its best
 * posts (their latest numbers, or with `collectedBefore` the latest before then). For the analytics
 * screen and the weekly digest.
 */
export async function periodResults(
  db: Db,
  accountId: number,
  from: Date,
  to: Date,
  { top = 5, collectedBefore }: { top?: number; collectedBefore?: Date } = {},
): Promise<{ totals: AnalyticsTotals; topPosts: PostResults[]; posts: PostResults[] }> {
  const posts = postResultsOf(await latestReadings(db, { accountId, from, to, collectedBefore })).sort(
    byResults,
  );
  return { totals: totalsOf(posts), topPosts: posts.slice(0, top), posts };
}
