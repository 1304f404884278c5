import { randomUUID } from 'node:crypto';
import type { EventPayload, PublishedPage } from '@studio/contracts';
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
import { and, asc, eq } from 'drizzle-orm';
import { accountSuspended, SUSPENDED_REASON } from '../accounts/lifecycle.ts';
import { lastComplianceCheck } from '../compliance/rules-copy.ts';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { leases as leasesTable, outbox, selectedPages } from '../db/schema.ts';
import { markReconnectRequired } from '../facebook/connections.ts';
import type { GraphClient } from '../facebook/graph-client.ts';
import { PublishError } from '../facebook/graph-errors.ts';
import { limitGraphCalls } from './graph-slots.ts';
import {
  beginAttempt,
  countFailedLookup,
  isOut,
  markAttemptFailed,
  markPublished,
  markUnconfirmed,
  openPublication,
  type PublishedPostRow,
  pageLeaseKey,
  publicationsOf,
  type Target,
  targetLeaseKey,
  toPublicationTarget,
  toPublishedPage,
} from './published-posts.ts';
import {
  failureOf,
  instagramNeedsImage,
  NO_PAGES_REASON,
  type PageFailure,
  unconfirmedReason,
} from './reasons.ts';

/** How the publisher retries and paces itself; every one has a default for production. */
export type PublisherOptions = {
  /**
   * Graph API calls one process makes at once for publishing (default 8). Twice as many posts are
   * in hand, so one post's database work overlaps another's call instead of holding a slot idle.
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
   * every third of this while alive), before JetStream hands it out again (default 2 min): how late a
   * post whose publisher crashed goes out.
   */
  ackWaitMs?: number;
  /**
   * How long a publication target's claim, and a page's publishing turn, last unless their holder
   * extends them (it does every third of this while alive); a crashed holder's are taken over after it
   * (default 1 min).
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
  /** Between two status checks of an Instagram container (default 2 s). */
  instagramPollIntervalMs?: number;
  /** Status checks before a container still IN_PROGRESS counts as a transient failure (default 30). */
  instagramPollAttempts?: number;
};

export const PUBLISHER_DURABLE = 'svc-social-publisher';

/** A publish whose answer was lost is looked for on the page since a little before it started (clock skew). */
const LOOKUP_MARGIN_MS = 60_000;
/** Between two looks whether a page's turn is free. */
const PAGE_POLL_MS = 100;

type Due = EventPayload<'posts.post.due'>;

