import type {
  MessageResponse,
  ProductImage,
  ProductImageResponse,
  ProductImagesResponse,
} from '@studio/contracts';
import {
  type Auth,
  badRequest,
  isForeignKeyViolation,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { asc, eq, sql } from 'drizzle-orm';

import { productImages, products } from '../db/schema.ts';
import { readForm } from '../products/form.ts';
import { deleteUnusedFiles, type FileDeps, withStoredFile } from '../stored-files/files.ts';
import { fileOf, notAnImage, readImageUpload } from '../stored-files/upload.ts';

type Deps = FileDeps & { auth: Auth };

const toImage = (row: typeof productImages.$inferSelect): ProductImage => ({
  id: row.id,
  productId: row.productId,
  imagePath: row.imagePath,
  originalUrl: row.originalUrl,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
});

/** /api/product-images: the extra images of a product, listed and deleted. */
export function productImageRoutes(app: ServiceApp, deps: Deps) {
  const { db } = deps;

  mountRoute(app, 'GET /api/product-images/:originalProductId', async (c) => {
    const productId = parseId(c.req.param('originalProductId'), 'Product');
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound('Product not found');
    const rows = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
    return c.json({ success: true, images: rows.map(toImage) } satisfies ProductImagesResponse);
  });

  mountRoute(app, 'DELETE /api/product-images/:imageId', async (c) => {
    const id = parseId(c.req.param('imageId'), 'Image');
    const [row] = await db
      .delete(productImages)
      .where(eq(productImages.id, id))
      .returning({ path: productImages.imagePath });
    if (!row) throw notFound('Image not found');
    await deleteUnusedFiles(deps, [row.path]);
    return c.json({ success: true, message: 'Image deleted successfully' } satisfies MessageResponse);
  });
}

/** POST /api/products/:originalProductId/images: adds an uploaded image (field `image`) after the others. */
export function productImageUploadRoutes(app: ServiceApp, deps: Deps) {
  const { db } = deps;
  // Mounted beside /api/products, whose own routes check the caller: the check goes on this route only.

  mountRoute(app, 'POST /api/products/:originalProductId/images', async (c) => {
    const productId = parseId(c.req.param('originalProductId'), 'Product');
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound('Product not found');
    const { image: field } = await readForm(c);
    const file = fileOf(field);
    if (!file && typeof field === 'string' && field !== '') throw notAnImage();
    if (!file) throw badRequest('An image file is required', 'validation');
    const upload = await readImageUpload(file);
    const image = await withStoredFile(deps, upload, async (storedPath) => {
      const [row] = await db
        .insert(productImages)
        .values({
          productId,
          imagePath: storedPath!,
          sortOrder: sql`(select coalesce(max(${productImages.sortOrder}) + 1, 0) from ${productImages} where ${productImages.productId} = ${productId})`,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toImage(row);
    }).catch((error: unknown) => {
      // The product was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw notFound('Product not found');
      throw error;
    });
    return c.json({ success: true, image } satisfies ProductImageResponse, 201);
  });
}
