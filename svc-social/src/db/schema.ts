import type {
  ComplianceFlag,
  ComplianceRuleSet,
  ConnectionProblem,
  InboxReplyAcknowledgement,
  MetaFeature,
  OpeningHours,
} from '@studio/contracts';
import {
  accountDayUsageTable,
  accountStatesTable,
  claimColumns,
  idempotencyKeysTable,
  knownSessionsTable,
  leasesTable,
  outboxTable,
} from '@studio/kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const socialSchema = pgSchema('social');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The social platforms a post can go to; seeded with Facebook and Instagram. */
export const platforms = socialSchema.table('platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  maxHashtags: integer('max_hashtags').notNull(),
  recommendedLength: integer('recommended_length').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** An account's Facebook login: the user tokens, encrypted at rest (see crypto/token-cipher.ts). */
export const facebookConnections = socialSchema.table('facebook_connections', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().unique(),
  userTokenEncrypted: text('user_token_encrypted').notNull(),
  longLivedTokenEncrypted: text('long_lived_token_encrypted').notNull(),
  tokenUpdatedAt: timestamp('token_updated_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  status: text('status', { enum: ['connected', 'reconnect_required'] })
    .notNull()
    .default('connected'),
  /** The Facebook user who logged in (Graph /me), so the business sees whose pages these are. */
  facebookUserId: text('facebook_user_id'),
  facebookUserName: text('facebook_user_name'),
  /**
   * The features beyond publishing the business turned on and whose permissions the login gave
   * (insights, inbox): their permissions are asked again at each login, and their work runs only then.
   */
  features: jsonb('features').$type<MetaFeature[]>().notNull().default([]),
  /** What its last check found (see health/): what stops or will stop the account's posts. */
  healthProblems: jsonb('health_problems').$type<ConnectionProblem[]>().notNull().default([]),
  healthCheckedAt: timestamp('health_checked_at', { withTimezone: true }),
  /** When it is checked next: a day after the last check, now after a reconnect or a refused publication. */
  healthCheckDueAt: timestamp('health_check_due_at', { withTimezone: true }).notNull().defaultNow(),
  /** A replica checking it holds it until then, so no other one checks it too. */
  claimedUntil: claimColumns.claimedUntil(),
  ...timestamps,
});

/** One-time OAuth `state` values, binding a Facebook login return to the business that started it. */
/**
 * Meta's calls about a person who removed the app (deauthorize) or asked for their data to be deleted
 * (data deletion), each recorded with what came of it: the accounts whose Facebook connection, tokens
 * and selected pages were deleted, and the confirmation code Meta shows the person.
 */
export const metaDataRequests = socialSchema.table('meta_data_requests', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['deauthorize', 'data_deletion'] }).notNull(),
  /** The app-scoped Facebook user id of the signed request. */
  facebookUserId: text('facebook_user_id').notNull(),
  confirmationCode: text('confirmation_code').notNull().unique(),
  accountIds: jsonb('account_ids').$type<number[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const oauthStates = socialSchema.table(
  'oauth_states',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull().unique(),
    accountId: integer('account_id').notNull(),
    /** The hash of the nonce in the HttpOnly cookie of the browser that started the login. */
    nonceHash: text('nonce_hash'),
    /** The features this login asks the permissions of (with publishing's). */
    features: jsonb('features').$type<MetaFeature[]>().notNull().default([]),
    /** Whose login it starts: Facebook's or Google's (a state of one is never taken at the other's return). */
    provider: text('provider', { enum: ['facebook', 'google'] })
      .notNull()
      .default('facebook'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_account_id_idx').on(t.accountId)],
);

/** One-time tickets a signed-in business trades for the start of a Facebook login (no bearer token in the URL). */
export const connectTickets = socialSchema.table('connect_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  accountId: integer('account_id').notNull(),
  /** The hash of the cookie the asking browser got with the ticket: no other browser can take it. */
  browserHash: text('browser_hash'),
  /** The features the business turns on with this login. */
  features: jsonb('features').$type<MetaFeature[]>().notNull().default([]),
  /** The login it starts: Facebook's or Google's. */
  provider: text('provider', { enum: ['facebook', 'google'] })
    .notNull()
    .default('facebook'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pages and Instagram accounts a business publishes to. */
export const selectedPages = socialSchema.table(
  'selected_pages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    pageCategory: text('page_category'),
    platform: text('platform', { enum: ['facebook', 'instagram'] }).notNull(),
    accessTokenEncrypted: text('access_token_encrypted'),
    instagramId: text('instagram_id'),
    instagramUsername: text('instagram_username'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('selected_pages_account_platform_page_unique').on(t.accountId, t.platform, t.pageId)],
);

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

/**
 * svc-posts' compliance rule set, the newest version announced (`posts.compliance-rules.changed`): the
 * publisher's last check reads it. One row.
 */
export const complianceRulesCopy = socialSchema.table('compliance_rules_copy', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  ruleSet: jsonb('rule_set').$type<ComplianceRuleSet>().notNull(),
  copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outbox = outboxTable(socialSchema);
/** The writes asked for under an Idempotency-Key, with their answers (a retry gets the same). */
export const idempotencyKeys = idempotencyKeysTable(socialSchema);
/** The sessions svc-auth announced: a token is taken only while its session is live here. */
export const knownSessions = knownSessionsTable(socialSchema);

/** Who is publishing a target, or to a page, right now: see @studio/kit Leases. */
export const leases = leasesTable(socialSchema);

/**
 * The Facebook sandbox's state (FACEBOOK_SANDBOX=true), here so every replica sees it: login codes and
 * tokens by their hash, each bound to the business account that logged in (`user_key`), Instagram
 * containers, and what was "published", capped per account (see @studio/facebook-sandbox's store.ts; svc-social's store: sandbox/postgres-store.ts).
 */
export const sandboxCodes = socialSchema.table('sandbox_codes', {
  codeHash: text('code_hash').primaryKey(),
  userKey: integer('user_key').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** The permissions the user unticked on the consent page. */
  declined: jsonb('declined').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sandboxTokens = socialSchema.table(
  'sandbox_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userKey: integer('user_key').notNull(),
    /** The page (or Instagram account's page) a page token reaches; null for a user token. */
    pageId: text('page_id'),
    /** The permissions the user refused at the login this token comes from. */
    declined: jsonb('declined').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it stops working; null (kept before expiries were): TOKEN_TTL_MS after created_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the app's access to the person's data ends (debug_token's data_access_expires_at); null: at expires_at. */
    dataAccessExpiresAt: timestamp('data_access_expires_at', { withTimezone: true }),
    /** A page token listed with a long-lived login: debug_token says it does not expire (expires_at 0). */
    neverExpires: boolean('never_expires').notNull().default(false),
  },
  (t) => [index('sandbox_tokens_created_at_idx').on(t.createdAt)],
);

/**
 * Instagram media containers (an image, a carousel item, a carousel of items) and Facebook photos
 * uploaded unpublished for a multi-photo post; `igId` is the Instagram account or the page.
 */
export const sandboxContainers = socialSchema.table('sandbox_containers', {
  id: text('id').primaryKey(),
  igId: text('ig_id').notNull(),
  kind: text('kind', {
    enum: ['image', 'carousel_item', 'carousel', 'reel', 'story', 'photo', 'fb_reel', 'fb_story'],
  })
    .notNull()
    .default('image'),
  caption: text('caption').notNull(),
  /** The image (null for a carousel, whose images are its children's). */
  imageUrl: text('image_url'),
  altText: text('alt_text'),
  children: jsonb('children').$type<string[]>().notNull().default([]),
  checks: integer('checks').notNull().default(0),
  /** A Reel's or a Story's video, its cover, and why it could not be processed. */
  videoUrl: text('video_url'),
  coverUrl: text('cover_url'),
  shareToFeed: boolean('share_to_feed').notNull().default(true),
  failure: text('failure'),
  /** The media a published container became: it is kept, and its status says PUBLISHED. */
  publishedId: text('published_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPosts = socialSchema.table(
  'sandbox_posts',
  {
    id: text('id').primaryKey(),
    userKey: integer('user_key').notNull(),
    pageId: text('page_id').notNull(),
    platform: text('platform', { enum: ['facebook', 'instagram'] }).notNull(),
    /** A feed post, a Reel or a Story. */
    format: text('format', { enum: ['feed', 'reel', 'story'] })
      .notNull()
      .default('feed'),
    message: text('message').notNull(),
    imageUrl: text('image_url'),
    /** Every image of the post in order, with its alt text (a carousel or a multi-photo post has several). */
    images: jsonb('images').$type<{ url: string; altText: string | null }[]>().notNull().default([]),
    /** Comments under the post, oldest first. */
    comments: jsonb('comments')
      .$type<{ id: string; message: string; createdAt: string }[]>()
      .notNull()
      .default([]),
    videoUrl: text('video_url'),
    coverUrl: text('cover_url'),
    shareToFeed: boolean('share_to_feed').notNull().default(true),
    permalink: text('permalink').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a Story disappears; null for the others. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_posts_user_created_idx').on(t.userKey, t.createdAt)],
);

/**
 * The sandbox's direct messages: a patient's written on the sandbox page and the page's sent
 * through the Graph API, per conversation (a page and a patient), capped per account.
 */
export const sandboxMessages = socialSchema.table(
  'sandbox_messages',
  {
    id: text('id').primaryKey(),
    userKey: integer('user_key').notNull(),
    pageId: text('page_id').notNull(),
    platform: text('platform', { enum: ['facebook', 'instagram'] }).notNull(),
    patientId: text('patient_id').notNull(),
    patientName: text('patient_name').notNull(),
    sender: text('sender', { enum: ['patient', 'page'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_messages_user_created_idx').on(t.userKey, t.createdAt)],
);

/** svc-auth's account lifecycle as this service needs it: a suspended account's posts are not published. */
export const accountStates = accountStatesTable(socialSchema);

/**
 * When a published post's numbers are read: one row per publication and checkpoint, due at
 * its time, claimed by one replica at a time (FOR UPDATE SKIP LOCKED, then `claimedUntil`), 'done'
 * once every metric of its network is read, unavailable or given up (and announced then, once).
 * 'skipped': its time passed long ago (the platform was down, or the post predates the collector);
 * 'cancelled': the post is no longer on the page.
 */
export const insightCheckpoints = socialSchema.table(
  'insight_checkpoints',
  {
    id: serial('id').primaryKey(),
    /** The publication (published_posts.id). */
    publicationId: integer('publication_id').notNull(),
    accountId: integer('account_id').notNull(),
    checkpoint: text('checkpoint', { enum: ['first', '1h', '24h', '7d', '28d'] }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['due', 'done', 'skipped', 'cancelled'] })
      .notNull()
      .default('due'),
    /** A reading that failed for a passing reason, or was slowed down by Meta, waits until then. */
    nextAttemptAt: claimColumns.nextAttemptAt(),
    claimedUntil: claimColumns.claimedUntil(),
    claimedBy: claimColumns.claimedBy(),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('insight_checkpoints_publication_checkpoint_unique').on(t.publicationId, t.checkpoint),
    index('insight_checkpoints_due_idx').on(t.dueAt).where(sql`${t.status} = 'due'`),
    index('insight_checkpoints_account_idx').on(t.accountId),
  ],
);

/**
 * The series: each metric of each publication at each checkpoint, with what came of asking for it.
 * 'ok' with its value; 'unavailable' (retired by Meta, or not offered for this media); 'retry' (failed,
 * asked again at the checkpoint's next try); 'failed' (given up after INSIGHTS_MAX_ATTEMPTS).
 */
export const insightValues = socialSchema.table(
  'insight_values',
  {
    publicationId: integer('publication_id').notNull(),
    accountId: integer('account_id').notNull(),
    checkpoint: text('checkpoint', { enum: ['first', '1h', '24h', '7d', '28d'] }).notNull(),
    /** The metric's name in libs/contracts PostMetrics (views, reach, …). */
    metric: text('metric').notNull(),
    /** What was asked (graph/metrics.ts signatureOf), e.g. insight:post_media_view. */
    request: text('request').notNull(),
    status: text('status', { enum: ['ok', 'unavailable', 'retry', 'failed'] }).notNull(),
    value: integer('value'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.checkpoint, t.metric] }),
    index('insight_values_account_idx').on(t.accountId),
  ],
);

/**
 * Metric requests Meta answered with its "invalid metric" error, per network: never asked again until
 * the metric table asks something else for that metric (another signature).
 */
export const insightUnavailableMetrics = socialSchema.table(
  'insight_unavailable_metrics',
  {
    network: text('network', { enum: ['facebook', 'instagram'] }).notNull(),
    request: text('request').notNull(),
    metric: text('metric').notNull(),
    /** Meta's words. */
    reason: text('reason').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.request] })],
);

/**
 * The inbox: a thread is the comments of one person under one post, or a conversation of
 * direct messages with one person, on one of the account's pages or Instagram accounts.
 */
export const inboxThreads = socialSchema.table(
  'inbox_threads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** `${network}:${kind}:${post or page}:${author}`: what makes two items one thread. */
    threadKey: text('thread_key').notNull(),
    kind: text('kind', { enum: ['comment', 'message'] }).notNull(),
    network: text('network', { enum: ['facebook', 'instagram'] }).notNull(),
    /** The page (for Instagram: the Instagram account's id, `igAccountId`, and its page here). */
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    igAccountId: text('ig_account_id'),
    igUsername: text('ig_username'),
    postExternalId: text('post_external_id'),
    /** svc-posts' post when the comment is under a post published through Post Studio. */
    bulkPostId: integer('bulk_post_id'),
    permalink: text('permalink'),
    postExcerpt: text('post_excerpt'),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    category: text('category', { enum: ['question', 'complaint', 'spam', 'other'] })
      .notNull()
      .default('other'),
    lastItemAt: timestamp('last_item_at', { withTimezone: true }).notNull(),
    lastItemExcerpt: text('last_item_excerpt').notNull(),
    /** Since when the person's writing waits for an answer; null when answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    unreadCount: integer('unread_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inbox_threads_account_key_unique').on(t.accountId, t.threadKey),
    index('inbox_threads_account_waiting_idx').on(t.accountId, t.waitingSince),
  ],
);

/** A comment, reply or message of a thread, as the network has it. */
export const inboxItems = socialSchema.table(
  'inbox_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    threadId: integer('thread_id').notNull(),
    network: text('network', { enum: ['facebook', 'instagram'] }).notNull(),
    externalId: text('external_id').notNull(),
    parentExternalId: text('parent_external_id'),
    direction: text('direction', { enum: ['incoming', 'outgoing'] }).notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    category: text('category', { enum: ['question', 'complaint', 'spam', 'other'] })
      .notNull()
      .default('other'),
    /** What the rules saw in it: a medical or a price question steers a public answer to a private one. */
    steer: text('steer', { enum: ['medical', 'price'] }),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A private reply was sent to this comment (Meta allows one per comment). */
    privateRepliedAt: timestamp('private_replied_at', { withTimezone: true }),
    sentByUserId: integer('sent_by_user_id'),
    sentByName: text('sent_by_name'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_items_account_external_unique').on(t.accountId, t.network, t.externalId),
    index('inbox_items_thread_idx').on(t.threadId),
  ],
);

/**
 * A reply written in the inbox: checked by the gate, signed off when the account asks for it, then sent
 * once by whichever replica claims it (`claimDue`); `attemptStartedAt` is committed before each Graph call,
 * so a claim after a crash or a lost answer looks for the reply before sending it again.
 */
export const inboxReplies = socialSchema.table(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    threadId: integer('thread_id').notNull(),
    itemId: integer('item_id').notNull(),
    text: text('text').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    state: text('state', {
      enum: ['awaiting_signoff', 'changes_requested', 'sending', 'sent', 'failed'],
    }).notNull(),
    flags: jsonb('flags').$type<ComplianceFlag[]>().notNull().default([]),
    /** A public reply's `warn` flags acknowledged before it was taken: who (and their user id), when, which rules. */
    acknowledgement: jsonb('acknowledgement').$type<InboxReplyAcknowledgement & { userId: number | null }>(),
    sentByUserId: integer('sent_by_user_id'),
    sentByName: text('sent_by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentItemId: integer('sent_item_id'),
    externalId: text('external_id'),
    error: text('error'),
    reviewedByUserId: integer('reviewed_by_user_id'),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    claimedUntil: claimColumns.claimedUntil(),
    claimedBy: claimColumns.claimedBy(),
    attempts: claimColumns.attempts(),
    nextAttemptAt: claimColumns.nextAttemptAt(),
    ...timestamps,
  },
  (t) => [
    index('inbox_replies_thread_idx').on(t.threadId),
    index('inbox_replies_state_idx').on(t.state, t.nextAttemptAt),
  ],
);

/** Meta's webhook deliveries already taken, by the change's own key: a redelivery is ignored. */
export const inboxWebhookEvents = socialSchema.table('inbox_webhook_events', {
  eventKey: text('event_key').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The polling of a selected page's comments (no public address for the webhook): one replica at a time. */
export const inboxPolls = socialSchema.table('inbox_polls', {
  selectedPageId: integer('selected_page_id').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: claimColumns.claimedUntil(),
  attempts: claimColumns.attempts(),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  /** When the app was subscribed to the page's webhook fields (a Facebook page, with the webhook set up). */
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
});

/**
 * The daily look at each account's waiting threads: one row per account and local day, made in
 * the transaction that announces the day's overdue threads, so one replica does it once.
 */
export const inboxDailyMails = socialSchema.table(
  'inbox_daily_mails',
  {
    accountId: integer('account_id').notNull(),
    /** YYYY-MM-DD in the account's time zone. */
    day: text('day').notNull(),
    /** The threads announced as waiting too long (0: none, or the account turned the mail off). */
    overdue: integer('overdue').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * Each account's time zone as svc-auth announces it (`auth.company.updated`): the inbox's daily mail goes
 * at 08:00 there. No row: Greek time.
 */
export const accountTimeZones = socialSchema.table('account_time_zones', {
  accountId: integer('account_id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Replies the AI writer drafted for an account per UTC day, against its daily limit. */
export const inboxSuggestionUsage = accountDayUsageTable(socialSchema, 'inbox_suggestion_usage');

/** An account's inbox settings (defaults when no row). */
export const inboxSettings = socialSchema.table('inbox_settings', {
  accountId: integer('account_id').primaryKey(),
  waitAlertHours: integer('wait_alert_hours').notNull().default(4),
  openingHours: jsonb('opening_hours').$type<OpeningHours | null>(),
  dailyMail: boolean('daily_mail').notNull().default(true),
  replySignOff: text('reply_sign_off', { enum: ['off', 'flagged', 'all'] })
    .notNull()
    .default('off'),
  ...timestamps,
});

/**
 * A business's Google login: the refresh token (sealed like Facebook's), the scopes Google granted, and
 * whether Google still takes it. The access tokens it gives last an hour and are never stored.
 */
export const googleConnections = socialSchema.table('google_connections', {
  accountId: integer('account_id').primaryKey(),
  refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
  scopes: text('scopes').notNull(),
  status: text('status', { enum: ['connected', 'reconnect_required'] })
    .notNull()
    .default('connected'),
  ...timestamps,
});

/** The Google Business Profile locations a login manages, as last read, and those posts go to. */
export const googleLocations = socialSchema.table(
  'google_locations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** v4's resource name: accounts/{accountId}/locations/{locationId}. */
    locationName: text('location_name').notNull(),
    title: text('title').notNull(),
    accountName: text('account_name').notNull(),
    address: text('address'),
    phone: text('phone'),
    websiteUri: text('website_uri'),
    verified: boolean('verified').notNull().default(false),
    selected: boolean('selected').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('google_locations_account_location_unique').on(t.accountId, t.locationName)],
);

/** The in-service Google sandbox's state (codes, tokens, local posts, replies), shared by every replica. */
export const googleSandboxRecords = socialSchema.table(
  'google_sandbox_records',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    userKey: integer('user_key').notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('google_sandbox_records_user_idx').on(t.kind, t.userKey),
  ],
);

/**
 * A reply to a Google review, recorded before it is sent ('sending') and marked 'sent' with Google's
 * time: one per review, so a second send of the same review is refused and a lost answer is looked up.
 */
export const googleReviewReplies = socialSchema.table(
  'google_review_replies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** accounts/{a}/locations/{l}/reviews/{r} */
    reviewName: text('review_name').notNull(),
    text: text('text').notNull(),
    /**
     * 'awaiting_signoff' (the account asks its reviewer's sign-off), 'changes_requested' (sent back,
     * written again), 'sending' (on its way), 'sent'.
     */
    status: text('status', { enum: ['awaiting_signoff', 'changes_requested', 'sending', 'sent'] }).notNull(),
    authorName: text('author_name').notNull(),
    authorUserId: integer('author_user_id'),
    reviewedByName: text('reviewed_by_name'),
    reviewedByUserId: integer('reviewed_by_user_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('google_review_replies_review_unique').on(t.reviewName)],
);
