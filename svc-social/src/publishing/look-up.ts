import type { PostImage } from '@studio/contracts';
import { PublishError } from '../graph/graph-errors.ts';
import type { FoundPost } from '../graph/publishing-calls.ts';
import { callGraph, permalinkOf } from './call.ts';
import {
  asPublishError,
  type Due,
  LOOKUP_MARGIN_MS,
  type PublishContext,
  sleep,
  type TargetOutcome,
} from './context.ts';
import { fingerprintOf, type HandleState, handleFor, handleState, hasHandle } from './handles.ts';
import { videoOf } from './post-inputs.ts';
import {
  countFailedLookup,
  markPublished,
  markUnconfirmed,
  type PublishedPostRow,
  postIdsTakenSince,
  type Target,
} from './published-posts.ts';

/**
 * A post already on the page, published since `since`: the answer of an earlier call. A feed post or a
 * Reel is known by its text (Instagram lists Reels with the account's media, a page in its
 * video_reels); a Story has none, so it is the newest Story since then that none of our other
 * publications holds (see storyLookupCalls).
 */
async function lookFor(ctx: PublishContext, target: Target, token: string, due: Due, since: Date) {
  const { graph } = ctx;
  const { pageId } = target;
  const content = due.content;
  if (due.format === 'story') {
    const taken = await postIdsTakenSince(ctx.db, target, since, due.postId);
    return target.platform === 'facebook'
      ? graph.findRecentPageStory({ pageId, token, since, taken })
      : graph.findRecentInstagramStory({ igUserId: pageId, token, since, taken });
  }
  if (target.platform === 'instagram')
    return graph.findRecentInstagramMedia({ igUserId: pageId, token, caption: content, since });
  return due.format === 'reel'
    ? graph.findRecentPageReel({ pageId, token, description: content, since })
    : graph.findRecentPagePost({ pageId, token, message: content, since });
}

/**
 * Looks for what an unanswered call made (`look`) until it is found, or until the grace after the
 * call has passed (null: the call did not go through). A look that fails throws.
 */
export async function lookUntilGrace<T>(
  ctx: PublishContext,
  look: () => Promise<T | null>,
  startedAt: Date,
): Promise<T | null> {
  for (;;) {
    const found = await look();
    if (found) return found;
    const wait = startedAt.getTime() + ctx.graceMs - Date.now();
    if (wait <= 0) return null;
    await sleep(wait);
  }
}

/**
 * A publication whose handle says it is out (handles.ts): recorded as published on the call
 * `attemptId`, with its id (a page Reel's is its video's; an Instagram media is looked for, as Meta's
 * container does not name it) when it can be found.
 */
export async function recordHandleOut(
  ctx: PublishContext,
  due: Due,
  target: Target,
  token: string,
  attemptId: string,
  row: PublishedPostRow,
  handleId?: string,
): Promise<TargetOutcome> {
  let found: FoundPost | null = null;
  if (target.platform === 'facebook' && handleId) found = { postId: handleId, permalink: null };
  else {
    const since = new Date((row.attemptStartedAt ?? row.updatedAt).getTime() - LOOKUP_MARGIN_MS);
    found = await lookUntilGrace(ctx, () => lookFor(ctx, target, token, due, since), ctx.clock()).catch(
      (error: unknown) => {
        ctx.logger.warn({ err: error, postId: due.postId }, "a published container's media was not found");
        return null;
      },
    );
  }
  const permalink =
    found && (found.permalink ?? (await permalinkOf(ctx, target, token, found.postId, due.format)));
  await markPublished(ctx, due.postId, target, attemptId, {
    postId: found?.postId ?? null,
    permalink: permalink ?? null,
  });
  return { kind: 'out' };
}

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
  const video = videoOf(ctx, due);
  const handle = hasHandle(target, due)
    ? handleFor(row, fingerprintOf(due, images, video?.url ?? null))
    : null;
  if (handle) {
    let state: HandleState;
    try {
      state = await handleState(ctx, target, token, handle);
      const wait = startedAt.getTime() + ctx.graceMs - Date.now();
      // A call still at work on Meta's side: asked again once the grace has passed.
      if (state !== 'published' && state !== 'gone' && wait > 0) {
        await sleep(wait);
        state = await handleState(ctx, target, token, handle);
      }
    } catch (caught) {
      return lookupFailed(ctx, due, target, attemptId, caught, lastDelivery);
    }
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
    found = await lookUntilGrace(ctx, () => lookFor(ctx, target, token, due, since), startedAt);
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
