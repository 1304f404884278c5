import type {
  ComplianceFlag,
  GoogleTopic,
  PostAcknowledgement,
  PostApproval,
  PostPulledBack,
  PostVideo,
  PublicationTarget,
  PublishedPage,
} from '@studio/contracts';
import { claimColumns } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { postsSchema, timestamps } from './base.ts';

/** bulk_generated_posts: the posts of a period. Times are UTC instants. */
export const bulkGeneratedPosts = postsSchema.table(
  'bulk_generated_posts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** The account product it is about; kept when the product goes. */
    productId: integer('product_id'),
    content: text('content').notNull(),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    isScheduled: boolean('is_scheduled').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    postStatus: text('post_status', {
      enum: ['pending', 'draft', 'scheduled', 'publishing', 'published', 'failed', 'unconfirmed'],
    })
      .notNull()
      .default('pending'),
    productImage: text('product_image'),
    /** Its images from the media library (mediaCopy ids), in order; empty: its product's image. */
    imageIds: jsonb('image_ids').$type<number[]>().notNull().default([]),
    productName: text('product_name').notNull(),
    categoryName: text('category_name'),
    contentHash: text('content_hash').notNull(),
    /** What the compliance check flagged in the content as it is now. */
    complianceFlags: jsonb('compliance_flags').$type<ComplianceFlag[]>().notNull().default([]),
    /** Who acknowledged its `warn` flags, for which text (contentHash); void once the text changes. */
    acknowledgement: jsonb('acknowledgement').$type<PostAcknowledgement>(),
    /** Who approved (scheduled) it, for which text; cleared when the text changes. */
    approval: jsonb('approval').$type<PostApproval>(),
    /** Why it went back to a draft by itself (a setting, a change after approval); cleared when scheduled again. */
    pulledBack: jsonb('pulled_back').$type<PostPulledBack>(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many times it was handed to svc-social (retries count). */
    publishAttempt: integer('publish_attempt').notNull().default(0),
    /** When the scheduler last handed it to svc-social. */
    publishingSince: timestamp('publishing_since', { withTimezone: true }),
    /** Seconds after its time it went out, when that was over a minute (an outage, a crash, a backlog). */
    lateBySeconds: integer('late_by_seconds'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedPages: jsonb('published_pages').$type<PublishedPage[]>().notNull().default([]),
    failureReason: text('failure_reason'),
    /** Why, as a machine reads it (svc-social's PublishFailureCode, or 'consent'), for the admin's analytics. */
    failureCode: text('failure_code'),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /**
     * While 'publishing': svc-social let go of it to wait for Instagram's publishing limit
     * (`social.post.waiting`); the scheduler hands it over again at this moment.
     */
    waitingUntil: timestamp('waiting_until', { withTimezone: true }),
    /** Where it may or may not be, while 'unconfirmed'. */
    unconfirmedPages: jsonb('unconfirmed_pages').$type<PublicationTarget[]>().notNull().default([]),
    /** Posted as a comment right after the post on each page; null for none. */
    firstComment: text('first_comment'),
    /** The business's decision on the unconfirmed pages, carried by the next hand-over. */
    resolution: text('resolution', { enum: ['mark_published', 'publish_again'] }),
    /** A feed post, a Reel or a Story. */
    format: text('format', { enum: ['feed', 'reel', 'story'] })
      .notNull()
      .default('feed'),
    /** Its library video (mediaCopy id): a Reel's, or a Story's instead of an image. */
    videoId: integer('video_id'),
    /**
     * That video as it goes out (the library's converted file, cover, duration, alt text, frame words),
     * kept in step with the library's events; null while it converts or when there is none.
     */
    video: jsonb('video').$type<PostVideo>(),
    /** A Reel shown in the profile's feed grid too (Instagram's share_to_feed). */
    shareToFeed: boolean('share_to_feed').notNull().default(true),
    /** What it is on Google besides its text: an event or an offer; null for a plain post. */
    googleTopic: jsonb('google_topic').$type<GoogleTopic>(),
    ...timestamps,
  },
  (t) => [
    unique('bulk_generated_posts_account_hash_unique').on(t.accountId, t.contentHash),
    index('bulk_generated_posts_account_date_idx').on(t.accountId, t.scheduledDate),
    index('bulk_generated_posts_due_idx').on(t.postStatus, t.scheduledDate),
    index('bulk_generated_posts_waiting_idx').on(t.waitingUntil).where(sql`${t.waitingUntil} is not null`),
  ],
);

/** scheduled_periods: one per account, the automatic period. */
export const scheduledPeriods = postsSchema.table('scheduled_periods', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().unique(),
  nextScheduledDate: timestamp('next_scheduled_date', { withTimezone: true }),
  postFrequencyDays: integer('post_frequency_days').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** A replica generating the next period holds it until then, so no other one generates it too. */
  claimedUntil: claimColumns.claimedUntil(),
  ...timestamps,
});
