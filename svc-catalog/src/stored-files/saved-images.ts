import { badRequest, type Db, lockDue, tooManyRequests } from '@studio/kit';
import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { savedImages } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { type FileDeps, pathsInUse, pathsUsableBy } from './files.ts';

/** How long a downloaded image waits for its product before the sweep deletes it. */
export const SAVED_IMAGE_TTL_MS = 24 * 60 * 60_000;
/** How often each replica looks for images past their day (the rows are taken once across replicas). */
export const SAVED_IMAGES_SWEEP_INTERVAL_MS = 15 * 60_000;
/** Rows one sweep transaction takes at most; a run goes on until none is left. */
const SWEEP_BATCH = 100;
/** Downloaded images a business account may have waiting for their product at once (10 MB each at most). */
export const SAVED_IMAGES_PER_ACCOUNT = 60;
export const SAVED_IMAGES_LIMIT_REACHED = `Έχετε ήδη ${SAVED_IMAGES_PER_ACCOUNT} εικόνες που περιμένουν να γίνουν προϊόν. Δημιουργήστε τα προϊόντα σας ή δοκιμάστε ξανά αύριο.`;

/** Who saved an image: a business account, or the platform admin (null). */
export type Saver = { accountId: number | null };

const IMAGE_GONE = {
  en: 'The image URL must be an image saved by this service (/uploads/…)',
  el: 'Η εικόνα δεν υπάρχει πια (οι εικόνες που δεν γίνονται προϊόν διαγράφονται μετά από μία ημέρα). Δημιουργήστε ξανά την προεπισκόπηση.',
} as const;

const sameSaver = (accountId: number | null) =>
  accountId === null ? isNull(savedImages.accountId) : eq(savedImages.accountId, accountId);

/**
 * Records the images just downloaded, with who and when. A business has at most
 * SAVED_IMAGES_PER_ACCOUNT waiting at once: counted and written under a lock of the account, so
 * concurrent saves (and replicas) cannot pass it together. Refused, nothing is recorded (the caller
 * deletes the files).
 */
export async function recordSavedImages(
  db: Db,
  saver: Saver,
  images: { imagePath: string; originalUrl: string | null }[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { accountId } = saver;
    if (accountId !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('post-studio:saved-images'), ${accountId})`);
      const [waiting] = await tx
        .select({ n: count() })
        .from(savedImages)
        .where(eq(savedImages.accountId, accountId));
      if ((waiting?.n ?? 0) + images.length > SAVED_IMAGES_PER_ACCOUNT) {
        const retry = Math.ceil(SAVED_IMAGE_TTL_MS / 1000);
        throw tooManyRequests(SAVED_IMAGES_LIMIT_REACHED, retry);
      }
    }
    await tx
      .insert(savedImages)
      .values(
        images.map(({ imagePath, originalUrl }) => ({ imagePath, accountId, originalUrl, savedAt: at })),
      );
  });
}

/**
 * A product is made of saved images: inside the transaction that creates it, takes their rows (so the
 * sweep leaves the files alone from then on) and checks the files are still there. The rows are locked
 * while a sweep is deleting them, so this waits for it and then finds the file gone: an image is never
 * both swept and used. A path another caller saved is refused like one never saved; a path with no row
 * (an image a product already uses) needs its file and, for a business, to be one it may see. Answers
 * the web address each claimed image was found at (absent: none known).
 */
export async function claimSavedImages(
  tx: Db,
  storage: Storage,
  saver: Saver,
  paths: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(paths)];
  const foundAt = new Map<string, string>();
  if (wanted.length === 0) return foundAt;
  const gone = () => badRequest(IMAGE_GONE[saver.accountId === null ? 'en' : 'el'], 'validation');
  const others = await tx
    .select({ path: savedImages.imagePath })
    .from(savedImages)
    .where(
      and(
        inArray(savedImages.imagePath, wanted),
        saver.accountId === null
          ? sql`${savedImages.accountId} is not null`
          : sql`${savedImages.accountId} is distinct from ${saver.accountId}`,
      ),
    );
  if (others.length > 0) throw gone();
  const claimed = await tx
    .delete(savedImages)
    .where(and(inArray(savedImages.imagePath, wanted), sameSaver(saver.accountId)))
    .returning({ path: savedImages.imagePath, originalUrl: savedImages.originalUrl });
  for (const { path, originalUrl } of claimed) if (originalUrl) foundAt.set(path, originalUrl);
  // A business names an image it did not save only when it may see it (never another's upload).
  if (saver.accountId !== null) {
    const unsaved = wanted.filter((path) => !claimed.some((row) => row.path === path));
    const usable = await pathsUsableBy(tx, saver.accountId, unsaved);
    if (unsaved.some((path) => !usable.has(path))) throw gone();
  }
  for (const path of wanted) {
    if (!(await storage.get(path))) throw gone();
  }
  return foundAt;
}

/**
 * Deletes the images saved more than a day before `now` that nothing uses: each row is taken with
 * `FOR UPDATE SKIP LOCKED`, so replicas sweeping at once share the rows and never both handle one, and
 * the files go before the rows' deletion commits, so a product being made of one waits and then finds it
 * gone. An image a product, product image or the media library uses is kept and forgotten here. Answers
 * how many files were deleted.
 */
export async function sweepSavedImages({ db, storage }: Pick<FileDeps, 'db' | 'storage'>, now: Date) {
  const cutoff = new Date(now.getTime() - SAVED_IMAGE_TTL_MS);
  let deleted = 0;
  for (;;) {
    const { taken, removed } = await db.transaction(async (tx) => {
      const rows = await lockDue(tx, {
        table: savedImages,
        due: lt(savedImages.savedAt, cutoff),
        orderBy: [asc(savedImages.savedAt)],
        limit: SWEEP_BATCH,
      });
      if (rows.length === 0) return { taken: 0, removed: 0 };
      const paths = rows.map((r) => r.imagePath);
      const used = await pathsInUse(tx, paths);
      const unused = paths.filter((p) => !used.has(p));
      for (const path of unused) await storage.delete(path);
      await tx.delete(savedImages).where(inArray(savedImages.imagePath, paths));
      return { taken: rows.length, removed: unused.length };
    });
    deleted += removed;
    if (taken < SWEEP_BATCH) return deleted;
  }
}
