import { z } from 'zod';
import { AccountStatus } from './accounts.ts';
import { InsightCheckpoint, PostMetrics } from './analytics.ts';
import { MemberRole } from './auth.ts';
import { ProductStatus } from './catalog.ts';
import { ComplianceRulesToMatch } from './compliance.ts';
import { GoogleTopic } from './google-topic.ts';
import { BeforeAfter, DetectedFace, ImageTextStatus } from './media.ts';
import { productSheetSchema } from './product-sheet.ts';
import { ConnectionProblem } from './social.ts';
import { MediaKind, PostFormat, PostVideo } from './video.ts';

const productEvent = z.object({
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: ProductStatus,
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** The category's Greek name, what businesses read (optional: events announced before it existed lack it). */
  categoryNameEl: z.string().nullable().optional(),
  imagePath: z.string().nullable(),
  examplePosts: z.array(z.string()),
});

/** Where a post went out on one page or Instagram account. */
export const PublishedPage = z.object({
  pageId: z.string(),
  pageName: z.string(),
  platform: z.enum(['facebook', 'instagram', 'google']),
  /** The Graph id of the published post or media. */
  postId: z.string(),
  /** Its public link, when Graph gave one. */
  permalink: z.string().nullable(),
  publishedAt: z.string(),
  /** When the business deleted it from the page (the delete-post screen); absent while it is there. */
  deletedAt: z.string().nullable().optional(),
  /** The post's first comment there, when it has one. */
  firstComment: z
    .object({
      /** The comment's Graph id once it is posted. */
      commentId: z.string().nullable(),
      /** Why it is not there (Greek), null once posted; the post itself stays published. */
      failureReason: z.string().nullable(),
      /** svc-social tries the comment again by itself. */
      retrying: z.boolean(),
    })
    .nullable()
    .default(null),
});
export type PublishedPage = z.infer<typeof PublishedPage>;

/** A page or Instagram account a post goes to. */
export const PublicationTarget = z.object({
  pageId: z.string(),
  pageName: z.string(),
  platform: z.enum(['facebook', 'instagram', 'google']),
});
export type PublicationTarget = z.infer<typeof PublicationTarget>;

/** One image of a post as the publisher receives it: a path under /uploads or an absolute URL, and its alt text. */
export const PostImage = z.object({
  url: z.string(),
  altText: z.string().nullable().default(null),
  /** The words read inside it, for the publisher's last check; null: none, or not read. */
  imageText: z.string().nullable().optional(),
});
export type PostImage = z.infer<typeof PostImage>;

/**
 * What the business decided about a post whose publication could not be confirmed: it is on the page
 * after all (`mark_published`), or it is not and must go out again (`publish_again`).
 */
export const UnconfirmedResolution = z.enum(['mark_published', 'publish_again']);
export type UnconfirmedResolution = z.infer<typeof UnconfirmedResolution>;

/** Why a publication failed, as a machine reads it; the reason text says it to a person. */
export const PublishFailureCode = z.enum([
  'token_expired',
  'permission_missing',
  'image_rejected',
  'rate_limited',
  'no_pages',
  'graph_error',
  /** The text breaks a compliance rule (publisher's last check): never retried by itself. */
  'compliance',
  /** The platform admin suspended the account: nothing of it is published until it is reactivated. */
  'account_suspended',
]);
export type PublishFailureCode = z.infer<typeof PublishFailureCode>;

const postEvent = z.object({
  accountId: z.number().int(),
  postId: z.number().int(),
  productId: z.number().int().nullable(),
  scheduledDate: z.string().nullable(),
});

/** A step of a post's clinical sign-off, for the post's record. */
const signOffEvent = z.object({
  accountId: z.number().int(),
  postId: z.number().int(),
  version: z.number().int(),
  payloadHash: z.string(),
  by: z.string(),
  at: z.string(),
  comment: z.string().nullable(),
});

/**
 * Every event on the bus: `<domain>.<entity>.<past-tense>` with its payload schema.
 * A stream per domain holds its subjects.
 */
/**
 * An admin's change in a service other than svc-auth, which keeps the one audit log: who (the token's
 * subject), when, what, for which account, and from→to values; `id` makes recording it idempotent.
 */
/**
 * One model call another service made (a reply draft in svc-social, a product description or an image
 * ranking in svc-catalog): svc-posts counts it against the account's AI budget, once by its `id`.
 * `accountId` null: the platform's own (the admin's catalogue).
 */
