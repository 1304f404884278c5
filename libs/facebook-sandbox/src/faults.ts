/** Graph's token-refused code: the token expired, was revoked or the user logged out. */
export const GRAPH_INVALID_TOKEN = 190;

/** What a test can make the sandbox do wrong. */
export type SandboxFaults = {
  /** The code-for-token exchange answers a Graph error. */
  failTokenExchange: boolean;
  /** Every token is refused with code 190, as after it expired or was revoked. */
  tokensExpired: boolean;
  /** Pages per /me/accounts answer, to exercise paging (default: all). */
  pageSize: number | null;
  /** Faults of single calls, the first matching entry first; see SandboxFault. */
  plan: SandboxFault[];
  /** Added to every Graph answer, in ms. */
  latencyMs: number;
  /** How long a 'timeout' fault hangs, in ms: longer than any client waits (default 120 s). */
  hangMs: number;
  /** Status checks a new Instagram container answers IN_PROGRESS before FINISHED (default 1). */
  containerPolls: number;
  /** Instagram's quota_usage (default: the media the account published in the publishing window). */
  instagramQuotaUsage: number | null;
  /** Insights metrics answered with Meta's "invalid metric" error, as after Meta retired them. */
  retiredMetrics: string[];
  /**
   * Permissions every user has taken back since the login (Settings → Business integrations): missing
   * from /me/permissions and debug_token, and the calls that need one are refused naming it.
   */
  declinedPermissions: string[];
  /**
   * Exchanging a long-lived token gives one that ends when the old one does (default true): Meta
   * documents exchanging a short-lived token for a long-lived one of about 60 days, after which "the
   * person will have to go through the login flow again"
   * (https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived). False:
   * the new one lasts 60 days, as a Facebook that did extend it would.
   */
  refreshKeepsExpiry: boolean;
  /** The pages' Instagram accounts are unlinked from them: gone from /me/accounts, unreachable. */
  instagramUnlinked: boolean;
  /** What the person may do on every page (default: everything); without CREATE_CONTENT or MANAGE, no publishing. */
  pageTasks: string[] | null;
  /** Posts an Instagram account may publish in the window (Instagram's quota_total; default 100). */
  instagramQuotaTotal: number;
  /** The publishing window, in seconds (Instagram's quota_duration; default 24 hours). */
  instagramQuotaSeconds: number;
  /**
   * Reels a page may publish through the API in a moving 24 hours (default 30, as the Reels publishing
   * guide says, enforced on the finish of POST /{page-id}/video_reels).
   */
  pageReelsPerDay: number;
  /**
   * Containers an Instagram account may make in a rolling 24 hours (default 400: "An Instagram account
   * can only create 400 containers within a rolling 24 hour period",
   * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media),
   * enforced on POST /{ig-user-id}/media.
   */
  instagramContainersPerDay: number;
  /**
   * Fetch each image a post is given and refuse what Meta refuses (default true): Instagram takes only
   * JPEG within 4:5..1.91:1 and 8 MB, Facebook JPEG, PNG, GIF, TIFF, HEIF or WebP under 4 MB, and an
   * address that cannot be fetched fails both. False takes any address unseen (tests whose images
   * nobody serves).
   */
  mediaChecks: boolean;
};

/**
 * Which calls a fault applies to: the publishing calls by their edge ('video_reels' a page Reel's finish
 * phase, the one that publishes; 'stories' a page's photo_stories and video_stories' finish;
 * 'video_upload' a page video's start and upload phases); 'status' the GET of an Instagram container's status_code or a page video's status; 'limit' GET content_publishing_limit; 'lookup' the GET of a page feed, an
 * Instagram media list, a permalink or a post's comments; 'delete'; 'comment' posting a comment;
 * 'insights' reading a post's numbers (its insights, its comment and share counts); 'health' the
 * connection check's debug_token and /me/permissions; 'any' all of them.
 */
export const SANDBOX_FAULT_MATCHES = [
  'health',
  'photos',
  'feed',
  'media',
  'media_publish',
  'video_reels',
  'stories',
  'video_upload',
  'status',
  'limit',
  'lookup',
  'delete',
  'comment',
  'insights',
  'any',
] as const;
export type SandboxFaultMatch = (typeof SANDBOX_FAULT_MATCHES)[number];

