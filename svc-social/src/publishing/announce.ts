import type { EventPayload, PublishedPage } from '@studio/contracts';
import { backoffFor, emit, type Logger, RetryLater } from '@studio/kit';
import { SUSPENDED_REASON } from '../accounts/lifecycle.ts';
import { timeZoneOf } from '../accounts/time-zones.ts';
import { outbox } from '../db/schema.ts';
import {
  commentReason,
  NO_PAGES_REASON,
  type PageFailure,
  unconfirmedReason,
  waitingReason,
} from '../graph/reasons.ts';
import type { Due, PublishContext, TargetOutcome } from './context.ts';
import {
  type AnyTarget,
  type CommentShortfall,
  isOut,
  type PublishedPostRow,
  toPublicationTarget,
  toPublishedPage,
} from './published-posts.ts';

type Announced =
  | 'social.post.published'
  | 'social.post.failed'
  | 'social.post.unconfirmed'
  | 'social.post.waiting';

/**
 * Announces a post's outcome through the outbox: one insert, atomic on its own (no transaction around
 * it), shared with other handlers' announcements (emit).
 */
export async function announce<S extends Announced>(
  ctx: PublishContext,
  subject: S,
  payload: EventPayload<S>,
) {
  await emit(ctx.db, outbox, subject, payload);
  ctx.afterCommit();
}

const baseOf = (due: Due) => ({ accountId: due.accountId, postId: due.postId, attempt: due.attempt });

/** What refuses the post before any call, in this order: its account suspended, the compliance rules, no pages. */
export type Refusal = { suspended: boolean; compliance: string | null; targets: AnyTarget[] };

/** Announces the post refused before any call; false when nothing refuses it. */
export async function announceRefusal(
  ctx: PublishContext,
  due: Due,
  { suspended, compliance, targets }: Refusal,
  log: Logger,
): Promise<boolean> {
  const refused = (code: 'account_suspended' | 'compliance' | 'no_pages', reason: string) =>
    announce(ctx, 'social.post.failed', {
      ...baseOf(due),
      code,
      reason,
      retrying: false,
      retryAt: null,
      pages: [],
    });
  if (suspended) {
    await refused('account_suspended', SUSPENDED_REASON);
    log.warn('post refused: its account is suspended');
    return true;
  }
  if (compliance) {
    await refused('compliance', compliance);
    log.warn('post refused by the compliance rules');
    return true;
  }
  if (targets.length === 0) {
    await refused('no_pages', NO_PAGES_REASON);
    return true;
  }
  return false;
}

/** One delivery's outcomes on every target, and the publication rows as they stand after them. */
export type Settlement = {
  due: Due;
  deliveryCount: number;
  lastDelivery: boolean;
  targets: AnyTarget[];
  outcomes: TargetOutcome[];
  rows: PublishedPostRow[];
  log: Logger;
};

const sameTarget = (a: { pageId: string; platform: string }, b: { pageId: string; platform: string }) =>
  a.pageId === b.pageId && a.platform === b.platform;

/** The pages the post is out on, each with its first comment's shortfall; whether the comments are tried again. */
function publishedPages(ctx: PublishContext, s: Settlement, timeZone: string) {
  const commentFailures = s.outcomes.flatMap((o) => (o.kind === 'comment_failed' ? [o] : []));
  // The comments are tried again by themselves while one of them may still go through.
  const commentsRetrying = !s.lastDelivery && commentFailures.some((f) => f.failure.retryable);
  const commentRetryAt = commentsRetrying
    ? new Date(ctx.clock().getTime() + backoffFor(s.deliveryCount, ctx.backoffMs))
    : null;
  const shortfallOf = (row: PublishedPostRow): CommentShortfall | null => {
    const failed = commentFailures.find((f) => sameTarget(f.target, row));
    if (!failed) return null;
    const retrying = commentsRetrying && failed.failure.retryable;
    return {
      failureReason: commentReason(
        failed.failure.reason(retrying && commentRetryAt ? { at: commentRetryAt, timeZone } : null),
      ),
      retrying,
    };
  };
  const pages: PublishedPage[] = s.rows.filter(isOut).map((row) => toPublishedPage(row, shortfallOf(row)));
  return { pages, commentsFailed: commentFailures.length > 0, commentsRetrying };
}

/**
 * The wait before the next delivery: the publisher's backoff step, or its media-fetch wait when that is
 * shorter and every failure is an image Meta could not fetch; never shorter than a failure's documented
 * least wait (Google's quota).
 */
export function retryDelayOf(
  { backoffMs, mediaFetchBackoffMs }: Pick<PublishContext, 'backoffMs' | 'mediaFetchBackoffMs'>,
  deliveryCount: number,
  failures: { failure: Pick<PageFailure, 'mediaFetch' | 'leastRetryWaitMs'> }[],
) {
  const backoff = backoffFor(deliveryCount, backoffMs);
  const delay = failures.every(({ failure }) => failure.mediaFetch)
    ? Math.min(backoff, backoffFor(deliveryCount, mediaFetchBackoffMs))
    : backoff;
  const least = failures.flatMap(({ failure }) =>
    failure.leastRetryWaitMs ? [backoffFor(deliveryCount, failure.leastRetryWaitMs)] : [],
  );
  return Math.max(delay, ...least);
}

