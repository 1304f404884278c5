import type { EventPayload } from '@studio/contracts';
import {
  allSettledOrThrow,
  type BusMessage,
  batched,
  type Clock,
  type Consumer,
  consumerOf,
  type Db,
  emit,
  keyedInOrder,
  type Logger,
  perHandle,
  readOnceWithin,
} from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { postFailedAlert, postUnconfirmedAlert, raiseAlert } from '../alerts/incidents.ts';
import { takeDownIfWithdrawn } from '../consents/withdraw.ts';
import { bulkGeneratedPosts, outbox } from '../db/schema.ts';
import {
  markFailed,
  markPublished,
  markRetrying,
  markUnconfirmed,
  markWaiting,
  statesBefore,
} from '../posts/post-state.ts';
import { updatePostsWhere } from '../posts/store.ts';
import { appendStep, PUBLISHER } from '../records/steps.ts';
import { lateBySeconds } from './lateness.ts';

type Published = EventPayload<'social.post.published'>;
type Failed = EventPayload<'social.post.failed'>;
type Unconfirmed = EventPayload<'social.post.unconfirmed'>;
type Deleted = EventPayload<'social.post.deleted'>;
type Waiting = EventPayload<'social.post.waiting'>;

/** The latest moment among the pages', or `now` when none says. */
const publishedAtOf = (pages: Published['pages'], now: Date) =>
  pages.reduce<Date | null>((latest, p) => {
    const at = new Date(p.publishedAt);
    return !latest || at > latest ? at : latest;
  }, null) ?? now;

/** The post svc-social speaks of, still the account's. */
const thePost = (event: { postId: number; accountId: number }) =>
  and(eq(bulkGeneratedPosts.id, event.postId), eq(bulkGeneratedPosts.accountId, event.accountId));

/** Tells open portals (through the outbox, in the change's transaction) that the post changed. */
const announce = (tx: Db, event: { accountId: number; postId: number }, postStatus: string) =>
  emit(tx, outbox, 'posts.post.updated', { accountId: event.accountId, postId: event.postId, postStatus });

/**
 * A post went out everywhere: published, whatever attempt said so (it is never published twice), with
 * how late it went out after its time (an outage, a crash, a backlog).
 */
async function recordPublishedIn(tx: Db, event: Published, at: Date): Promise<void> {
  const [post] = await tx.select(recordedPost).from(bulkGeneratedPosts).where(thePost(event));
  if (!post) return;
  const publishedAt = publishedAtOf(event.pages, at);
  const settled = await updatePostsWhere(
    tx,
    and(thePost(event), inArray(bulkGeneratedPosts.postStatus, statesBefore('published'))),
    markPublished(event.pages, publishedAt, lateBySeconds(post.scheduledDate, publishedAt)),
    at,
  );
  // Published while the consent of one of its photos was being withdrawn: it comes down again.
  if (settled[0]) await takeDownIfWithdrawn(tx, settled[0], at);
  if (settled.length === 0) {
    // A later word on a published post: its first comments, posted since (or still failing).
    const updated = await updatePostsWhere(
      tx,
      and(thePost(event), eq(bulkGeneratedPosts.postStatus, 'published')),
      { publishedPages: event.pages },
      at,
    );
    if (updated.length === 0) return;
  } else {
    // Once: a redelivery, or a later word, finds it published already.
    await appendStep(tx, post, {
      kind: 'published',
      actor: PUBLISHER,
      at: publishedAt,
      detail: {
        pages: event.pages,
        payloadHash: post.approval?.payloadHash ?? null,
        attempt: event.attempt,
      },
    });
  }
  await announce(tx, event, 'published');
}

/**
 * Many posts' publications recorded in one transaction (see batched()): each post's statements follow
 * one another, the posts' go side by side, pipelined on its connection, and one commit ends them all.
 */
const recordPublishedTogether = perHandle((db: Db) =>
  batched(
    (events: { event: Published; at: Date }[]) =>
      db.transaction((tx) => {
        // Recording outcomes changes no setting: each is read once for all of them.
        readOnceWithin(tx);
        return allSettledOrThrow(events.map(({ event, at }) => recordPublishedIn(tx, event, at)));
      }),
    { keysOf: ({ event }) => [String(event.postId)] },
  ),
);

