import { z } from 'zod';

/**
 * The Graph API version every call uses unless FACEBOOK_GRAPH_VERSION says otherwise: the newest this
 * project's calls are tested against (svc-social/src/graph/graph-version.ts keeps Meta's retirement dates).
 */
export const DEFAULT_GRAPH_VERSION = 'v25.0';

/** Where the local Facebook sandbox (FACEBOOK_SANDBOX=true) answers, on graph.facebook.com's paths. */
export const SANDBOX_BASE_PATH = '/api/facebook-sandbox';

/**
 * What the Facebook login asks for when a business connects: its pages and posting to them, the first
 * comment under a post (pages_manage_engagement, instagram_manage_comments) and the linked Instagram
 * business accounts. README "Facebook app permissions" names the screen that shows each in App Review.
 */
export const PUBLISHING_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'pages_manage_engagement',
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'business_management',
] as const;

/** What the published posts' numbers (the analytics) need: asked when the business turns them on. */
export const INSIGHTS_SCOPES: readonly string[] = ['read_insights', 'instagram_manage_insights'];

/**
 * What the inbox needs (comments' authors, page webhook subscriptions, private replies and messages):
 * asked when the business turns it on. A login without them still publishes.
 */
export const INBOX_SCOPES: readonly string[] = [
  'pages_read_user_content',
  'pages_manage_metadata',
  'pages_messaging',
  'instagram_manage_messages',
];

/** The features beyond publishing a business turns on, each with the permissions it asks for then. */
export const MetaFeature = z.enum(['insights', 'inbox']);
export type MetaFeature = z.infer<typeof MetaFeature>;
export const FEATURE_SCOPES: Record<MetaFeature, readonly string[]> = {
  insights: INSIGHTS_SCOPES,
  inbox: INBOX_SCOPES,
};

/** Every permission the platform may ask for (what App Review covers; what the sandbox's consent page knows). */
export const FACEBOOK_SCOPES: readonly string[] = [...PUBLISHING_SCOPES, ...INSIGHTS_SCOPES, ...INBOX_SCOPES];

/** What one login asks for: publishing, and the permissions of the features the business has on or turns on. */
export const scopesFor = (features: readonly MetaFeature[]): string[] => [
  ...PUBLISHING_SCOPES,
  ...MetaFeature.options.filter((feature) => features.includes(feature)).flatMap((f) => FEATURE_SCOPES[f]),
];

/** The features a login gives: those whose every permission was granted. */
export const featuresGranted = (granted: readonly string[]): MetaFeature[] =>
  MetaFeature.options.filter((feature) => FEATURE_SCOPES[feature].every((scope) => granted.includes(scope)));

/**
 * How many days before the Facebook login ends the business is reminded: the portal's banner from the
 * first (the largest), and a mail as the end comes within each, once per login and threshold. A
 * long-lived login lasts about 60 days and exchanging it again does not extend it
 * (https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived).
 */
export const LOGIN_EXPIRY_REMINDER_DAYS = [14, 3] as const;

export const SocialPlatform = z.enum(['facebook', 'instagram']);
export type SocialPlatform = z.infer<typeof SocialPlatform>;

/** A page the connected login manages; its token never leaves svc-social. */
export const FacebookPage = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
});
export type FacebookPage = z.infer<typeof FacebookPage>;

export const InstagramAccount = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  /** The Facebook page the Instagram business account is linked to. */
  pageId: z.string().optional(),
});
export type InstagramAccount = z.infer<typeof InstagramAccount>;

/**
 * GET /api/facebook/pages. `source` is 'no_token' when nothing is connected, otherwise where the data
 * came from ('graph_api', or 'sandbox' when the local stand-in answers). Entries with ids 'sample' and
 * 'ig_sample' are placeholders the client ignores.
 */
export const FacebookPagesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  connected: z.boolean(),
  source: z.string(),
  /** True when the stored token was refused (expired or revoked): the user must connect again. */
  reconnectRequired: z.boolean().optional(),
  /** The Facebook user whose login is connected (from their profile), when known. */
  facebookUserName: z.string().nullable().optional(),
  facebookPages: z.array(FacebookPage),
  instagramAccounts: z.array(InstagramAccount),
});
export type FacebookPagesResponse = z.infer<typeof FacebookPagesResponse>;

