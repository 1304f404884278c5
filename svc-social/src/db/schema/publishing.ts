import { index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { socialSchema, timestamps } from './base.ts';

/**
 * A post as it went (or is going) out on one page or Instagram account (a publication target). Only the
 * holder of the target's lease (see `leases`) changes it. A row is committed as 'publishing' before each
 * Graph call, so whoever finds one knows the outcome of that call is unknown and looks on the page
 * before anything else: no redelivery, re-handover, replica or restart publishes a target twice.
 *
 * pending -> publishing -> published | failed (nothing went out) | unconfirmed (the page cannot tell);
 * failed -> publishing on a retry; unconfirmed -> published or publishing as the business decides;
 * published -> deleted.
 */
export const publishedPosts = socialSchema.table(
  'published_posts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** The Facebook page id, or the Instagram business account id. */
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    /** 'google': a Google Business Profile location (pageId its accounts/{a}/locations/{l} name). */
    platform: text('platform', { enum: ['facebook', 'instagram', 'google'] }).notNull(),
    /** What went out: a feed post, a Reel or a Story; the insights read differ by it. */
    format: text('format', { enum: ['feed', 'reel', 'story'] })
      .notNull()
      .default('feed'),
    /** The Graph id of the post or media; null until known. */
    postId: text('post_id'),
    content: text('content').notNull(),
    contentHash: text('content_hash').notNull(),
    publishedDate: timestamp('published_date', { withTimezone: true }),
    productId: integer('product_id'),
    productName: text('product_name'),
    /** svc-posts' bulk post; null once that post is deleted there. */
    bulkPostId: integer('bulk_post_id'),
    status: text('status', {
      enum: ['pending', 'publishing', 'published', 'failed', 'unconfirmed', 'deleted'],
    }).notNull(),
    /** When the last Graph call for it started: a post found on the page since then is this one. */
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    /** The last Graph call's own id: only the handler that made the call records its answer. */
    attemptId: text('attempt_id'),
    /** Looks on the page that could not answer since the last call: too many, and it is unconfirmed. */
    failedLookups: integer('failed_lookups').notNull().default(0),
    permalink: text('permalink'),
    error: text('error'),
    /**
     * The post's first comment on this target, a step of its own after the post is out: null until its
     * first call (or when the post has none); 'posting' while a call is out (its outcome unknown until
     * told, as for the post), 'posted' with its id, 'failed' (Meta refused it; tried again by itself
     * while the post stays published).
     */
    commentStatus: text('comment_status', { enum: ['posting', 'posted', 'failed'] }),
    commentId: text('comment_id'),
    commentAttemptId: text('comment_attempt_id'),
    commentAttemptStartedAt: timestamp('comment_attempt_started_at', { withTimezone: true }),
    commentError: text('comment_error'),
    /**
     * What the call that publishes is given, recorded before it is made: the Instagram container
     * (a carousel's own) or the Facebook page video (a Reel's). An unanswered call asks it for its
     * status first, and a container still good is published, never a second one built.
     */
    publishHandle: text('publish_handle'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('published_posts_bulk_post_page_platform_unique').on(t.bulkPostId, t.pageId, t.platform),
    index('published_posts_account_post_idx').on(t.accountId, t.postId),
    // The insights collector's look for publications without checkpoints yet, among the recent ones.
    index('published_posts_published_date_idx').on(t.publishedDate),
  ],
);
