/**
 * The background reading of the words inside the library's images, once per image. The state
 * is the media row's: any replica claims an unread image with FOR UPDATE SKIP LOCKED and a lease, so two
 * never read the same one, and an image whose reader died (crash, restart) is read again once its lease
 * ends. A file already read under another row (a product image in the catalogue's library and in a
 * business's) is not read again. What is read is announced with the image (`catalog.media.saved`), so
 * svc-posts' gate sees it. A video's words are those of its chosen cover (what the networks show before it
 * plays) and of its frames sampled by time and at each change of the picture, read from the
 * converted file that is published, once it is ready. The same reading looks for faces (faces/): each
 * image's and frame's are stored with its words (`faces`), and one found makes it a photo of a person in
 * svc-posts whatever the business's tick says. An image's words, faces and layout together say whether it
 * is a before/after composite (before-after/: `beforeAfter`), which a post needs the reviewer's sign-off
 * for. Words the engine was unsure of, in which a listed medicine's name could hide, mark the image unsure
 * (`imageTextUnsure`): a post with it needs the medical reviewer's look.
 */
import { readFile } from 'node:fs/promises';
import { mayHideBlockedName } from '@studio/ai';
import type { DetectedFace } from '@studio/contracts';
import { claimDue, type Db, type Logger, type Poller, startPoller } from '@studio/kit';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { beforeAfterOf } from '../before-after/composite.ts';
import { media } from '../db/schema.ts';
import type { FaceDetector } from '../faces/faces.ts';
import { OFFLINE_IMAGE_PATH, renderOfflineImage } from '../image-search/offline-image.ts';
import { announceMedia, type MediaRow } from '../media/queries.ts';
import { type Storage, uploadName } from '../storage/storage.ts';
import { frameAt, sceneChangeTimes, videoSampleTimes } from '../video/convert.ts';
import { cleanText, type Ocr, type OcrReading, UnreadableImageError } from './ocr.ts';

/** Tries of one image before it counts as unreadable (one more after each reader that died on it). */
export const IMAGE_TEXT_MAX_ATTEMPTS = 3;

export type ImageTextOptions = {
  /** Images read at once by this process, each with its own engine (OCR_CONCURRENCY, default 1; 0: none). */
  concurrency: number;
  /** How long a claimed image stays its reader's (a reader that died gives it up after this). */
  leaseMs: number;
  /** After a failed try, the wait before the next. */
  retryDelayMs: number;
  /** How often unread images are looked for besides the kicks (a lease that ended, another replica's). */
  pollMs: number;
};

export const DEFAULT_IMAGE_TEXT_OPTIONS: ImageTextOptions = {
  concurrency: 1,
  leaseMs: 2 * 60_000,
  retryDelayMs: 30_000,
  pollMs: 30_000,
};

type Deps = {
  db: Db;
  storage: Storage;
  logger: Logger;
  now: () => Date;
  /** After an image's text is stored: its announcement is in the outbox. */
  afterCommit: () => void;
};

/** The images (and converted videos) whose words are still to be read: the reader's queue. */
const UNREAD = and(
  inArray(media.imageTextStatus, ['pending', 'reading']),
  or(eq(media.kind, 'image'), inArray(media.videoStatus, ['ready', 'failed'])),
);

/** How many images wait to be read, for the work queue metric. */
export async function unreadImages(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(media).where(UNREAD);
  return row?.count ?? 0;
}

/** Takes the next unread image whose lease (if any) ended: it is this reader's for `leaseMs`. */
export async function claimUnreadImage(db: Db, at: Date, leaseMs: number): Promise<MediaRow | null> {
  const [row] = await claimDue(db, {
    table: media,
    key: [media.id],
    claim: { claimedUntil: media.claimedUntil, attempts: media.attempts },
    // A video is read once it is converted (its published file and its cover), or has failed.
    due: UNREAD,
    orderBy: [media.id],
    leaseMs,
    at,
    set: { imageTextStatus: 'reading' },
  });
  return row ?? null;
}