export const SelectedPage = z.object({
  pageId: z.string().min(1),
  pageName: z.string().min(1).max(300),
  pageCategory: z.string().max(300).nullish(),
  platform: SocialPlatform,
  /**
   * Sent by older clients and ignored: svc-social publishes with the page token Facebook gives the
   * connected login, never with one a browser holds.
   */
  accessToken: z.string().max(2000).optional(),
  isActive: z.boolean().default(true),
  instagramId: z.string().nullish(),
  instagramUsername: z.string().nullish(),
});
export type SelectedPage = z.input<typeof SelectedPage>;

/** POST /api/selected-pages */
export const SaveSelectedPagesRequest = z.object({ pages: z.array(SelectedPage).max(100) });
export type SaveSelectedPagesRequest = z.input<typeof SaveSelectedPagesRequest>;

/** GET /api/selected-pages: never carries access tokens back to the browser. */
export const SelectedPagesResponse = z.object({
  success: z.boolean(),
  selectedPages: z.array(SelectedPage.omit({ accessToken: true }).extend({ id: z.number().int() })),
});
export type SelectedPagesResponse = z.infer<typeof SelectedPagesResponse>;

/**
 * POST /api/auth/facebook/connect-ticket's body: the features to turn on with this login (their
 * permissions asked beside publishing's and those of the features already on); none: publishing's.
 */
export const ConnectTicketRequest = z.strictObject({ features: z.array(MetaFeature).max(2).optional() });
export type ConnectTicketRequest = z.infer<typeof ConnectTicketRequest>;

/** POST /api/auth/facebook/connect-ticket: where to send the browser to start the login (a one-time ticket, valid a minute). */
export const ConnectTicketResponse = z.object({ success: z.boolean(), url: z.string() });
export type ConnectTicketResponse = z.infer<typeof ConnectTicketResponse>;

/** GET /api/social-media/facebook-status: whether the local Facebook sandbox stands in for Facebook. */
export const FacebookStatusResponse = z.object({
  success: z.boolean(),
  mode: z.enum(['graph_api', 'sandbox']),
  connected: z.boolean(),
  reconnectRequired: z.boolean(),
});
export type FacebookStatusResponse = z.infer<typeof FacebookStatusResponse>;

/** DELETE /api/social-media/delete: a published post, by its Graph id. */
export const DeletePublishedPostRequest = z.object({
  postId: z
    .string({ error: 'Please enter the post ID.' })
    .trim()
    .min(1, 'Please enter the post ID.')
    .max(200),
  platform: z.enum(['facebook', 'instagram'], { error: 'Please select the platform.' }),
});
export type DeletePublishedPostRequest = z.input<typeof DeletePublishedPostRequest>;
export const DeletePublishedPostResponse = z.object({ success: z.boolean(), message: z.string() });
export type DeletePublishedPostResponse = z.infer<typeof DeletePublishedPostResponse>;
/** Instagram's API cannot delete published media. */
export const INSTAGRAM_DELETE_UNSUPPORTED =
  'Published Instagram posts cannot be deleted through the API. Please delete the post manually in Instagram.';

/** GET /api/facebook-sandbox/published: what the sandbox "published", per page (the sandbox only). */
/** GET /api/facebook-sandbox/feed: the business's posts the sandbox holds, as its Graph feed lists them. */
/** An image of a sandbox post, in order, with its alt text. */
const SandboxImage = z.object({ url: z.string(), altText: z.string().nullable() });
/**
 * A comment under a sandbox post: the page's comments and a patient's the tester wrote (`from`), a reply's
 * comment (`parentId`), what the page did to it (hidden, deleted) and its private answer.
 */