/**
 * What a fault does: 'timeout' hangs (faults.hangMs) without doing anything; 'timeout_after_publish'
 * publishes, then hangs, so the client never learns that it did; the others answer Graph's error.
 */
export const SANDBOX_FAULT_KINDS = [
  'server_error',
  'timeout',
  'timeout_after_publish',
  'token_expired',
  'rate_limited',
  'permission_missing',
  'image_rejected',
  'media_fetch_failed',
  'spam_block',
  'publishing_authorization',
  /**
   * On 'status': the container answers ERROR (Instagram could not process its image or video); a page
   * Reel's status answers video_status 'error', and the Reel is gone.
   */
  'container_error',
  /** On 'status': the container answers EXPIRED (not published within 24 hours). */
  'container_expired',
  /** On 'media_publish': the container is not ready yet (9007 / 2207027), whatever its status said. */
  'media_not_ready',
  /**
   * On 'media_publish': Instagram's temporary error publishing a container (-1 / 2207008), which its
   * error codes page says to retry after 30 seconds to 2 minutes; nothing is published.
   */
  'temporary_publish_error',
  /**
   * On 'media_publish': the container expired (-2 / 2207020, "generate a new container ID and use it
   * to try again"); the container is of no more use.
   */
  'media_expired',
  /** Graph's user request limit (17), as a status poll or any call may answer it. */
  'user_rate_limited',
  /** Graph's page request limit (32). */
  'page_rate_limited',
  /**
   * On 'lookup': a listing that has not caught up yet (an empty data list), as Meta's listings lag
   * behind a publish: what was just published is not in it.
   */
  'listing_stale',
] as const;
export type SandboxFaultKind = (typeof SANDBOX_FAULT_KINDS)[number];

/**
 * A fault of the calls it matches: `times` calls (default: every one), each with `probability`
 * (default 1), on the page or Instagram account `on` only when given.
 */
export type SandboxFault = {
  match: SandboxFaultMatch;
  kind: SandboxFaultKind;
  times?: number;
  probability?: number;
  on?: string;
};

export const noFaults = (): SandboxFaults => ({
  failTokenExchange: false,
  tokensExpired: false,
  pageSize: null,
  plan: [],
  latencyMs: 0,
  hangMs: 120_000,
  containerPolls: 1,
  instagramQuotaUsage: null,
  retiredMetrics: [],
  declinedPermissions: [],
  refreshKeepsExpiry: true,
  instagramUnlinked: false,
  pageTasks: null,
  instagramQuotaTotal: 100,
  instagramQuotaSeconds: 86_400,
  pageReelsPerDay: 30,
  instagramContainersPerDay: 400,
  mediaChecks: true,
});

/**
 * FACEBOOK_SANDBOX_FAULTS: a fault plan as `match:kind[:times][@id]` entries separated by commas,
 * e.g. `status:rate_limited:2,media_publish:timeout_after_publish:1@17840000000000001` (the status
 * polls fail twice with Graph's rate limit, then one media_publish of that Instagram account publishes
 * and never answers). Throws naming what it does not know.
 */
export function parseFaultPlan(text: string): SandboxFault[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [spec = '', on] = entry.split('@');
      const [match, kind, times] = spec.split(':');
      if (!(SANDBOX_FAULT_MATCHES as readonly string[]).includes(match ?? ''))
        throw new Error(
          `unknown sandbox fault step "${match}" in "${entry}" (${SANDBOX_FAULT_MATCHES.join(', ')})`,
        );
      if (!(SANDBOX_FAULT_KINDS as readonly string[]).includes(kind ?? ''))
        throw new Error(`unknown sandbox fault "${kind}" in "${entry}" (${SANDBOX_FAULT_KINDS.join(', ')})`);
      const count = times === undefined ? undefined : Number(times);
      if (count !== undefined && !(Number.isInteger(count) && count > 0))
        throw new Error(`sandbox fault "${entry}": times must be a positive whole number`);
      return {
        match: match as SandboxFaultMatch,
        kind: kind as SandboxFaultKind,
        ...(count === undefined ? {} : { times: count }),
        ...(on ? { on } : {}),
      };
    });
}
