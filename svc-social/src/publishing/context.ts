import type { EventPayload } from '@studio/contracts';
import { type Clock, type Db, Leases, type Logger } from '@studio/kit';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { leases as leasesTable } from '../db/schema.ts';
import type { GoogleClient } from '../google/google-client.ts';
import type { GraphClient } from '../graph/graph-client.ts';
import { PublishError } from '../graph/graph-errors.ts';
import type { PublishingLimit } from '../graph/publishing-calls.ts';
import type { PageFailure } from '../graph/reasons.ts';
import { limitGraphCalls, type PublishingGraph } from './graph-slots.ts';
import type { AnyTarget, Target } from './published-posts.ts';

/** How the publisher retries and paces itself; every one has a default for production. */
export type PublisherOptions = {
  /**
   * Graph API calls one process makes at once for publishing (default 8). POSTS_IN_HAND_PER_CALL
   * times as many posts are in hand, so posts' database work overlaps the calls instead of holding a
   * slot idle.
   */
  concurrency?: number;
  /** Pages and Instagram accounts one post goes to at once (default 4). */
  pageConcurrency?: number;
  /** Deliveries of one due event before it is given up (default 8). */
  maxDeliver?: number;
  /** Waits before each redelivery, in ms; the last repeats (default 2 s, 10 s, 1 min, 5 min). */
  backoffMs?: number[];
  /**
   * Waits before each redelivery of a post whose media Meta could not fetch (the platform's address
   * restarting), in ms, the last repeating; the backoff's step when that is shorter (default
   * DEFAULT_MEDIA_FETCH_BACKOFF_MS).
   */
  mediaFetchBackoffMs?: number[];
  /**
   * How long a delivery goes unacknowledged, once its publisher stopped saying it is at work (it does
   * every third of this while alive), before JetStream hands it out again (default 10 s): how late a
   * post whose publisher crashed goes out. Longer than `leaseMs`, so the redelivery finds the dead
   * publisher's claims expired.
   */
  ackWaitMs?: number;
  /**
   * How long a publication target's claim, and a page's publishing turn, last unless their holder
   * extends them (it does every third of this while alive); a crashed holder's are taken over after it
   * (default 6 s).
   */
  leaseMs?: number;
  /** How long a post waits for its page's turn while another replica publishes there (default 2 min). */
  pageWaitMs?: number;
  /**
   * How long after an unanswered call a post not found on the page counts as not published, so that it
   * is sent again (default 1 min: a call still at work on Meta's side shows up within it).
   */
  unknownOutcomeGraceMs?: number;
  /** Looks on the page that fail in a row before an unanswered call is left unconfirmed (default 3). */
  maxFailedLookups?: number;
  /**
   * The longest wait between two status checks of an Instagram container (default 2 s). The first
   * waits are shorter (a quarter of a second, doubling up to this), because Meta processes most images
   * within a second, and the account's publishing turn is held meanwhile.
   */
  instagramPollIntervalMs?: number;
  /** Status checks before a container still IN_PROGRESS counts as a transient failure (default 30). */
  instagramPollAttempts?: number;
  /**
   * Status checks of a video being processed (an Instagram Reel's or Story's container, a page's Reel)
   * before it counts as still at work (default 12: about four minutes). Meta asks for a container's
   * status at most once a minute for no more than five minutes (Instagram content publishing guide), so
   * the waits double from a quarter of a second up to `videoPollIntervalMs`. A container still at work
   * then is asked again on the next delivery, never replaced by a new one (handles.ts).
   */
  videoPollAttempts?: number;
  /** The longest wait between two status checks of a video (default 60 s). */
  videoPollIntervalMs?: number;
};

export type Due = EventPayload<'posts.post.due'>;

/** What one handler did about one target. */
export type TargetOutcome =
  | { kind: 'out' }
  | { kind: 'failed'; target: AnyTarget; failure: PageFailure }
  /** The post is out there, its first comment is not (yet): the comment alone is tried again. */
  | { kind: 'comment_failed'; target: Target; failure: PageFailure }
  | { kind: 'unconfirmed' }
  /** Another handler holds the target's claim: it publishes there and speaks for it. */
  | { kind: 'elsewhere' }
  /** Instagram's publishing limit is reached on the target: nothing was sent; it goes out at `until`. */
  | { kind: 'waiting'; target: Target; until: Date; limit: PublishingLimit };

export type PublisherDeps = {
  db: Db;
  /** The clock the publications' changes are dated by. */
  clock: Clock;
  graph: GraphClient;
  /** Google Business Profile's calls, for the Google locations among the targets (none: they are not published to). */
  google?: GoogleClient;
  cipher: TokenCipher;
  logger: Logger;
  afterCommit: () => void;
  /**
   * The origin Meta fetches a post's images and videos from: a path under /uploads is made absolute
   * with it.
   */
  mediaUrl: string;
  options?: PublisherOptions;
  /** Told when Facebook refused a login or a permission: the connection's check is due now. */
  onConnectionTrouble?: () => void;
  /**
   * Where a person sees a published post, when not on facebook.com or instagram.com: the local
   * sandbox's own page of what it published.
   */
  viewLinkOf?: (target: { platform: 'facebook' | 'instagram'; pageId: string }, postId: string) => string;
};

