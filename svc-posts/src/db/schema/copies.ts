import type {
  BeforeAfter,
  ConnectionProblem,
  DetectedFace,
  EventPayload,
  ProductSheet,
} from '@studio/contracts';
import { boolean, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { postsSchema } from './base.ts';

/** A library video's conversion, as `catalog.media.saved` carries it. */
export type MediaCopyVideo = NonNullable<EventPayload<'catalog.media.saved'>['video']>;

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

/** A chosen Google location as `social.google-locations.changed` carries it. */
export type GoogleLocationCopy = EventPayload<'social.google-locations.changed'>['locations'][number];

/**
 * svc-social's chosen Google Business Profile locations of each account, fed by
 * `social.google-locations.changed`: the sign-off mail and page draw the Google preview with them, and the
 * admin calendar marks the account's posts. `version` is the change's time (a late redelivery never undoes
 * a newer one).
 */
export const googleLocationsCopy = postsSchema.table('google_locations_copy', {
  accountId: integer('account_id').primaryKey(),
  locations: jsonb('locations').$type<GoogleLocationCopy[]>().notNull(),
  version: timestamp('version', { withTimezone: true }).notNull(),
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
