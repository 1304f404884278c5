import { randomUUID } from 'node:crypto';
import { type EventPayload, networkImagePath, type PostImage, type PublishedPage } from '@studio/contracts';
import {
  type BusMessage,
  backoffFor,
  type Db,
  type EventBus,
  emit,
  Leases,
  type Logger,
  type Subscription,
} from '@studio/kit';
import { accountSuspended, SUSPENDED_REASON } from '../accounts/lifecycle.ts';
import { lastComplianceCheck } from '../compliance/rules-copy.ts';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { leases as leasesTable, outbox } from '../db/schema.ts';
import { markReconnectRequired } from '../facebook/connections.ts';
import type { GraphClient } from '../graph/graph-client.ts';
import { PublishError } from '../graph/graph-errors.ts';
import type { PublishingLimit } from '../graph/publishing-calls.ts';
import {
  commentReason,
  failureOf,
  instagramNeedsImage,
  NO_PAGES_REASON,
  type PageFailure,
  unconfirmedReason,
  waitingReason,
} from '../graph/reasons.ts';
import { requestHealthCheck } from '../health/checker.ts';
import { selectedTargets } from '../selected-pages/targets.ts';
import { limitGraphCalls } from './graph-slots.ts';
import { nextSlotAt } from './instagram-quota.ts';
import {
  beginAttempt,
  beginComment,
  type CommentShortfall,
  countFailedLookup,
  isOut,
  markAttemptFailed,
  markCommentFailed,
  markCommentPosted,
  markPublished,
  markRefused,
  markUnconfirmed,
  openPublication,
  type PublishedPostRow,
  pageLeaseKey,
  publicationOf,
  publicationsOf,
  type Target,
  targetLeaseKey,
  toPublicationTarget,
  toPublishedPage,
} from './published-posts.ts';

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
};

export const PUBLISHER_DURABLE = 'svc-social-publisher';

/**
 * Posts one process holds per Graph call it may make at once. A post spends about three times as long
 * in its statements (its claim, its page's turn, its row before and after the call, the outbox) as in
 * a 50 ms call on a busy machine, so with fewer in hand the calls' slots stand idle.
 */
const POSTS_IN_HAND_PER_CALL = 4;

/** A publish whose answer was lost is looked for on the page since a little before it started (clock skew). */
const LOOKUP_MARGIN_MS = 60_000;
/** Between two looks whether a page's turn is free. */
const PAGE_POLL_MS = 100;
/** The first wait for an Instagram container being processed; each next one is twice as long. */
const FIRST_CONTAINER_POLL_MS = 250;

type Due = EventPayload<'posts.post.due'>;

/** What one handler did about one target. */
type TargetOutcome =
  | { kind: 'out' }
  | { kind: 'failed'; target: Target; failure: PageFailure }
  /** The post is out there, its first comment is not (yet): the comment alone is tried again. */
  | { kind: 'comment_failed'; target: Target; failure: PageFailure }
  | { kind: 'unconfirmed' }
  /** Another handler holds the target's claim: it publishes there and speaks for it. */
  | { kind: 'elsewhere' }
  /** Instagram's publishing limit is reached on the target: nothing was sent; it goes out at `until`. */
  | { kind: 'waiting'; target: Target; until: Date; limit: PublishingLimit };

export type PublisherDeps = {
  db: Db;
  bus: EventBus;
  graph: GraphClient;
  cipher: TokenCipher;
  logger: Logger;
  afterCommit: () => void;
  /** The platform's public origin: a product image path under /uploads is made absolute with it. */
  publicUrl: string;
  options?: PublisherOptions;
  /** Told when Facebook refused a login or a permission: the connection's check is due now. */
  onConnectionTrouble?: () => void;
};

/** Runs `work` over `items`, at most `limit` at once, in order of the results. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
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

const facebookPermalink = (postId: string) => `https://www.facebook.com/${postId}`;

/**
 * How long a crashed publisher's due posts wait: its claims expire after the lease, and NATS hands its
 * deliveries to another replica after the ack wait, a little later, so the redelivery finds them free.
 * A live publisher extends both every third of them.
 */