/** The bytes of a library image: a stored upload, or an image the offline source draws; null if gone. */
async function bytesOf(storage: Storage, imagePath: string): Promise<Uint8Array | null> {
  const name = uploadName(imagePath);
  if (name) return (await storage.get(name))?.bytes ?? null;
  if (imagePath.startsWith(OFFLINE_IMAGE_PATH)) {
    const seed = imagePath.slice(OFFLINE_IMAGE_PATH.length).replace(/\.svg$/, '');
    return renderOfflineImage(seed)?.bytes ?? null;
  }
  return null;
}

/** What a reader (one engine of each kind) found in an image or a video: its words and its faces. */
type Reading = OcrReading & { faces: DetectedFace[] };
/** One reader: an OCR engine and a face detector, each in its own process that ends when idle. */
export type ImageReader = { ocr: Ocr; faces: FaceDetector };

/** The words and faces of an image (or a video's frame: its faces are marked with the second). */
async function readBytes(
  { ocr, faces }: ImageReader,
  bytes: Uint8Array,
  atSeconds?: number,
): Promise<Reading> {
  const reading = await ocr.look(bytes);
  const found = await faces.find(bytes);
  return { ...reading, faces: atSeconds === undefined ? found : found.map((f) => ({ ...f, atSeconds })) };
}

/**
 * The words and faces of a ready video: its chosen cover first (the JPEG the networks are given), then
 * its frames sampled every few seconds and at each change of the picture, read from the converted file
 * that is published, once each, in the order they appear. One engine of each kind reads all its frames:
 * they are held while ffmpeg draws the next (their idle time may be shorter than that). A video whose
 * conversion failed is never published.
 */
const readVideo = (storage: Storage, reader: ImageReader, row: MediaRow): Promise<Reading> =>
  reader.ocr.holding(() => reader.faces.holding(() => readVideoFrames(storage, reader, row)));

async function readVideoFrames(storage: Storage, reader: ImageReader, row: MediaRow): Promise<Reading> {
  if (row.videoStatus === 'failed') throw new UnreadableImageError('the video could not be converted');
  const file = storage.fileOf(row.videoPath ?? row.imagePath);
  if (!file) throw new UnreadableImageError('the video file is gone');
  const readings: Reading[] = [];
  const cover = row.videoCoverPath ? storage.fileOf(row.videoCoverPath) : null;
  const coverBytes = cover ? await readFile(cover).catch(() => null) : null;
  if (coverBytes) readings.push(await readBytes(reader, coverBytes));
  const duration = row.videoDurationSeconds ?? 0;
  for (const at of videoSampleTimes(duration, await sceneChangeTimes(file, duration))) {
    const frame = await frameAt(file, at, 'png');
    if (frame) readings.push(await readBytes(reader, frame, at));
  }
  const distinct = (texts: (string | null)[]) => cleanText([...new Set(texts.filter(Boolean))].join(' '));
  return {
    text: distinct(readings.map((reading) => reading.text)),
    sure: distinct(readings.map((reading) => reading.sure)),
    doubtful: readings.flatMap((reading) => reading.doubtful),
    turn: 0,
    faces: readings.flatMap((reading) => reading.faces),
  };
}

/** What a reading finds in an image and keeps on its row. */
type Findings = Pick<MediaRow, 'imageText' | 'imageTextSure' | 'imageTextUnsure' | 'faces' | 'beforeAfter'>;

/** What another row of the same file already has read in it, so it is read once (an image's: a video has its own cover). */
async function alreadyRead(db: Db, row: MediaRow): Promise<Findings | null> {
  if (row.kind === 'video') return null;
  const [twin] = await db
    .select({
      imageText: media.imageText,
      imageTextSure: media.imageTextSure,
      imageTextUnsure: media.imageTextUnsure,
      faces: media.faces,
      beforeAfter: media.beforeAfter,
    })
    .from(media)
    .where(and(eq(media.imagePath, row.imagePath), eq(media.imageTextStatus, 'read')))
    .limit(1);
  return twin ?? null;
}

