import type { AccountProductResponse, MessageResponse, UpdateAccountProductRequest } from '@studio/contracts';
import {
  type Auth,
  accountIdOf,
  type Clock,
  conflict,
  type Db,
  emit,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { refuseBlockedFields } from '../compliance/blocked-fields.ts';
import { accountProductImages, accountProducts, outbox, productImages, products } from '../db/schema.ts';
import { eventOf } from '../products/events.ts';
import { checkStoredImage } from '../products/form.ts';
import { ADMIN_VIEW, findProduct } from '../products/queries.ts';
import { deleteUnusedFiles, type FileDeps } from '../stored-files/files.ts';
import { claimSavedImages } from '../stored-files/saved-images.ts';
import { accountProductImageRoutes } from './images.ts';
import {
  announceCount,
  announceRemoved,
  announceSaved,
  assertRoomForAiProduct,
  listAccountProducts,
  lockAccountProducts,
  ownedProduct,
  ownImages,
  toAccountProduct,
} from './queries.ts';

type Deps = FileDeps & { auth: Auth; afterCommit: () => void; now: Clock };

/** The sheet's own words, as the compliance rules read them. */
const sheetText = (sheet: UpdateAccountProductRequest['factSheet']) =>
  sheet
    ? [
        sheet.what,
        sheet.does,
        sheet.examines ?? '',
        sheet.leavesWith ?? '',
        ...sheet.usedWith,
        ...sheet.notConfusedWith,
        ...sheet.hashtags,
      ].join('\n')
    : null;

/** /api/v2/account-products: the business's products. The account is the token's. */
export function accountProductRoutes(app: ServiceApp, deps: Deps) {
  const { db, afterCommit, storage, now } = deps;

  mountRoute(app, 'GET /api/v2/account-products', async (c) =>
    c.json({ success: true, products: await listAccountProducts(db, accountIdOf(c)) }),
  );

  mountRoute(app, 'POST /api/v2/account-products', async (c) => {
    const accountId = accountIdOf(c);
    const { originalProductId } = c.req.valid('json');
    const product = await db.transaction(async (tx) => {
      // Drafts, archived products and other businesses' own products are not the business's to choose.
      const original = await findProduct(tx, originalProductId, { admin: false, accountId });
      if (!original) throw notFound('Product not found');
      await lockAccountProducts(tx, accountId);
      const [row] = await tx
        .insert(accountProducts)
        .values({
          accountId,
          originalProductId,
          originalName: original.name,
          originalDescription: original.description,
          originalImagePath: original.imagePath,
          categoryId: original.categoryId,
          categoryName: original.categoryName,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('This product is already in your list');
      await announceCount(tx, accountId);
      await announceSaved(tx, row);
      return toAccountProduct(row);
    });
    afterCommit();
    return c.json(
      { success: true, product, message: 'Product added to your list' } satisfies AccountProductResponse,
      201,
    );
  });

  mountRoute(app, 'POST /api/v2/account-products/ai', async (c) => {
    const accountId = accountIdOf(c);
    const { name, description, imagePaths } = c.req.valid('json');
    refuseBlockedFields(
      [
        { field: 'productName', text: name },
        { field: 'description', text: description },
      ],
      'el',
    );
    const paths = [...new Set(imagePaths)];
    // Only images /api/save-product-images stored may become product images.
    for (const path of paths) await checkStoredImage(storage, path);
    const [mainImage] = paths as [string, ...string[]];
    const product = await db.transaction(async (tx) => {
      // Under the account's lock: parallel creations on any replica cannot pass the limit together.
      await lockAccountProducts(tx, accountId);
      await assertRoomForAiProduct(tx, accountId);
      // Each keeps the web address the image search found it at: the library labels it as the AI's choice.
      const foundAt = await claimSavedImages(tx, storage, { accountId }, paths);
      const catalogueId = await insertCatalogueProduct(tx, { accountId, name, description, paths, foundAt });
      const [row] = await tx
        .insert(accountProducts)
        .values({
          accountId,
          originalProductId: catalogueId,
          originalName: name,
          originalDescription: description,
          originalImagePath: mainImage,
          customImagePath: mainImage,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx
        .insert(accountProductImages)
        .values(imageRows(paths, foundAt).map((image) => ({ ...image, accountProductId: row.id })));
      await announceCount(tx, accountId);
      await announceSaved(tx, row);
      return toAccountProduct(row);
    });
    afterCommit();
    return c.json(
      { success: true, product, message: 'Product created successfully' } satisfies AccountProductResponse,
      201,
    );
  });

  mountRoute(app, 'PATCH /api/v2/account-products/:id', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Product');
    const input = c.req.valid('json');
    await ownedProduct(db, accountId, id);
    refuseBlockedFields(
      [
        { field: 'customName', text: input.customName },
        { field: 'description', text: input.customDescription },
        // What the business writes on the sheet reaches its posts: the same rules hold for it.
        { field: 'description', text: sheetText(input.factSheet) },
      ],
      'el',
    );
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(accountProducts)
        .set({
          ...(input.customName !== undefined ? { customName: input.customName } : {}),
          ...(input.customDescription !== undefined ? { customDescription: input.customDescription } : {}),
          ...(input.factSheet !== undefined ? { factSheet: input.factSheet } : {}),
          updatedAt: now(),
        })
        .where(and(eq(accountProducts.id, id), eq(accountProducts.accountId, accountId)))
        .returning();
      // Removed by a concurrent request after the check.
      if (!updated) throw notFound('Product not found');
      await announceSaved(tx, updated);
      return updated;
    });
    afterCommit();
    return c.json({ success: true, product: toAccountProduct(row), message: 'Product updated successfully' });
  });

  mountRoute(app, 'DELETE /api/v2/account-products/:id', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Product');
    const paths = await db.transaction(async (tx) => {
      await lockAccountProducts(tx, accountId);
      const images = await ownImages(tx, id);
      const [row] = await tx
        .delete(accountProducts)
        .where(and(eq(accountProducts.id, id), eq(accountProducts.accountId, accountId)))
        .returning();
      if (!row) throw notFound('Product not found');
      await announceCount(tx, accountId);
      await announceRemoved(tx, accountId, id);
      return [row.customImagePath, row.originalImagePath, ...images.map((i) => i.imagePath)];
    });
    afterCommit();
    await deleteUnusedFiles(deps, paths);
    return c.json({ success: true, message: 'Product removed from your list' } satisfies MessageResponse);
  });

  accountProductImageRoutes(app, deps);
}

/** Images in their order, each with the web address the image search found it at (null: uploaded). */
const imageRows = (paths: string[], foundAt: Map<string, string>) =>
  paths.map((imagePath, sortOrder) => ({
    imagePath,
    originalUrl: foundAt.get(imagePath) ?? null,
    sortOrder,
  }));

/**
 * The product an AI creation adds to the platform: active but the creating business's own
 * until the admin promotes it into the shared catalogue, the first image its main one and the others
 * its extra images, announced like any other new product.
 */
async function insertCatalogueProduct(
  tx: Db,
  {
    accountId,
    name,
    description,
    paths,
    foundAt,
  }: { accountId: number; name: string; description: string; paths: string[]; foundAt: Map<string, string> },
): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ name, description, status: 'active', imagePath: paths[0] ?? null, ownerAccountId: accountId })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  const extra = paths.slice(1);
  if (extra.length > 0) {
    await tx
      .insert(productImages)
      .values(imageRows(extra, foundAt).map((image) => ({ ...image, productId: row.id })));
  }
  const created = await findProduct(tx, row.id, ADMIN_VIEW);
  if (!created) throw new Error(`product ${row.id} vanished inside its own transaction`);
  await emit(tx, outbox, 'catalog.product.created', eventOf(created));
  return row.id;
}