/** What one handler did about one target. */
type TargetOutcome =
  | { kind: 'out' }
  | { kind: 'failed'; target: Target; failure: PageFailure }
  | { kind: 'unconfirmed' }
  /** Another handler holds the target's claim: it publishes there and speaks for it. */
  | { kind: 'elsewhere' };

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
export async function startPublisher(deps: PublisherDeps): Promise<Subscription> {
  const { db, bus, cipher, logger, afterCommit } = deps;
  const options = deps.options ?? {};
  const concurrency = options.concurrency ?? 8;
  const graph = limitGraphCalls(deps.graph, concurrency);
  const pageConcurrency = options.pageConcurrency ?? 4;
  const maxDeliver = options.maxDeliver ?? 8;
  const backoffMs = options.backoffMs ?? [2_000, 10_000, 60_000, 300_000];
  const leases = new Leases(db, leasesTable, options.leaseMs ?? 60_000);
  const pageWaitMs = options.pageWaitMs ?? 2 * 60_000;
  const graceMs = options.unknownOutcomeGraceMs ?? 60_000;
  const maxFailedLookups = options.maxFailedLookups ?? 3;
  const pollIntervalMs = options.instagramPollIntervalMs ?? 2_000;
  const pollAttempts = options.instagramPollAttempts ?? 30;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  const imageUrlOf = (productImage: string | null) => {
    if (!productImage) return null;
    if (/^https?:\/\//i.test(productImage)) return productImage;
    return `${publicUrl}${productImage.startsWith('/') ? '' : '/'}${productImage}`;
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

  const targetsOf = async (accountId: number): Promise<Target[]> => {
    const rows = await db
      .select()
      .from(selectedPages)
      .where(and(eq(selectedPages.accountId, accountId), eq(selectedPages.isActive, true)))
      .orderBy(asc(selectedPages.id));
    const targets = new Map<string, Target>();
    for (const row of rows) {
      const pageId = row.platform === 'instagram' ? (row.instagramId ?? row.pageId) : row.pageId;
      targets.set(`${row.platform}:${pageId}`, {
        platform: row.platform,
        pageId,
        pageName: row.pageName,
        token: row.accessTokenEncrypted ? openToken(row.accessTokenEncrypted, row.pageId) : null,
      });
    }
    return [...targets.values()];
  };

  /** A post already on the page with this text, published since `since`: the answer of an earlier call. */
  const lookFor = (target: Target, token: string, content: string, since: Date) =>
    target.platform === 'facebook'
      ? graph.findRecentPagePost({ pageId: target.pageId, token, message: content, since })
      : graph.findRecentInstagramMedia({ igUserId: target.pageId, token, caption: content, since });

  const publishInstagram = async (target: Target, token: string, imageUrl: string, caption: string) => {
    const containerId = await graph.createInstagramContainer({
      igUserId: target.pageId,
      token,
      imageUrl,
      caption,
    });
    for (let check = 0; ; check++) {
      const status = await graph.instagramContainerStatus({ containerId, token });
      if (status === 'FINISHED') break;
      if (status === 'ERROR')
        throw new PublishError('image_rejected', 'Instagram could not process the image');
      if (status === 'EXPIRED' || check + 1 >= pollAttempts) {
        throw new PublishError('transient', `Instagram container ${containerId} is ${status}`);
      }
      await sleep(pollIntervalMs);
    }
    return graph.publishInstagramContainer({ igUserId: target.pageId, token, containerId });
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

  /** Waits for the page's turn, taken by this owner; false when it stayed busy for pageWaitMs. */
  const awaitPageTurn = async (key: string, owner: string, held: Set<string>): Promise<boolean> => {
    const until = Date.now() + pageWaitMs;
    for (;;) {
      if (await leases.acquire(key, owner)) {
        held.add(key);
        return true;
      }
      if (Date.now() >= until) return false;
      await sleep(PAGE_POLL_MS + Math.floor(Math.random() * PAGE_POLL_MS));
    }
  };

  /** One Graph publish, the row committed as 'publishing' first; null when another handler moved it meanwhile. */
  const callGraph = async (
    due: Due,
    target: Target,
    token: string,
    imageUrl: string | null,
    seen: PublishedPostRow,
  ): Promise<TargetOutcome | null> => {
    if (target.platform === 'instagram') {
      if (!imageUrl) return { kind: 'failed', target, failure: instagramNeedsImage(target) };
      const limit = await graph.instagramPublishingLimit({ igUserId: target.pageId, token });
      if (limit.usage >= limit.total) {
        throw new PublishError(
          'rate_limited',
          `Instagram publishing limit reached (${limit.usage}/${limit.total})`,
        );
      }
    }
    const attemptId = randomUUID();
    if (!(await beginAttempt(db, due, target, seen, attemptId))) return null;
    try {
      const { postId } =
        target.platform === 'instagram'
          ? { postId: await publishInstagram(target, token, imageUrl as string, due.content) }
          : imageUrl
            ? await graph.publishPagePhoto({ pageId: target.pageId, token, imageUrl, message: due.content })
            : await graph.publishPageText({ pageId: target.pageId, token, message: due.content });
      const permalink = await permalinkOf(target, token, postId);
      await markPublished(db, due.postId, target, attemptId, { postId, permalink });
      return { kind: 'out' };
    } catch (caught) {
      const error = asPublishError(caught);
      const outcomeKnown = error.kind !== 'transient' && error.kind !== 'unknown_outcome';
      await markAttemptFailed(db, due.postId, target, attemptId, error.message, outcomeKnown);
      throw error;
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
    imageUrl: string | null,
    row: PublishedPostRow,
    lastDelivery: boolean,
  ): Promise<TargetOutcome | null> => {
    const startedAt = row.attemptStartedAt ?? row.updatedAt;
    const attemptId = row.attemptId ?? '';
    const since = new Date(startedAt.getTime() - LOOKUP_MARGIN_MS);
    for (;;) {
      let found: Awaited<ReturnType<typeof lookFor>>;
      try {
        found = await lookFor(target, token, due.content, since);
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
      const wait = startedAt.getTime() + graceMs - Date.now();
      if (wait <= 0) break;
      await sleep(wait);
    }
    logger.warn(
      { postId: due.postId, pageId: target.pageId },
      'an unanswered publish is not on the page; sending again',
    );
    return callGraph(due, target, token, imageUrl, row);
  };

  /** What this handler does on one target, holding its claim and its page's turn. */
  const publishTo = async (
    due: Due,
    target: Target,
    imageUrl: string | null,
    owner: string,
    held: Set<string>,
    lastDelivery: boolean,
  ): Promise<TargetOutcome> => {
    const claim = targetLeaseKey(due.postId, target);
    if (!(await leases.acquire(claim, owner))) return { kind: 'elsewhere' };
    held.add(claim);
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
      const page = pageLeaseKey(target);
      if (!(await awaitPageTurn(page, owner, held))) {
        throw new PublishError('transient', 'another replica is still publishing to this page');
      }
      // Read again under the page's turn: the row is only ever moved by a claim holder, but the wait may be long.
      row = await openPublication(db, due, target);
      if (isOut(row)) return { kind: 'out' };
      const outcome =
        row.status === 'publishing'
          ? await settleUnanswered(due, target, token, imageUrl, row, lastDelivery)
          : await callGraph(due, target, token, imageUrl, row);
      // Moved by someone else between our read and our write: theirs to speak for.
      return outcome ?? { kind: 'elsewhere' };
    } catch (caught) {
      const error = asPublishError(caught);
      if (!(caught instanceof PublishError))
        logger.error({ err: caught, postId: due.postId }, 'publishing failed');
      if (error.kind === 'token_expired') await markReconnectRequired(db, due.accountId);
      return { kind: 'failed', target, failure: failureOf(error, target) };
    } finally {
      for (const key of [pageLeaseKey(target), claim]) {
        if (!held.delete(key)) continue;
        await leases
          .release(key, owner)
          .catch((error: unknown) => logger.warn({ err: error, key }, 'lease not released; it expires'));
      }
    }
  };

  const announce = async <
    S extends 'social.post.published' | 'social.post.failed' | 'social.post.unconfirmed',
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
    if (await accountSuspended(db, due.accountId)) {
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
    const refusal = await lastComplianceCheck(db, due);
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
    const targets = await targetsOf(due.accountId);
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
    const imageUrl = imageUrlOf(due.productImage);
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
        publishTo(due, target, imageUrl, owner, held, lastDelivery),
      );
    } finally {
      stopKeeping();
    }
    const rows = await publicationsOf(db, due.postId, targets);
    const pages: PublishedPage[] = rows.filter(isOut).map(toPublishedPage);
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
    // A target another handler holds is theirs to finish and announce; whoever settles last speaks.
    const settled = targets.every((t) =>
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
  };

  return bus.subscribe({
    durable: PUBLISHER_DURABLE,
    subjects: ['posts.post.due'],
    startAt: 'all',
    handler: handle,
    maxDeliver,
    backoffMs,
    ackWaitMs: options.ackWaitMs ?? 2 * 60_000,
    concurrency: 2 * concurrency,
  });
}

const asPublishError = (caught: unknown) =>
  caught instanceof PublishError
    ? caught
    : new PublishError('transient', `publishing failed: ${String(caught)}`);