/** Stores the outcome, if the claim is still this reader's, and announces the image with it. */
async function settle(
  { db, afterCommit }: Pick<Deps, 'db' | 'afterCommit'>,
  claimed: MediaRow,
  change: Pick<MediaRow, 'imageTextStatus'> & Partial<MediaRow>,
  at: Date,
): Promise<boolean> {
  const settled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set({ ...change, updatedAt: at })
      .where(
        and(
          eq(media.id, claimed.id),
          eq(media.imageTextStatus, 'reading'),
          eq(media.claimedUntil, claimed.claimedUntil!),
        ),
      )
      .returning();
    if (!row) return false;
    if (row.imageTextStatus === 'read' || row.imageTextStatus === 'failed') await announceMedia(tx, row);
    return true;
  });
  if (settled) afterCommit();
  return settled;
}

/** Reads one claimed image and stores what it says; a failure is tried again later, up to the limit. */
export async function readClaimedImage(
  deps: Deps & { reader: ImageReader; retryDelayMs: number },
  claimed: MediaRow,
) {
  const { db, storage, logger, reader, now } = deps;
  try {
    const twin = await alreadyRead(db, claimed);
    const video = claimed.kind === 'video';
    const bytes = twin || video ? null : await bytesOf(storage, claimed.imagePath);
    if (!twin && !video && !bytes) throw new UnreadableImageError('the image file is gone');
    const reading = twin
      ? null
      : video
        ? await readVideo(storage, reader, claimed)
        : await readBytes(reader, bytes!);
    const found = twin ?? {
      imageText: reading!.text,
      imageTextSure: reading!.sure ?? '',
      imageTextUnsure: mayHideBlockedName(reading!.doubtful),
      faces: reading!.faces,
      // An image's layout, words and faces together: a before/after composite (a video is not looked at).
      beforeAfter: bytes ? await beforeAfterOf(bytes, { text: reading!.text, faces: reading!.faces }) : null,
    };
    return settle(deps, claimed, { imageTextStatus: 'read', ...found, claimedUntil: null }, now());
  } catch (error) {
    const final = error instanceof UnreadableImageError || claimed.attempts >= IMAGE_TEXT_MAX_ATTEMPTS;
    logger.warn(
      { err: error, mediaId: claimed.id, attempt: claimed.attempts, final },
      'reading the text in an image failed',
    );
    const at = now();
    return settle(
      deps,
      claimed,
      final
        ? { imageTextStatus: 'failed', claimedUntil: null }
        : { imageTextStatus: 'pending', claimedUntil: new Date(at.getTime() + deps.retryDelayMs) },
      at,
    );
  }
}

/** Reads unread images until none is left (or the signal stops it); the number read. */
export async function readUnreadImages(
  deps: Deps & { reader: ImageReader; retryDelayMs: number; leaseMs: number },
  signal?: AbortSignal,
): Promise<number> {
  let read = 0;
  while (!signal?.aborted) {
    const claimed = await claimUnreadImage(deps.db, deps.now(), deps.leaseMs);
    if (!claimed) break;
    if (await readClaimedImage(deps, claimed)) read += 1;
  }
  return read;
}

export type ImageTextReading = Poller;

/**
 * Starts the readers of this process (`concurrency` of them, each with its own engines): they look for
 * unread images on a kick (a new image) and every `pollMs`, and stop their engines when idle.
 */
export function startImageTextReading(
  deps: Deps & { readers: ImageReader[] },
  options: ImageTextOptions,
): ImageTextReading {
  const { logger } = deps;
  const poller = startPoller({
    intervalMs: options.pollMs,
    run: async (signal) => {
      await Promise.all(
        deps.readers.map((reader) => readUnreadImages({ ...deps, ...options, reader }, signal)),
      );
    },
    onError: (error) => logger.error({ err: error }, 'reading the text in images failed'),
  });
  poller.kick();
  return {
    kick: poller.kick,
    async stop() {
      await poller.stop();
      await Promise.all(deps.readers.flatMap(({ ocr, faces }) => [ocr.close(), faces.close()]));
    },
  };
}
