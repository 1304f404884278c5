import type { BeforeAfter, DetectedFace, ProductSheet } from '@studio/contracts';
import {
  accountDayUsageTable,
  claimColumns,
  idempotencyKeysTable,
  knownSessionsTable,
  outboxTable,
} from '@studio/kit';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

export const catalogSchema = pgSchema('catalog');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const productCategories = catalogSchema.table('product_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name businesses read in the Greek portal and posts (the admin's English `name` otherwise). */
  nameEl: text('name_el'),
  description: text('description'),
  ...timestamps,
});

/** The admin's catalogue of medical products, and the products businesses created with AI. */
export const products = catalogSchema.table(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name posts use instead, when `name` holds a term the compliance rules block. */
    publicName: text('public_name'),
    description: text('description').notNull(),
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    /** A path under /uploads/, served by this service. */
    imagePath: text('image_path'),
    status: text('status', { enum: ['active', 'draft', 'archived'] })
      .notNull()
      .default('active'),
    /** The business that created it: seen by that business and the admin only, until the admin promotes it (null). */
    ownerAccountId: integer('owner_account_id'),
    ...timestamps,
  },
  (t) => [index('products_owner_account_id_idx').on(t.ownerAccountId)],
);

/** More images of a product, beyond its main one. */
export const productImages = catalogSchema.table(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imagePath: text('image_path').notNull(),
    originalUrl: text('original_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId)],
);

/** Posts that inspire the AI writer for a product. */
export const examplePosts = catalogSchema.table(
  'example_posts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    platform: text('platform').notNull().default('instagram'),
    ...timestamps,
  },
  (t) => [index('example_posts_product_id_idx').on(t.productId)],
);

/** Image searches per UTC day, against the daily quota. */
export const imageSearchUsage = catalogSchema.table('image_search_usage', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});

/** Image searches each business account made per UTC day, against its own share of the platform's quota. */
export const imageSearchAccountUsage = accountDayUsageTable(catalogSchema, 'image_search_account_usage');

/**
 * A catalogue product chosen by a business. The originals are copied when it is added, and
 * `original_product_id` has no foreign key: the business keeps its copy when the admin deletes the
 * catalogue product.
 */
export const accountProducts = catalogSchema.table(
  'account_products',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    originalProductId: integer('original_product_id').notNull(),
    customName: text('custom_name'),
    customDescription: text('custom_description'),
    /** The business's own main image, one of its account_product_images; null shows the original. */
    customImagePath: text('custom_image_path'),
    originalName: text('original_name').notNull(),
    originalDescription: text('original_description').notNull(),
    originalImagePath: text('original_image_path'),
    categoryId: integer('category_id'),
    categoryName: text('category_name'),
    status: text('status').notNull().default('active'),
    /** The product's fact sheet as the business corrected it; null: read from its texts (libs/ai). */
    factSheet: jsonb('fact_sheet').$type<ProductSheet>(),
    ...timestamps,
  },
  // The unique index also serves the lookups by account, its first column.
  (t) => [unique('account_products_account_product_unique').on(t.accountId, t.originalProductId)],
);

/** The business's own images of one of its products. */
export const accountProductImages = catalogSchema.table(
  'account_product_images',
  {
    id: serial('id').primaryKey(),
    accountProductId: integer('account_product_id')
      .notNull()
      .references(() => accountProducts.id, { onDelete: 'cascade' }),
    imagePath: text('image_path').notNull(),
    originalUrl: text('original_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_product_images_account_product_id_idx').on(t.accountProductId)],
);

/**
 * The media library: every image of a business (`accountId`), or of the catalogue (null), once per file,
 * with what a post needs of it: alt text, and whether it shows a person who consented to its use.
 */
