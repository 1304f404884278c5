import type { PostPulledBack } from '@studio/contracts';
import {
  allSettledOrThrow,
  type Db,
  emit,
  type Logger,
  lockDue,
  readOnceWithin,
  schedulerClaims,
  startPoller,
} from '@studio/kit';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { postFailedAlert, pulledBackAlert, raiseAlert } from '../alerts/incidents.ts';
import { accountStates, bulkGeneratedPosts, companiesCopy, outbox } from '../db/schema.ts';
import { toDueImages } from '../media/images.ts';
import { postVideoOf } from '../media/videos.ts';
import { acknowledgedRuleIdsOf, consentRefusalOf, imageRefusalOf, VIDEO } from '../posts/gates.ts';
import {
  approvalLapsed,
  changedSinceApproval,
  faceFoundSinceApproval,
  failedAtHandOver,
  handOverAgain,
  markPublishing,
  signOffNowRequired,
} from '../posts/post-state.ts';
import {
  boundBy,
  changedPartsOf,
  consentNeedOf,
  type Publishable,
  payloadPartsOf,
  publishableOf,
} from '../posts/publishable.ts';
import { announcePost, type PostRow } from '../posts/queries.ts';
import { videoDetailOf } from '../posts/record-steps.ts';
import { signOffHolds } from '../posts/signoff-state.ts';
import { storePostChange } from '../posts/store.ts';
import { appendStep, SCHEDULER } from '../records/steps.ts';
import { textToPublish } from './disclosure.ts';
import { lateBySeconds } from './lateness.ts';

export type SchedulerOptions = {
  db: Db;
  now: () => Date;
  logger: Logger;
  afterCommit: () => void;
  /** How often due posts are looked for. */
  intervalMs: number;
  /** Posts handed over per transaction. */
  batchSize?: number;
  /** Told when a post was failed or held back here (a withdrawn consent, a lapsed approval) and its business alerted. */
  onAlert?: () => void;
  /**
   * A post handed over this long ago with no outcome yet is handed over again
   * (PUBLISH_REHANDOVER_AFTER_MS, default 30 min): the next handler in svc-social finds what the last
   * one did on each target and finishes it, so a re-handover never publishes twice.
   */
  rehandoverAfterMs?: number;
};

const DEFAULT_BATCH_SIZE = 100;
export const DEFAULT_REHANDOVER_AFTER_MS = 30 * 60_000;

/**
 * The last check of a post's images before its first hand-over: a photo of a person whose consent was
 * withdrawn since the post was scheduled fails the post, with the reason, and it never reaches
 * svc-social, and the business is alerted. (A re-handover is not stopped: svc-social finishes what it
 * began, exactly once.) Answers whether they may go; the post is failed when not.
 */
async function imagesAllowedToGo(tx: Db, row: PostRow, at: Date, publishable: Publishable): Promise<boolean> {
  const { images, video } = publishable;
  // Checked again at its time: a consent withdrawn, run out or narrowed since it was scheduled;
  // a Reel's or Story's video of a person too.
  const need = await consentNeedOf(tx, row.accountId, at, publishable.targets);
  const refusal = imageRefusalOf(images, need) ?? (video && consentRefusalOf(video, need, VIDEO));
  if (!refusal) return true;
  await storePostChange(tx, row.id, failedAtHandOver(row, refusal), at);
  await appendStep(tx, row, {
    kind: 'failed',
    actor: SCHEDULER,
    at,
    detail: { reason: refusal, code: 'consent' },
  });
  const timeZone = await timeZoneOf(tx, row.accountId);
  await raiseAlert(tx, postFailedAlert(row.accountId, row, row.publishAttempt, refusal, timeZone));
  return false;
}

/**
 * A face the detector found in an image or the video of an approved post, with no consent of the ledger
 * recorded for that image: found after the approval (the gates refuse such a post), so the approval is
 * taken back. (One whose consents were withdrawn, ran out or miss a channel fails at hand-over instead.)
 */
const unconsentedFace = ({ images, video }: Pick<Publishable, 'images' | 'video'>): boolean =>
  [...images, ...(video ? [video] : [])].some((one) => one.faces.length > 0 && one.consents.length === 0);

