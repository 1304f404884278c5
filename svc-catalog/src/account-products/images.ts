import type {
  AccountProductImage,
  AccountProductImageResponse,
  AccountProductImagesResponse,
  MessageResponse,
} from '@studio/contracts';
import {
  ApiError,
  accountIdOf,
  badRequest,
  type Clock,
  type Db,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { and, count, eq, sql } from 'drizzle-orm';
import { accountProductImages, accountProducts } from '../db/schema.ts';
import { assertRoomForUpload } from '../media/queries.ts';
import { readForm } from '../products/form.ts';
import { deleteUnusedFiles, type FileDeps, withStoredFile } from '../stored-files/files.ts';
import { fileOf, notAnImage, readImageUpload } from '../stored-files/upload.ts';
import { announceSaved, ownedProduct, ownImages, toImage } from './queries.ts';

/** The catalogue's image, listed when the business has none of its own; id 0 cannot be deleted. */
const ORIGINAL_IMAGE_ID = 0;

/** A business's own images of one product: enough for any carousel (10), with room to choose. */
export const IMAGES_PER_PRODUCT = 20;
export const IMAGE_LIMIT_REACHED = `Το προϊόν έχει ήδη ${IMAGES_PER_PRODUCT} εικόνες, το μέγιστο επιτρεπτό. Διαγράψτε μια εικόνα για να προσθέσετε νέα.`;

async function assertRoomForImage(db: Db, accountProductId: number): Promise<void> {
  const [row] = await db
    .select({ count: count() })
    .from(accountProductImages)
    .where(eq(accountProductImages.accountProductId, accountProductId));
  if ((row?.count ?? 0) >= IMAGES_PER_PRODUCT) throw new ApiError(409, 'image_limit', IMAGE_LIMIT_REACHED);
}

/**
 * /api/v2/account-products/:id/images: the business's own images of a product. Mounted inside the
 * account product routes, behind their business check.
 */
export function accountProductImageRoutes(
  app: ServiceApp,
  deps: FileDeps & { afterCommit: () => void; now: Clock },
) {
  const { db, afterCommit, now } = deps;

  mountRoute(app, 'GET /api/v2/account-products/:id/images', async (c) => {
    const product = await ownedProduct(db, accountIdOf(c), parseId(c.req.param('id'), 'Product'));
    const own = await ownImages(db, product.id);
    const images: AccountProductImage[] =
      own.length > 0 || !product.originalImagePath
        ? own.map(toImage)
        : [{ id: ORIGINAL_IMAGE_ID, imagePath: product.originalImagePath }];
    return c.json({ success: true, images } satisfies AccountProductImagesResponse);
  });

  mountRoute(app, 'POST /api/v2/account-products/:id/images', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Product');
    // Before reading the body: another account's id says nothing more than a missing one.
    await ownedProduct(db, accountId, id);
    // Before reading the body too: a full product, or a full budget, costs no upload.
    await assertRoomForImage(db, id);
    await assertRoomForUpload(db, accountId);
    const { image: field } = await readForm(c);
    const file = fileOf(field);
    if (!file && typeof field === 'string' && field !== '') throw notAnImage();
    if (!file) throw badRequest('An image file is required', 'validation');
    const upload = await readImageUpload(file, { accountId, db, now: now() });
    const image = await withStoredFile(deps, upload, (storedPath) =>
      db.transaction(async (tx) => {
        const imagePath = storedPath!;
        // Locked, so two first uploads cannot both find no main image; gone meanwhile is 404.
        const product = await ownedProduct(tx, accountId, id, true);
        // Under the product's lock and the account's upload turn: parallel uploads on any replica cannot
        // pass the limits together.
        await assertRoomForImage(tx, id);
        await assertRoomForUpload(tx, accountId, true);
        const [row] = await tx
          .insert(accountProductImages)
          .values({
            accountProductId: id,
            imagePath,
            sortOrder: sql`(select coalesce(max(${accountProductImages.sortOrder}) + 1, 0) from ${accountProductImages} where ${accountProductImages.accountProductId} = ${id})`,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        if (!product.customImagePath) {
          const [updated] = await tx
            .update(accountProducts)
            .set({ customImagePath: imagePath, updatedAt: now() })
            .where(eq(accountProducts.id, id))
            .returning();
          if (updated) await announceSaved(tx, updated);
        }
        return toImage(row);
      }),
    );
    afterCommit();
    return c.json({ success: true, image } satisfies AccountProductImageResponse, 201);
  });

  mountRoute(app, 'DELETE /api/v2/account-products/:id/images/:imageId', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Product');
    const imageId = parseId(c.req.param('imageId'), 'Image');
    const path = await db.transaction(async (tx) => {
      const product = await ownedProduct(tx, accountId, id, true);
      const [row] = await tx
        .delete(accountProductImages)
        .where(and(eq(accountProductImages.id, imageId), eq(accountProductImages.accountProductId, id)))
        .returning({ path: accountProductImages.imagePath });
      if (!row) throw notFound('Image not found');
      if (product.customImagePath === row.path) {
        // The main image moves to the next of the business's images, or back to the original.
        const [next] = await ownImages(tx, id);
        const [updated] = await tx
          .update(accountProducts)
          .set({ customImagePath: next?.imagePath ?? null, updatedAt: now() })
          .where(eq(accountProducts.id, id))
          .returning();
        if (updated) await announceSaved(tx, updated);
      }
      return row.path;
    });
    afterCommit();
    await deleteUnusedFiles(deps, [path]);
    return c.json({ success: true, message: 'Image deleted successfully' } satisfies MessageResponse);
  });
}
