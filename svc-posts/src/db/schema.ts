import type {
  AlertKind,
  BeforeAfter,
  ClinicalSignOffMode,
  ComplianceFlag,
  ComplianceSeverity,
  ConnectionProblem,
  DetectedFace,
  EventPayload,
  GoogleTopic,
  PostAcknowledgement,
  PostApproval,
  PostPulledBack,
  PostRecordActor,
  PostRecordStepKind,
  PostVideo,
  ProductSheet,
  PublicationTarget,
  PublishedPage,
  SignOffSnapshot,
} from '@studio/contracts';
import {
  accountStatesTable,
  claimColumns,
  idempotencyKeysTable,
  knownSessionsTable,
  outboxTable,
} from '@studio/kit';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const postsSchema = pgSchema('posts');

/** A library video's conversion, as `catalog.media.saved` carries it. */
export type MediaCopyVideo = NonNullable<EventPayload<'catalog.media.saved'>['video']>;

export const outbox = outboxTable(postsSchema);
/** The writes asked for under an Idempotency-Key, with their answers (a retry gets the same). */
export const idempotencyKeys = idempotencyKeysTable(postsSchema);
/** The sessions svc-auth announced: a token is taken only while its session is live here. */
export const knownSessions = knownSessionsTable(postsSchema);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** svc-catalog's account products as posts are written from them, fed by its events. */
export const accountProductsCopy = postsSchema.table(
  'account_products_copy',
  {
    accountProductId: integer('account_product_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    originalProductId: integer('original_product_id'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path'),
    categoryName: text('category_name'),
    examplePosts: jsonb('example_posts').$type<string[]>().notNull().default([]),
    /** The business's corrected fact sheet; null: the writer reads it from the texts. */
    factSheet: jsonb('fact_sheet').$type<ProductSheet>(),
    /** When the business added it: the newest is written about first. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_products_copy_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Account products svc-catalog removed: a late redelivery of an older 'saved' event must not bring one
 * back (ids are never reused).
 */
export const removedAccountProducts = postsSchema.table('removed_account_products', {
  accountProductId: integer('account_product_id').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * svc-catalog's media library images as posts use them, fed by its events; `version` is the image's last
 * change, so a late redelivery never undoes a newer one, and a removed image stays removed.
 */
export const mediaCopy = postsSchema.table(
  'media_copy',
  {
    mediaId: integer('media_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    url: text('url').notNull(),
    altText: text('alt_text'),
    showsPerson: boolean('shows_person').notNull(),
    personConsent: boolean('person_consent').notNull(),
    /** The words svc-catalog read inside it; null: none, or not read yet. */
    imageText: text('image_text'),
    /** 'pending' until svc-catalog has read it (a post with it waits), 'failed' when it could not. */
    imageTextStatus: text('image_text_status', { enum: ['pending', 'read', 'failed'] })
      .notNull()
      .default('pending'),
    /**
     * svc-catalog's OCR was unsure of words in which a listed medicine's name could hide: a post with it
     * needs the medical reviewer's sign-off whatever the account's setting.
     */
    imageTextUnsure: boolean('image_text_unsure').notNull().default(false),
    /**
     * The faces svc-catalog's detector found in it: one makes it a photo of a person (`showsPerson` is
     * then true whatever the business's tick said), used only under a consent of the ledger.
     */
    faces: jsonb('faces').$type<DetectedFace[]>().notNull().default([]),
    /** A before/after composite svc-catalog found in it: a post with it needs the medical reviewer's sign-off. */
    beforeAfter: jsonb('before_after').$type<BeforeAfter>(),
    removed: boolean('removed').notNull().default(false),
    /** An image, or a video: then `url` is the uploaded file and `video` its conversion. */
    kind: text('kind', { enum: ['image', 'video'] })
      .notNull()
      .default('image'),
    /** A video's conversion as svc-catalog last announced it (`imageText` holds its frames' words). */
    video: jsonb('video').$type<MediaCopyVideo>(),
    version: timestamp('version', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_copy_account_idx').on(t.accountId, t.url)],
);

/** svc-auth's company info of each account, fed by `auth.company.updated`. */
export const companiesCopy = postsSchema.table('companies_copy', {
  accountId: integer('account_id').primaryKey(),
  companyName: text('company_name').notNull(),
  location: text('location').notNull(),
  postFrequencyDays: integer('post_frequency_days').notNull(),
  scheduledTime: text('scheduled_time').notNull(),
  timeZone: text('time_zone').notNull(),
  /** The clinic's contact, for the writer's call to action. */
  telephone: text('telephone'),
  bookingUrl: text('booking_url'),
  address: text('address'),
  website: text('website'),
  /** The clinic's logo (an '/uploads/…' address or a web one), shown on the approval page. */
  logoUrl: text('logo_url'),
  /** The clinic's tax id and responsible doctor (with the medical association's number), for the post record. */
  taxId: text('tax_id'),
  responsibleDoctor: text('responsible_doctor'),
  doctorRegistration: text('doctor_registration'),
  copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * svc-social's selected pages of each account (the active ones, in order), fed by `social.pages.changed`:
 * the approval page heads its previews with their names. `version` is the change's time, so a late
 * redelivery never undoes a newer one.
 */
export const pagesCopy = postsSchema.table('pages_copy', {
  accountId: integer('account_id').primaryKey(),
  pages: jsonb('pages')
    .$type<{ platform: 'facebook' | 'instagram'; pageName: string; instagramUsername: string | null }[]>()
    .notNull(),
  version: timestamp('version', { withTimezone: true }).notNull(),
});

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

/** ai_configurations, one per account, with the platform's defaults. */
export const aiConfigurations = postsSchema.table('ai_configurations', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().unique(),
  model: text('model').notNull().default('gpt-4o'),
  temperature: text('temperature').notNull().default('0.7'),
  targetPostLength: integer('target_post_length').notNull().default(150),
  contentTone: text('content_tone').notNull().default('professional'),
  defaultHashtags: text('default_hashtags'),
  contentGuidelines: text('content_guidelines'),
  avoidMedicalClaims: boolean('avoid_medical_claims').notNull().default(true),
  includeCta: boolean('include_cta').notNull().default(true),
  complianceCheck: boolean('compliance_check').notNull().default(true),
  /** US dollars a month for the account's model calls (ai_usage); cents allowed. */
  monthlyBudgetUsd: doublePrecision('monthly_budget_usd').notNull().default(20),
  dailyGenerationLimit: integer('daily_generation_limit').notNull().default(50),
  sendBudgetAlerts: boolean('send_budget_alerts').notNull().default(true),
  autoPause: boolean('auto_pause').notNull().default(true),
  /** Adds the 'AI-assisted' line to published posts (EU AI Act Art. 50); off by default. */
  aiDisclosure: boolean('ai_disclosure').notNull().default(false),
  /** The weekly digest mail on Monday mornings; on by default. */
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  /** How many years a deleted post's record is kept (the legal retention time). */
  recordRetentionYears: integer('record_retention_years').notNull().default(5),
  ...timestamps,
});

/**
 * Each model call made for an account (writing, rewriting, reviewing here; reply drafts, product
 * descriptions and image rankings announced by svc-social and svc-catalog), once by its id: its tokens
 * and its price by the price table, in millionths of a US dollar. An account's month is summed against
 * its `monthlyBudgetUsd`; with `autoPause`, writing stops once it is spent. Account 0: the platform's own.
 */
export const aiUsage = postsSchema.table(
  'ai_usage',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** yyyy-mm, UTC. */
    month: text('month').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    model: text('model').notNull(),
    task: text('task').notNull(),
    promptTokens: integer('prompt_tokens').notNull(),
    completionTokens: integer('completion_tokens').notNull(),
    costMicroUsd: bigint('cost_micro_usd', { mode: 'number' }).notNull(),
  },
  (t) => [index('ai_usage_account_month_idx').on(t.accountId, t.month)],
);

/** Posts the writer wrote for an account per UTC day, against its `dailyGenerationLimit`. */
export const generationUsage = postsSchema.table(
  'generation_usage',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/** Approval mails an account asked for per UTC day (POST /api/test-email), against `TEST_EMAILS_PER_DAY`. */
export const testEmailUsage = postsSchema.table(
  'test_email_usage',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/** svc-auth's admin users' e-mail addresses, fed by its events: who gets the approval mail. */
export const adminUserEmailsCopy = postsSchema.table(
  'admin_user_emails_copy',
  {
    adminUserId: integer('admin_user_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    email: text('email').notNull(),
    /** The platform admin disabled the user: the account's mails no longer go to it. */
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The user's role in the account, for the mails of each role (a medical reviewer's
     * sign-off); users announced before roles are owners.
     */
    role: text('role', { enum: ['owner', 'marketer', 'medical_reviewer'] })
      .notNull()
      .default('owner'),
    /** The user has a password to sign in with (an invitee has none until it sets one). */
    canSignIn: boolean('can_sign_in').notNull().default(true),
    copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_user_emails_copy_account_idx').on(t.accountId)],
);

/**
 * email_scheduling_tokens: the single-use link of an approval mail. `token` holds the SHA-256 of
 * the secret sent in the mail, never the secret itself; `postIds` are the posts the mail listed.
 */
export const emailSchedulingTokens = postsSchema.table('email_scheduling_tokens', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  token: text('token').notNull().unique(),
  postIds: jsonb('post_ids').$type<number[]>().notNull(),
  /** Who the mail went to (the account's admin users then): whom an approval through it credits. */
  recipients: jsonb('recipients').$type<{ adminUserId: number; email: string }[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  isUsed: boolean('is_used').notNull().default(false),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /**
   * A recipient's e-mail changed, the recipient was disabled or removed, or the account suspended: the
   * link never works again, whatever happens next.
   */
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  ...timestamps,
});

/** Every mail the service sent or, with no SMTP server configured, kept instead of sending. */
export const mails = postsSchema.table('mails', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  recipients: jsonb('recipients').$type<string[]>().notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  delivery: text('delivery', { enum: ['smtp', 'kept'] }).notNull(),
  /** The SMTP server's message id, when one took it. */
  messageId: text('message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The compliance rules: seeded from libs/ai's DEFAULT_RULES, their terms changed by the platform admin. */
export const complianceRules = postsSchema.table('compliance_rules', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  severity: text('severity').$type<ComplianceSeverity>().notNull(),
  reason: text('reason').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A rule's terms; a disabled term stays, for the audit, and can be enabled again. */
export const complianceTerms = postsSchema.table(
  'compliance_terms',
  {
    id: serial('id').primaryKey(),
    ruleId: text('rule_id')
      .notNull()
      .references(() => complianceRules.id),
    term: text('term').notNull(),
    active: boolean('active').notNull().default(true),
    addedBy: text('added_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /** Why it was last disabled or enabled (a disabling needs one). */
    changeReason: text('change_reason'),
  },
  (t) => [unique('compliance_terms_rule_term_unique').on(t.ruleId, t.term)],
);

/**
 * Every change of the rule set, who made it (the admin's name; the token's subject for changes made before
 * names were kept), when and why; its id is the rule set's new version.
 */
export const complianceChanges = postsSchema.table('compliance_changes', {
  id: serial('id').primaryKey(),
  action: text('action', { enum: ['added', 'disabled', 'enabled'] }).notNull(),
  ruleId: text('rule_id').notNull(),
  term: text('term').notNull(),
  by: text('by').notNull(),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** svc-auth's account lifecycle as this service needs it: a suspended account's posts are not published. */
export const accountStates = accountStatesTable(postsSchema);

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

/**
 * svc-social's last report of each account's Facebook connection (`social.connection.checked`): what
 * stops or will stop its posts. `checkedAt` orders the reports, so a late redelivery never undoes a newer.
 */
export const connectionHealthCopy = postsSchema.table('connection_health_copy', {
  accountId: integer('account_id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  connected: boolean('connected').notNull(),
  problems: jsonb('problems').$type<ConnectionProblem[]>().notNull().default([]),
  /** When the Facebook login ends, as the check read it (null: it does not, or not connected). */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the business is told by mail and in the portal's bell: a failed or unconfirmed post, a
 * connection problem that would make a coming post fail. `incidentKey` makes each incident one row
 * however often it is reported (a redelivered event, two replicas, a problem found day after day), and
 * its mail is sent by whichever replica claims it (`mailClaimedUntil`), once.
 */
export const alerts = postsSchema.table(
  'alerts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    incidentKey: text('incident_key').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    /** The post it is about (the first affected one for a connection problem). */
    postId: integer('post_id'),
    productName: text('product_name'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    title: text('title').notNull(),
    reason: text('reason').notNull(),
    /** For a connection problem: the coming posts it stops, as the mail lists them. */
    affectedPosts: jsonb('affected_posts')
      .$type<{ postId: number; productName: string; scheduledDate: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** pending until a replica sent it (smtp) or kept it (no SMTP server); no_recipients, failed: never sent. */
    mailStatus: text('mail_status', { enum: ['pending', 'sent', 'kept', 'no_recipients', 'failed'] })
      .notNull()
      .default('pending'),
    /** The tries of its mail (the claim columns of the kit's jobs: the mail is the alert's job). */
    attempts: claimColumns.attempts(),
    /** When its mail is (next) tried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A replica sending its mail holds it until then. */
    claimedUntil: claimColumns.claimedUntil(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('alerts_account_incident_unique').on(t.accountId, t.incidentKey),
    index('alerts_account_created_idx').on(t.accountId, t.createdAt),
    index('alerts_mail_due_idx').on(t.nextAttemptAt).where(sql`${t.mailStatus} = 'pending'`),
  ],
);

/**
 * The inbox's daily mail of each account and Greek day, from svc-social's
 * `social.inbox.overdue-found`: the row is made on the first delivery, so a redelivery sends nothing
 * twice; a replica claims it (`claimedUntil`) while it sends. `state` says how it ended.
 */
export const inboxMails = postsSchema.table(
  'inbox_mails',
  {
    accountId: integer('account_id').notNull(),
    day: text('day').notNull(),
    state: text('state', { enum: ['pending', 'sent', 'kept', 'no_recipients', 'suspended'] })
      .notNull()
      .default('pending'),
    threads: integer('threads').notNull(),
    claimedUntil: claimColumns.claimedUntil(),
    attempts: claimColumns.attempts(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * The weekly digest of each account and week: one row per account and local Monday
 * (`weekStart`), made by whichever replica first sees that Monday's digest due, so the week's mail is
 * decided once. A replica claims a row (`claimedUntil`, `claimedBy`) to send it; `sentAt` records that
 * the mail went, `outcome` why none was sent. A row still unsent at `sendBy` (the end of that Monday,
 * local) is given up, never sent late.
 */
export const weeklyDigests = postsSchema.table(
  'weekly_digests',
  {
    accountId: integer('account_id').notNull(),
    /** The Monday of the week it is sent in, on the business's calendar. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /**
     * Whose digest: '' the account's, to its owner and marketers together; an address, that
     * medical reviewer's own, of the posts waiting for their sign-off. Each sent once a week.
     */
    recipient: text('recipient').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    /** That Monday at 08:00 local, and the end of that Monday local: when it may be sent. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sendBy: timestamp('send_by', { withTimezone: true }).notNull(),
    /** pending: to send; sent; skipped: nothing sent on purpose (see reason); missed: not sent that Monday. */
    outcome: text('outcome', { enum: ['pending', 'sent', 'skipped', 'missed'] })
      .notNull()
      .default('pending'),
    /** Why it was skipped (disabled, no_admin, suspended, nothing_to_say) or the last send's failure. */
    reason: text('reason'),
    attempts: claimColumns.attempts(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: claimColumns.claimedUntil(),
    claimedBy: claimColumns.claimedBy(),
    /** When a send began (its link stored): a claim that expires after it means the send's end is unknown. */
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: text('message_id'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.weekStart, t.recipient] }),
    index('weekly_digests_due_idx').on(t.outcome, t.nextAttemptAt),
  ],
);

/**
 * The record of each post: one row per post ever written, kept after the post is deleted
 * (`deletedAt`) for the account's retention years, then purged with its steps. Its steps are in
 * `post_record_steps`; this row holds only what the exports sort and filter by.
 */
export const postRecords = postsSchema.table(
  'post_records',
  {
    postId: integer('post_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    productName: text('product_name').notNull(),
    /** Its date as last recorded: the period exports pick posts by it. */
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('post_records_account_date_idx').on(t.accountId, t.scheduledDate),
    index('post_records_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * The steps of a post's record, append-only: each written once, in the transaction of the change it
 * records, and never updated (only purged with its record). `detail` holds what the kind says it holds
 * (libs/contracts POST_RECORD_STEP_KINDS).
 */
export const postRecordSteps = postsSchema.table(
  'post_record_steps',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => postRecords.postId, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    kind: text('kind').$type<PostRecordStepKind>().notNull(),
    actorKind: text('actor_kind').$type<PostRecordActor['kind']>().notNull(),
    /** The token's subject (`admin-user:<id>`), the writer's kind, or null. */
    actorRef: text('actor_ref'),
    /** The person's e-mail, the writer's model, the mail's recipients, or the platform's part. */
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('post_record_steps_post_idx').on(t.postId, t.id),
    index('post_record_steps_account_idx').on(t.accountId),
  ],
);

/** Bytes as Postgres stores them (bytea): the consent forms, kept private in the service's database. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The consent ledger: a person shown in the business's images agreed, in the signed form kept
 * here, to their use for social media promotion on `channels` from `startsOn` to `endsOn` (both included).
 * `personRef` is the clinic's own reference (a patient or file number), not a name. A withdrawn consent
 * covers nothing any more; `expiryWarnedAt`: the business was warned of its end (once).
 */
export const consents = postsSchema.table(
  'consents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    personRef: text('person_ref').notNull(),
    purpose: text('purpose', { enum: ['social_media_promotion'] })
      .notNull()
      .default('social_media_promotion'),
    channels: jsonb('channels').$type<('facebook' | 'instagram')[]>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    formName: text('form_name').notNull(),
    formType: text('form_type').notNull(),
    form: bytea('form').notNull(),
    /** The token's subject of who recorded it. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_account_idx').on(t.accountId, t.createdAt),
    index('consents_expiry_idx')
      .on(t.endsOn)
      .where(sql`${t.withdrawnAt} is null and ${t.expiryWarnedAt} is null`),
  ],
);

/** Which consents cover which library images (a photo may show more than one person, or be renewed). */
export const mediaConsents = postsSchema.table(
  'media_consents',
  {
    accountId: integer('account_id').notNull(),
    mediaId: integer('media_id').notNull(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.consentId] }),
    index('media_consents_consent_idx').on(t.consentId),
  ],
);
/** The account's clinical sign-off setting: off (no row) by default. */
export const clinicalSignOffSettings = postsSchema.table('clinical_signoff_settings', {
  accountId: integer('account_id').primaryKey(),
  mode: text('mode').$type<ClinicalSignOffMode>().notNull().default('off'),
  updatedBy: text('updated_by'),
  ...timestamps,
});

/**
 * A post's clinical sign-off as it stands: the last submission (its version and the hash of the
 * whole payload then) and the reviewer's decision on it. No row: never submitted. Kept apart from
 * post_status: scheduling reads it, only the sign-off routes write it.
 */
export const postSignOffs = postsSchema.table(
  'post_signoffs',
  {
    postId: integer('post_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    state: text('state', { enum: ['pending', 'signed_off', 'changes_requested'] }).notNull(),
    version: integer('version').notNull(),
    payloadHash: text('payload_hash').notNull(),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [index('post_signoffs_account_state_idx').on(t.accountId, t.state)],
);

/** Each submission of a post for sign-off: the payload as sent (a snapshot), and the decision on it. */
export const postSignOffVersions = postsSchema.table(
  'post_signoff_versions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull(),
    accountId: integer('account_id').notNull(),
    version: integer('version').notNull(),
    payloadHash: text('payload_hash').notNull(),
    snapshot: jsonb('snapshot').$type<SignOffSnapshot>().notNull(),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['signed_off', 'changes_requested'] }),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    comment: text('comment'),
  },
  (t) => [unique('post_signoff_versions_post_version_unique').on(t.postId, t.version)],
);

/**
 * The single-use link of a sign-off mail, bound to one version of one post: `token` holds the SHA-256 of
 * the secret sent in the mail, never the secret itself.
 */
export const signOffLinks = postsSchema.table('signoff_links', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  postId: integer('post_id').notNull(),
  version: integer('version').notNull(),
  payloadHash: text('payload_hash').notNull(),
  token: text('token').notNull().unique(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
