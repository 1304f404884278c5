import { z } from 'zod';
import { PostFormat } from './video.ts';

/**
 * When svc-social reads a published post's numbers from Meta: a first reading soon after
 * publishing (INSIGHTS_FIRST_AFTER_MS), then 1 hour, 24 hours, 7 days and 28 days after it went out.
 */
export const INSIGHT_CHECKPOINTS = ['first', '1h', '24h', '7d', '28d'] as const;
export const InsightCheckpoint = z.enum(INSIGHT_CHECKPOINTS);
export type InsightCheckpoint = z.infer<typeof InsightCheckpoint>;

const count = z.number().int().min(0).nullable();

/**
 * One publication's numbers at one checkpoint, under the same names for both networks (the Graph
 * metric behind each is in svc-social's metric table). Null: not read (a metric Meta retired, one the
 * network does not offer, or one that kept failing).
 * - views: Instagram `views`, Facebook `post_media_view`;
 * - reach: Instagram `reach`, Facebook `post_total_media_view_unique` (people who saw it);
 * - likes: Instagram `likes`, Facebook `post_reactions_by_type_total` (every reaction);
 * - comments, shares: Instagram's metrics, Facebook's post fields;
 * - saves: Instagram `saved`; clicks: Facebook `post_clicks`;
 * - interactions: Instagram `total_interactions`.
 *
 * A Reel's and a Story's own numbers (absent: not read, as for a feed post):
 * - views of a page Reel: `blue_reels_play_count` (video_insights); reach: `post_impressions_unique`;
 * - watchTimeAvgMs: Instagram `ig_reels_avg_watch_time`, a page Reel's `post_video_avg_time_watched`;
 * - watchTimeTotalMs: Instagram `ig_reels_video_view_total_time`, a page Reel's `post_video_view_time`;
 * - replies: an Instagram Story's `replies`;
 * - exits, tapsForward, tapsBack: an Instagram Story's `navigation` by story_navigation_action_type
 *   (tap_exit, tap_forward, tap_back).
 */
export const PostMetrics = z.object({
  views: count,
  reach: count,
  likes: count,
  comments: count,
  shares: count,
  saves: count,
  clicks: count,
  interactions: count,
  watchTimeAvgMs: count.optional(),
  watchTimeTotalMs: count.optional(),
  replies: count.optional(),
  exits: count.optional(),
  tapsForward: count.optional(),
  tapsBack: count.optional(),
});
export type PostMetrics = z.infer<typeof PostMetrics>;
export type MetricKey = keyof PostMetrics;
export const METRIC_KEYS = Object.keys(PostMetrics.shape) as MetricKey[];

/**
 * Engagement, one number for both networks: Instagram's total_interactions when it was read, else
 * likes (reactions) + comments + shares + saves. Clicks are counted apart.
 */
export function engagementOf(
  m: Pick<PostMetrics, 'likes' | 'comments' | 'shares' | 'saves' | 'interactions'>,
) {
  if (m.interactions !== null) return m.interactions;
  return (m.likes ?? 0) + (m.comments ?? 0) + (m.shares ?? 0) + (m.saves ?? 0);
}

/** The period an analytics screen looks at, in days back from now. */
export const AnalyticsQuery = z.object({
  days: z.enum(['7', '30', '90', '365']).default('30').transform(Number),
});
export type AnalyticsDays = 7 | 30 | 90 | 365;

