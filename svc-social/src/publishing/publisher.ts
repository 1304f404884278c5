import { type EventPayload, eventSchemas, type PublishedPage } from '@studio/contracts';
import {
  type BusMessage,
  backoffFor,
  type Db,
  type EventBus,
  emit,
  type Logger,
  PermanentFailure,
  type Subscription,
} from '@studio/kit';
import { and, asc, eq } from 'drizzle-orm';
import { lastComplianceCheck } from '../compliance/rules-copy.ts';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { outbox, selectedPages } from '../db/schema.ts';
import { markReconnectRequired } from '../facebook/connections.ts';
import type { GraphClient } from '../facebook/graph-client.ts';
import { PublishError } from '../facebook/graph-errors.ts';
import { limitGraphCalls } from './graph-slots.ts';
import {
  beginAttempt,
  findPublication,
  markAttemptFailed,
  markPublished,
  type Target,
  toPublishedPage,
} from './published-posts.ts';
import { failureOf, instagramNeedsImage, NO_PAGES_REASON, type PageFailure } from './reasons.ts';

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
  /** Between two status checks of an Instagram container (default 2 s). */
  instagramPollIntervalMs?: number;
  /** Status checks before a container still IN_PROGRESS counts as a transient failure (default 30). */
  instagramPollAttempts?: number;
};

export const PUBLISHER_DURABLE = 'svc-social-publisher';

/** A publish whose answer was lost is looked for on the page since a little before it started (clock skew). */
const LOOKUP_MARGIN_MS = 60_000;

type Due = EventPayload<'posts.post.due'>;
type PageOutcome = { ok: true; page: PublishedPage } | { ok: false; target: Target; failure: PageFailure };

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
 * and Instagram account of its account, records each result in published_posts and announces
 * `social.post.published` or `social.post.failed` through the outbox.
 */
