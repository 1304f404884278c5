import { MediaQuery, mediaMessages, UpdateMediaRequest, UploadMediaFields } from '@studio/contracts';
import {
  ApiError,
  type Auth,
  badRequest,
  conflict,
  emit,
  type KitEnv,
  parseId,
  validate,
  validationError,
} from '@studio/kit';
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { refuseBlockedFields } from '../compliance/blocked-fields.ts';
import { media, outbox, postImageUses } from '../db/schema.ts';
import { readForm } from '../products/form.ts';
import { deleteUnusedFiles, type FileDeps, withStoredFile } from '../storage/files.ts';
import { fileOf, notAnImage, readImageUpload } from '../storage/upload.ts';
import {
  announceMedia,
  assertRoomForUpload,
  countMedia,
  listMedia,
  type MediaRow,
  mediaItemOf,
  ownedMedia,
  type Scope,
  takeProductImages,
} from './queries.ts';

/** The admin works on the catalogue's library (in English), a business on its own (in Greek). */
const scopeOf = (c: Context<KitEnv>): Scope => c.get('auth').accountId;

const english = {
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

/** An alt text is published with the image: a `block` term in it is refused, in the library's language. */
const refuseBlockedAltText = (scope: Scope, altText: string | null | undefined) =>
  refuseBlockedFields([{ field: 'altText', text: altText }], scope === null ? 'en' : 'el');

/** A person's consent belongs to a photo that shows one: clearing `showsPerson` clears it. */
function withConsentRule<T extends { showsPerson?: boolean; personConsent?: boolean }>(
  row: MediaRow | null,
  change: T,
) {
  const showsPerson = change.showsPerson ?? row?.showsPerson ?? false;
  return showsPerson ? change : { ...change, personConsent: false };
}

/** /api/media: the media library, its images' alt text and consent, uploads and deletion of unused ones. */
export function mediaRoutes(
  deps: FileDeps & { auth: Auth; afterCommit: () => void; imagesAdded: () => void },
) {
  const { db, auth, afterCommit, imagesAdded } = deps;
  const app = new Hono<KitEnv>();
  app.use('*', auth.anyone);

  app.get('/', validate('query', MediaQuery), async (c) => {
    const scope = scopeOf(c);
    const { page, limit } = c.req.valid('query');
    if (await takeProductImages(db, scope)) imagesAdded();
    afterCommit();
    if (page === undefined) return c.json({ success: true, media: await listMedia(db, scope) });
    const [items, total] = await Promise.all([listMedia(db, scope, { page, limit }), countMedia(db, scope)]);
    return c.json({ success: true, media: items, total, page, limit });
  });

  app.post('/', async (c) => {
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
    const upload = await readImageUpload(file);
    const row = await withStoredFile(deps, upload, (storedPath) =>
      db.transaction(async (tx) => {
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
    afterCommit();
    imagesAdded();
    return c.json({ success: true, media: await mediaItemOf(db, row), message: say(scope, 'uploaded') }, 201);
  });

  app.patch('/:id', async (c) => {
    const scope = scopeOf(c);
    const id = parseId(c.req.param('id'), 'Image');
    await ownedMedia(db, scope, id);
    const body: unknown = await c.req.json().catch(() => {
      throw badRequest('Invalid JSON body', 'validation');
    });
    const parsed = UpdateMediaRequest.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    refuseBlockedAltText(scope, parsed.data.altText);
    const row = await db.transaction(async (tx) => {
      const current = await ownedMedia(tx, scope, id, true);
      const [updated] = await tx
        .update(media)
        .set({ ...withConsentRule(current, parsed.data), updatedAt: new Date() })
        .where(eq(media.id, id))
        .returning();
      if (!updated) throw new Error('update returned no row');
      await announceMedia(tx, updated);
      return updated;
    });
    afterCommit();
    return c.json({ success: true, media: await mediaItemOf(db, row), message: say(scope, 'saved') });
  });

  app.delete('/:id', async (c) => {
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
      return row.imagePath;
    });
    afterCommit();
    await deleteUnusedFiles(deps, [path]);
    return c.json({ success: true, message: say(scope, 'deleted') });
  });

  return app;
}
