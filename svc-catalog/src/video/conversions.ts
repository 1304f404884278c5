/**
 * The conversion queue of library videos, in PostgreSQL: a replica's converter takes the next
 * video with `claimDue` (FOR UPDATE SKIP LOCKED and a lease, so two never convert the same one) and
 * renews its lease as ffmpeg reports progress; a converter that died (crash, restart, a killed ffmpeg)
 * lets go when its lease ends and the video is converted again, up to VIDEO_CONVERSION_MAX_ATTEMPTS
 * tries. Each process converts `concurrency` videos at once (VIDEO_CONVERSION_CONCURRENCY, default 1:
 * ffmpeg takes every core it is given, and a second one only makes both slower).
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { videoMessages } from '@studio/contracts';
import { type Clock, claimDue, type Db, type Logger, type Poller, startPoller } from '@studio/kit';
import { and, count, eq } from 'drizzle-orm';
import { media, videoConversions } from '../db/schema.ts';
import { announceMedia, type MediaRow, READ_AGAIN } from '../media/queries.ts';
import type { Storage } from '../storage/storage.ts';
import { ConversionError, convertVideo, firstGoodFrame, frameAt } from './convert.ts';
import { probeVideo } from './probe.ts';

/** Tries of one video before it counts as failed (a crash on it counts as one). */
export const VIDEO_CONVERSION_MAX_ATTEMPTS = 3;

export type VideoConversionOptions = {
  /** Videos converted at once by this process (VIDEO_CONVERSION_CONCURRENCY; 0: none, the other replicas do). */
  concurrency: number;
  /** How long a claim holds without a sign of life from ffmpeg. */
  leaseMs: number;
  /** How often the queue is looked at besides the kicks (a lease that ended, another replica's upload). */
  pollMs: number;
  /** x264's preset (tests and the bench may ask for another). */
  preset?: string;
};

export const DEFAULT_VIDEO_CONVERSION_OPTIONS: VideoConversionOptions = {
  concurrency: 1,
  leaseMs: 2 * 60_000,
  pollMs: 30_000,
};

export type ConversionDeps = {
  db: Db;
  storage: Storage;
  logger: Logger;
  now: Clock;
  /** After a change is committed: its announcement is in the outbox. */
  afterCommit: () => void;
  /** A video became ready: the frame readers may look (its words are read from its frames). */
  videoReady?: () => void;
};

export type ConversionClaim = { mediaId: number; owner: string; attempts: number };

/** Puts a new library video in the queue (inside the transaction that inserts it). */
export async function enqueueConversion(tx: Db, mediaId: number): Promise<void> {
  await tx.insert(videoConversions).values({ mediaId }).onConflictDoNothing();
}

/** How many videos wait to be converted (or are converting), for the work queue metric. */
export async function videosToConvert(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(videoConversions);
  return row?.count ?? 0;
}

/** Takes the next video to convert whose lease (if any) ended: it is this converter's for `leaseMs`. */
export async function claimConversion(db: Db, at: Date, leaseMs: number): Promise<ConversionClaim | null> {
  const owner = randomUUID();
  const [row] = await claimDue(db, {
    table: videoConversions,
    key: [videoConversions.mediaId],
    claim: {
      claimedUntil: videoConversions.claimedUntil,
      claimedBy: videoConversions.claimedBy,
      attempts: videoConversions.attempts,
    },
    due: undefined,
    orderBy: [videoConversions.createdAt, videoConversions.mediaId],
    leaseMs,
    at,
    owner,
  });
  return row ? { mediaId: row.mediaId, owner, attempts: row.attempts } : null;
}

const held = (claim: ConversionClaim) =>
  and(eq(videoConversions.mediaId, claim.mediaId), eq(videoConversions.claimedBy, claim.owner));

/** Writes the media row's change and announces it, while the claim is still this converter's. */
async function settle(
  deps: ConversionDeps,
  claim: ConversionClaim,
  change: Partial<MediaRow>,
  done: boolean,
): Promise<MediaRow | null> {
  const row = await deps.db.transaction(async (tx) => {
    const [still] = await tx.select().from(videoConversions).where(held(claim)).for('update');
    if (!still) return null;
    const [updated] = await tx
      .update(media)
      .set({ ...change, updatedAt: deps.now() })
      .where(eq(media.id, claim.mediaId))
      .returning();
    if (done) await tx.delete(videoConversions).where(held(claim));
    if (updated) await announceMedia(tx, updated);
    return updated ?? null;
  });
  if (row) deps.afterCommit();
  return row;
}

/** Extends the claim's lease; false when it is no longer this converter's (the video is converted elsewhere, or deleted). */
async function renew(deps: ConversionDeps, claim: ConversionClaim, leaseMs: number): Promise<boolean> {
  const renewed = await deps.db
    .update(videoConversions)
    .set({ claimedUntil: new Date(deps.now().getTime() + leaseMs) })
    .where(held(claim))
    .returning({ mediaId: videoConversions.mediaId });
  return renewed.length > 0;
}

/** Progress is written at most this often (and each write renews the lease). */
const PROGRESS_EVERY_MS = 1000;

/**
 * Converts one claimed video: the MP4 the networks take and its cover frame (the user's moment, or the
 * first good frame). A failure that will happen again (ffmpeg cannot read it, its file is gone) fails
 * it at once, in Greek; one that may not (a crash, a lost lease) gives it back to the queue.
 */