export const media = catalogSchema.table(
  'media',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id'),
    /** A path under /uploads/, or an image of the offline source. */
    imagePath: text('image_path').notNull(),
    source: text('source', { enum: ['upload', 'product', 'ai'] }).notNull(),
    altText: text('alt_text'),
    showsPerson: boolean('shows_person').notNull().default(false),
    personConsent: boolean('person_consent').notNull().default(false),
    /** The words read inside it by the background OCR (image-text/), once; null: none found, or not read yet. */
    imageText: text('image_text'),
    /**
     * Those of its words the OCR was sure of, what the business is shown ('' when none; null: read before
     * they were kept apart, when all of `imageText` is shown).
     */
    imageTextSure: text('image_text_sure'),
    /**
     * 'pending' until read ('reading' while a reader holds its lease), then 'read', or 'failed' after
     * IMAGE_TEXT_MAX_ATTEMPTS tries.
     */
    imageTextStatus: text('image_text_status', { enum: ['pending', 'reading', 'read', 'failed'] })
      .notNull()
      .default('pending'),
    /**
     * The OCR read words it was unsure of in which a listed medicine's name could hide (a misread stylised
     * name): a post with it needs the medical reviewer's look instead of passing on the words read.
     */
    imageTextUnsure: boolean('image_text_unsure').notNull().default(false),
    /**
     * The faces the offline detector found in it (faces/), read with its words: in a video, those of its
     * cover and sampled frames. One makes it a photo of a person whatever `showsPerson` says.
     */
    faces: jsonb('faces').$type<DetectedFace[]>().notNull().default([]),
    /**
     * A before/after composite found in the image (before-after/), read with its words and faces: a post
     * with it needs the medical reviewer's sign-off. Null: none, not read yet, or a video.
     */
    beforeAfter: jsonb('before_after').$type<BeforeAfter>(),
    /** While 'reading': when the reader's lease ends (a crashed reader's image is read again after it); while 'pending': not before. */
    claimedUntil: claimColumns.claimedUntil(),
    /** The reading's tries so far. */
    attempts: claimColumns.attempts(),
    /** An image, or a video (then `imagePath` is the uploaded file and the video columns say the rest). */
    kind: text('kind', { enum: ['image', 'video'] })
      .notNull()
      .default('image'),
    /** A video's way to the networks' format (see video/): null for an image. */
    videoStatus: text('video_status', { enum: ['pending', 'converting', 'ready', 'failed'] }),
    /** Of the conversion, 0..1, written as ffmpeg reports it. */
    videoProgress: doublePrecision('video_progress').notNull().default(0),
    /** Why the conversion failed, in Greek. */
    videoError: text('video_error'),
    /** The uploaded file's until it is converted, then the converted MP4's (what is published). */
    videoDurationSeconds: doublePrecision('video_duration_seconds'),
    videoWidth: integer('video_width'),
    videoHeight: integer('video_height'),
    videoHasAudio: boolean('video_has_audio'),
    videoSizeBytes: bigint('video_size_bytes', { mode: 'number' }),
    /** The converted MP4 (H.264/AAC, 1080×1920) once ready. */
    videoPath: text('video_path'),
    /** The cover frame (JPEG) once ready. */
    videoCoverPath: text('video_cover_path'),
    /** Where the cover was taken; the user's choice when `videoCoverChosen`, else the first good frame's. */
    videoCoverAtSeconds: doublePrecision('video_cover_at_seconds'),
    videoCoverChosen: boolean('video_cover_chosen').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('media_account_path_unique').on(t.accountId, t.imagePath).nullsNotDistinct(),
    index('media_image_text_unread_idx')
      .on(t.claimedUntil)
      .where(sql`${t.imageTextStatus} in ('pending', 'reading')`),
  ],
);

/**
 * The conversion queue of library videos: one row per video still to convert, taken by a
 * replica's converter with a lease it renews while ffmpeg reports progress, so a converter that died
 * (crash, restart) lets the video be converted again once its lease ends. Deleted when the video is
 * ready or has failed for good.
 */
