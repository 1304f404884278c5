import type { Clock } from '@studio/kit';
import type { FoundPost } from '../graph/publishing-calls.ts';
import { type Due, LOOKUP_MARGIN_MS, type PublishContext, sleep, type TargetOutcome } from './context.ts';
import { markPublished, type PublishedPostRow, postIdsTakenSince, type Target } from './published-posts.ts';

/**
 * What is already out there: a post's link, and a post looked for on the page (an unanswered call's,
 * or a handle's that says it is out).
 */

/** A page post's link; a page Reel's is its video's on facebook.com/reel. */
const facebookPermalink = (postId: string, format: Due['format']) =>
  format === 'reel' ? `https://www.facebook.com/reel/${postId}` : `https://www.facebook.com/${postId}`;

export async function permalinkOf(
  ctx: PublishContext,
  target: Target,
  token: string,
  postId: string,
  format: Due['format'] = 'feed',
) {
  if (ctx.viewLinkOf) return ctx.viewLinkOf(target, postId);
  if (target.platform === 'facebook') return facebookPermalink(postId, format);
  try {
    return await ctx.graph.permalinkOf({ postId, token, platform: target.platform });
  } catch (error) {
    // The post is out; a missing link only costs the business a click.
    ctx.logger.warn({ err: error, postId }, 'no permalink for a published post');
    return null;
  }
}

/**
 * A post already on the page, published since `since`: the answer of an earlier call. A feed post or a
 * Reel is known by its text (Instagram lists Reels with the account's media, a page in its
 * video_reels); a Story has none, so it is the newest Story since then that none of our other
 * publications holds (see storyLookupCalls).
 */
export async function lookFor(ctx: PublishContext, target: Target, token: string, due: Due, since: Date) {
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
 * How long after an unanswered call began what it made may still show up, by what its holder recorded
 * of it (`recordedError`). A holder that lived to see its call go unanswered recorded so: Meta may still
 * be at work on the call, for the whole grace. A holder that recorded nothing died during the call, and
 * this handler could claim the target only once the dead holder's lease lapsed: the call ended with its
 * process, and the lease's span since the call began is all it is given. So a crashed publisher's post
 * goes out seconds after its lease lapses rather than a grace later, and its page's turn is not held
 * meanwhile.
 */
export const graceAfter = (ctx: PublishContext, recordedError: string | null) =>
  recordedError === null ? Math.min(ctx.leases.ttlMs, ctx.graceMs) : ctx.graceMs;

/**
 * Looks for what an unanswered call made (`look`) until it is found, or until `graceMs` after the
 * call has passed (null: the call did not go through). A look that fails throws.
 */
export async function lookUntilGrace<T>(
  look: () => Promise<T | null>,
  startedAt: Date,
  graceMs: number,
  clock: Clock,
): Promise<T | null> {
  for (;;) {
    const found = await look();
    if (found) return found;
    const wait = startedAt.getTime() + graceMs - clock().getTime();
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
    found = await lookUntilGrace(
      () => lookFor(ctx, target, token, due, since),
      ctx.clock(),
      ctx.graceMs,
      ctx.clock,
    ).catch((error: unknown) => {
      ctx.logger.warn({ err: error, postId: due.postId }, "a published container's media was not found");
      return null;
    });
  }
  const permalink =
    found && (found.permalink ?? (await permalinkOf(ctx, target, token, found.postId, due.format)));
  await markPublished(ctx, due.postId, target, attemptId, {
    postId: found?.postId ?? null,
    permalink: permalink ?? null,
  });
  return { kind: 'out' };
}