export async function convertClaimed(
  deps: ConversionDeps & { leaseMs: number; preset?: string; signal?: AbortSignal },
  claim: ConversionClaim,
): Promise<MediaRow | null> {
  const { db, storage, logger } = deps;
  const [row] = await db.select().from(media).where(eq(media.id, claim.mediaId));
  if (!row) return null;
  if (claim.attempts > VIDEO_CONVERSION_MAX_ATTEMPTS)
    return settle(deps, claim, { videoStatus: 'failed', videoError: videoMessages.interrupted }, true);
  const input = storage.fileOf(row.imagePath);
  const source = input ? await probeVideo(input) : null;
  if (!input || !source) {
    logger.warn({ mediaId: row.id }, 'a library video cannot be read any more');
    return settle(deps, claim, { videoStatus: 'failed', videoError: videoMessages.sourceGone }, true);
  }
  await settle(deps, claim, { videoStatus: 'converting', videoProgress: 0, videoError: null }, false);
  const output = await storage.reserve('mp4');
  const cover = await storage.reserve('jpg');
  const stop = new AbortController();
  deps.signal?.addEventListener('abort', () => stop.abort(), { once: true });
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (progress: number) => {
    // How often progress is written is a matter of elapsed time: the monotonic clock.
    const at = performance.now();
    if (at - lastWrite < PROGRESS_EVERY_MS || progress >= 1) return;
    lastWrite = at;
    writing = writing
      .then(async () => {
        if (!(await renew(deps, claim, deps.leaseMs))) stop.abort();
        else await db.update(media).set({ videoProgress: progress }).where(eq(media.id, claim.mediaId));
      })
      .catch((error: unknown) => {
        // The database away: the lease cannot be kept, so the conversion is given up for another to take.
        logger.warn({ err: error, mediaId: claim.mediaId }, 'a conversion could not renew its claim');
        stop.abort();
      });
  };
  try {
    await convertVideo(input, output.file, source, { preset: deps.preset, onProgress, signal: stop.signal });
    await writing;
    const converted = await probeVideo(output.file);
    if (!converted) throw new ConversionError('the converted file cannot be read');
    const coverAt =
      row.videoCoverChosen && row.videoCoverAtSeconds !== null
        ? Math.min(row.videoCoverAtSeconds, Math.max(0, converted.durationSeconds - 0.1))
        : await firstGoodFrame(output.file, converted.durationSeconds);
    const jpeg = await frameAt(output.file, coverAt, 'jpeg');
    if (!jpeg) throw new ConversionError('no cover frame');
    await writeFile(cover.file, jpeg);
    const ready = await settle(
      deps,
      claim,
      {
        videoStatus: 'ready',
        videoProgress: 1,
        videoError: null,
        videoPath: output.path,
        videoCoverPath: cover.path,
        videoCoverAtSeconds: coverAt,
        videoDurationSeconds: converted.durationSeconds,
        videoWidth: converted.width,
        videoHeight: converted.height,
        videoHasAudio: converted.hasAudio,
        videoSizeBytes: converted.sizeBytes,
        // Its words are read now, from what is published: the converted file and its cover.
        ...READ_AGAIN,
      },
      true,
    );
    if (!ready) {
      // Deleted, or taken by another converter meanwhile: what was made here is nobody's.
      await Promise.all([storage.delete(output.path), storage.delete(cover.path)]);
      return null;
    }
    // A conversion that ran again (after a crash) leaves the first one's files to nobody.
    for (const old of [row.videoPath, row.videoCoverPath])
      if (old && old !== output.path && old !== cover.path) await storage.delete(old);
    deps.videoReady?.();
    return ready;
  } catch (error) {
    await writing.catch(() => undefined);
    await Promise.all([storage.delete(output.path), storage.delete(cover.path)]);
    if (stop.signal.aborted) return null;
    const final = error instanceof ConversionError || claim.attempts >= VIDEO_CONVERSION_MAX_ATTEMPTS;
    logger.warn(
      { err: error, mediaId: row.id, attempt: claim.attempts, final },
      'converting a library video failed',
    );
    if (final)
      return settle(deps, claim, { videoStatus: 'failed', videoError: videoMessages.conversionFailed }, true);
    // Given back: another try once the lease would have ended.
    await settle(deps, claim, { videoStatus: 'pending', videoProgress: 0 }, false);
    return null;
  }
}

/** Converts queued videos until none is left (or the signal stops it); the number made ready. */
export async function convertQueuedVideos(
  deps: ConversionDeps & { leaseMs: number; preset?: string },
  signal?: AbortSignal,
): Promise<number> {
  let ready = 0;
  while (!signal?.aborted) {
    const claim = await claimConversion(deps.db, deps.now(), deps.leaseMs);
    if (!claim) break;
    if ((await convertClaimed({ ...deps, signal }, claim))?.videoStatus === 'ready') ready += 1;
  }
  return ready;
}

/** Starts this process's converters: they look at the queue on a kick (a new video) and every `pollMs`. */
export function startVideoConversions(deps: ConversionDeps, options: VideoConversionOptions): Poller {
  const poller = startPoller({
    intervalMs: options.pollMs,
    run: async (signal) => {
      await Promise.all(
        Array.from({ length: options.concurrency }, () =>
          convertQueuedVideos({ ...deps, ...options }, signal),
        ),
      );
    },
    onError: (error) => deps.logger.error({ err: error }, 'converting library videos failed'),
  });
  poller.kick();
  return poller;
}
