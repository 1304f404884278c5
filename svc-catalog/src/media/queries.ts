import { checkFields } from '@studio/ai';
import {
  type ImageTextStatus,
  MEDIA_UPLOADS_PER_ACCOUNT,
  type MediaItem,
  type MediaVideo,
  mediaMessages,
} from '@studio/contracts';
import { ApiError, type Db, emit, notFound, rowsOf } from '@studio/kit';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  accountProductImages,
  accountProducts,
  media,
  mediaUploads,
  outbox,
  postImageUses,
  productImages,
  products,
} from '../db/schema.ts';

/** Whose library: a business's (its account id), or the catalogue's (null, the admin's). */
export type Scope = number | null;
export type MediaRow = typeof media.$inferSelect;

const ofScope = (scope: Scope): SQL =>
  scope === null ? isNull(media.accountId) : (eq(media.accountId, scope) as SQL);

type ProductImage = { path: string; source: MediaRow['source'] };

/**
 * The images the scope's products use, once each, with where each came from: an AI-saved image is also
 * its product's original, and 'ai' or 'upload' says more than 'product'. With `among`, only those paths.
 */
async function productImagesOf(db: Db, scope: Scope, among?: string[]): Promise<ProductImage[]> {
  const found: ProductImage[] = [];
  const within = (column: AnyPgColumn) => (among ? inArray(column, among) : undefined);
  if (scope === null) {
    const catalogue = and(
      isNull(products.ownerAccountId),
      isNotNull(products.imagePath),
      within(products.imagePath),
    );
    for (const r of await db.select({ path: products.imagePath }).from(products).where(catalogue))
      found.push({ path: r.path!, source: 'product' });
    const extra = await db
      .select({ path: productImages.imagePath })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(and(isNull(products.ownerAccountId), within(productImages.imagePath)));
    for (const r of extra) found.push({ path: r.path, source: 'product' });
  } else {
    const own = await db
      .select({ path: accountProductImages.imagePath, originalUrl: accountProductImages.originalUrl })
      .from(accountProductImages)
      .innerJoin(accountProducts, eq(accountProducts.id, accountProductImages.accountProductId))
      .where(and(eq(accountProducts.accountId, scope), within(accountProductImages.imagePath)));
    for (const r of own) found.push({ path: r.path, source: r.originalUrl ? 'ai' : 'upload' });
    const originals = await db
      .select({ path: accountProducts.originalImagePath })
      .from(accountProducts)
      .where(
        and(
          eq(accountProducts.accountId, scope),
          isNotNull(accountProducts.originalImagePath),
          within(accountProducts.originalImagePath),
        ),
      );
    for (const r of originals) found.push({ path: r.path!, source: 'product' });
  }
  const byPath = new Map<string, ProductImage>();
  for (const image of found) if (!byPath.has(image.path)) byPath.set(image.path, image);
  return [...byPath.values()];
}

/** Announces an image of a business's library to svc-posts (the catalogue's stay here). */
export async function announceMedia(tx: Db, row: MediaRow): Promise<void> {
  if (row.accountId === null) return;
  await emit(tx, outbox, 'catalog.media.saved', {
    accountId: row.accountId,
    mediaId: row.id,
    url: row.imagePath,
    altText: row.altText,
    showsPerson: row.showsPerson,
    personConsent: row.personConsent,
    version: row.updatedAt.toISOString(),
    imageText: row.imageText,
    imageTextStatus: imageTextStatusOf(row),
    imageTextUnsure: row.imageTextUnsure,
    faces: row.faces,
    beforeAfter: row.beforeAfter,
    kind: row.kind,
    video: videoEventOf(row),
  });
}

/** What svc-posts keeps of a video (its progress is the library's business only). */
function videoEventOf(row: MediaRow) {
  const video = videoOf(row);
  if (!video) return null;
  const { status, url, coverUrl, durationSeconds, width, height, hasAudio, sizeBytes } = video;
  return { status, url, coverUrl, durationSeconds, width, height, hasAudio, sizeBytes };
}

/**
 * A video's words and faces to be read anew (its cover or its converted file changed): the reader takes it
 * again. The faces found before stay until then (the same video: a person in it is still in it).
 */
export const READ_AGAIN = {
  imageTextStatus: 'pending',
  imageText: null,
  imageTextSure: null,
  imageTextUnsure: false,
  claimedUntil: null,
  attempts: 0,
} as const;

/** It shows a person: the business ticked it, or the detector found a face in it. */
export const showsPersonOf = (row: Pick<MediaRow, 'showsPerson' | 'faces'>): boolean =>
  row.showsPerson || row.faces.length > 0;

/** Whether its words were read, as others see it: an image being read is still pending. */
export const imageTextStatusOf = (row: MediaRow): ImageTextStatus =>
  row.imageTextStatus === 'reading' ? 'pending' : row.imageTextStatus;

/**
 * Takes the scope's product images into its library: every image the products have now, once. Run
 * before the library is read, so an image a product gained since is there; replicas running it at once
 * insert each image once (the unique path per scope), and only an inserted one is announced. Whether
 * it took any (their words are to be read).
 */
export async function takeProductImages(db: Db, scope: Scope): Promise<boolean> {
  if (scope === null) {
    // The catalogue's: one statement however large the catalogue, nothing to announce.
    const taken = await db.execute(sql`insert into ${media} (account_id, image_path, source)
      select null, images.path, 'product' from (
        select ${products.imagePath} as path from ${products}
          where ${products.ownerAccountId} is null and ${products.imagePath} is not null
        union
        select ${productImages.imagePath} from ${productImages}
          join ${products} on ${products.id} = ${productImages.productId}
          where ${products.ownerAccountId} is null
      ) as images
      on conflict do nothing returning id`);
    return rowsOf(taken).length > 0;
  }
  const images = await productImagesOf(db, scope);
  if (images.length === 0) return false;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(media)
      .values(images.map(({ path, source }) => ({ accountId: scope, imagePath: path, source })))
      .onConflictDoNothing()
      .returning();
    for (const row of inserted) await announceMedia(tx, row);
    return inserted.length > 0;
  });
}

