import type { Db, Logger } from '@studio/kit';
import { inArray } from 'drizzle-orm';
import { productImages, products } from '../db/schema.ts';
import type { Storage } from './storage.ts';
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

/**
 * After a commit: deletes the files of these paths that no product and no product image uses any
 * more (an AI-saved image may back more than one product). The change is already committed, so a
 * file that cannot be deleted is logged, not reported to the caller.
 */
export async function deleteUnusedFiles({ db, storage, logger }: FileDeps, paths: (string | null)[]) {
  const candidates = [...new Set(paths.filter((p): p is string => p !== null))];
  if (candidates.length === 0) return;
  const [asMain, asExtra] = await Promise.all([
    db.select({ path: products.imagePath }).from(products).where(inArray(products.imagePath, candidates)),
    db
      .select({ path: productImages.imagePath })
      .from(productImages)
      .where(inArray(productImages.imagePath, candidates)),
  ]);
  const used = new Set([...asMain, ...asExtra].map((r) => r.path));
  for (const path of candidates.filter((p) => !used.has(p))) {
    await storage.delete(path).catch((error: unknown) => {
      logger.error({ err: error, path }, 'could not delete an image file no longer used');
    });
  }
}