/** Outcomes taken at once by the consumer: each post's still in the stream's order (keyedInOrder). */
const OUTCOME_CONCURRENCY = 64;

/**
 * Only the current attempt's outcome counts, and never over a publication: the post is still publishing
 * (the one state a failure or an unconfirmed publication follows, post-state.ts's `statesBefore`).
 */
const currentAttempt = (event: { attempt: number }) =>
  and(eq(bulkGeneratedPosts.postStatus, 'publishing'), eq(bulkGeneratedPosts.publishAttempt, event.attempt));

const alertedPost = {
  id: bulkGeneratedPosts.id,
  accountId: bulkGeneratedPosts.accountId,
  productName: bulkGeneratedPosts.productName,
  scheduledDate: bulkGeneratedPosts.scheduledDate,
};

/** What a step of the record needs of the post, and the approval it went out on. */
const recordedPost = { ...alertedPost, approval: bulkGeneratedPosts.approval };

/**
 * A post did not go out: while svc-social retries it stays publishing with the reason and the retry
 * time; when it gives up it is failed, and the business is alerted in the same transaction (once: a
 * redelivery finds the post failed already, and the alert is one per attempt). A suspended account's
 * refusal alerts nobody. Answers whether an alert was raised.
 */
export async function recordFailed(db: Db, event: Failed, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [post] = await updatePostsWhere(
      tx,
      and(thePost(event), currentAttempt(event)),
      { ...(event.retrying ? markRetrying(event) : markFailed(event)), publishedPages: event.pages },
      at,
    );
    if (post) await announce(tx, event, event.retrying ? 'publishing' : 'failed');
    if (post && !event.retrying)
      await appendStep(tx, post, {
        kind: 'failed',
        actor: PUBLISHER,
        at,
        detail: { reason: event.reason, code: event.code, attempt: event.attempt, pages: event.pages },
      });
    if (!post || event.retrying || event.code === 'account_suspended') return false;
    const timeZone = await timeZoneOf(tx, event.accountId);
    return raiseAlert(tx, postFailedAlert(event.accountId, post, event.attempt, event.reason, timeZone));
  });
}

/**
 * A post waits for Instagram's publishing limit: it stays publishing, with the reason (which says when)
 * and the moment the scheduler hands it over again; the pages it already reached are shown.
 */
export async function recordWaiting(db: Db, event: Waiting, at: Date): Promise<void> {
  const until = new Date(event.until);
  await db.transaction(async (tx) => {
    const updated = await updatePostsWhere(
      tx,
      and(thePost(event), currentAttempt(event)),
      { ...markWaiting(event.reason, until), publishedPages: event.pages },
      at,
    );
    if (updated.length > 0) await announce(tx, event, 'publishing');
  });
}

/**
 * Some pages cannot tell whether the post is there: the business checks and decides, alerted in the
 * same transaction (once per attempt). Answers whether an alert was raised.
 */
export async function recordUnconfirmed(db: Db, event: Unconfirmed, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [post] = await updatePostsWhere(
      tx,
      and(thePost(event), currentAttempt(event)),
      { ...markUnconfirmed(event.reason, event.unconfirmed), publishedPages: event.pages },
      at,
    );
    if (!post) return false;
    await announce(tx, event, 'unconfirmed');
    await appendStep(tx, post, {
      kind: 'unconfirmed',
      actor: PUBLISHER,
      at,
      detail: {
        reason: event.reason,
        attempt: event.attempt,
        unconfirmed: event.unconfirmed,
        pages: event.pages,
      },
    });
    const timeZone = await timeZoneOf(tx, event.accountId);
    return raiseAlert(tx, postUnconfirmedAlert(event.accountId, post, event.attempt, event.reason, timeZone));
  });
}

/**
 * The business deleted the post from a page (the delete-post screen): that page is marked deleted, so
 * the card stops showing it as live. Repeats and any order give the same: the earliest deletion.
 * Arriving before the publication is recorded (events are handled side by side), it is tried again.
 */