/**
 * Refuses a business's upload when it already has MEDIA_UPLOADS_PER_ACCOUNT of its own, one budget for
 * every upload: its library's, its products' and its open video uploads' (409 `media_limit`, in Greek); the catalogue has no such
 * limit. Inside a transaction, `lock` first takes the account's upload turn, so parallel uploads of
 * either kind on any replica never pass it together.
 */
export async function assertRoomForUpload(db: Db, scope: Scope, lock = false): Promise<void> {
  if (scope === null) return;
  if (lock)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`post-studio:media-uploads:${scope}`}))`);
  const [library] = await db
    .select({ n: count() })
    .from(media)
    .where(and(eq(media.accountId, scope), eq(media.source, 'upload')));
  const [products] = await db
    .select({ n: count() })
    .from(accountProductImages)
    .innerJoin(accountProducts, eq(accountProducts.id, accountProductImages.accountProductId))
    .where(eq(accountProducts.accountId, scope));
  // Its open video uploads are on their way in: each counts as the item it becomes.
  const [open] = await db.select({ n: count() }).from(mediaUploads).where(eq(mediaUploads.accountId, scope));
  if ((library?.n ?? 0) + (products?.n ?? 0) + (open?.n ?? 0) >= MEDIA_UPLOADS_PER_ACCOUNT)
    throw new ApiError(409, 'media_limit', mediaMessages.uploadLimit);
}

/** One page of a library: its number (from 1) and its size. */
export type MediaWindow = { page: number; limit: number };

/** How many images the scope's library holds. */
export async function countMedia(db: Db, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(media).where(ofScope(scope));
  return row?.n ?? 0;
}

/** The scope's library (or one page of it), newest first, each image with the posts and products that use it. */
export async function listMedia(db: Db, scope: Scope, window?: MediaWindow): Promise<MediaItem[]> {
  const query = db
    .select()
    .from(media)
    .where(ofScope(scope))
    .orderBy(desc(media.createdAt), desc(media.id))
    .$dynamic();
  const rows = await (window ? query.limit(window.limit).offset((window.page - 1) * window.limit) : query);
  if (rows.length === 0) return [];
  const paths = rows.map((row) => row.imagePath);
  const inProducts = new Set((await productImagesOf(db, scope, paths)).map((i) => i.path));
  const uses = await usesOf(db, scope);
  return rows.map((row) => toMediaItem(row, uses, inProducts));
}

/** Which posts use which of the scope's images (the catalogue's are in no post). */
const usesOf = async (db: Db, scope: Scope) =>
  scope === null ? [] : db.select().from(postImageUses).where(eq(postImageUses.accountId, scope));

export function toMediaItem(
  row: MediaRow,
  uses: { postId: number; mediaIds: number[] }[],
  inProducts: Set<string>,
): MediaItem {
  return {
    id: row.id,
    url: row.imagePath,
    altText: row.altText,
    showsPerson: showsPersonOf(row),
    personConsent: row.personConsent,
    faces: row.faces,
    beforeAfter: row.beforeAfter,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    usedByPostIds: uses.filter((u) => u.mediaIds.includes(row.id)).map((u) => u.postId),
    usedByProduct: inProducts.has(row.imagePath),
    imageText: row.imageText,
    imageTextSure: row.imageTextSure === null ? row.imageText : row.imageTextSure || null,
    imageTextStatus: imageTextStatusOf(row),
    imageTextUnsure: row.imageTextUnsure,
    // The shipped rules: this service keeps no copy of the admin's; svc-posts' gate applies those.
    imageTextFlags: checkFields([{ field: 'imageText', text: row.imageText }]),
    kind: row.kind,
    video: videoOf(row),
  };
}

/** A video's conversion and what ffprobe read, as the screens and svc-posts see it; null for an image. */
export function videoOf(row: MediaRow): MediaVideo | null {
  if (row.kind !== 'video' || row.videoStatus === null) return null;
  return {
    status: row.videoStatus,
    progress: row.videoProgress,
    error: row.videoError,
    durationSeconds: row.videoDurationSeconds,
    width: row.videoWidth,
    height: row.videoHeight,
    hasAudio: row.videoHasAudio,
    sizeBytes: row.videoSizeBytes,
    url: row.videoStatus === 'ready' ? row.videoPath : null,
    coverUrl: row.videoStatus === 'ready' ? row.videoCoverPath : null,
    coverAtSeconds: row.videoCoverAtSeconds,
  };
}

/** One image of the scope's library; another account's id is 404 like a missing one. */
export async function ownedMedia(db: Db, scope: Scope, id: number, forUpdate = false): Promise<MediaRow> {
  const query = db
    .select()
    .from(media)
    .where(and(eq(media.id, id), ofScope(scope)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(notFoundMessage(scope));
  return row;
}

export const notFoundMessage = (scope: Scope) =>
  scope === null ? 'Image not found in the library' : 'Η εικόνα δεν βρέθηκε στη βιβλιοθήκη.';

/** One image of the library as the list shows it. */
export async function mediaItemOf(db: Db, row: MediaRow): Promise<MediaItem> {
  const inProducts = new Set((await productImagesOf(db, row.accountId, [row.imagePath])).map((i) => i.path));
  return toMediaItem(row, await usesOf(db, row.accountId), inProducts);
}