/**
 * How long a crashed publisher's due posts wait: its claims expire after the lease, and NATS hands its
 * deliveries to another replica after the ack wait, a little later, so the redelivery finds them free.
 * A live publisher extends both every third of them.
 */
export const DEFAULT_PUBLISH_ACK_WAIT_MS = 10_000;
export const DEFAULT_PUBLISH_LEASE_MS = 6_000;

/**
 * Meta fetches a post's images from the platform's address while it publishes: a fetch that failed
 * (the address restarting, a moment of network trouble) is tried again within seconds, not after the
 * minutes the publisher's backoff reaches for an outage of Meta's own.
 */
export const DEFAULT_MEDIA_FETCH_BACKOFF_MS = [5_000, 10_000, 20_000, 30_000, 60_000];

/**
 * What every step of publishing is given (one per publisher): the database, the Graph calls (at most
 * `concurrency` at once), the leases, and the options with their defaults.
 */
export type PublishContext = {
  db: Db;
  clock: Clock;
  graph: PublishingGraph & { busy(): boolean };
  google: GoogleClient | null;
  leases: Leases;
  cipher: TokenCipher;
  logger: Logger;
  afterCommit: () => void;
  /** The origin Meta fetches media from, without a trailing slash. */
  mediaUrl: string;
  onConnectionTrouble?: () => void;
  viewLinkOf?: PublisherDeps['viewLinkOf'];
  concurrency: number;
  pageConcurrency: number;
  maxDeliver: number;
  backoffMs: number[];
  mediaFetchBackoffMs: number[];
  ackWaitMs: number;
  pageWaitMs: number;
  graceMs: number;
  maxFailedLookups: number;
  pollIntervalMs: number;
  pollAttempts: number;
  videoPollAttempts: number;
  videoPollIntervalMs: number;
};

export function publishContext(deps: PublisherDeps): PublishContext {
  const options = deps.options ?? {};
  const concurrency = options.concurrency ?? 8;
  return {
    db: deps.db,
    clock: deps.clock,
    graph: limitGraphCalls(deps.graph, concurrency),
    google: deps.google ?? null,
    leases: new Leases(deps.db, leasesTable, options.leaseMs ?? DEFAULT_PUBLISH_LEASE_MS),
    cipher: deps.cipher,
    logger: deps.logger,
    afterCommit: deps.afterCommit,
    mediaUrl: deps.mediaUrl.replace(/\/+$/, ''),
    onConnectionTrouble: deps.onConnectionTrouble,
    viewLinkOf: deps.viewLinkOf,
    concurrency,
    pageConcurrency: options.pageConcurrency ?? 4,
    maxDeliver: options.maxDeliver ?? 8,
    backoffMs: options.backoffMs ?? [2_000, 10_000, 60_000, 300_000],
    mediaFetchBackoffMs: options.mediaFetchBackoffMs ?? DEFAULT_MEDIA_FETCH_BACKOFF_MS,
    ackWaitMs: options.ackWaitMs ?? DEFAULT_PUBLISH_ACK_WAIT_MS,
    pageWaitMs: options.pageWaitMs ?? 2 * 60_000,
    graceMs: options.unknownOutcomeGraceMs ?? 60_000,
    maxFailedLookups: options.maxFailedLookups ?? 3,
    pollIntervalMs: options.instagramPollIntervalMs ?? 2_000,
    pollAttempts: options.instagramPollAttempts ?? 30,
    videoPollAttempts: options.videoPollAttempts ?? 12,
    videoPollIntervalMs: options.videoPollIntervalMs ?? 60_000,
  };
}

/** What one handler works with on one target: its claim's owner, the leases it holds, whether this is the last delivery. */
export type Handling = { due: Due; owner: string; held: Set<string>; lastDelivery: boolean };

/** A publish whose answer was lost is looked for on the page since a little before it started (clock skew). */
export const LOOKUP_MARGIN_MS = 60_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items`, at most `limit` at once, in order of the results. */
export async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export type Item = { index: number; count: number };

/** Whether Graph answered the call (it refused it), so that nothing went out; otherwise only the page can tell. */
export const outcomeKnown = (error: PublishError) =>
  error.kind !== 'transient' && error.kind !== 'unknown_outcome';

/** The same failure, said of one image of several. */
export const withItem = (error: PublishError, item: Item) =>
  item.count > 1 && !error.item
    ? new PublishError(error.kind, error.message, {
        problem: error.problem,
        permission: error.permission,
        graphCode: error.graphCode,
        graphSubcode: error.graphSubcode,
        item,
      })
    : error;

export const asPublishError = (caught: unknown) =>
  caught instanceof PublishError
    ? caught
    : new PublishError('transient', `publishing failed: ${String(caught)}`);