/** Summed numbers of a set of posts (their latest readings). */
export const AnalyticsTotals = z.object({
  posts: z.number().int(),
  views: z.number().int(),
  reach: z.number().int(),
  engagement: z.number().int(),
  clicks: z.number().int(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

/** A group of posts (a product, a category) with their sums and engagement per post. */
export const AnalyticsGroup = AnalyticsTotals.extend({
  name: z.string(),
  productId: z.number().int().nullable(),
  engagementPerPost: z.number(),
});
export type AnalyticsGroup = z.infer<typeof AnalyticsGroup>;

/** A post's latest numbers summed over the pages it went to, and each page's. */
export const PostResults = z.object({
  postId: z.number().int(),
  /** A feed post, a Reel or a Story (absent: a feed post, as before). */
  format: PostFormat.optional(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  categoryName: z.string().nullable(),
  /** The beginning of its text, as a reminder. */
  excerpt: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string(),
  /** The latest checkpoint read (of its pages, the newest). */
  checkpoint: InsightCheckpoint,
  collectedAt: z.string(),
  views: z.number().int(),
  reach: z.number().int(),
  engagement: z.number().int(),
  clicks: z.number().int(),
  pages: z.array(
    PostMetrics.extend({
      platform: z.enum(['facebook', 'instagram']),
      pageId: z.string(),
      pageName: z.string(),
      checkpoint: InsightCheckpoint,
      collectedAt: z.string(),
    }),
  ),
});
export type PostResults = z.infer<typeof PostResults>;

/** GET /api/analytics/posts: the latest numbers of each of the business's published posts (the cards). */
export const PostResultsResponse = z.object({ success: z.boolean(), posts: z.array(PostResults) });
export type PostResultsResponse = z.infer<typeof PostResultsResponse>;

/** One day of the period: the posts published that day and their numbers. */
export const AnalyticsDay = z.object({
  date: z.string(),
  posts: z.number().int(),
  views: z.number().int(),
  reach: z.number().int(),
  engagement: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

/** GET /api/analytics/overview?days=: the business's results over a period (posts published in it). */
export const AnalyticsOverviewResponse = z.object({
  success: z.boolean(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: AnalyticsTotals,
  /** Every day of the period in the business's time zone, oldest first (days without posts too). */
  series: z.array(AnalyticsDay),
  topPosts: z.array(PostResults),
  byProduct: z.array(AnalyticsGroup),
  byCategory: z.array(AnalyticsGroup),
});
export type AnalyticsOverviewResponse = z.infer<typeof AnalyticsOverviewResponse>;

/** Days are ISO weekdays: 1 Monday … 7 Sunday, in the business's time zone. */
export const BestTimeSlot = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  posts: z.number().int(),
  engagementPerPost: z.number(),
  reachPerPost: z.number(),
});
export type BestTimeSlot = z.infer<typeof BestTimeSlot>;

/** GET /api/analytics/best-times: when the business's own posts did best (every post with numbers). */
export const BestTimesResponse = z.object({
  success: z.boolean(),
  timeZone: z.string(),
  /** Posts with numbers that were counted. */
  posts: z.number().int(),
  /** How many it takes before a time is suggested. */
  minimumPosts: z.number().int(),
  slots: z.array(BestTimeSlot),
  /** Engagement per post by hour of the day (whatever the weekday), the hours posted at only. */
  hours: z.array(
    z.object({ hour: z.number().int(), posts: z.number().int(), engagementPerPost: z.number() }),
  ),
  weekdays: z.array(
    z.object({ weekday: z.number().int(), posts: z.number().int(), engagementPerPost: z.number() }),
  ),
  /** The hour to post at (HH:00) once there are enough posts; null before. */
  suggestion: z
    .object({
      time: z.string(),
      /** The best weekdays, best first. */
      weekdays: z.array(z.number().int()),
      engagementPerPost: z.number(),
      /** How much better than the business's average per post, in percent. */
      liftPercent: z.number().int(),
    })
    .nullable(),
});
export type BestTimesResponse = z.infer<typeof BestTimesResponse>;

/** GET /api/analytics/admin?days=: the platform across accounts (admin). */
export const AdminAnalyticsResponse = z.object({
  success: z.boolean(),
  from: z.string(),
  to: z.string(),
  totals: z.object({
    published: z.number().int(),
    failed: z.number().int(),
    unconfirmed: z.number().int(),
    reach: z.number().int(),
    engagement: z.number().int(),
    generated: z.number().int(),
  }),
  /** Each account with posts, numbers, AI usage or a quota in the period. */
  accounts: z.array(
    z.object({
      accountId: z.number().int(),
      companyName: z.string().nullable(),
      published: z.number().int(),
      failed: z.number().int(),
      unconfirmed: z.number().int(),
      reach: z.number().int(),
      engagement: z.number().int(),
      /** Posts the writer wrote for it in the period, and today against its daily limit. */
      generated: z.number().int(),
      usedToday: z.number().int(),
      dailyGenerationLimit: z.number().int(),
    }),
  ),
  /** Failed posts of the period by why (svc-social's code), with the last reason given. */
  failures: z.array(
    z.object({
      /** A PublishFailureCode, 'consent' (a photo's consent withdrawn) or 'unknown'. */
      code: z.string(),
      count: z.number().int(),
      lastReason: z.string().nullable(),
      lastAt: z.string().nullable(),
    }),
  ),
  /** Posts left unconfirmed now (the business has to look), oldest first. */
  unconfirmed: z.array(
    z.object({
      postId: z.number().int(),
      accountId: z.number().int(),
      productName: z.string(),
      scheduledDate: z.string().nullable(),
      pages: z.array(z.string()),
    }),
  ),
  byProduct: z.array(AnalyticsGroup.extend({ accounts: z.number().int() })),
  byCategory: z.array(AnalyticsGroup.extend({ accounts: z.number().int() })),
});
export type AdminAnalyticsResponse = z.infer<typeof AdminAnalyticsResponse>;
