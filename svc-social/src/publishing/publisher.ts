import { randomUUID } from 'node:crypto';
import { type BusMessage, type Consumer, consumerOf } from '@studio/kit';
import { googleTargetsOf, publishToGoogle } from '../google/publish.ts';
import { announceOutcome, announceRefusal } from './announce.ts';
import {
  type Handling,
  mapLimited,
  type PublishContext,
  type PublisherDeps,
  publishContext,
} from './context.ts';
import { dueInputsOf, imagesOf } from './post-inputs.ts';
import { publishTo } from './publish-target.ts';
import { publicationsOf } from './published-posts.ts';

export {
  DEFAULT_PUBLISH_ACK_WAIT_MS,
  DEFAULT_PUBLISH_LEASE_MS,
  type PublisherDeps,
  type PublisherOptions,
} from './context.ts';

export const PUBLISHER_DURABLE = 'svc-social-publisher';

/**
 * Posts one process holds per Graph call it may make at once. A post spends about three times as long
 * in its statements (its claim, its page's turn, its row before and after the call, the outbox) as in
 * a 50 ms call on a busy machine, so with fewer in hand the calls' slots stand idle.
 */
const POSTS_IN_HAND_PER_CALL = 4;

/**
 * One delivery of a due post: refused before any call (suspended account, compliance, no pages), else
 * published to every target at once (each claimed, called, looked up and recorded: publish-target.ts),
 * then announced (announce.ts).
 */
async function handleDue(ctx: PublishContext, message: BusMessage<'posts.post.due'>): Promise<void> {
  const due = message.payload;
  const log = ctx.logger.child({
    postId: due.postId,
    accountId: due.accountId,
    delivery: message.deliveryCount,
  });
  // Read with other posts' (each answer is judged in this order, whatever comes back first).
  const inputs = await dueInputsOf(ctx, due);
  const google = ctx.google;
  // Google locations are targets only where the service talks to Google (or its sandbox).
  const locations = google ? await googleTargetsOf(ctx.db, ctx.cipher, due.accountId) : [];
  const targets = [...inputs.targets, ...locations];
  if (await announceRefusal(ctx, due, { ...inputs, targets }, log)) return;
  const images = { facebook: imagesOf(ctx, due, 'facebook'), instagram: imagesOf(ctx, due, 'instagram') };
  // One owner per delivery: two deliveries of one post in one process are two contenders too.
  const lastDelivery = message.deliveryCount >= ctx.maxDeliver;
  const handling: Handling = { due, owner: `${process.pid}:${randomUUID()}`, held: new Set(), lastDelivery };
  const stopKeeping = ctx.leases.keep(
    () => [...handling.held],
    handling.owner,
    (error) => log.warn({ err: error }, 'leases not extended; they expire unless the next extension works'),
  );
  let outcomes: Awaited<ReturnType<typeof publishTo>>[];
  try {
    outcomes = await mapLimited(targets, ctx.pageConcurrency, (target) =>
      target.platform === 'google'
        ? publishToGoogle(ctx, google, handling, target, images.facebook)
        : publishTo(ctx, handling, target, images[target.platform]),
    );
  } finally {
    stopKeeping();
  }
  const rows = await publicationsOf(ctx.db, due.postId, targets);
  await announceOutcome(ctx, {
    due,
    deliveryCount: message.deliveryCount,
    lastDelivery,
    targets,
    outcomes,
    rows,
    log,
  });
}

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
 *
 * `busy` says whether its Graph calls are all in use (the insights collector leaves them to it then).
 */
export function publisherConsumer(deps: PublisherDeps): Consumer & { busy(): boolean } {
  const ctx = publishContext(deps);
  const consumer = consumerOf({
    durable: PUBLISHER_DURABLE,
    subjects: ['posts.post.due'],
    startAt: 'all',
    handler: (message: BusMessage<'posts.post.due'>) => handleDue(ctx, message),
    maxDeliver: ctx.maxDeliver,
    backoffMs: ctx.backoffMs,
    ackWaitMs: ctx.ackWaitMs,
    concurrency: POSTS_IN_HAND_PER_CALL * ctx.concurrency,
  });
  return { ...consumer, busy: ctx.graph.busy };
}