export async function startPublisher(deps: PublisherDeps): Promise<Subscription> {
  const { db, bus, cipher, logger, afterCommit } = deps;
  const concurrency = deps.options?.concurrency ?? 8;
  const graph = limitGraphCalls(deps.graph, concurrency);
  const pageConcurrency = deps.options?.pageConcurrency ?? 4;
  const maxDeliver = deps.options?.maxDeliver ?? 8;
  const backoffMs = deps.options?.backoffMs ?? [2_000, 10_000, 60_000, 300_000];
  const pollIntervalMs = deps.options?.instagramPollIntervalMs ?? 2_000;
  const pollAttempts = deps.options?.instagramPollAttempts ?? 30;
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
    try {
      return await graph.permalinkOf({ postId, token, platform: target.platform });
    } catch (error) {
      // The post is out; a missing link only costs the business a click.
      logger.warn({ err: error, postId }, 'no permalink for a published post');
      return null;
    }
  };

  const publishTo = async (due: Due, target: Target, imageUrl: string | null): Promise<PageOutcome> => {
    let began = false;
    try {
      const token = target.token;
      if (!token) throw new PublishError('token_expired', 'no page token stored');
      const row = await findPublication(db, due.postId, target);
      // Deleted by the business since: it went out once, and is not put back.
      if ((row?.status === 'published' || row?.status === 'deleted') && row.postId) {
        return { ok: true, page: toPublishedPage(row) };
      }
      if (row?.status === 'publishing' && row.attemptStartedAt) {
        const since = new Date(row.attemptStartedAt.getTime() - LOOKUP_MARGIN_MS);
        const found = await lookFor(target, token, due.content, since);
        if (found) {
          logger.info(
            { postId: due.postId, pageId: target.pageId },
            'found the post of an unanswered publish',
          );
          const permalink = found.permalink ?? (await permalinkOf(target, token, found.postId));
          const published = await markPublished(db, due.postId, target, { postId: found.postId, permalink });
          return { ok: true, page: toPublishedPage(published) };
        }
      }
      let postId: string;
      if (target.platform === 'facebook') {
        await beginAttempt(db, due, target, new Date());
        began = true;
        ({ postId } = imageUrl
          ? await graph.publishPagePhoto({ pageId: target.pageId, token, imageUrl, message: due.content })
          : await graph.publishPageText({ pageId: target.pageId, token, message: due.content }));
      } else {
        if (!imageUrl) return { ok: false, target, failure: instagramNeedsImage(target) };
        const limit = await graph.instagramPublishingLimit({ igUserId: target.pageId, token });
        if (limit.usage >= limit.total) {
          throw new PublishError(
            'rate_limited',
            `Instagram publishing limit reached (${limit.usage}/${limit.total})`,
          );
        }
        await beginAttempt(db, due, target, new Date());
        began = true;
        postId = await publishInstagram(target, token, imageUrl, due.content);
      }
      // A page post's link needs no Graph call: facebook.com opens `/{pageId}_{postId}` at the post.
      const permalink =
        target.platform === 'facebook' ? facebookPermalink(postId) : await permalinkOf(target, token, postId);
      return {
        ok: true,
        page: toPublishedPage(await markPublished(db, due.postId, target, { postId, permalink })),
      };
    } catch (caught) {
      const error =
        caught instanceof PublishError
          ? caught
          : new PublishError('transient', `publishing failed: ${String(caught)}`);
      if (!(caught instanceof PublishError))
        logger.error({ err: caught, postId: due.postId }, 'publishing failed');
      if (began) {
        const outcomeKnown = error.kind !== 'transient' && error.kind !== 'unknown_outcome';
        await markAttemptFailed(db, due.postId, target, error.message, outcomeKnown).catch((e: unknown) =>
          logger.error({ err: e, postId: due.postId }, 'could not record a failed attempt'),
        );
      }
      if (error.kind === 'token_expired') {
        await markReconnectRequired(db, due.accountId);
      }
      return { ok: false, target, failure: failureOf(error, target) };
    }
  };

  const announceFailure = async (
    due: Due,
    failure: PageFailure,
    retryAt: Date | null,
    pages: PublishedPage[],
  ) => {
    // One insert, atomic on its own: no transaction around it.
    await emit(db, outbox, 'social.post.failed', {
      accountId: due.accountId,
      postId: due.postId,
      attempt: due.attempt,
      code: failure.code,
      reason: failure.reason(retryAt),
      retrying: retryAt !== null,
      retryAt: retryAt?.toISOString() ?? null,
      pages,
    });
    afterCommit();
  };

  const handle = async (message: BusMessage) => {
    const parsed = eventSchemas['posts.post.due'].safeParse(message.payload);
    if (!parsed.success) throw new PermanentFailure(`malformed posts.post.due: ${parsed.error.message}`);
    const due = parsed.data;
    const log = logger.child({
      postId: due.postId,
      accountId: due.accountId,
      delivery: message.deliveryCount,
    });
    const refusal = await lastComplianceCheck(db, due);
    if (refusal) {
      await announceFailure(due, { code: 'compliance', retryable: false, reason: () => refusal }, null, []);
      log.warn('post refused by the compliance rules');
      return;
    }
    const targets = await targetsOf(due.accountId);
    if (targets.length === 0) {
      await announceFailure(
        due,
        { code: 'no_pages', retryable: false, reason: () => NO_PAGES_REASON },
        null,
        [],
      );
      return;
    }
    const imageUrl = imageUrlOf(due.productImage);
    const outcomes = await mapLimited(targets, pageConcurrency, (target) => publishTo(due, target, imageUrl));
    const pages = outcomes.flatMap((o) => (o.ok ? [o.page] : []));
    const failures = outcomes.flatMap((o) => (o.ok ? [] : [o]));
    if (failures.length === 0) {
      await emit(db, outbox, 'social.post.published', {
        accountId: due.accountId,
        postId: due.postId,
        attempt: due.attempt,
        pages,
      });
      afterCommit();
      log.info({ pages: pages.length }, 'post published');
      return;
    }
    const given = failures.find((f) => !f.failure.retryable);
    const shown = given ?? failures.find((f) => f.failure.code === 'rate_limited') ?? failures[0]!;
    const retrying = !given && message.deliveryCount < maxDeliver;
    const retryAt = retrying ? new Date(Date.now() + backoffFor(message.deliveryCount, backoffMs)) : null;
    await announceFailure(due, shown.failure, retryAt, pages);
    log.warn({ code: shown.failure.code, pageId: shown.target.pageId, retrying }, 'post not published');
    // Thrown so JetStream hands the event out again after the backoff; the published pages are kept.
    if (retrying) throw new Error(`post ${due.postId} not published yet: ${shown.failure.reason(retryAt)}`);
  };

  return bus.subscribe({
    durable: PUBLISHER_DURABLE,
    subjects: ['posts.post.due'],
    handler: handle,
    maxDeliver,
    backoffMs,
    ackWaitMs: deps.options?.ackWaitMs ?? 2 * 60_000,
    concurrency: 2 * concurrency,
  });
}