const aiUsed = z.object({
  id: z.string(),
  accountId: z.number().int().nullable(),
  task: z.string(),
  model: z.string(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  costUsd: z.number(),
  at: z.string(),
});

const auditedChange = z.object({
  id: z.string(),
  at: z.string(),
  actorSub: z.string(),
  action: z.string(),
  accountId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export const eventSchemas = {
  'auth.account.created': z.object({
    accountId: z.number().int(),
    businessName: z.string(),
    status: AccountStatus,
  }),
  'auth.account.updated': z.object({
    accountId: z.number().int(),
    businessName: z.string(),
    status: AccountStatus,
  }),
  /** `role`: the user's role in the account; absent in events sent before roles (owner). */
  'auth.admin-user.created': z.object({
    adminUserId: z.number().int(),
    accountId: z.number().int(),
    email: z.string(),
    role: MemberRole.optional(),
    /** Whether the user has a password to sign in with (an invitee has none yet); absent: it has. */
    canSignIn: z.boolean().optional(),
  }),
  /**
   * A user's e-mail or role changed, or the platform admin disabled or enabled it (`disabled` absent:
   * unchanged; `role` absent: sent before roles, unchanged).
   */
  'auth.admin-user.updated': z.object({
    adminUserId: z.number().int(),
    accountId: z.number().int(),
    email: z.string(),
    disabled: z.boolean().optional(),
    role: MemberRole.optional(),
    /** The user set its password (an invitation taken) or has one; absent: unchanged. */
    canSignIn: z.boolean().optional(),
  }),
  'auth.company.updated': z.object({
    accountId: z.number().int(),
    companyName: z.string(),
    location: z.string(),
    postFrequencyDays: z.number().int(),
    scheduledTime: z.string(),
    timeZone: z.string(),
    /** The clinic's contact for the writer; absent in events sent before it. */
    telephone: z.string().nullable().optional(),
    bookingUrl: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    website: z.string().nullable().optional(),
    /** The clinic's logo: an uploaded one's '/uploads/…' address, or a web address; absent before logos. */
    logoUrl: z.string().nullable().optional(),
    /** The clinic's tax id (9 digits) and responsible doctor, for the post record; absent before them. */
    taxId: z.string().nullable().optional(),
    responsibleDoctor: z.string().nullable().optional(),
    doctorRegistration: z.string().nullable().optional(),
  }),
  /** A session svc-auth opened (sign-in, impersonation): the other services take its tokens from then on. */
  'auth.session.started': z.object({ sid: z.string(), expiresAt: z.string() }),
  'auth.session.revoked': z.object({ sid: z.string(), expiresAt: z.string() }),
  /** An admin change in the catalogue, for svc-auth's audit log (`id`: once, however often it arrives). */
  'catalog.change.audited': auditedChange,
  /** A business user was removed: copies of its e-mail go. */
  'auth.admin-user.removed': z.object({ adminUserId: z.number().int(), accountId: z.number().int() }),
  /** The platform admin suspended an account: its posts stop publishing (scheduler and publisher refuse). */
  'auth.account.suspended': z.object({ accountId: z.number().int(), at: z.string() }),
  'auth.account.reactivated': z.object({ accountId: z.number().int(), at: z.string() }),
  /**
   * The platform admin deleted an account: every service removes its rows, svc-social revokes its
   * Facebook tokens first. Sent once, in the transaction that removes svc-auth's rows.
   */
  'auth.account.deleted': z.object({ accountId: z.number().int(), at: z.string() }),
  'catalog.ai.used': aiUsed,
  'catalog.product.created': productEvent,
  'catalog.product.updated': productEvent,
  'catalog.product.deleted': z.object({ productId: z.number().int() }),
  /** How many products an account has now: svc-auth keeps it for the setup status. */
  'catalog.account-products.changed': z.object({
    accountId: z.number().int(),
    productCount: z.number().int(),
  }),
  /** An account's product as svc-posts needs it: sent on every add or change. */
  'catalog.account-product.saved': z.object({
    accountId: z.number().int(),
    accountProductId: z.number().int(),
    originalProductId: z.number().int().nullable(),
    name: z.string(),
    description: z.string(),
    imagePath: z.string().nullable(),
    categoryName: z.string().nullable(),
    examplePosts: z.array(z.string()),
    /** The business's corrected fact sheet; null (or absent, from an older sender): read from the texts. */
    factSheet: productSheetSchema.nullish(),
    createdAt: z.string(),
  }),
  'catalog.account-product.removed': z.object({
    accountId: z.number().int(),
    accountProductId: z.number().int(),
  }),
  /**
   * An image of a business's media library as svc-posts needs it to choose and publish a post's images:
   * sent on every add or change; `version` (its last change) lets a late redelivery lose to a newer one.
   */
  'catalog.media.saved': z.object({
    accountId: z.number().int(),
    mediaId: z.number().int(),
    url: z.string(),
    altText: z.string().nullable(),
    showsPerson: z.boolean(),
    personConsent: z.boolean(),
    version: z.string(),
    /** The words read inside it; absent in events written before, as is the status. */
    imageText: z.string().nullable().optional(),
    imageTextStatus: ImageTextStatus.optional(),
    /**
     * The OCR was unsure of words in which a listed medicine's name could hide: a post with it needs the
     * medical reviewer's sign-off whatever the account's setting (absent: sure, as before).
     */
    imageTextUnsure: z.boolean().optional(),
    /**
     * The faces the offline detector found in it (a video: in its cover and sampled frames), read with
     * its words: one found makes it a photo of a person whatever `showsPerson` says (absent: none read).
     */
    faces: z.array(DetectedFace).optional(),
    /** A before/after composite found in it, read with its words: a post with it needs a sign-off (absent: none). */
    beforeAfter: BeforeAfter.nullable().optional(),
    /** A video's conversion and what was read in its frames (absent: an image). */
    kind: MediaKind.optional(),
    video: z
      .object({
        status: z.enum(['pending', 'converting', 'ready', 'failed']),
        url: z.string().nullable(),
        coverUrl: z.string().nullable(),
        durationSeconds: z.number().nullable(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
        hasAudio: z.boolean().nullable(),
        sizeBytes: z.number().int().nullable(),
      })
      .nullable()
      .optional(),
  }),
  'catalog.media.removed': z.object({ accountId: z.number().int(), mediaId: z.number().int() }),
  /** An admin change of the compliance rules, for svc-auth's audit log. */
  'posts.change.audited': auditedChange,
  'posts.post.generated': postEvent,
  'posts.post.scheduled': postEvent,
  'posts.post.unscheduled': postEvent,
  /** A post was sent for clinical sign-off: its version and the hash of its whole payload. */
  'posts.post.signoff-requested': signOffEvent,
  /** A medical reviewer signed off this version of the post (the record keeps who, when and the hash). */
  'posts.post.signed-off': signOffEvent,
  /** A medical reviewer asked for changes to this version, with a comment. */
  'posts.post.changes-requested': signOffEvent,
  'posts.post.deleted': z.object({ accountId: z.number().int(), postId: z.number().int() }),
  /**
   * A published post must come down from every page it went out on (the consent of a person in
   * its photos was withdrawn): svc-social deletes it through the Graph API where Meta allows (Facebook
   * pages) and announces each deletion (`social.post.deleted`).
   */
  'posts.post.takedown-requested': z.object({
    accountId: z.number().int(),
    postId: z.number().int(),
    reason: z.enum(['consent_withdrawn']),
    at: z.string(),
  }),
  /**
   * svc-posts recorded what svc-social reported of a post (published, failed or retrying, waiting,
   * unconfirmed, deleted from a page): open portals refresh its card.
   */
  'posts.post.updated': z.object({
    accountId: z.number().int(),
    postId: z.number().int(),
    postStatus: z.string(),
  }),
  /**
   * The library images a post uses now (empty: its product's image), so svc-catalog knows which posts
   * use an image; `version` (the post's last change) lets a late redelivery lose to a newer one.
   */
  'posts.post.images-chosen': z.object({
    accountId: z.number().int(),
    postId: z.number().int(),
    mediaIds: z.array(z.number().int()),
    version: z.string(),
  }),
  /**
   * A scheduled post whose time has come, as it is at that moment: svc-social publishes it to the
   * account's active selected pages. `attempt` grows with each retry of the same post.
   */
  'posts.post.due': z.object({
    accountId: z.number().int(),
    postId: z.number().int(),
    attempt: z.number().int(),
    content: z.string(),
    /**
     * The first image that goes out (the first of `images`, else the product's): a path under /uploads or
     * an absolute URL; null when the post has none.
     */
    productImage: z.string().nullable(),
    /**
     * The post's images in order (1–10 from the media library), each with its alt text: several make an
     * Instagram carousel and a Facebook multi-photo post. Empty: the post's one image is `productImage`.
     */
    images: z.array(PostImage).max(10).default([]),
    /** Posted as a comment right after the post on each target (hashtags, links); null for none. */
    firstComment: z.string().nullable().default(null),
    productId: z.number().int().nullable(),
    productName: z.string(),
    scheduledDate: z.string(),
    /** When the scheduler took it: later than scheduledDate after an outage. */
    dueAt: z.string(),
    /** The `warn` rules acknowledged for this very text; the publisher checks the text again against them. */
    acknowledgedRuleIds: z.array(z.string()).default([]),
    /** The business's decision on the targets left unconfirmed by an earlier attempt, if any. */
    resolution: UnconfirmedResolution.nullable(),
    /** A feed post (photos, carousel, text), a Reel or a Story. */
    format: PostFormat.default('feed'),
    /** A Reel's video, or a Story's when it is a video (a Story of an image has it in `images`). */
    video: PostVideo.nullable().default(null),
    /** A Reel shown in the profile's feed grid too (Instagram's share_to_feed). */
    shareToFeed: z.boolean().default(true),
    /** The clinic's booking link as the company has it now: a Google post's «Κράτηση» button; null for none. */
    bookingUrl: z.string().nullable().default(null),
    /** A Google event or offer (Google's EVENT and OFFER local posts); null: a plain post. */
    googleTopic: GoogleTopic.nullable().default(null),
  }),
  /** The whole compliance rule set after a change (svc-posts owns it), as matching needs it: other services keep a copy. */
  'posts.compliance-rules.changed': ComplianceRulesToMatch,
  /**
   * How many active pages an account has selected now (svc-auth keeps it for the setup status) and, since
   * Which (svc-posts heads the approval page's previews with their names). `at` orders the
   * changes: an older one never undoes a newer one. Events written before carry neither.
   */
  'social.change.audited': auditedChange,
  /**
   * The account's chosen Google Business Profile locations now (none after a disconnect), each with what a
   * local post's preview needs: svc-posts draws the Google preview of the sign-off mail and page and marks
   * the admin calendar's posts with them. `at` orders the changes: an older one never undoes a newer one.
   */
  'social.google-locations.changed': z.object({
    accountId: z.number().int(),
    locations: z.array(
      z.object({
        name: z.string(),
        title: z.string(),
        phone: z.string().nullable(),
        websiteUri: z.string().nullable(),
      }),
    ),
    at: z.string(),
  }),
  'social.pages.changed': z.object({
    accountId: z.number().int(),
    pageCount: z.number().int(),
    pages: z
      .array(
        z.object({
          platform: z.enum(['facebook', 'instagram']),
          pageName: z.string(),
          instagramUsername: z.string().nullable(),
        }),
      )
      .optional(),
    at: z.string().optional(),
  }),
  /** A due post went out on every active selected page of its account. */
  'social.post.published': z.object({
    accountId: z.number().int(),
    postId: z.number().int(),
    attempt: z.number().int(),
    pages: z.array(PublishedPage),
  }),
  /**
   * A due post did not go out (everywhere). `retrying`: svc-social tries again by itself at `retryAt`
   * (a transient failure); otherwise it has given up and the business can retry once the reason is fixed.
   * `pages` are those it did reach, which are never published twice.
   */
  'social.post.failed': z.object({
    accountId: z.number().int(),
    postId: z.number().int(),
    attempt: z.number().int(),
    code: PublishFailureCode,
    /** For a person, in Greek: what happened and what to do. */
    reason: z.string(),
    retrying: z.boolean(),
    retryAt: z.string().nullable(),
    pages: z.array(PublishedPage),
  }),
  /**
   * A due post waits for Instagram's publishing limit (a rolling window, e.g. 50 posts in 24 hours): an
   * Instagram account it goes to has no slot before `until`. svc-social has let go of it, with every
   * other target out; svc-posts hands it over again at `until` (a new attempt), and the claims make
   * sure what is out is never published twice. Not a failure: `reason` (Greek) says when it goes out.
   */
  'social.post.waiting': z.object({
    accountId: z.number().int(),
    postId: z.number().int(),
    attempt: z.number().int(),
    reason: z.string(),
    until: z.string(),
    /** The Instagram accounts that have no slot yet. */
    waiting: z.array(PublicationTarget),
    pages: z.array(PublishedPage),
  }),
  /**
   * A due post may or may not have gone out on some targets: a call whose answer was lost, and the page
   * cannot tell. svc-social never sends it again by itself; the business checks the page and decides.
   */
  'social.post.unconfirmed': z.object({
    accountId: z.number().int(),
    postId: z.number().int(),
    attempt: z.number().int(),
    /** For a person, in Greek: which pages to check, and what each button does. */
    reason: z.string(),
    unconfirmed: z.array(PublicationTarget),
    pages: z.array(PublishedPage),
  }),
  /**
   * A published post's numbers on one page or Instagram account at one checkpoint, read from
   * Meta by svc-social, which keeps the whole series; svc-posts keeps them for the analytics screens.
   * Sent once per publication and checkpoint; a redelivery carries the same numbers.
   */
  'social.post.insights-collected': z.object({
    accountId: z.number().int(),
    /** The bulk post it was published from. */
    postId: z.number().int(),
    platform: z.enum(['facebook', 'instagram']),
    pageId: z.string(),
    pageName: z.string(),
    /** The Graph id of the post or media. */
    graphPostId: z.string(),
    publishedAt: z.string(),
    checkpoint: InsightCheckpoint,
    collectedAt: z.string(),
    metrics: PostMetrics,
    /** What was published, a Reel or a Story; its metrics differ by it. Absent: a feed post. */
    format: PostFormat.optional(),
  }),
  /**
   * svc-social checked an account's Facebook connection (daily, after a reconnect or a change of pages,
   * after a publication refused for a permission or a token) or it was disconnected: what stops or will
   * stop its posts. `checkedAt` orders the reports: an older one never replaces a newer.
   */
  'social.connection.checked': z.object({
    accountId: z.number().int(),
    checkedAt: z.string(),
    connected: z.boolean(),
    /** When the Facebook login expires; null: it does not (or nothing is connected). */
    expiresAt: z.string().nullable(),
    /** The active pages and Instagram accounts the account publishes to. */
    targets: z.array(PublicationTarget),
    problems: z.array(ConnectionProblem),
  }),
  /**
   * A published post was deleted from a Facebook page through the delete-post screen: svc-posts marks
   * that page of the post it came from as deleted, so the card no longer shows it as live.
   */
  'social.post.deleted': z.object({
    accountId: z.number().int(),
    /** The bulk post it was published from. */
    postId: z.number().int(),
    pageId: z.string(),
    platform: z.enum(['facebook', 'instagram']),
    /** The Graph id of the deleted post. */
    graphPostId: z.string(),
    deletedAt: z.string(),
  }),
  /**
   * The inbox of an account changed (a comment or message arrived, a thread was read, a reply
   * was sent or awaits sign-off): open portals refresh the bell's count and the open thread.
   */
  'social.ai.used': aiUsed,
  'social.inbox.changed': z.object({
    accountId: z.number().int(),
    threadId: z.number().int(),
    change: z.enum(['received', 'read', 'replied', 'reply_pending', 'reply_failed', 'moderated']),
    unread: z.number().int(),
  }),
  /**
   * The account's daily look at its inbox, once a day from 08:00 in its time zone: the threads waiting
   * longer than its `waitAlertHours` (in opening hours when set), longest first. Announced only when some
   * wait and the account's `dailyMail` is on; svc-posts mails them to the owner and marketers.
   */
  'social.inbox.overdue-found': z.object({
    accountId: z.number().int(),
    /** The account's local day (YYYY-MM-DD) it is for: one mail per account and day. */
    day: z.string(),
    at: z.string(),
    waitAlertHours: z.number().int(),
    /** Whether the waits are counted in the clinic's opening hours. */
    openingHours: z.boolean(),
    /** How many wait; `threads` lists the longest-waiting of them (at most 50). */
    total: z.number().int(),
    threads: z.array(
      z.object({
        threadId: z.number().int(),
        network: z.enum(['facebook', 'instagram']),
        kind: z.enum(['comment', 'message']),
        authorName: z.string(),
        excerpt: z.string(),
        waitingSince: z.string(),
        hoursWaited: z.number(),
      }),
    ),
  }),
} as const;

export type EventSubject = keyof typeof eventSchemas;
export type EventPayload<S extends EventSubject> = z.infer<(typeof eventSchemas)[S]>;

export const eventDomains = ['auth', 'catalog', 'social', 'posts'] as const;
export type EventDomain = (typeof eventDomains)[number];

export function domainOf(subject: string): EventDomain {
  const domain = subject.split('.')[0];
  const found = eventDomains.find((d) => d === domain);
  if (!found) throw new Error(`Event subject ${subject} has no known domain`);
  return found;
}