const SandboxComment = z.object({
  id: z.string(),
  message: z.string(),
  createdAt: z.string(),
  from: z.object({ id: z.string(), name: z.string() }).optional(),
  parentId: z.string().nullable().optional(),
  hidden: z.boolean().optional(),
  deletedAt: z.string().nullable().optional(),
  privateRepliedAt: z.string().nullable().optional(),
});
/** GET /api/facebook-sandbox/feed: the signed-in business's sandbox posts not deleted, as the sandbox keeps them. */
export const SandboxFeedResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      format: z.enum(['feed', 'reel', 'story']),
      userKey: z.number(),
      pageId: z.string(),
      platform: z.enum(['facebook', 'instagram']),
      message: z.string(),
      imageUrl: z.string().nullable(),
      images: z.array(SandboxImage),
      comments: z.array(SandboxComment),
      videoUrl: z.string().nullable(),
      coverUrl: z.string().nullable(),
      shareToFeed: z.boolean(),
      permalink: z.string(),
      createdAt: z.string(),
      expiresAt: z.string().nullable(),
      deletedAt: z.null(),
    }),
  ),
});
export type SandboxFeedResponse = z.infer<typeof SandboxFeedResponse>;
export const SandboxPublishedResponse = z.object({
  pages: z.array(
    z.object({
      pageId: z.string(),
      pageName: z.string(),
      platform: z.enum(['facebook', 'instagram']),
      posts: z.array(
        z.object({
          id: z.string(),
          message: z.string(),
          imageUrl: z.string().nullable(),
          /** Every image in order with its alt text: several for a carousel or a multi-photo post. */
          images: z.array(SandboxImage),
          /**
           * The page's comments and a patient's the tester wrote (`from`), a reply's
           * comment (`parentId`) and what the page did to it (hidden, deleted).
           */
          comments: z.array(SandboxComment),
          createdAt: z.string(),
          /** A feed post, a Reel (its video and cover) or a Story (gone at `expiresAt`). */
          format: z.enum(['feed', 'reel', 'story']).default('feed'),
          videoUrl: z.string().nullable().default(null),
          coverUrl: z.string().nullable().default(null),
          expiresAt: z.string().nullable().default(null),
        }),
      ),
      /**
       * The page's direct-message conversations, one per patient, the latest first, each
       * oldest message first: the patient's (written on the sandbox page) and the page's replies.
       */
      conversations: z
        .array(
          z.object({
            patientId: z.string(),
            patientName: z.string(),
            messages: z.array(
              z.object({
                id: z.string(),
                sender: z.enum(['patient', 'page']),
                text: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        )
        .default([]),
    }),
  ),
});
export type SandboxPublishedResponse = z.infer<typeof SandboxPublishedResponse>;

/**
 * What the daily check of a Facebook connection can find: each names what stops or will
 * stop posts and, in `message`, what the business does about it (Greek).
 */
export const ConnectionProblemCode = z.enum([
  /** The Facebook login is gone (expired, revoked, password changed): connect again. */
  'token_invalid',
  /** The login expires soon and Facebook does not extend it: connect again before then. */
  'token_expiring',
  /** A permission the app asked for is not (or no longer) granted. */
  'permission_missing',
  /** A selected page is no longer among the pages the login manages (or was not given access). */
  'page_access_lost',
  /** The person's role on a selected page does not allow publishing. */
  'page_role',
  /** A selected Instagram account is no longer linked to a page of the login. */
  'instagram_unlinked',
  /** Facebook refused the last publication on a page until Page Publishing Authorization is done. */
  'publishing_authorization',
  /** Connected, but no page or Instagram account is selected to publish to. */
  'no_targets',
  /** Facebook was disconnected (only announced: the portal shows the platforms step). */
  'not_connected',
]);
export type ConnectionProblemCode = z.infer<typeof ConnectionProblemCode>;

/** What the portal offers for a problem: reconnect, or a step on Facebook's side. */
export const ConnectionProblemAction = z.enum([
  'reconnect',
  'grant_permission',
  'choose_pages',
  'link_instagram',
  'publishing_authorization',
  'page_role',
]);
export type ConnectionProblemAction = z.infer<typeof ConnectionProblemAction>;

/** A publication target as the health check names it. */
const HealthTarget = z.object({
  pageId: z.string(),
  pageName: z.string(),
  platform: SocialPlatform,
});

export const ConnectionProblem = z.object({
  code: ConnectionProblemCode,
  /** When it was first seen: the same problem found day after day keeps its first moment (one incident). */
  since: z.string(),
  /**
   * From when a post fails because of it: `since` for what stops posts now, the expiry for an expiring
   * login, null for what only costs a feature (first comments, the page list).
   */
  failsFrom: z.string().nullable(),
  /** The selected pages and Instagram accounts it is about; empty: the connection as a whole. */
  targets: z.array(HealthTarget),
  /** The permission, for 'permission_missing'. */
  permission: z.string().nullable(),
  /** The login's expiry, for 'token_expiring'. */
  expiresAt: z.string().nullable(),
  action: ConnectionProblemAction,
  /** For a person, in Greek: what is wrong and what to do. */
  message: z.string(),
});
export type ConnectionProblem = z.infer<typeof ConnectionProblem>;

/** GET /api/social-media/connection-health (and the answer of its POST …/check). */
export const ConnectionHealthResponse = z.object({
  success: z.boolean(),
  connected: z.boolean(),
  /** When the connection was last checked; null until its first check. */
  checkedAt: z.string().nullable(),
  /** When the Facebook login expires, as the last check read it; null: it does not. */
  expiresAt: z.string().nullable(),
  /** 'problem' when posts fail now, 'warning' when only later or only a feature, 'ok' otherwise. */
  status: z.enum(['ok', 'warning', 'problem']),
  problems: z.array(ConnectionProblem),
  /** The features beyond publishing the business turned on and the login gave the permissions of. */
  features: z.array(MetaFeature),
});
export type ConnectionHealthResponse = z.infer<typeof ConnectionHealthResponse>;

/**
 * One selected Instagram account's publishing limit, as Instagram counts it (GET
 * /{ig-user-id}/content_publishing_limit): `usage` posts published through the API in the last
 * `durationSeconds` (a rolling window; a carousel counts once), of `total` allowed. When it could not be
 * read, `error` says why in Greek and the numbers are null.
 */
export const InstagramQuota = z.object({
  instagramId: z.string(),
  pageName: z.string(),
  username: z.string().nullable(),
  usage: z.number().int().nullable(),
  total: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** When a slot frees, when none is free now (as far as the platform's own posts tell). */
  nextSlotAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type InstagramQuota = z.infer<typeof InstagramQuota>;

/** GET /api/social-media/instagram-quota: each active selected Instagram account's limit. */
export const InstagramQuotaResponse = z.object({
  success: z.boolean(),
  accounts: z.array(InstagramQuota),
});
export type InstagramQuotaResponse = z.infer<typeof InstagramQuotaResponse>;

/** Instagram's publishing window in Greek, as the platforms screen and the posts' reasons say it. */
export function quotaWindowText(seconds: number): string {
  if (seconds % 3600 === 0)
    return seconds === 3600 ? 'την τελευταία ώρα' : `τις τελευταίες ${seconds / 3600} ώρες`;
  if (seconds % 60 === 0) return seconds === 60 ? 'το τελευταίο λεπτό' : `τα τελευταία ${seconds / 60} λεπτά`;
  return `τα τελευταία ${seconds} δευτερόλεπτα`;
}

/** "12 από 50 τις τελευταίες 24 ώρες": an Instagram account's posts in the window, of how many. */
export const instagramQuotaText = (usage: number, total: number, seconds: number) =>
  `${usage} από ${total} ${quotaWindowText(seconds)}`;

/** Meta's deauthorize callback's answer (the person removed the app; their connection is gone). */
export const MetaDeauthorizeResponse = z.object({ success: z.boolean() });
export type MetaDeauthorizeResponse = z.infer<typeof MetaDeauthorizeResponse>;
/** Meta's data deletion callback's answer, as Meta asks for it: where to follow it, and its code. */
export const MetaDataDeletionResponse = z.object({ url: z.string(), confirmation_code: z.string() });
export type MetaDataDeletionResponse = z.infer<typeof MetaDataDeletionResponse>;
