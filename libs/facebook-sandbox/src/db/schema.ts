import { boolean, index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox's own Postgres schema, made by its own migrations (migrations/, applied by `migrateSandbox`
 * when svc-social loads the sandbox): a deployment talking to Facebook never has it.
 */
export const SANDBOX_SCHEMA = 'facebook_sandbox';
export const sandboxSchema = pgSchema(SANDBOX_SCHEMA);

/**
 * The sandbox's state in PostgreSQL (FACEBOOK_SANDBOX=true), so every replica sees it: login codes and
 * tokens by their hash, each bound to the business account that logged in (`user_key`), Instagram
 * containers, and what was "published", capped per account (the store: postgres-store.ts, on ../store.ts).
 */
export const sandboxCodes = sandboxSchema.table('sandbox_codes', {
  codeHash: text('code_hash').primaryKey(),
  userKey: integer('user_key').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** The permissions the user unticked on the consent page. */
  declined: jsonb('declined').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sandboxTokens = sandboxSchema.table(
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
export const sandboxContainers = sandboxSchema.table('sandbox_containers', {
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

export const sandboxPosts = sandboxSchema.table(
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
export const sandboxMessages = sandboxSchema.table(
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