export const DEFAULT_PUBLISH_ACK_WAIT_MS = 10_000;
export const DEFAULT_PUBLISH_LEASE_MS = 6_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The durable consumer of `posts.post.due`: publishes each due post to every active selected page
 * and Instagram account of its account, exactly once per target whatever the number of deliveries,
 * re-handovers, replicas or restarts:
 *
 * - a handler first claims the target (a lease with an owner and an expiry, see @studio/kit Leases, in
 *   one atomic statement) and keeps it while it works; a target claimed by someone else is theirs;
 * - it commits the target's row as 'publishing' before the Graph call, from the state it saw, so a
 *   second handler never calls blindly: it finds the unanswered call and looks on the page first;
 * - publishing to one page waits for that page's turn (another lease), so Instagram's daily limit and
 *   Meta's rate limits hold for the whole deployment.
 *
 * The outcome is announced (`social.post.published`, `.failed`, `.unconfirmed`) through the outbox by
 * whichever handler finds the post settled on every target; a delivery that finds part of it in another
 * handler's hands comes back later and looks again, so no event is acknowledged before its post settles.
 */
export async function startPublisher(deps: PublisherDeps): Promise<Subscription & { busy(): boolean }> {
  const { db, bus, cipher, logger, afterCommit } = deps;
  const options = deps.options ?? {};
  const concurrency = options.concurrency ?? 8;
  const graph = limitGraphCalls(deps.graph, concurrency);
  const pageConcurrency = options.pageConcurrency ?? 4;
  const maxDeliver = options.maxDeliver ?? 8;
  const backoffMs = options.backoffMs ?? [2_000, 10_000, 60_000, 300_000];
  const leases = new Leases(db, leasesTable, options.leaseMs ?? DEFAULT_PUBLISH_LEASE_MS);
  const pageWaitMs = options.pageWaitMs ?? 2 * 60_000;
  const graceMs = options.unknownOutcomeGraceMs ?? 60_000;
  const maxFailedLookups = options.maxFailedLookups ?? 3;
  const pollIntervalMs = options.instagramPollIntervalMs ?? 2_000;
  const pollAttempts = options.instagramPollAttempts ?? 30;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  const absolute = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

  /**
   * The post's images in order, absolute, as the network takes them: its media-library images, else its
   * one product image; a stored image is handed over as svc-catalog's variant for that network (a JPEG
   * within Instagram's ratios, made once: see networkImagePath), the original staying as it is.
   */
  const imagesOf = (due: Due, platform: Target['platform']): PostImage[] => {
    const listed =
      due.images.length > 0 ? due.images : due.productImage ? [{ url: due.productImage, altText: null }] : [];
    return listed.map((image) => ({
      url: absolute(networkImagePath(image.url, platform)),
      altText: image.altText,
    }));
  };

  /** A token sealed with another key (SOCIAL_TOKEN_KEY changed) is as good as none: the page must be reconnected. */
  const openToken = (sealed: string, pageId: string) => {
    try {
      return cipher.decrypt(sealed);
    } catch (error) {
      logger.warn({ err: error, pageId }, 'a stored page token cannot be opened');
      return null;
    }
  };

  const targetsOf = async (accountId: number): Promise<Target[]> =>
    (await selectedTargets(db, accountId)).map((target) => ({
      platform: target.platform,
      pageId: target.pageId,
      pageName: target.pageName,
      token: target.sealedToken ? openToken(target.sealedToken, target.linkedPageId ?? target.pageId) : null,
    }));

  /** A post already on the page with this text, published since `since`: the answer of an earlier call. */
  const lookFor = (target: Target, token: string, content: string, since: Date) =>
    target.platform === 'facebook'
      ? graph.findRecentPagePost({ pageId: target.pageId, token, message: content, since })
      : graph.findRecentInstagramMedia({ igUserId: target.pageId, token, caption: content, since });

  /**
   * A login Facebook refused is marked for reconnecting, and a refused login or permission has the
   * connection checked now, so the business is told before its next post (and the banner says so).
   */
  const connectionTrouble = async (accountId: number, error: PublishError) => {
    if (error.kind === 'token_expired') await markReconnectRequired(db, accountId);
    else if (error.kind === 'permission_missing') await requestHealthCheck(db, accountId);
    else return;
    deps.onConnectionTrouble?.();
  };

  /** Waits until Instagram has processed a container; its other states fail with their reason. */
  const awaitContainer = async (containerId: string, token: string, item?: Item) => {
    for (let check = 0; ; check++) {
      const status = await graph.instagramContainerStatus({ containerId, token });
      if (status.code === 'FINISHED') return;
      const said = `Instagram container ${containerId} is ${status.code}${status.detail ? `: ${status.detail}` : ''}`;
      if (status.code === 'ERROR')
        throw new PublishError('image_rejected', said, { problem: 'container_error', item });
      if (status.code === 'EXPIRED')
        throw new PublishError('transient', said, { problem: 'container_expired', item });
      if (check + 1 >= pollAttempts)
        throw new PublishError('transient', said, { problem: 'container_in_progress', item });
      await sleep(Math.min(pollIntervalMs, FIRST_CONTAINER_POLL_MS * 2 ** check));
    }
  };

  /**
   * Everything before the call that publishes, which shows nothing on the page (containers, photos
   * uploaded unpublished), so a failure here is known to have published nothing: answers that call.
   */
  const prepare = async (
    target: Target,
    token: string,
    images: PostImage[],
    content: string,
  ): Promise<() => Promise<string>> => {
    const count = images.length;
    const each = <R>(work: (image: PostImage, item: Item) => Promise<R>) =>
      mapLimited(images, 1, (image) => {
        const item = { index: images.indexOf(image), count };
        return work(image, item).catch((caught: unknown) => {
          throw withItem(asPublishError(caught), item);
        });
      });
    if (target.platform === 'instagram') {
      const igUserId = target.pageId;
      let containerId: string;
      if (count === 1) {
        const [image] = images as [PostImage];
        containerId = await graph.createInstagramContainer({
          igUserId,
          token,
          imageUrl: image.url,
          altText: image.altText,
          caption: content,
        });
        await awaitContainer(containerId, token);
      } else {
        const children = await each(async (image, item) => {
          const child = await graph.createInstagramContainer({
            igUserId,
            token,
            imageUrl: image.url,
            altText: image.altText,
            caption: null,
            carouselItem: true,
          });
          await awaitContainer(child, token, item);
          return child;
        });
        containerId = await graph.createInstagramCarousel({ igUserId, token, children, caption: content });
        await awaitContainer(containerId, token);
      }
      return () => graph.publishInstagramContainer({ igUserId, token, containerId });
    }
    const pageId = target.pageId;
    if (count === 0)
      return async () => (await graph.publishPageText({ pageId, token, message: content })).postId;
    if (count === 1) {
      const [image] = images as [PostImage];
      return async () =>
        (
          await graph.publishPagePhoto({
            pageId,
            token,
            imageUrl: image.url,
            altText: image.altText,
            message: content,
          })
        ).postId;
    }
    const photoIds = await each((image) =>
      graph.uploadUnpublishedPhoto({ pageId, token, imageUrl: image.url, altText: image.altText }),
    );
    return async () =>
      (await graph.publishPageFeedPost({ pageId, token, message: content, photoIds })).postId;
  };

  const permalinkOf = async (target: Target, token: string, postId: string) => {
    if (target.platform === 'facebook') return facebookPermalink(postId);
    try {
      return await graph.permalinkOf({ postId, token, platform: target.platform });
    } catch (error) {
      // The post is out; a missing link only costs the business a click.
      logger.warn({ err: error, postId }, 'no permalink for a published post');
      return null;
    }
  };

  /**
   * Waits for the page's turn, taken by this owner: 'at_once', 'after_waiting', or 'busy' when it
   * stayed taken for pageWaitMs.
   */
  const awaitPageTurn = async (
    key: string,
    owner: string,
    held: Set<string>,
  ): Promise<'at_once' | 'after_waiting' | 'busy'> => {
    if (held.has(key)) return 'at_once';
    const until = Date.now() + pageWaitMs;
    for (let tries = 0; ; tries++) {
      if (await leases.acquire(key, owner)) {
        held.add(key);
        return tries === 0 ? 'at_once' : 'after_waiting';
      }
      if (Date.now() >= until) return 'busy';
      await sleep(PAGE_POLL_MS + Math.floor(Math.random() * PAGE_POLL_MS));
    }
  };

  /**
   * One publication (a carousel and a multi-photo post are one too): prepared, then its row committed
   * as 'publishing', then the one call that publishes; null when another handler moved the row meanwhile.
   */
  const callGraph = async (
    due: Due,
    target: Target,
    token: string,
    images: PostImage[],
    seen: PublishedPostRow,
  ): Promise<TargetOutcome | null> => {
    if (target.platform === 'instagram') {
      if (images.length === 0) return { kind: 'failed', target, failure: instagramNeedsImage(target) };
      // Read under the account's publishing turn, so two posts never take its last slot together.
      const waiting = await quotaWait(target, token);
      if (waiting) return waiting;
    }
    let publish: () => Promise<string>;
    try {
      publish = await prepare(target, token, images, due.content);
    } catch (caught) {
      const error = asPublishError(caught);
      // A 'publishing' row is a lost answer; preparing never moves it (settleUnanswered sends again).
      if (outcomeKnown(error) && seen.status !== 'publishing')
        await markRefused(db, due.postId, target, seen, error.message);
      throw error;
    }
    const attemptId = randomUUID();
    if (!(await beginAttempt(db, due, target, seen, attemptId))) return null;
    try {
      const postId = await publish();
      const permalink = await permalinkOf(target, token, postId);
      await markPublished(db, due.postId, target, attemptId, { postId, permalink });
      return { kind: 'out' };
    } catch (caught) {
      const error = asPublishError(caught);
      await markAttemptFailed(db, due.postId, target, attemptId, error.message, outcomeKnown(error));
      throw error;
    }
  };

  /** Waits for the Instagram account's publishing limit when it is reached: when a slot frees (see nextSlotAt). */
  const quotaWait = async (target: Target, token: string): Promise<TargetOutcome | null> => {
    const limit = await graph.instagramPublishingLimit({ igUserId: target.pageId, token });
    const until = await nextSlotAt(db, target.pageId, limit);
    return until ? { kind: 'waiting', target, until, limit } : null;
  };

  /**
   * Looks for what an unanswered call made (`look`) until it is found, or until the grace after the
   * call has passed (null: the call did not go through). A look that fails throws.
   */
  const lookUntilGrace = async <T>(look: () => Promise<T | null>, startedAt: Date): Promise<T | null> => {
    for (;;) {
      const found = await look();
      if (found) return found;
      const wait = startedAt.getTime() + graceMs - Date.now();
      if (wait <= 0) return null;
      await sleep(wait);
    }
  };

  /**
   * A call whose answer was lost (a time-out, a crash): found on the page, it is published; not found
   * well after the call, it did not go through and is sent again; when the page cannot be read, it is
   * tried later, and left unconfirmed after maxFailedLookups such tries (or the last delivery).
   */
  const settleUnanswered = async (
    due: Due,
    target: Target,
    token: string,
    images: PostImage[],
    row: PublishedPostRow,
    lastDelivery: boolean,
  ): Promise<TargetOutcome | null> => {
    const startedAt = row.attemptStartedAt ?? row.updatedAt;
    const attemptId = row.attemptId ?? '';
    const since = new Date(startedAt.getTime() - LOOKUP_MARGIN_MS);
    let found: Awaited<ReturnType<typeof lookFor>>;
    try {
      found = await lookUntilGrace(() => lookFor(target, token, due.content, since), startedAt);
    } catch (caught) {
      const error = asPublishError(caught);
      const failed = await countFailedLookup(db, due.postId, target, attemptId);
      if (failed >= maxFailedLookups || lastDelivery) {
        await markUnconfirmed(
          db,
          due.postId,
          target,
          attemptId,
          `the page could not be read: ${error.message}`,
        );
        return { kind: 'unconfirmed' };
      }
      throw new PublishError('unknown_outcome', `the page could not be read: ${error.message}`);
    }
    if (found) {
      logger.info({ postId: due.postId, pageId: target.pageId }, 'found the post of an unanswered publish');
      const permalink = found.permalink ?? (await permalinkOf(target, token, found.postId));
      await markPublished(db, due.postId, target, attemptId, { postId: found.postId, permalink });
      return { kind: 'out' };
    }
    logger.warn(
      { postId: due.postId, pageId: target.pageId },
      'an unanswered publish is not on the page; sending again',
    );
    return callGraph(due, target, token, images, row);
  };

  /**
   * The post's first comment on a target where the post is out, a step of its own: committed as
   * 'posting' before its call like the post, a lost answer looked for under the post first; a failure
   * leaves the post published and the comment alone is tried again.
   */
  const commentOn = async (
    due: Due,
    target: Target,
    message: string,
    owner: string,
    held: Set<string>,
  ): Promise<TargetOutcome> => {
    try {
      let [row] = await publicationsOf(db, due.postId, [target]);
      if (row?.status !== 'published' || !row.postId || row.commentStatus === 'posted')
        return { kind: 'out' };
      const token = target.token;
      if (!token) throw new PublishError('token_expired', 'no page token stored');
      if ((await awaitPageTurn(pageLeaseKey(target), owner, held)) === 'busy') {
        throw new PublishError('transient', 'another replica is still publishing to this page');
      }
      [row] = await publicationsOf(db, due.postId, [target]);
      if (!row?.postId || row.commentStatus === 'posted') return { kind: 'out' };
      const objectId = row.postId;
      if (row.commentStatus === 'posting' && row.commentAttemptId) {
        const startedAt = row.commentAttemptStartedAt ?? row.updatedAt;
        const since = new Date(startedAt.getTime() - LOOKUP_MARGIN_MS);
        const found = await lookUntilGrace(
          () => graph.findRecentComment({ objectId, token, platform: target.platform, message, since }),
          startedAt,
        );
        if (found) {
          await markCommentPosted(db, due.postId, target, row.commentAttemptId, found.postId);
          return { kind: 'out' };
        }
      }
      const attemptId = randomUUID();
      if (!(await beginComment(db, due.postId, target, row, attemptId))) return { kind: 'elsewhere' };
      try {
        const commentId = await graph.postComment({ objectId, token, message });
        await markCommentPosted(db, due.postId, target, attemptId, commentId);
        return { kind: 'out' };
      } catch (caught) {
        const error = asPublishError(caught);
        await markCommentFailed(db, due.postId, target, attemptId, error.message, outcomeKnown(error));
        throw error;
      }
    } catch (caught) {
      const error = asPublishError(caught);
      if (!(caught instanceof PublishError))
        logger.error({ err: caught, postId: due.postId }, 'first comment failed');
      await connectionTrouble(due.accountId, error);
      return { kind: 'comment_failed', target, failure: failureOf(error, target) };
    }
  };

  /** What this handler does on one target, holding its claim and its page's turn. */
  const publishTo = async (
    due: Due,
    target: Target,
    images: PostImage[],
    owner: string,
    held: Set<string>,
    lastDelivery: boolean,
  ): Promise<TargetOutcome> => {
    const claim = targetLeaseKey(due.postId, target);
    const page = pageLeaseKey(target);
    // The target's claim, and its page's turn when that is free too: one statement for most posts.
    for (const key of await leases.acquireEach([claim, page], owner)) held.add(key);
    try {
      if (!held.has(claim)) return { kind: 'elsewhere' };
      const outcome = await publishOnce(due, target, images, owner, held, lastDelivery);
      if (outcome.kind !== 'out' || !due.firstComment) return outcome;
      return await commentOn(due, target, due.firstComment, owner, held);
    } finally {
      const keys = [page, claim].filter((key) => held.delete(key));
      await leases
        .release(keys, owner)
        .catch((error: unknown) => logger.warn({ err: error, keys }, 'leases not released; they expire'));
    }
  };

  /** The post itself on one target, its claim held: out, failed, unconfirmed, or another handler's. */
  const publishOnce = async (
    due: Due,
    target: Target,
    images: PostImage[],
    owner: string,
    held: Set<string>,
    lastDelivery: boolean,
  ): Promise<TargetOutcome> => {
    try {
      let row = await openPublication(db, due, target);
      if (isOut(row)) return { kind: 'out' };
      if (row.status === 'unconfirmed') {
        if (due.resolution === 'mark_published') {
          await markPublished(db, due.postId, target, null, { postId: null, permalink: null });
          return { kind: 'out' };
        }
        if (due.resolution !== 'publish_again') return { kind: 'unconfirmed' };
      }
      const token = target.token;
      if (!token) throw new PublishError('token_expired', 'no page token stored');
      const turn = await awaitPageTurn(pageLeaseKey(target), owner, held);
      if (turn === 'busy') {
        throw new PublishError('transient', 'another replica is still publishing to this page');
      }
      // The row is only ever moved by the target's claim holder, this handler; after a long wait for the
      // page it is read again all the same. Either way beginAttempt calls only from the state read.
      if (turn === 'after_waiting') {
        row = await publicationOf(db, due.postId, target);
        if (isOut(row)) return { kind: 'out' };
      }
      const outcome =
        row.status === 'publishing'
          ? await settleUnanswered(due, target, token, images, row, lastDelivery)
          : await callGraph(due, target, token, images, row);
      // Moved by someone else between our read and our write: theirs to speak for.
      return outcome ?? { kind: 'elsewhere' };
    } catch (caught) {
      const error = asPublishError(caught);
      if (!(caught instanceof PublishError))
        logger.error({ err: caught, postId: due.postId }, 'publishing failed');
      await connectionTrouble(due.accountId, error);
      // Instagram refused it for its limit after all (another app took the slot): it waits too.
      if (error.problem === 'instagram_publishing_limit' && target.token) {
        const waiting = await quotaWait(target, target.token).catch((reading: unknown) => {
          logger.warn({ err: reading, postId: due.postId }, 'the Instagram publishing limit cannot be read');
          return null;
        });
        if (waiting) return waiting;
      }
      return { kind: 'failed', target, failure: failureOf(error, target) };
    }
  };

  const announce = async <
    S extends
      | 'social.post.published'
      | 'social.post.failed'
      | 'social.post.unconfirmed'
      | 'social.post.waiting',
  >(
    subject: S,
    payload: EventPayload<S>,
  ) => {
    // One insert, atomic on its own: no transaction around it.
    await emit(db, outbox, subject, payload);
    afterCommit();
  };

  const handle = async (message: BusMessage<'posts.post.due'>) => {
    const due = message.payload;
    const log = logger.child({
      postId: due.postId,
      accountId: due.accountId,
      delivery: message.deliveryCount,
    });
    const base = { accountId: due.accountId, postId: due.postId, attempt: due.attempt };
    // Read side by side: each answer is judged in this order, whatever comes back first.
    const [suspended, refusal, targets] = await Promise.all([
      accountSuspended(db, due.accountId),
      lastComplianceCheck(db, due),
      targetsOf(due.accountId),
    ]);
    if (suspended) {
      await announce('social.post.failed', {
        ...base,
        code: 'account_suspended',
        reason: SUSPENDED_REASON,
        retrying: false,
        retryAt: null,
        pages: [],
      });
      log.warn('post refused: its account is suspended');
      return;
    }
    if (refusal) {
      await announce('social.post.failed', {
        ...base,
        code: 'compliance',
        reason: refusal,
        retrying: false,
        retryAt: null,
        pages: [],
      });
      log.warn('post refused by the compliance rules');
      return;
    }
    if (targets.length === 0) {
      await announce('social.post.failed', {
        ...base,
        code: 'no_pages',
        reason: NO_PAGES_REASON,
        retrying: false,
        retryAt: null,
        pages: [],
      });
      return;
    }
    const images = { facebook: imagesOf(due, 'facebook'), instagram: imagesOf(due, 'instagram') };
    // One owner per delivery: two deliveries of one post in one process are two contenders too.
    const owner = `${process.pid}:${randomUUID()}`;
    const held = new Set<string>();
    const stopKeeping = leases.keep(
      () => [...held],
      owner,
      (error) => log.warn({ err: error }, 'leases not extended; they expire unless the next extension works'),
    );
    const lastDelivery = message.deliveryCount >= maxDeliver;
    let outcomes: TargetOutcome[];
    try {
      outcomes = await mapLimited(targets, pageConcurrency, (target) =>
        publishTo(due, target, images[target.platform], owner, held, lastDelivery),
      );
    } finally {
      stopKeeping();
    }
    const rows = await publicationsOf(db, due.postId, targets);
    const commentFailures = outcomes.flatMap((o) => (o.kind === 'comment_failed' ? [o] : []));
    // The comments are tried again by themselves while one of them may still go through.
    const commentsRetrying = !lastDelivery && commentFailures.some((f) => f.failure.retryable);
    const commentRetryAt = commentsRetrying
      ? new Date(Date.now() + backoffFor(message.deliveryCount, backoffMs))
      : null;
    const shortfallOf = (row: PublishedPostRow): CommentShortfall | null => {
      const failed = commentFailures.find(
        (f) => f.target.pageId === row.pageId && f.target.platform === row.platform,
      );
      if (!failed) return null;
      const retrying = commentsRetrying && failed.failure.retryable;
      return {
        failureReason: commentReason(failed.failure.reason(retrying ? commentRetryAt : null)),
        retrying,
      };
    };
    const pages: PublishedPage[] = rows.filter(isOut).map((row) => toPublishedPage(row, shortfallOf(row)));
    const failures = outcomes.flatMap((o) => (o.kind === 'failed' ? [o] : []));
    if (failures.length > 0) {
      const given = failures.find((f) => !f.failure.retryable);
      const shown = given ?? failures.find((f) => f.failure.code === 'rate_limited') ?? failures[0]!;
      const retrying = !given && !lastDelivery;
      const retryAt = retrying ? new Date(Date.now() + backoffFor(message.deliveryCount, backoffMs)) : null;
      await announce('social.post.failed', {
        ...base,
        code: shown.failure.code,
        reason: shown.failure.reason(retryAt),
        retrying,
        retryAt: retryAt?.toISOString() ?? null,
        pages,
      });
      log.warn({ code: shown.failure.code, pageId: shown.target.pageId, retrying }, 'post not published');
      // Thrown so JetStream hands the event out again after the backoff; the published pages are kept.
      if (retrying) throw new Error(`post ${due.postId} not published yet: ${shown.failure.reason(retryAt)}`);
      return;
    }
    const waiting = outcomes.flatMap((o) => (o.kind === 'waiting' ? [o] : []));
    const waits = (t: Target) =>
      waiting.some((w) => w.target.pageId === t.pageId && w.target.platform === t.platform);
    // A target another handler holds is theirs to finish and announce; whoever settles last speaks.
    const settled = targets.every(
      (t) =>
        waits(t) ||
        rows.some(
          (row) =>
            row.pageId === t.pageId &&
            row.platform === t.platform &&
            (isOut(row) || row.status === 'unconfirmed'),
        ),
    );
    if (!settled) {
      // Not acknowledged: this delivery comes back after the backoff and looks again. Its holder may be
      // this very event's first delivery, cut off from NATS, whose retry would otherwise be lost.
      throw new Error(`post ${due.postId}: another handler holds part of it; looking again later`);
    }
    if (waiting.length > 0) {
      // Let go until a slot frees: svc-posts hands the post over again then, and what is out stays out.
      const until = new Date(Math.min(...waiting.map((w) => w.until.getTime())));
      await announce('social.post.waiting', {
        ...base,
        reason: waitingReason(
          waiting.map((w) => ({ pageName: w.target.pageName, until: w.until, limit: w.limit })),
          new Date(),
        ),
        until: until.toISOString(),
        waiting: waiting.map(({ target }) => ({
          pageId: target.pageId,
          pageName: target.pageName,
          platform: target.platform,
        })),
        pages,
      });
      log.info({ until: until.toISOString() }, 'post waits for the Instagram publishing limit');
      return;
    }
    const unconfirmed = rows.filter((row) => row.status === 'unconfirmed');
    if (unconfirmed.length > 0) {
      await announce('social.post.unconfirmed', {
        ...base,
        reason: unconfirmedReason(unconfirmed),
        unconfirmed: unconfirmed.map(toPublicationTarget),
        pages,
      });
      log.warn({ pages: unconfirmed.map((row) => row.pageId) }, 'post publication unconfirmed');
      return;
    }
    await announce('social.post.published', { ...base, pages });
    log.info({ pages: pages.length }, 'post published');
    if (commentFailures.length > 0) {
      log.warn({ retrying: commentsRetrying }, 'first comment not posted');
      // Thrown so JetStream hands the event out again after the backoff: the post is out on every
      // target, so the next delivery only tries the comments.
      if (commentsRetrying) throw new Error(`post ${due.postId}: first comment not posted yet`);
    }
  };

  const subscription = await bus.subscribe({
    durable: PUBLISHER_DURABLE,
    subjects: ['posts.post.due'],
    startAt: 'all',
    handler: handle,
    maxDeliver,
    backoffMs,
    ackWaitMs: options.ackWaitMs ?? DEFAULT_PUBLISH_ACK_WAIT_MS,
    concurrency: POSTS_IN_HAND_PER_CALL * concurrency,
  });
  return Object.assign(subscription, { busy: graph.busy });
}

type Item = { index: number; count: number };

/** Whether Graph answered the call (it refused it), so that nothing went out; otherwise only the page can tell. */
const outcomeKnown = (error: PublishError) => error.kind !== 'transient' && error.kind !== 'unknown_outcome';

/** The same failure, said of one image of several. */
const withItem = (error: PublishError, item: Item) =>
  item.count > 1 && !error.item
    ? new PublishError(error.kind, error.message, {
        problem: error.problem,
        permission: error.permission,
        graphCode: error.graphCode,
        graphSubcode: error.graphSubcode,
        item,
      })
    : error;

const asPublishError = (caught: unknown) =>
  caught instanceof PublishError
    ? caught
    : new PublishError('transient', `publishing failed: ${String(caught)}`);
