import {
  type MediaItemResponse,
  type MessageResponse,
  mediaMessages,
  UploadMediaFields,
  videoMessages,
} from '@studio/contracts';
import {
  ApiError,
  type Auth,
  badRequest,
  type Clock,
  conflict,
  emit,
  mountRoute,
  parseId,
  parseRequest,
  type ServiceApp,
  validationError,
} from '@studio/kit';
import { and, eq, sql } from 'drizzle-orm';
import { media, outbox, postImageUses } from '../db/schema.ts';
import { blurFaces } from '../faces/blur.ts';
import { readForm } from '../products/form.ts';
import { uploadName } from '../storage/storage.ts';
import {
  deleteOwnedFiles,
  deleteUnusedFiles,
  type FileDeps,
  filesOfMedia,
  withStoredFile,
} from '../stored-files/files.ts';
import { fileOf, notAnImage, readImageUpload } from '../stored-files/upload.ts';
import { makeCover } from './cover.ts';
import {
  announceMedia,
  assertRoomForUpload,
  countMedia,
  listMedia,
  type MediaRow,
  mediaItemOf,
  ownedMedia,
  READ_AGAIN,
  type Scope,
  takeProductImages,
} from './queries.ts';
import { refuseBlockedAltText, scopeOf } from './scope.ts';
import { mediaUploadRoutes } from './upload-routes.ts';
import { addVideoFromForm, looksLikeVideo, videoTooLarge } from './video-upload.ts';

const english = {
  blurred: 'A copy with the faces blurred was added to the library; the original is unchanged',
  noFacesToBlur: 'No face was found in the image to blur',
  blurImagesOnly: 'Faces are blurred in images only, not in videos',
  saved: 'Image saved',
  uploaded: 'Image added to the library',
  deleted: 'Image deleted',
  usedByProduct: 'This image is a product image: remove it from the product first',
  imageRequired: 'An image file is required',
} as const;

const say = (scope: Scope, key: keyof typeof english) =>
  scope === null
    ? english[key]
    : key === 'imageRequired'
      ? 'Επιλέξτε ένα αρχείο εικόνας.'
      : mediaMessages[key];

/** A person's consent belongs to a photo that shows one: clearing `showsPerson` clears it. */
function withConsentRule<T extends { showsPerson?: boolean; personConsent?: boolean }>(
  row: MediaRow | null,
  change: T,
) {
  const showsPerson = change.showsPerson ?? row?.showsPerson ?? false;
  return showsPerson ? change : { ...change, personConsent: false };
}

/**
 * A video's cover (PATCH's `coverAtSeconds`): a ready video's new frame is made now; a video still in
 * the queue keeps the moment for its conversion. Null goes back to the first good frame.
 */
async function coverOf(
  storage: FileDeps['storage'],
  row: MediaRow,
  at: number | null,
): Promise<{
  set: Partial<MediaRow>;
}> {
  if (row.kind !== 'video') throw badRequest(videoMessages.notAVideoItem, 'validation');
  if (at !== null && row.videoDurationSeconds !== null && at > row.videoDurationSeconds)
    throw badRequest(videoMessages.coverOutOfRange, 'validation');
  const chosen = { videoCoverAtSeconds: at, videoCoverChosen: at !== null };
  if (row.videoStatus !== 'ready') return { set: chosen };
  const made = await makeCover(storage, row, at);
  if (!made) throw badRequest(videoMessages.coverOutOfRange, 'validation');
  // The networks show the new cover before the video plays: its words are read before a post may go.
  return { set: { ...chosen, videoCoverAtSeconds: made.at, videoCoverPath: made.path, ...READ_AGAIN } };
}

