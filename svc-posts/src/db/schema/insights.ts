import { bigint, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { postsSchema } from './base.ts';

/**
 * The numbers svc-social read of each publication of a post (one page or Instagram account) at each
 * checkpoint (`social.post.insights-collected`), with what the analytics group them by, copied from the
 * post when they came (they stay when the post is deleted). `checkpointRank` orders the checkpoints
 * (0 first … 4 28d): a publication's latest reading is its highest.
 */
export const postInsights = postsSchema.table(
  'post_insights',
  {
    postId: integer('post_id').notNull(),
    accountId: integer('account_id').notNull(),
    platform: text('platform', { enum: ['facebook', 'instagram'] }).notNull(),
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    graphPostId: text('graph_post_id').notNull(),
    checkpoint: text('checkpoint', { enum: ['first', '1h', '24h', '7d', '28d'] }).notNull(),
    checkpointRank: integer('checkpoint_rank').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    productId: integer('product_id'),
    /** The catalogue product the account's product came from, to compare products across accounts. */
    originalProductId: integer('original_product_id'),
    productName: text('product_name').notNull(),
    categoryName: text('category_name'),
    views: integer('views'),
    reach: integer('reach'),
    likes: integer('likes'),
    comments: integer('comments'),
    shares: integer('shares'),
    saves: integer('saves'),
    clicks: integer('clicks'),
    interactions: integer('interactions'),
    /**
     * A Reel's watch time (milliseconds) and a Story's replies, exits and taps; null when not
     * read (a feed post). Shown beside the post's figures, never added to engagement or the totals.
     */
    watchTimeAvgMs: integer('watch_time_avg_ms'),
    /** A popular Reel's total passes int4's 24 days. */
    watchTimeTotalMs: bigint('watch_time_total_ms', { mode: 'number' }),
    replies: integer('replies'),
    exits: integer('exits'),
    tapsForward: integer('taps_forward'),
    tapsBack: integer('taps_back'),
    /** What was published; readings from before it are feed posts. */
    format: text('format', { enum: ['feed', 'reel', 'story'] })
      .notNull()
      .default('feed'),
    /** libs/contracts engagementOf: what the screens rank and sum. */
    engagement: integer('engagement').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.platform, t.pageId, t.checkpoint] }),
    index('post_insights_account_published_idx').on(t.accountId, t.publishedAt),
    index('post_insights_published_idx').on(t.publishedAt),
  ],
);