export const videoConversions = catalogSchema.table(
  'video_conversions',
  {
    mediaId: integer('media_id')
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    claimedUntil: claimColumns.claimedUntil(),
    claimedBy: claimColumns.claimedBy(),
    attempts: claimColumns.attempts(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_conversions_claimed_until_idx').on(t.claimedUntil)],
);

/**
 * A resumable video upload under way: its bytes go to a part file in the shared upload
 * storage, chunk by chunk at `receivedBytes`, so any replica takes the next chunk, and a client that lost
 * its connection asks where to go on. The last chunk turns it into a library item and deletes the row;
 * one left untouched for a day is swept with its part file.
 */
export const mediaUploads = catalogSchema.table(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    altText: text('alt_text'),
    showsPerson: boolean('shows_person').notNull().default(false),
    personConsent: boolean('person_consent').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('media_uploads_updated_at_idx').on(t.updatedAt)],
);

/** svc-posts' posts and the library images each uses now, fed by its events: an image in use is kept. */
export const postImageUses = catalogSchema.table(
  'post_image_uses',
  {
    postId: integer('post_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    mediaIds: integer('media_ids').array().notNull(),
    /** The post's change this row reflects; a deleted post keeps 'infinity', so nothing brings it back. */
    version: timestamp('version', { withTimezone: true }).notNull(),
  },
  (t) => [index('post_image_uses_account_idx').on(t.accountId)],
);

export const outbox = outboxTable(catalogSchema);
/** The writes asked for under an Idempotency-Key, with their answers (a retry gets the same). */
export const idempotencyKeys = idempotencyKeysTable(catalogSchema);
/** The sessions svc-auth announced: a token is taken only while its session is live here. */
export const knownSessions = knownSessionsTable(catalogSchema);

/**
 * Images the proxy fetched per caller (an account, or the admin) and minute: one row per window, counted
 * in one statement, so every replica counts against the same limit.
 */
export const proxyImageUsage = catalogSchema.table(
  'proxy_image_usage',
  {
    caller: text('caller').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.caller, t.windowStart] })],
);

/**
 * Each business's uploaded logo (the company settings name it by its address): its file, so a new logo
 * replaces the old one's file and the account's deletion removes it.
 */
export const companyLogos = catalogSchema.table('company_logos', {
  accountId: integer('account_id').primaryKey(),
  imagePath: text('image_path').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Images a business uploaded per minute (each decoded whole to be checked): one row per window, counted
 * in one statement, so every replica counts against the same limit.
 */
export const imageUploadUsage = catalogSchema.table(
  'image_upload_usage',
  {
    accountId: integer('account_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.windowStart] })],
);

/**
 * Images /api/save-product-images downloaded for a product not created yet: who saved each (an account,
 * or null for the platform admin) and when. Creating the product takes its images' rows; a row still here
 * a day later is an image nobody used, and the sweep deletes its file (unless a product, product image or
 * the media library uses it after all).
 */
export const savedImages = catalogSchema.table(
  'saved_images',
  {
    imagePath: text('image_path').primaryKey(),
    accountId: integer('account_id'),
    /** The web address the image search found it at: the product it becomes keeps it. */
    originalUrl: text('original_url'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('saved_images_saved_at_idx').on(t.savedAt),
    index('saved_images_account_idx').on(t.accountId),
  ],
);

/**
 * A stored image as a network takes it (see network-images/): made once per image, network and
 * `recipe` (the converter's rules; new rules make new variants), so every replica and every retry of a
 * post hands Meta the same bytes. `variantPath` is the original's own path when the network takes it as
 * it is. Removed with the original's file.
 */
export const imageVariants = catalogSchema.table(
  'image_variants',
  {
    sourcePath: text('source_path').notNull(),
    network: text('network', { enum: ['facebook', 'instagram', 'story'] }).notNull(),
    recipe: text('recipe').notNull(),
    variantPath: text('variant_path').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourcePath, t.network, t.recipe] })],
);

/**
 * A stored image a network's variant could not be made of (its pixels cannot be read): remembered, so
 * a fetch of it is refused without decoding it again. Deleted with the image's variants.
 */
export const imageVariantFailures = catalogSchema.table(
  'image_variant_failures',
  {
    sourcePath: text('source_path').notNull(),
    network: text('network', { enum: ['facebook', 'instagram', 'story'] }).notNull(),
    recipe: text('recipe').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourcePath, t.network, t.recipe] })],
);
