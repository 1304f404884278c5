import type { PostImage } from '@studio/contracts';
import { publishLateness, publishOutcomes } from '@studio/kit';
import { PublishError } from '../graph/graph-errors.ts';
import { failureOf } from '../graph/reasons.ts';
import { callGraph, quotaWait } from './call.ts';
import { awaitPageTurn, withTargetClaim } from './claim.ts';
import { commentOn } from './comment.ts';
import { asPublishError, type Handling, type PublishContext, type TargetOutcome } from './context.ts';
import { settleUnanswered } from './look-up.ts';
import {
  isOut,
  markPublished,
  openPublication,
  pageLeaseKey,
  publicationOf,
  type Target,
} from './published-posts.ts';
import { connectionTrouble } from './trouble.ts';

/** The post itself on one target, its claim held; throws what went wrong. */
async function publishOnTarget(
  ctx: PublishContext,
  { due, owner, held, lastDelivery }: Handling,
  target: Target,
  images: PostImage[],
): Promise<TargetOutcome> {
  const { db } = ctx;
  let row = await openPublication(db, due, target);
  if (isOut(row)) return { kind: 'out' };
  if (row.status === 'unconfirmed') {
    if (due.resolution === 'mark_published') {
      await markPublished(ctx, due.postId, target, null, { postId: null, permalink: null });
      return { kind: 'out' };
    }
    if (due.resolution !== 'publish_again') return { kind: 'unconfirmed' };
  }
  const token = target.token;
  if (!token) throw new PublishError('token_expired', 'no page token stored');
  const turn = await awaitPageTurn(ctx, pageLeaseKey(target), owner, held);
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
      ? await settleUnanswered(ctx, due, target, token, images, row, lastDelivery)
      : await callGraph(ctx, due, target, token, images, row);
  // Gone out now, through this handler: how late it is, for every target.
  if (outcome?.kind === 'out')
    publishLateness.observe(
      { network: target.platform },
      Math.max(0, (ctx.clock().getTime() - Date.parse(due.scheduledDate)) / 1000),
    );
  // Moved by someone else between our read and our write: theirs to speak for.
  return outcome ?? { kind: 'elsewhere' };
}

/** The post itself on one target, its claim held: out, failed, unconfirmed, waiting, or another handler's. */
async function publishOnce(
  ctx: PublishContext,
  handling: Handling,
  target: Target,
  images: PostImage[],
): Promise<TargetOutcome> {
  const { due } = handling;
  try {
    return await publishOnTarget(ctx, handling, target, images);
  } catch (caught) {
    const error = asPublishError(caught);
    if (!(caught instanceof PublishError))
      ctx.logger.error({ err: caught, postId: due.postId }, 'publishing failed');
    await connectionTrouble(ctx, due.accountId, error);
    // Instagram refused it for its limit after all (another app took the slot): it waits too.
    if (error.problem === 'instagram_publishing_limit' && target.token) {
      const waiting = await quotaWait(ctx, target, target.token).catch((reading: unknown) => {
        ctx.logger.warn(
          { err: reading, postId: due.postId },
          'the Instagram publishing limit cannot be read',
        );
        return null;
      });
      if (waiting) return waiting;
    }
    return { kind: 'failed', target, failure: failureOf(error, target) };
  }
}

/** What this handler does on one target, holding its claim and its page's turn: the post, then its first comment. */
export function publishTo(
  ctx: PublishContext,
  handling: Handling,
  target: Target,
  images: PostImage[],
): Promise<TargetOutcome> {
  const { due, owner, held } = handling;
  const outcome = withTargetClaim(ctx, due.postId, target, owner, held, async () => {
    const outcome = await publishOnce(ctx, handling, target, images);
    // A Story takes no comments through the API: its first comment, if svc-posts sent one, stays unsaid.
    if (outcome.kind !== 'out' || !due.firstComment || due.format === 'story') return outcome;
    return commentOn(ctx, handling, target, due.firstComment);
  });
  return outcome.then((settled) => {
    publishOutcomes.inc({ network: target.platform, outcome: settled.kind });
    return settled;
  });
}
