import type { ImageVariantKind } from '@studio/contracts';
import type { Db, Logger } from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { imageVariantFailures, imageVariants } from '../db/schema.ts';
import type { ImageExt } from '../storage/image-type.ts';
import type { Storage } from '../storage/storage.ts';
import { makeVariant, RECIPE, UnreadableImageError } from './convert.ts';
import { createFairSlots } from './fair-slots.ts';

export type VariantDeps = { db: Db; storage: Storage; logger: Logger };

/**
 * Conversions at work at once in one process (each holds a decoded image, tens of MB at most), shared
 * fairly between the accounts whose uploads are checked and the public fetches of network images.
 */
const converting = createFairSlots(2);
/**
 * Conversions waiting their turn in one process, at most: past it a fetch is answered 503 with
 * Retry-After rather than queued, so a burst of fetches cannot delay the others without end.
 */
const MAX_WAITING = 8;

/** Too many conversions waiting in this process: the fetch is answered 503 and tried again later. */
export class ConversionsBusyError extends Error {
  constructor() {
    super('too many image conversions are waiting');
    this.name = 'ConversionsBusyError';
  }
}

/** The conversions at work and waiting in this process now. */
export const conversionLoad = () => converting.load();

/** Whose decode it is: an account's (`account:<id>`), the admin's, or the public fetches' of network images. */
export const NETWORK_FETCHES = 'network-images';

/**
 * Runs a decode in this process's conversion slots, in `owner`'s turn (createFairSlots: one account's
 * burst of uploads never holds another's behind it): a signed-in upload's check waits its turn; an
 * anonymous fetch's conversion (`refuseWhenBusy`) is refused when too many already wait.
 */
export function inConversionSlot<T>(
  owner: string,
  work: () => Promise<T>,
  refuseWhenBusy = false,
): Promise<T> {
  if (refuseWhenBusy && converting.load().waiting >= MAX_WAITING)
    return Promise.reject(new ConversionsBusyError());
  return converting.run(owner, work);
}

const keyOf = (sourcePath: string, network: ImageVariantKind) =>
  and(
    eq(imageVariants.sourcePath, sourcePath),
    eq(imageVariants.network, network),
    eq(imageVariants.recipe, RECIPE),
  );

const failureKeyOf = (sourcePath: string, network: ImageVariantKind) =>
  and(
    eq(imageVariantFailures.sourcePath, sourcePath),
    eq(imageVariantFailures.network, network),
    eq(imageVariantFailures.recipe, RECIPE),
  );

const extOf = (path: string) => path.slice(path.lastIndexOf('.') + 1) as ImageExt;

/**
 * The stored image `sourcePath` (`/uploads/<name>`) as `network` takes it, made the first time it is
 * asked for and kept (a row, and its file in storage), so every replica and every later fetch serves
 * the same bytes; null when there is no such image. Two makers at once: the first row wins and the
 * other's file is deleted.
 */
export function networkVariant(
  deps: VariantDeps,
  sourcePath: string,
  network: ImageVariantKind,
): Promise<NetworkImage | null> {
  // Fetches of one image that come together share one look and one conversion (Meta and the previews
  // ask at once; so does whoever wants to stall the converter).
  const key = `${network}:${sourcePath}`;
  const running = inFlight.get(key);
  if (running) return running;
  const made = findOrMakeVariant(deps, sourcePath, network).finally(() => inFlight.delete(key));
  inFlight.set(key, made);
  return made;
}

type NetworkImage = { bytes: Uint8Array; contentType: string };
/** The variants being looked up or made in this process, by network and source. */
const inFlight = new Map<string, Promise<NetworkImage | null>>();

async function findOrMakeVariant(
  deps: VariantDeps,
  sourcePath: string,
  network: ImageVariantKind,
): Promise<NetworkImage | null> {
  const { db, storage, logger } = deps;
  const [known] = await db.select().from(imageVariants).where(keyOf(sourcePath, network));
  if (known) {
    const file = await storage.get(known.variantPath);
    if (file) return { bytes: file.bytes, contentType: known.contentType };
    // Its file went missing (a restored backup, a hand): made again.
    logger.warn({ sourcePath, network }, 'an image variant lost its file; making it again');
    await db.delete(imageVariants).where(keyOf(sourcePath, network));
  }
  const [failed] = await db.select().from(imageVariantFailures).where(failureKeyOf(sourcePath, network));
  if (failed) throw new UnreadableImageError('its conversion failed before');
  const original = await storage.get(sourcePath);
  if (!original) return null;
  let variant: Awaited<ReturnType<typeof makeVariant>>;
  try {
    variant = await inConversionSlot(
      NETWORK_FETCHES,
      () => makeVariant(network, { bytes: original.bytes, ext: extOf(sourcePath) }),
      true,
    );
  } catch (error) {
    // Remembered for every replica: the same bytes fail the same way, and decoding them is the cost.
    if (error instanceof UnreadableImageError)
      await db
        .insert(imageVariantFailures)
        .values({ sourcePath, network, recipe: RECIPE })
        .onConflictDoNothing();
    throw error;
  }
  const variantPath = variant.asIs ? sourcePath : await storage.put(variant.bytes, 'jpg');
  const bytes = variant.asIs ? original.bytes : variant.bytes;
  const saved = await db
    .insert(imageVariants)
    .values({
      sourcePath,
      network,
      recipe: RECIPE,
      variantPath,
      contentType: variant.contentType,
      width: variant.size.width,
      height: variant.size.height,
      bytes: bytes.byteLength,
    })
    .onConflictDoNothing()
    .returning({ variantPath: imageVariants.variantPath });
  if (saved.length > 0) {
    // The original deleted while this was made: its deleter may have looked for variants before this
    // row was in, so the row and its file go now (one of the two always sees the other's work).
    if (!(await storage.get(sourcePath))) {
      await deleteVariantsOf(deps, [sourcePath]);
      return null;
    }
    return { bytes, contentType: variant.contentType };
  }
  // Another request made it first: its bytes are the ones every fetch gets.
  if (!variant.asIs) await storage.delete(variantPath);
  const [first] = await db.select().from(imageVariants).where(keyOf(sourcePath, network));
  const file = first ? await storage.get(first.variantPath) : null;
  return file && first ? { bytes: file.bytes, contentType: first.contentType } : null;
}

/**
 * The variants of originals whose files were deleted: their rows, and their own files. Called after the
 * originals' deletion; a file that cannot be deleted is logged.
 */
export async function deleteVariantsOf(deps: VariantDeps, sourcePaths: string[]): Promise<void> {
  if (sourcePaths.length === 0) return;
  const { db, storage, logger } = deps;
  await db.delete(imageVariantFailures).where(inArray(imageVariantFailures.sourcePath, sourcePaths));
  const removed = await db
    .delete(imageVariants)
    .where(inArray(imageVariants.sourcePath, sourcePaths))
    .returning({ sourcePath: imageVariants.sourcePath, variantPath: imageVariants.variantPath });
  for (const { sourcePath, variantPath } of removed) {
    if (variantPath === sourcePath) continue;
    await storage.delete(variantPath).catch((error: unknown) => {
      logger.error({ err: error, path: variantPath }, 'could not delete the variant of a deleted image');
    });
  }
}