/** An uploaded image, checked by its bytes, stored and announced as a new library item. */
async function addImage(
  deps: FileDeps & { now: Clock },
  scope: Scope,
  file: File,
  fields: { altText?: string | null; showsPerson?: boolean; personConsent?: boolean },
): Promise<MediaRow> {
  const upload = await readImageUpload(
    file,
    scope === null ? null : { accountId: scope, db: deps.db, now: deps.now() },
  );
  return withStoredFile(deps, upload, (storedPath) =>
    deps.db.transaction(async (tx) => {
      await assertRoomForUpload(tx, scope, true);
      const [inserted] = await tx
        .insert(media)
        .values({
          accountId: scope,
          imagePath: storedPath!,
          source: 'upload',
          ...withConsentRule(null, fields),
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await announceMedia(tx, inserted);
      return inserted;
    }),
  );
}

/**
 * A new library item: the image with the faces found in it blurred (faces/blur.ts), read again in the
 * background as any upload; the original's file and item are not touched.
 */
async function addBlurredCopy(deps: FileDeps, scope: Scope, id: number): Promise<MediaRow> {
  const { db } = deps;
  const original = await ownedMedia(db, scope, id);
  if (original.kind !== 'image') throw badRequest(say(scope, 'blurImagesOnly'), 'validation');
  if (original.faces.length === 0) throw conflict(say(scope, 'noFacesToBlur'));
  await assertRoomForUpload(db, scope);
  const name = uploadName(original.imagePath);
  const stored = name ? await deps.storage.get(name) : null;
  if (!stored) throw new ApiError(404, 'not_found', mediaMessages.notFound);
  const bytes = await blurFaces(stored.bytes, original.faces);
  return withStoredFile(deps, { bytes, ext: 'jpg' }, (storedPath) =>
    db.transaction(async (tx) => {
      await assertRoomForUpload(tx, scope, true);
      const [inserted] = await tx
        .insert(media)
        .values({ accountId: scope, imagePath: storedPath!, source: 'upload', altText: original.altText })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await announceMedia(tx, inserted);
      return inserted;
    }),
  );
}

/** POST /api/media/:id/blur-faces: a copy of the image with the faces found in it blurred, for a post that should not show the person. */
function blurRoutes(app: ServiceApp, deps: FileDeps & { afterCommit: () => void; imagesAdded: () => void }) {
  mountRoute(app, 'POST /api/media/:id/blur-faces', async (c) => {
    const scope = scopeOf(c);
    const row = await addBlurredCopy(deps, scope, parseId(c.req.param('id'), 'Image'));
    deps.afterCommit();
    deps.imagesAdded();
    return c.json(
      {
        success: true,
        media: await mediaItemOf(deps.db, row),
        message: say(scope, 'blurred'),
      } satisfies MediaItemResponse,
      201,
    );
  });
}

/** /api/media: the media library, its images' alt text and consent, uploads and deletion of unused ones. */
export function mediaRoutes(
  app: ServiceApp,
  deps: FileDeps & {
    auth: Auth;
    afterCommit: () => void;
    imagesAdded: () => void;
    /** A video joined the queue: the converters look at once. */
    videosAdded: () => void;
    /** The largest video taken (VIDEO_MAX_UPLOAD_MB). */
    maxVideoBytes: number;
    now: Clock;
  },
) {
  const { db, afterCommit, imagesAdded, videosAdded, maxVideoBytes, now } = deps;
  const videoAdded = () => {
    afterCommit();
    imagesAdded();
    videosAdded();
  };

  mountRoute(app, 'GET /api/media', async (c) => {
    const scope = scopeOf(c);
    const { page, limit } = c.req.valid('query');
    if (await takeProductImages(db, scope)) imagesAdded();
    afterCommit();
    if (page === undefined) return c.json({ success: true, media: await listMedia(db, scope) });
    const [items, total] = await Promise.all([listMedia(db, scope, { page, limit }), countMedia(db, scope)]);
    return c.json({ success: true, media: items, total, page, limit });
  });

  mountRoute(app, 'POST /api/media', async (c) => {
    const scope = scopeOf(c);
    // Before reading the body: a full library costs no upload.
    await assertRoomForUpload(db, scope);
    const form = await readForm(c);
    const parsed = UploadMediaFields.safeParse(
      Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string' || v instanceof File)),
    );
    if (!parsed.success) throw validationError(parsed.error);
    const { image: field, ...fields } = parsed.data;
    refuseBlockedAltText(scope, fields.altText);
    const file = fileOf(field);
    if (!file && typeof field === 'string' && field !== '') throw notAnImage();
    if (!file) throw badRequest(say(scope, 'imageRequired'), 'validation');
    if (
      file.type.startsWith('video/') ||
      looksLikeVideo(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
    ) {
      // A short video; a long one comes by /api/media/uploads.
      if (file.size > maxVideoBytes) throw videoTooLarge(maxVideoBytes);
      const row = await addVideoFromForm(deps, scope, file, fields);
      videoAdded();
      return c.json(
        {
          success: true,
          media: await mediaItemOf(db, row),
          message: videoMessages.uploaded,
        } satisfies MediaItemResponse,
        201,
      );
    }
    const row = await addImage(deps, scope, file, fields);
    afterCommit();
    imagesAdded();
    return c.json(
      {
        success: true,
        media: await mediaItemOf(db, row),
        message: say(scope, 'uploaded'),
      } satisfies MediaItemResponse,
      201,
    );
  });

  mountRoute(app, 'PATCH /api/media/:id', async (c) => {
    const scope = scopeOf(c);
    const id = parseId(c.req.param('id'), 'Image');
    await ownedMedia(db, scope, id);
    const body: unknown = await c.req.json().catch(() => {
      throw badRequest('Invalid JSON body', 'validation');
    });
    const { coverAtSeconds, ...change } = parseRequest('PATCH /api/media/:id', body);
    refuseBlockedAltText(scope, change.altText);
    const cover =
      coverAtSeconds === undefined
        ? undefined
        : await coverOf(deps.storage, await ownedMedia(db, scope, id), coverAtSeconds);
    const { row, oldCover } = await db.transaction(async (tx) => {
      const current = await ownedMedia(tx, scope, id, true);
      const [updated] = await tx
        .update(media)
        .set({ ...withConsentRule(current, change), ...cover?.set, updatedAt: now() })
        .where(eq(media.id, id))
        .returning();
      if (!updated) throw new Error('update returned no row');
      await announceMedia(tx, updated);
      return { row: updated, oldCover: cover?.set.videoCoverPath ? current.videoCoverPath : null };
    });
    afterCommit();
    if (cover?.set.videoCoverPath) deps.imagesAdded();
    if (oldCover) await deleteUnusedFiles(deps, [oldCover]);
    return c.json({
      success: true,
      media: await mediaItemOf(db, row),
      message: say(scope, 'saved'),
    } satisfies MediaItemResponse);
  });

  blurRoutes(app, deps);
  mediaUploadRoutes(app, { ...deps, videoAdded });

  mountRoute(app, 'DELETE /api/media/:id', async (c) => {
    const scope = scopeOf(c);
    const id = parseId(c.req.param('id'), 'Image');
    const item = await mediaItemOf(db, await ownedMedia(db, scope, id));
    if (item.usedByProduct) throw conflict(say(scope, 'usedByProduct'));
    const path = await db.transaction(async (tx) => {
      const row = await ownedMedia(tx, scope, id, true);
      if (scope !== null) {
        const [use] = await tx
          .select({ postId: postImageUses.postId })
          .from(postImageUses)
          .where(and(eq(postImageUses.accountId, scope), sql`${id} = any(${postImageUses.mediaIds})`))
          .limit(1);
        if (use) throw new ApiError(409, 'conflict', mediaMessages.usedByPosts);
        await emit(tx, outbox, 'catalog.media.removed', { accountId: scope, mediaId: id });
      }
      await tx.delete(media).where(eq(media.id, id));
      return filesOfMedia(row);
    });
    afterCommit();
    await deleteOwnedFiles(deps, { paths: path, uploadIds: [] });
    return c.json({ success: true, message: say(scope, 'deleted') } satisfies MessageResponse);
  });
}
