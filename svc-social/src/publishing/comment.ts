import { randomUUID } from 'node:crypto';
import { PublishError } from '../graph/graph-errors.ts';
import { failureOf } from '../graph/reasons.ts';
import { awaitPageTurn } from './claim.ts';
import {
  asPublishError,
  type Handling,
  LOOKUP_MARGIN_MS,
  outcomeKnown,
  type PublishContext,
  type TargetOutcome,
} from './context.ts';
import { graceAfter, lookUntilGrace } from './found.ts';
import {
  beginComment,
  markCommentFailed,
  markCommentPosted,
  pageLeaseKey,
  publicationsOf,
  type Target,
} from './published-posts.ts';
import { connectionTrouble } from './trouble.ts';

/** The comment on a target where the post is out, its claim held; throws what Graph refused. */
async function postComment(
  ctx: PublishContext,
  { due, owner, held }: Handling,
  target: Target,
  message: string,
): Promise<TargetOutcome> {
  const { db, graph } = ctx;
  let [row] = await publicationsOf(db, due.postId, [target]);
  if (row?.status !== 'published' || !row.postId || row.commentStatus === 'posted') return { kind: 'out' };
  const token = target.token;
  if (!token) throw new PublishError('token_expired', 'no page token stored');
  if ((await awaitPageTurn(ctx, pageLeaseKey(target), owner, held)) === 'busy') {
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
      graceAfter(ctx, row.commentError),
      ctx.clock,
    );
    if (found) {
      await markCommentPosted(ctx, due.postId, target, row.commentAttemptId, found.postId);
      return { kind: 'out' };
    }
  }
  const attemptId = randomUUID();
  if (!(await beginComment(ctx, due.postId, target, row, attemptId))) return { kind: 'elsewhere' };
  try {
    const commentId = await graph.postComment({ objectId, token, message });
    await markCommentPosted(ctx, due.postId, target, attemptId, commentId);
    return { kind: 'out' };
  } catch (caught) {
    const error = asPublishError(caught);
    await markCommentFailed(ctx, due.postId, target, attemptId, error.message, outcomeKnown(error));
    throw error;
  }
}

/**
 * The post's first comment on a target where the post is out, a step of its own: committed as
 * 'posting' before its call like the post, a lost answer looked for under the post first; a failure
 * leaves the post published and the comment alone is tried again.
 */
export async function commentOn(
  ctx: PublishContext,
  handling: Handling,
  target: Target,
  message: string,
): Promise<TargetOutcome> {
  try {
    return await postComment(ctx, handling, target, message);
  } catch (caught) {
    const error = asPublishError(caught);
    if (!(caught instanceof PublishError))
      ctx.logger.error({ err: caught, postId: handling.due.postId }, 'first comment failed');
    await connectionTrouble(ctx, handling.due.accountId, error);
    return { kind: 'comment_failed', target, failure: failureOf(error, target) };
  }
}
