import { unlink } from 'node:fs/promises';
import type { Db, Logger } from '@studio/kit';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { accountProductImages, accountProducts, media, productImages, products } from '../db/schema.ts';
import { deleteVariantsOf } from '../network-images/variants.ts';
import type { Storage } from '../storage/storage.ts';
import type { ImageUpload } from './upload.ts';

export type FileDeps = { db: Db; storage: Storage; logger: Logger };

/**
 * Stores the upload (when there is one), then runs the write with its path. Should the write fail,
 * the file is deleted again, so a failed write leaves no orphan file behind.
 */
export async function withStoredFile<T>(
  { storage, logger }: FileDeps,
  upload: ImageUpload | null,
  write: (storedPath: string | null) => Promise<T>,
): Promise<T> {
  const storedPath = upload ? await storage.put(upload.bytes, upload.ext) : null;
  try {
    return await write(storedPath);
  } catch (error) {
    if (storedPath) {
      await storage.delete(storedPath).catch((cleanup: unknown) => {
        logger.error({ err: cleanup, path: storedPath }, 'could not delete the file of a failed write');
      });
    }
    throw error;
  }
}

/** Every file a library item names: the upload itself and, for a video, its conversion and its cover. */
export const filesOfMedia = (row: {
  imagePath: string;
  videoPath: string | null;
  videoCoverPath: string | null;
}): (string | null)[] => [row.imagePath, row.videoPath, row.videoCoverPath];

/**
 * What rows that were deleted named on disk: stored files (under /uploads/) and resumable uploads' part
 * files (by upload id).
 */
export type OwnedFiles = { paths: (string | null)[]; uploadIds: string[] };

/**
 * The one way the files of deleted rows go, after their deletion commits: the part files of their
 * unfinished uploads, then every stored file (original, converted video, cover) that nothing else uses,
 * with its network variants (see deleteUnusedFiles).
 */
export async function deleteOwnedFiles(deps: FileDeps, { paths, uploadIds }: OwnedFiles): Promise<void> {
  for (const id of uploadIds)
    await unlink(await deps.storage.partFileOf(id)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT')
        deps.logger.error({ err: error, upload: id }, 'could not delete a part file');
    });
  await deleteUnusedFiles(deps, paths);
}

/**
 * After a commit: deletes the files of these paths (and their network variants) that no product,
 * product image, account product or media library uses any more (an AI-saved image may back more than
 * one product, and a business keeps its copy of a catalogue product's image). The change is already
 * committed, so a file that cannot be deleted is logged, not reported to the caller.
 */
export async function deleteUnusedFiles({ db, storage, logger }: FileDeps, paths: (string | null)[]) {
  const candidates = [...new Set(paths.filter((p): p is string => p !== null))];
  if (candidates.length === 0) return;
  const used = await pathsInUse(db, candidates);
  const unused = candidates.filter((p) => !used.has(p));
  for (const path of unused) {
    await storage.delete(path).catch((error: unknown) => {
      logger.error({ err: error, path }, 'could not delete an image file no longer used');
    });
  }
  // What was made of them for Facebook and Instagram goes with them.
  await deleteVariantsOf({ db, storage, logger }, unused);
}

/**
 * Those of `candidates` a product, product image, account product or media library item uses (an
 * upload, a converted video or its cover).
 */
export async function pathsInUse(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const lists = await Promise.all([
    db.select({ path: products.imagePath }).from(products).where(inArray(products.imagePath, candidates)),
    db
      .select({ path: productImages.imagePath })
      .from(productImages)
      .where(inArray(productImages.imagePath, candidates)),
    db
      .select({ path: accountProducts.originalImagePath })
      .from(accountProducts)
      .where(inArray(accountProducts.originalImagePath, candidates)),
    db
      .select({ path: accountProducts.customImagePath })
      .from(accountProducts)
      .where(inArray(accountProducts.customImagePath, candidates)),
    db
      .select({ path: accountProductImages.imagePath })
      .from(accountProductImages)
      .where(inArray(accountProductImages.imagePath, candidates)),
    db.select({ path: media.imagePath }).from(media).where(inArray(media.imagePath, candidates)),
    db.select({ path: media.videoPath }).from(media).where(inArray(media.videoPath, candidates)),
    db.select({ path: media.videoCoverPath }).from(media).where(inArray(media.videoCoverPath, candidates)),
  ]);
  return new Set(lists.flat().flatMap((r) => (r.path === null ? [] : [r.path])));
}

/**
 * Those of `candidates` a business may make a product of without having saved them: the images of
 * catalogue products it sees (shared ones and its own), and what its own account products and media
 * library use. Another business's upload is never among them.
 */
export async function pathsUsableBy(db: Db, accountId: number, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const visible = or(isNull(products.ownerAccountId), eq(products.ownerAccountId, accountId));
  const lists = await Promise.all([
    db
      .select({ path: products.imagePath })
      .from(products)
      .where(and(inArray(products.imagePath, candidates), visible)),
    db
      .select({ path: productImages.imagePath })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(and(inArray(productImages.imagePath, candidates), visible)),
    db
      .select({ path: accountProducts.customImagePath })
      .from(accountProducts)
      .where(
        and(inArray(accountProducts.customImagePath, candidates), eq(accountProducts.accountId, accountId)),
      ),
    db
      .select({ path: accountProductImages.imagePath })
      .from(accountProductImages)
      .innerJoin(accountProducts, eq(accountProducts.id, accountProductImages.accountProductId))
      .where(
        and(inArray(accountProductImages.imagePath, candidates), eq(accountProducts.accountId, accountId)),
      ),
    db
      .select({ path: media.imagePath })
      .from(media)
      .where(and(inArray(media.imagePath, candidates), eq(media.accountId, accountId))),
  ]);
  return new Set(lists.flat().flatMap((r) => (r.path === null ? [] : [r.path])));
}
