/**
 * A video's way into the library. Its bytes are written to a file as they arrive, never held
 * in memory whole: a short one in POST /api/media's form, a long one through a resumable upload whose
 * state is a row (`media_uploads`) and a part file in the shared upload storage, so any replica takes the
 * next chunk and a client that lost its connection asks where to go on. Once whole, ffprobe reads the
 * file: what is not a video in MP4, MOV or WebM is refused (422), and a video becomes a library item whose
 * conversion waits in the queue.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, stat, truncate, unlink, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  type MediaUpload,
  type OpenMediaUploadRequest,
  VIDEO_UPLOAD_CHUNK_BYTES,
  VIDEO_UPLOAD_OPEN_BYTES_PER_ACCOUNT,
  VIDEO_UPLOADS_OPEN_PER_ACCOUNT,
  videoMessages,
} from '@studio/contracts';
import { ApiError, badRequest, type Db, notFound } from '@studio/kit';
import { and, count, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { media, mediaUploads } from '../db/schema.ts';
import { deleteOwnedFiles, type FileDeps } from '../stored-files/files.ts';
import { enqueueConversion } from '../video/conversions.ts';
import { probeVideo } from '../video/probe.ts';
import { announceMedia, assertRoomForUpload, type MediaRow, type Scope } from './queries.ts';

export type VideoFields = { altText?: string | null; showsPerson?: boolean; personConsent?: boolean };
export type UploadRow = typeof mediaUploads.$inferSelect;

export const videoTooLarge = (limitBytes: number) =>
  new ApiError(413, 'payload_too_large', videoMessages.tooLarge(Math.floor(limitBytes / (1024 * 1024))));
export const notAVideo = () => new ApiError(422, 'not_a_video', videoMessages.notAVideo);

/** The first bytes of an MP4/MOV (an `ftyp` box) or a WebM (EBML): a file that claims to be a video. */
export function looksLikeVideo(bytes: Uint8Array): boolean {
  const ftyp = bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70;
  const ebml = bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
  return ftyp || ebml;
}

/** A person's consent belongs to a video that shows one, as an image's does. */
const consentRule = (fields: VideoFields) =>
  fields.showsPerson ? fields : { ...fields, personConsent: false };

/**
 * Makes a whole file a library video: ffprobe reads it (422 when it is no video), it moves into the store
 * under a new name, and its row, its place in the conversion queue and its announcement are written in
 * one transaction (`before`, in it, first: a resumable upload's row is taken there). A failure deletes
 * the file.
 */
