import { type Consumer, consumerOf, type Db, emit } from '@studio/kit';
import { eq, inArray } from 'drizzle-orm';
import {
  accountProductImages,
  accountProducts,
  companyLogos,
  imageSearchAccountUsage,
  imageUploadUsage,
  media,
  mediaUploads,
  outbox,
  postImageUses,
  productImages,
  products,
  savedImages,
} from '../db/schema.ts';
import { deleteOwnedFiles, type FileDeps, filesOfMedia, type OwnedFiles } from '../stored-files/files.ts';

/**
 * Every row of the account in svc-catalog: its products (their own images go with them), the products
 * it created with AI that the admin never shared (the others belong to the catalogue now), its media
 * library (images, uploaded videos, their conversions and covers), its unfinished video uploads, its
 * downloaded images waiting for a product and its counts. Answers every file those rows named, for the
 * files to go once this commits.
 */
export async function deleteAccountData(db: Db, accountId: number): Promise<OwnedFiles> {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: accountProducts.id })
      .from(accountProducts)
      .where(eq(accountProducts.accountId, accountId));
    const ownIds = own.map((row) => row.id);
    const ownImages =
      ownIds.length === 0
        ? []
        : await tx
            .select({ path: accountProductImages.imagePath })
            .from(accountProductImages)
            .where(inArray(accountProductImages.accountProductId, ownIds));
    const copies = await tx
      .delete(accountProducts)
      .where(eq(accountProducts.accountId, accountId))
      .returning({ custom: accountProducts.customImagePath, original: accountProducts.originalImagePath });
    const owned = await tx
      .delete(products)
      .where(eq(products.ownerAccountId, accountId))
      .returning({ id: products.id, path: products.imagePath });
    const ownedImages =
      owned.length === 0
        ? []
        : await tx
            .select({ path: productImages.imagePath })
            .from(productImages)
            .where(
              inArray(
                productImages.productId,
                owned.map((row) => row.id),
              ),
            );
    const library = await tx.delete(media).where(eq(media.accountId, accountId)).returning({
      imagePath: media.imagePath,
      videoPath: media.videoPath,
      videoCoverPath: media.videoCoverPath,
    });
    const uploads = await tx
      .delete(mediaUploads)
      .where(eq(mediaUploads.accountId, accountId))
      .returning({ id: mediaUploads.id });
    const waiting = await tx
      .delete(savedImages)
      .where(eq(savedImages.accountId, accountId))
      .returning({ path: savedImages.imagePath });
    const logo = await tx
      .delete(companyLogos)
      .where(eq(companyLogos.accountId, accountId))
      .returning({ path: companyLogos.imagePath });
    await tx.delete(postImageUses).where(eq(postImageUses.accountId, accountId));
    await tx.delete(imageSearchAccountUsage).where(eq(imageSearchAccountUsage.accountId, accountId));
    await tx.delete(imageUploadUsage).where(eq(imageUploadUsage.accountId, accountId));
    for (const { id } of owned) await emit(tx, outbox, 'catalog.product.deleted', { productId: id });
    return {
      paths: [
        ...ownImages.map((row) => row.path),
        ...copies.flatMap((row) => [row.custom, row.original]),
        ...owned.map((row) => row.path),
        ...ownedImages.map((row) => row.path),
        ...library.flatMap(filesOfMedia),
        ...waiting.map((row) => row.path),
        ...logo.map((row) => row.path),
      ],
      uploadIds: uploads.map((row) => row.id),
    };
  });
}

/**
 * Removes a deleted account's rows (`auth.account.deleted`), then its files through deleteOwnedFiles:
 * part files, and stored files (with their network variants) nothing else uses: a catalogue image it had
 * a copy of stays. A redelivery finds nothing left.
 */
export function accountDeletedConsumer(files: FileDeps, afterCommit: () => void): Consumer {
  return consumerOf({
    durable: 'svc-catalog-account-deleted',
    subjects: ['auth.account.deleted'],
    startAt: 'all',
    handler: async ({ payload }) => {
      const owned = await deleteAccountData(files.db, payload.accountId);
      afterCommit();
      await deleteOwnedFiles(files, owned);
      files.logger.info(
        { accountId: payload.accountId, files: owned.paths.length, uploads: owned.uploadIds.length },
        'deleted account removed',
      );
    },
  });
}