/**
 * The last check of a post's approval before its first hand-over: it binds the whole payload, and what
 * changed by events since (an alt text edited in the library, the account's pages) is found here, as is
 * a sign-off the account's setting asks of it since. A post whose approval no longer holds is not sent:
 * it goes back to a draft that says why, off the schedule, and the business is alerted with that reason.
 * Answers whether the approval holds.
 */
async function approvalStillHolds(
  tx: Db,
  row: PostRow,
  at: Date,
  publishable: Publishable,
): Promise<boolean> {
  // A post already out on some pages (a retry, a decision on unconfirmed pages) finishes what it began.
  if (row.publishedPages.length > 0) return true;
  const changed = changedSinceApproval(row, publishable);
  const faceFound = unconsentedFace(publishable);
  if (!changed && !faceFound && (await signOffHolds(tx, row, publishable))) return true;
  const parts = changed
    ? changedPartsOf(row.approval, payloadPartsOf(row, boundBy(row.approval, publishable)))
    : [];
  const change = faceFound
    ? faceFoundSinceApproval(row, at)
    : changed
      ? approvalLapsed(row, parts, at)
      : signOffNowRequired(row, at);
  await announcePost(tx, 'posts.post.unscheduled', await storePostChange(tx, row.id, change, at));
  const pulled = change.pulledBack as PostPulledBack;
  await appendStep(tx, row, {
    kind: 'approval_lapsed',
    actor: SCHEDULER,
    at,
    detail: { approvedPayloadHash: row.approval?.payloadHash ?? null, cause: pulled.cause, changed: parts },
  });
  const timeZone = await timeZoneOf(tx, row.accountId);
  await raiseAlert(tx, pulledBackAlert(row.accountId, row, row.approval?.at ?? '', pulled, timeZone));
  return false;
}

/** The clinic's booking link from svc-auth's company (the copy kept here); null when it has none. */
async function bookingUrlOf(tx: Db, accountId: number): Promise<string | null> {
  const [company] = await tx
    .select({ bookingUrl: companiesCopy.bookingUrl })
    .from(companiesCopy)
    .where(eq(companiesCopy.accountId, accountId));
  return company?.bookingUrl || null;
}

/**
 * Hands a claimed post to svc-social, as it is now, through the outbox: its text, its images with their
 * alt text; the hand-over is a step of its record.
 */
async function announceDue(
  tx: Db,
  row: PostRow,
  at: Date,
  { images, video }: Pick<Publishable, 'images' | 'video'>,
): Promise<void> {
  await appendStep(tx, row, {
    kind: 'handed_over',
    actor: SCHEDULER,
    at,
    detail: {
      attempt: row.publishAttempt,
      payloadHash: row.approval?.payloadHash ?? null,
      ...videoDetailOf(row, video),
    },
  });
  // The consents its photos (and its video) of people go out under: the record names them, as checked now.
  for (const image of [...images, ...(video ? [video] : [])].filter((one) => one.showsPerson)) {
    const live = image.consents.filter((consent) => consent.withdrawnAt === null);
    await appendStep(tx, row, {
      kind: 'consent_used',
      actor: SCHEDULER,
      at,
      detail: {
        image: { url: image.url, altText: image.altText },
        consents: live.map(({ id, channels, startsOn, endsOn }) => ({ id, channels, startsOn, endsOn })),
      },
    });
  }
  await emit(tx, outbox, 'posts.post.due', {
    accountId: row.accountId,
    postId: row.id,
    attempt: row.publishAttempt,
    content: await textToPublish(tx, row),
    // The first image that goes out: a publisher that sends one image sends this one.
    productImage: images[0]?.url ?? row.productImage,
    images: toDueImages(images),
    firstComment: row.firstComment,
    productId: row.productId,
    productName: row.productName,
    scheduledDate: (row.scheduledDate ?? at).toISOString(),
    dueAt: at.toISOString(),
    acknowledgedRuleIds: acknowledgedRuleIdsOf(row),
    resolution: row.resolution,
    // A Reel, or a Story (of its image, or of its video), with the video as it goes out now.
    format: row.format,
    video: video && postVideoOf(video),
    shareToFeed: row.shareToFeed,
    bookingUrl: await bookingUrlOf(tx, row.accountId),
    googleTopic: row.googleTopic,
  });
  // A post on its product's image uses that library image too, once it goes out: the
  // media library counts it among the image's posts, published ones included.
  const used = images.flatMap((image) => ('mediaId' in image ? [image.mediaId as number] : []));
  if (used.join(',') !== row.imageIds.join(','))
    await emit(tx, outbox, 'posts.post.images-chosen', {
      accountId: row.accountId,
      postId: row.id,
      mediaIds: used,
      version: at.toISOString(),
    });
}

