import type { PublishContext, TargetOutcome } from './context.ts';
import { sleep } from './context.ts';
import { type AnyTarget, pageLeaseKey, targetLeaseKey } from './published-posts.ts';

/** Between two looks whether a page's turn is free. */
const PAGE_POLL_MS = 100;

/**
 * Waits for the page's turn, taken by this owner: 'at_once', 'after_waiting', or 'busy' when it
 * stayed taken for pageWaitMs.
 */
export async function awaitPageTurn(
  ctx: PublishContext,
  key: string,
  owner: string,
  held: Set<string>,
): Promise<'at_once' | 'after_waiting' | 'busy'> {
  if (held.has(key)) return 'at_once';
  // How long it waits for the page's turn is a duration: the monotonic clock.
  const until = performance.now() + ctx.pageWaitMs;
  for (let tries = 0; ; tries++) {
    if (await ctx.leases.acquire(key, owner)) {
      held.add(key);
      return tries === 0 ? 'at_once' : 'after_waiting';
    }
    if (performance.now() >= until) return 'busy';
    await sleep(PAGE_POLL_MS + Math.floor(Math.random() * PAGE_POLL_MS));
  }
}

/**
 * Runs `work` holding the target's claim (and its page's turn when that is free too: one statement for
 * most posts), released afterwards; 'elsewhere' when another handler holds the claim.
 */
export async function withTargetClaim(
  ctx: PublishContext,
  postId: number,
  target: AnyTarget,
  owner: string,
  held: Set<string>,
  work: () => Promise<TargetOutcome>,
): Promise<TargetOutcome> {
  const claim = targetLeaseKey(postId, target);
  const page = pageLeaseKey(target);
  for (const key of await ctx.leases.acquireEach([claim, page], owner)) held.add(key);
  try {
    if (!held.has(claim)) return { kind: 'elsewhere' };
    return await work();
  } finally {
    const keys = [page, claim].filter((key) => held.delete(key));
    await ctx.leases
      .release(keys, owner)
      .catch((error: unknown) => ctx.logger.warn({ err: error, keys }, 'leases not released; they expire'));
  }
}