/** Announces a failure on some target; true when it was one (thrown on when it is retried). */
async function announceFailure(
  ctx: PublishContext,
  s: Settlement,
  pages: PublishedPage[],
  timeZone: string,
): Promise<boolean> {
  const failures = s.outcomes.flatMap((o) => (o.kind === 'failed' ? [o] : []));
  if (failures.length === 0) return false;
  const given = failures.find((f) => !f.failure.retryable);
  const shown = given ?? failures.find((f) => f.failure.code === 'rate_limited') ?? failures[0]!;
  const retrying = !given && !s.lastDelivery;
  const delayMs = retryDelayOf(ctx, s.deliveryCount, failures);
  const retryAt = retrying ? new Date(ctx.clock().getTime() + delayMs) : null;
  const reason = shown.failure.reason(retryAt ? { at: retryAt, timeZone } : null);
  await announce(ctx, 'social.post.failed', {
    ...baseOf(s.due),
    code: shown.failure.code,
    reason,
    retrying,
    retryAt: retryAt?.toISOString() ?? null,
    pages,
  });
  s.log.warn({ code: shown.failure.code, pageId: shown.target.pageId, retrying }, 'post not published');
  // Thrown so JetStream hands the event out again after the backoff; the published pages are kept.
  if (retrying) throw new RetryLater(`post ${s.due.postId} not published yet: ${reason}`, delayMs);
  return true;
}

/** Announces that the post waits for Instagram's publishing limit; true when it does. */
async function announceWaiting(
  ctx: PublishContext,
  s: Settlement,
  pages: PublishedPage[],
  timeZone: string,
): Promise<boolean> {
  const waiting = s.outcomes.flatMap((o) => (o.kind === 'waiting' ? [o] : []));
  if (waiting.length === 0) return false;
  // Let go until a slot frees: svc-posts hands the post over again then, and what is out stays out.
  const until = new Date(Math.min(...waiting.map((w) => w.until.getTime())));
  await announce(ctx, 'social.post.waiting', {
    ...baseOf(s.due),
    reason: waitingReason(
      waiting.map((w) => ({ pageName: w.target.pageName, until: w.until, limit: w.limit })),
      ctx.clock(),
      timeZone,
    ),
    until: until.toISOString(),
    waiting: waiting.map(({ target }) => ({
      pageId: target.pageId,
      pageName: target.pageName,
      platform: target.platform,
    })),
    pages,
  });
  s.log.info({ until: until.toISOString() }, 'post waits for the Instagram publishing limit');
  return true;
}

/**
 * Whether every target is settled (out, unconfirmed, or waiting for the limit). A target another handler
 * holds is theirs to finish and announce; whoever settles last speaks.
 */
const settled = (s: Settlement) =>
  s.targets.every(
    (t) =>
      s.outcomes.some((o) => o.kind === 'waiting' && sameTarget(o.target, t)) ||
      s.rows.some((row) => sameTarget(row, t) && (isOut(row) || row.status === 'unconfirmed')),
  );

/**
 * Announces what one delivery achieved: failed (thrown on when retried), waiting, unconfirmed or
 * published (thrown on while a first comment is retried); thrown, unannounced, while another handler
 * holds part of the post.
 */
export async function announceOutcome(ctx: PublishContext, s: Settlement): Promise<void> {
  const { due, log } = s;
  // The business reads the times in its reasons in its own time zone.
  const timeZone = await timeZoneOf(ctx.db, due.accountId);
  const { pages, commentsFailed, commentsRetrying } = publishedPages(ctx, s, timeZone);
  if (await announceFailure(ctx, s, pages, timeZone)) return;
  if (!settled(s)) {
    // Not acknowledged: this delivery comes back after the backoff and looks again. Its holder may be
    // this very event's first delivery, cut off from NATS, whose retry would otherwise be lost.
    throw new Error(`post ${due.postId}: another handler holds part of it; looking again later`);
  }
  if (await announceWaiting(ctx, s, pages, timeZone)) return;
  const unconfirmed = s.rows.filter((row) => row.status === 'unconfirmed');
  if (unconfirmed.length > 0) {
    await announce(ctx, 'social.post.unconfirmed', {
      ...baseOf(due),
      reason: unconfirmedReason(unconfirmed),
      unconfirmed: unconfirmed.map(toPublicationTarget),
      pages,
    });
    log.warn({ pages: unconfirmed.map((row) => row.pageId) }, 'post publication unconfirmed');
    return;
  }
  await announce(ctx, 'social.post.published', { ...baseOf(due), pages });
  log.info({ pages: pages.length }, 'post published');
  if (commentsFailed) {
    log.warn({ retrying: commentsRetrying }, 'first comment not posted');
    // Thrown so JetStream hands the event out again after the backoff: the post is out on every
    // target, so the next delivery only tries the comments.
    if (commentsRetrying) throw new Error(`post ${due.postId}: first comment not posted yet`);
  }
}