/**
 * Claims the scheduled posts whose time has come (FOR UPDATE SKIP LOCKED: any number of replicas,
 * none waiting on another), marks them publishing and announces each. The post is read as it is
 * now, so an edit, a new time, an unscheduling or a deletion made before its time is honoured.
 * A post missed while the platform was down is handed over when it comes back, with its lateness.
 */
async function claimDue(
  options: SchedulerOptions,
  at: Date,
): Promise<{ claimed: PostRow[]; failed: number }> {
  const { db, batchSize = DEFAULT_BATCH_SIZE } = options;
  return db.transaction(async (tx) => {
    // Nothing a hand-over does changes the settings it reads: each is read once for all its posts.
    readOnceWithin(tx);
    const due = await lockDue(tx, {
      table: bulkGeneratedPosts,
      due: and(
        eq(bulkGeneratedPosts.postStatus, 'scheduled'),
        eq(bulkGeneratedPosts.isScheduled, true),
        lte(bulkGeneratedPosts.scheduledDate, at),
        // A suspended account's posts wait: handed over once it is reactivated, not before.
        sql`not exists (select 1 from ${accountStates} where ${accountStates.accountId} = ${bulkGeneratedPosts.accountId} and ${accountStates.suspended})`,
      ),
      orderBy: [asc(bulkGeneratedPosts.scheduledDate), asc(bulkGeneratedPosts.id)],
      limit: batchSize,
    });
    // Each post's statements follow one another; the posts' go side by side on the transaction's
    // connection, which sends those asked for in one turn of the event loop in one write (pipelined).
    const outcomes = await allSettledOrThrow(due.map((row) => handOver(tx, row, at)));
    const claimed = outcomes.flatMap((outcome) =>
      outcome === 'failed' || outcome === null ? [] : [outcome],
    );
    return { claimed, failed: outcomes.filter((outcome) => outcome === 'failed').length };
  });
}

/** One claimed post handed over: the post as it went, 'failed' when a check failed it here, null when it moved. */
async function handOver(tx: Db, row: PostRow, at: Date): Promise<PostRow | 'failed' | null> {
  // What it would publish now: its images, video and targets (marking it publishing changes none of them).
  const publishable = await publishableOf(tx, row);
  if (!(await approvalStillHolds(tx, row, at, publishable))) return 'failed';
  const updated = await storePostChange(tx, row.id, markPublishing(row, at), at);
  if (!(await imagesAllowedToGo(tx, updated, at, publishable))) return 'failed';
  await announceDue(tx, updated, at, publishable);
  return updated;
}

/** Hands over again the posts svc-social has given no outcome for in a long while. */
async function reclaimStale(options: SchedulerOptions, at: Date): Promise<PostRow[]> {
  const { db, batchSize = DEFAULT_BATCH_SIZE, rehandoverAfterMs = DEFAULT_REHANDOVER_AFTER_MS } = options;
  const before = new Date(at.getTime() - rehandoverAfterMs);
  return db.transaction(async (tx) => {
    // Nothing a hand-over does changes the settings it reads: each is read once for all its posts.
    readOnceWithin(tx);
    const stale = await lockDue(tx, {
      table: bulkGeneratedPosts,
      due: and(
        eq(bulkGeneratedPosts.postStatus, 'publishing'),
        lte(bulkGeneratedPosts.publishingSince, before),
        // A transient failure svc-social retries by itself is not stale before its retry is.
        sql`(${bulkGeneratedPosts.retryAt} is null or ${bulkGeneratedPosts.retryAt} <= ${before.toISOString()}::timestamptz)`,
      ),
      orderBy: [asc(bulkGeneratedPosts.publishingSince), asc(bulkGeneratedPosts.id)],
      limit: batchSize,
    });
    const reclaimed: PostRow[] = [];
    for (const row of stale) {
      const updated = await storePostChange(tx, row.id, handOverAgain(row, at), at);
      await announceDue(tx, updated, at, await publishableOf(tx, updated));
      reclaimed.push(updated);
    }
    return reclaimed;
  });
}