export async function recordDeleted(db: Db, event: Deleted, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({
        ...alertedPost,
        postStatus: bulkGeneratedPosts.postStatus,
        publishedPages: bulkGeneratedPosts.publishedPages,
      })
      .from(bulkGeneratedPosts)
      .where(thePost(event))
      .for('update');
    if (!post) return false;
    const isIt = (p: Published['pages'][number]) =>
      p.platform === event.platform && p.pageId === event.pageId && p.postId === event.graphPostId;
    if (!post.publishedPages.some(isIt)) {
      if (post.postStatus === 'publishing') throw new Error('the publication is not recorded yet');
      return false;
    }
    const earliest = (at: string | null | undefined) =>
      at && new Date(at) <= new Date(event.deletedAt) ? at : event.deletedAt;
    // Recorded once: a repeat finds the page marked deleted already.
    if (!post.publishedPages.some((p) => isIt(p) && p.deletedAt))
      await appendStep(tx, post, {
        kind: 'removed_from_page',
        actor: PUBLISHER,
        at: new Date(event.deletedAt),
        detail: {
          platform: event.platform,
          pageId: event.pageId,
          graphPostId: event.graphPostId,
          deletedAt: event.deletedAt,
        },
      });
    await updatePostsWhere(
      tx,
      thePost(event),
      {
        publishedPages: post.publishedPages.map((p) =>
          isIt(p) ? { ...p, deletedAt: earliest(p.deletedAt) } : p,
        ),
      },
      at,
    );
    await announce(tx, event, post.postStatus);
    return true;
  });
}

/**
 * Records what svc-social reports of each publication on the post it was about; `onAlert` hears of an
 * alert raised (a failed or unconfirmed post), whose mail then goes out at once.
 */
export function outcomeConsumer(
  db: Db,
  logger: Logger,
  /** The clock the posts' changes are dated by. */
  now: Clock,
  onAlert: () => void = () => {},
  /** Kicks the outbox relay, so open portals hear of the change at once. */
  afterCommit: () => void = () => {},
): Consumer {
  const inOrder = keyedInOrder();
  return consumerOf({
    durable: 'svc-posts-publication-outcomes',
    // One consumer; each post's outcomes in the stream's order (a post's deletion always comes after its
    // publication), different posts' side by side.
    subjects: [
      'social.post.published',
      'social.post.failed',
      'social.post.unconfirmed',
      'social.post.deleted',
      'social.post.waiting',
    ],
    startAt: 'all',
    concurrency: OUTCOME_CONCURRENCY,
    handler: (message) =>
      inOrder(String(message.payload.postId), async () => {
        try {
          await record(message);
        } finally {
          afterCommit();
        }
      }),
  });

  async function record(message: BusMessage<OutcomeSubject>) {
    const at = now();
    switch (message.subject) {
      case 'social.post.published':
        await recordPublishedTogether(db)({ event: message.payload, at });
        logger.info(
          { postId: message.payload.postId, pages: message.payload.pages.length },
          'post published',
        );
        return;
      case 'social.post.failed':
        if (await recordFailed(db, message.payload, at)) onAlert();
        logger.warn(
          {
            postId: message.payload.postId,
            code: message.payload.code,
            retrying: message.payload.retrying,
          },
          'post not published',
        );
        return;
      case 'social.post.waiting':
        await recordWaiting(db, message.payload, at);
        logger.info(
          { postId: message.payload.postId, until: message.payload.until },
          'post waits for the Instagram publishing limit',
        );
        return;
      case 'social.post.unconfirmed':
        if (await recordUnconfirmed(db, message.payload, at)) onAlert();
        logger.warn({ postId: message.payload.postId }, 'post publication unconfirmed');
        return;
      case 'social.post.deleted': {
        const marked = await recordDeleted(db, message.payload, at);
        logger.info(
          { postId: message.payload.postId, pageId: message.payload.pageId, marked },
          'published post deleted from a page',
        );
        return;
      }
    }
  }
}

type OutcomeSubject =
  | 'social.post.published'
  | 'social.post.failed'
  | 'social.post.unconfirmed'
  | 'social.post.deleted'
  | 'social.post.waiting';