export async function addVideo(
  deps: FileDeps,
  scope: Scope,
  file: string,
  fields: VideoFields,
  before?: (tx: Db) => Promise<void>,
): Promise<MediaRow> {
  const { db, storage } = deps;
  const probed = await probeVideo(file);
  if (!probed) {
    await unlink(file).catch(() => undefined);
    throw notAVideo();
  }
  const stored = await storage.adopt(file, probed.ext);
  try {
    return await db.transaction(async (tx) => {
      await before?.(tx);
      await assertRoomForUpload(tx, scope, true);
      const [row] = await tx
        .insert(media)
        .values({
          accountId: scope,
          imagePath: stored,
          source: 'upload',
          kind: 'video',
          videoStatus: 'pending',
          videoDurationSeconds: probed.durationSeconds,
          videoWidth: probed.width,
          videoHeight: probed.height,
          videoHasAudio: probed.hasAudio,
          videoSizeBytes: probed.sizeBytes,
          ...consentRule(fields),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await enqueueConversion(tx, row.id);
      await announceMedia(tx, row);
      return row;
    });
  } catch (error) {
    await storage.delete(stored);
    throw error;
  }
}

/** A short video sent in POST /api/media's form: written to a part file, then made a library video. */
export async function addVideoFromForm(deps: FileDeps, scope: Scope, file: File, fields: VideoFields) {
  const part = await deps.storage.partFileOf(randomUUID());
  await pipeline(Readable.fromWeb(file.stream() as NodeReadableStream<Uint8Array>), createWriteStream(part));
  return addVideo(deps, scope, part, fields);
}

const ofScope = (scope: Scope): SQL =>
  scope === null ? isNull(mediaUploads.accountId) : (eq(mediaUploads.accountId, scope) as SQL);

export const uploadOf = (row: UploadRow): MediaUpload => ({
  id: row.id,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  receivedBytes: row.receivedBytes,
  chunkBytes: VIDEO_UPLOAD_CHUNK_BYTES,
});

/** Free room the upload volume always keeps (for conversions, covers, images and the rest). */
export const DISK_RESERVE_BYTES = 1024 ** 3;

/**
 * Refuses (507, in Greek) an upload of `sizeBytes` the disk has no room for: what is free, less the
 * bytes every open upload (any account's) still has to send, less the reserve.
 */
async function assertDiskRoom(deps: FileDeps, tx: Db, sizeBytes: number): Promise<void> {
  const free = await deps.storage.freeBytes();
  if (free === null) return;
  const [promised] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(${mediaUploads.sizeBytes} - ${mediaUploads.receivedBytes}), 0)`,
    })
    .from(mediaUploads);
  if (free - Number(promised?.bytes ?? 0) - sizeBytes < DISK_RESERVE_BYTES)
    throw new ApiError(507, 'insufficient_storage', videoMessages.diskFull);
}

/**
 * Refuses a business's new upload past its open ones: VIDEO_UPLOADS_OPEN_PER_ACCOUNT at once, and
 * VIDEO_UPLOAD_OPEN_BYTES_PER_ACCOUNT declared by them together (409 `upload_limit`, in Greek). Inside
 * the account's upload turn (assertRoomForUpload's lock).
 */
async function assertOpenUploadRoom(tx: Db, scope: Scope, sizeBytes: number): Promise<void> {
  if (scope === null) return;
  const [open] = await tx
    .select({ n: count(), bytes: sql<string>`coalesce(sum(${mediaUploads.sizeBytes}), 0)` })
    .from(mediaUploads)
    .where(eq(mediaUploads.accountId, scope));
  if ((open?.n ?? 0) >= VIDEO_UPLOADS_OPEN_PER_ACCOUNT)
    throw new ApiError(409, 'upload_limit', videoMessages.uploadsOpen);
  if (Number(open?.bytes ?? 0) + sizeBytes > VIDEO_UPLOAD_OPEN_BYTES_PER_ACCOUNT)
    throw new ApiError(409, 'upload_limit', videoMessages.uploadBytesOpen);
}

/**
 * Opens a resumable upload: refused at once when the video is over the limit, the library is full (its
 * open uploads count in it), the business has as many uploads open as it may or declared as many bytes
 * in them, or the disk has no room for it. Checked and recorded in the account's upload turn, so
 * parallel opens on any replica never pass the limits together.
 */
export async function openUpload(
  deps: FileDeps & { maxBytes: number },
  scope: Scope,
  request: z.output<typeof OpenMediaUploadRequest>,
): Promise<UploadRow> {
  if (request.sizeBytes > deps.maxBytes) throw videoTooLarge(deps.maxBytes);
  const id = randomUUID();
  const { fileName, contentType, sizeBytes, altText, showsPerson, personConsent } = request;
  const row = await deps.db.transaction(async (tx) => {
    await assertRoomForUpload(tx, scope, true);
    await assertOpenUploadRoom(tx, scope, sizeBytes);
    await assertDiskRoom(deps, tx, sizeBytes);
    const [inserted] = await tx
      .insert(mediaUploads)
      .values({
        id,
        accountId: scope,
        fileName,
        contentType,
        sizeBytes,
        altText: altText ?? null,
        ...consentRule({ showsPerson: showsPerson ?? false, personConsent: personConsent ?? false }),
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  });
  try {
    // The part file exists before the id is told: a first chunk and a GET after a break see one offset.
    await writeFile(await deps.storage.partFileOf(id), new Uint8Array(0));
  } catch (error) {
    await deps.db.delete(mediaUploads).where(eq(mediaUploads.id, id));
    throw error;
  }
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The scope's upload of this id; another's, or a finished or swept one, is 404. */
export async function ownedUpload(db: Db, scope: Scope, id: string): Promise<UploadRow> {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(mediaUploads)
        .where(and(eq(mediaUploads.id, id), ofScope(scope)))
    : [];
  if (!row) throw notFound(videoMessages.uploadNotFound);
  return row;
}

/** `Content-Range: bytes start-end/total`, or null when it is not one. */
export function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [start, end, total] = match.slice(1).map(Number) as [number, number, number];
  return end >= start ? { start, end, total } : null;
}

/**
 * Writes one chunk at its offset and moves the upload on, when it starts where the upload is (409 with
 * the offset otherwise: a chunk sent twice, or two at once). The offset moves only with a conditional
 * update, so of two replicas writing the same chunk one moves it and the other is told where it is; the
 * bytes both wrote at the same place are the same. Answers the upload as it now is.
 */
export async function putChunk(
  deps: FileDeps & { now: () => Date },
  upload: UploadRow,
  range: { start: number; end: number; total: number },
  body: ReadableStream<Uint8Array> | null,
): Promise<UploadRow> {
  const { db, storage } = deps;
  if (range.total !== upload.sizeBytes || range.end >= upload.sizeBytes)
    throw badRequest(videoMessages.badRange, 'validation');
  if (range.start !== upload.receivedBytes)
    throw new ApiError(409, 'upload_offset', videoMessages.uploadOffset(upload.receivedBytes));
  const expected = range.end - range.start + 1;
  if (expected > VIDEO_UPLOAD_CHUNK_BYTES) throw badRequest(videoMessages.badRange, 'validation');
  const part = await storage.partFileOf(upload.id);
  const handle = await open(part, 'r+');
  let written = 0;
  try {
    if (body) {
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (written + value.length > expected) throw badRequest(videoMessages.badRange, 'validation');
        await handle.write(value, 0, value.length, range.start + written);
        written += value.length;
      }
    }
  } finally {
    await handle.close();
  }
  if (written !== expected) throw badRequest(videoMessages.badRange, 'validation');
  const [moved] = await db
    .update(mediaUploads)
    .set({ receivedBytes: range.start + written, updatedAt: deps.now() })
    .where(and(eq(mediaUploads.id, upload.id), eq(mediaUploads.receivedBytes, range.start)))
    .returning();
  if (!moved) {
    const now = await ownedUpload(db, upload.accountId, upload.id);
    throw new ApiError(409, 'upload_offset', videoMessages.uploadOffset(now.receivedBytes));
  }
  return moved;
}

/**
 * The last chunk is in: the part file (cut to the declared size, should an earlier try have written
 * past it) becomes a library video, and the upload's row goes in the same transaction, so of two
 * replicas finishing it one makes the item and the other hears 404.
 */
export async function finishUpload(deps: FileDeps, upload: UploadRow): Promise<MediaRow> {
  const part = await deps.storage.partFileOf(upload.id);
  if ((await stat(part)).size > upload.sizeBytes) await truncate(part, upload.sizeBytes);
  const fields = {
    altText: upload.altText,
    showsPerson: upload.showsPerson,
    personConsent: upload.personConsent,
  };
  try {
    return await addVideo(deps, upload.accountId, part, fields, async (tx) => {
      const taken = await tx.delete(mediaUploads).where(eq(mediaUploads.id, upload.id)).returning();
      if (taken.length === 0) throw notFound(videoMessages.uploadNotFound);
    });
  } catch (error) {
    // Not a video: the upload is over, its row goes too.
    if (error instanceof ApiError && error.status === 422)
      await deps.db.delete(mediaUploads).where(eq(mediaUploads.id, upload.id));
    throw error;
  }
}

/** Cancels an upload: its row and its part file go. */
export async function cancelUpload(deps: FileDeps, upload: UploadRow): Promise<void> {
  await deps.db.delete(mediaUploads).where(eq(mediaUploads.id, upload.id));
  await deleteOwnedFiles(deps, { paths: [], uploadIds: [upload.id] });
}

/**
 * Uploads nobody added a chunk to for this long are given up: their rows and part files are swept (the
 * sweep runs every 15 minutes, so an abandoned upload's room comes back within the hour).
 */
export const UPLOAD_TTL_MS = 30 * 60_000;

/**
 * Deletes the uploads nobody added to for UPLOAD_TTL_MS, with their part files, and part files that
 * long untouched with no upload (a form's video a crash left half written); answers how many uploads.
 */
export async function sweepStaleUploads(deps: FileDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_TTL_MS);
  const stale = await deps.db
    .delete(mediaUploads)
    .where(lt(mediaUploads.updatedAt, before))
    .returning({ id: mediaUploads.id });
  const old = (await deps.storage.partFiles()).filter((part) => part.modifiedAt < before);
  const open =
    old.length === 0
      ? new Set<string>()
      : new Set(
          (
            await deps.db
              .select({ id: mediaUploads.id })
              .from(mediaUploads)
              .where(
                inArray(
                  mediaUploads.id,
                  old.map((part) => part.id),
                ),
              )
          ).map((row) => row.id),
        );
  const orphans = old.filter((part) => !open.has(part.id)).map((part) => part.id);
  await deleteOwnedFiles(deps, {
    paths: [],
    uploadIds: [...new Set([...stale.map((r) => r.id), ...orphans])],
  });
  return stale.length;
}
