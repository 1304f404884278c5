import type { PostImage } from '@studio/contracts';
import { PublishError } from '../graph/graph-errors.ts';
import { callGraph } from './call.ts';
import {
  asPublishError,
  type Due,
  LOOKUP_MARGIN_MS,
  type PublishContext,
  sleep,
  type TargetOutcome,
} from './context.ts';
import { graceAfter, lookFor, lookUntilGrace, permalinkOf, recordHandleOut } from './found.ts';
import { fingerprintOf, type HandleState, handleFor, handleState, hasHandle } from './handles.ts';
import { videoOf } from './post-inputs.ts';
import {
  countFailedLookup,
  markPublished,
  markUnconfirmed,
  type PublishedPostRow,
  type Target,
} from './published-posts.ts';

/** An unanswered call's page that could not be read: tried later, or left unconfirmed. */
async function lookupFailed(
  ctx: PublishContext,
  due: Due,
  target: Target,
  attemptId: string,
  caught: unknown,
  lastDelivery: boolean,
): Promise<TargetOutcome> {
  const error = asPublishError(caught);
  const failed = await countFailedLookup(ctx, due.postId, target, attemptId);
  if (failed >= ctx.maxFailedLookups || lastDelivery) {
    await markUnconfirmed(ctx, due.postId, target, attemptId, `the page could not be read: ${error.message}`);
    return { kind: 'unconfirmed' };
  }
  throw new PublishError('unknown_outcome', `the page could not be read: ${error.message}`);
}

/**
 * A call whose answer was lost (a time-out, a crash). With a handle recorded for it (an Instagram
 * container, a page Reel's video), the handle is asked: out, it is published; still good once the
 * grace has passed, it is published with that same handle (Meta publishes one at most once), never a
 * new one. Without one, it is looked for on the page: found, it is published; not found well after the
 * call, it did not go through and is sent again. When neither can be read, it is tried later, and left
 * unconfirmed after maxFailedLookups such tries (or the last delivery).
 */
export async function settleUnanswered(
  ctx: PublishContext,
  due: Due,
  target: Target,
  token: string,
  images: PostImage[],
  row: PublishedPostRow,
  lastDelivery: boolean,
): Promise<TargetOutcome | null> {
  const { logger } = ctx;
  const startedAt = row.attemptStartedAt ?? row.updatedAt;
  const attemptId = row.attemptId ?? '';
  const since = new Date(startedAt.getTime() - LOOKUP_MARGIN_MS);
  const graceMs = graceAfter(ctx, row.error);
  const video = videoOf(ctx, due);
  const handle = hasHandle(target, due)
    ? handleFor(row, fingerprintOf(due, images, video?.url ?? null))
    : null;
  let state: HandleState | 'unknown' = 'unknown';
  if (handle) {
    try {
      state = await handleState(ctx, target, token, handle);
      const wait = startedAt.getTime() + graceMs - ctx.clock().getTime();
      // A call still at work on Meta's side: asked again once the grace has passed.
      if (state !== 'published' && state !== 'gone' && wait > 0) {
        await sleep(wait);
        state = await handleState(ctx, target, token, handle);
      }
    } catch (caught) {
      // A handle Meta refuses to tell of for good (unknown to it now): the page is looked at instead.
      if (asPublishError(caught).kind !== 'permanent')
        return lookupFailed(ctx, due, target, attemptId, caught, lastDelivery);
      logger.warn({ err: caught, postId: due.postId }, 'a handle cannot be read; looking on the page');
    }
  }
  if (handle && state !== 'unknown') {
    if (state === 'published') {
      logger.info({ postId: due.postId, pageId: target.pageId }, 'an unanswered publish went through');
      return recordHandleOut(ctx, due, target, token, attemptId, row, handle);
    }
    logger.warn(
      { postId: due.postId, pageId: target.pageId, state },
      'an unanswered publish did not go through; publishing again',
    );
    return callGraph(ctx, due, target, token, images, row);
  }
  let found: Awaited<ReturnType<typeof lookFor>>;
  try {
    found = await lookUntilGrace(
      () => lookFor(ctx, target, token, due, since),
      startedAt,
      graceMs,
      ctx.clock,
    );
  } catch (caught) {
    return lookupFailed(ctx, due, target, attemptId, caught, lastDelivery);
  }
  if (found) {
    logger.info({ postId: due.postId, pageId: target.pageId }, 'found the post of an unanswered publish');
    const permalink = found.permalink ?? (await permalinkOf(ctx, target, token, found.postId, due.format));
    await markPublished(ctx, due.postId, target, attemptId, { postId: found.postId, permalink });
    return { kind: 'out' };
  }
  logger.warn(
    { postId: due.postId, pageId: target.pageId },
    'an unanswered publish is not on the page; sending again',
  );
  return callGraph(ctx, due, target, token, images, row);
}