/**
 * Hands over again the posts svc-social let go of to wait for Instagram's publishing limit, once their
 * moment has come: a new attempt, as after a long silence; what is already out stays out (svc-social's
 * claims), the Instagram accounts get the post once a slot is free.
 */
async function handBackWaiting(options: SchedulerOptions, at: Date): Promise<PostRow[]> {
  const { db, batchSize = DEFAULT_BATCH_SIZE } = options;
  return db.transaction(async (tx) => {
    // Nothing a hand-over does changes the settings it reads: each is read once for all its posts.
    readOnceWithin(tx);
    const waiting = await lockDue(tx, {
      table: bulkGeneratedPosts,
      due: and(
        eq(bulkGeneratedPosts.postStatus, 'publishing'),
        lte(bulkGeneratedPosts.waitingUntil, at),
        sql`not exists (select 1 from ${accountStates} where ${accountStates.accountId} = ${bulkGeneratedPosts.accountId} and ${accountStates.suspended})`,
      ),
      orderBy: [asc(bulkGeneratedPosts.waitingUntil), asc(bulkGeneratedPosts.id)],
      limit: batchSize,
    });
    const handed: PostRow[] = [];
    for (const row of waiting) {
      const updated = await storePostChange(tx, row.id, handOverAgain(row, at), at);
      await announceDue(tx, updated, at, await publishableOf(tx, updated));
      handed.push(updated);
    }
    return handed;
  });
}

/** The due-post scheduler: the first step of the publishing pipeline. */
export function startScheduler(options: SchedulerOptions) {
  const { logger, now, afterCommit } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;

  /** Hands over every post that is due now; answers how many. A stop ends it between batches. */
  async function runDue(signal?: AbortSignal): Promise<number> {
    let count = 0;
    for (;;) {
      const at = now();
      const { claimed, failed } = await claimDue(options, at);
      schedulerClaims.inc(claimed.length);
      if (claimed.length > 0) afterCommit();
      if (failed > 0) options.onAlert?.();
      for (const row of claimed) {
        const late = lateBySeconds(row.scheduledDate, at);
        if (late !== null && row.publishAttempt === 1)
          logger.warn(
            { postId: row.id, accountId: row.accountId, lateBySeconds: late },
            'post handed over late: the platform was down at its time',
          );
      }
      count += claimed.length;
      if (claimed.length + failed < batchSize || signal?.aborted) break;
    }
    const handedBack = await handBackWaiting(options, now());
    if (handedBack.length > 0) {
      afterCommit();
      logger.info(
        { postIds: handedBack.map((r) => r.id) },
        'posts that waited for the Instagram publishing limit handed over again',
      );
    }
    const stale = await reclaimStale(options, now());
    if (stale.length > 0) {
      afterCommit();
      logger.warn({ postIds: stale.map((r) => r.id) }, 'posts with no outcome handed over again');
    }
    if (count > 0) logger.info({ count }, 'due posts handed over for publishing');
    return count + handedBack.length + stale.length;
  }

  const poller = startPoller({
    intervalMs: options.intervalMs,
    run: runDue,
    onError: (error) => logger.error({ err: error }, 'due posts check failed'),
  });

  return {
    runDue,
    /** Looks for due posts now (e.g. after a retry), without waiting for the next tick. */
    kick: poller.kick,
    stop: poller.stop,
  };
}

export type Scheduler = ReturnType<typeof startScheduler>;
