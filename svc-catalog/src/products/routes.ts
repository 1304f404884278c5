import type { MessageResponse, Product, ProductMutationResponse, ProductResponse } from '@studio/contracts';
import {
  type Auth,
  auditedChange,
  badRequest,
  type Clock,
  type Db,
  emit,
  isForeignKeyViolation,
  type KitEnv,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';

import { examplePosts, outbox, productImages, products } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { deleteUnusedFiles, type FileDeps, withStoredFile } from '../stored-files/files.ts';
import { claimSavedImages } from '../stored-files/saved-images.ts';
import { eventOf } from './events.ts';
import { type ProductForm, readProductForm } from './form.ts';
import { ADMIN_VIEW, findProduct, listProducts, type ProductViewer, pageProducts } from './queries.ts';

type Deps = FileDeps & { auth: Auth; afterCommit: () => void; storage: Storage; now: Clock };
type Actor = Parameters<typeof auditedChange>[0];

/** A categoryId that names no category fails on its foreign key, inside the transaction. */
function categoryMissing(error: unknown): never {
  if (isForeignKeyViolation(error)) throw badRequest('Category not found', 'validation');
  throw error;
}

async function insertPosts(tx: Db, productId: number, posts: ProductForm['fields']['examplePosts']) {
  if (posts.length === 0) return;
  await tx
    .insert(examplePosts)
    .values(posts.map((p) => ({ productId, content: p.content, platform: p.platform || undefined })));
}

async function reload(tx: Db, id: number): Promise<Product> {
  const product = await findProduct(tx, id, ADMIN_VIEW);
  if (!product) throw new Error(`product ${id} vanished inside its own transaction`);
  return product;
}

/**
 * A business chooses from the active shared catalogue and its own products; drafts, archived products
 * and other businesses' products are not its to see.
 */
const viewerOf = (c: Context<KitEnv>): ProductViewer => {
  const { role, accountId } = c.get('auth');
  return role === 'admin' || accountId === null ? ADMIN_VIEW : { admin: false, accountId };
};

/** The admin saves the images of the AI flow, and makes products of them. */
const ADMIN_SAVER = { accountId: null };

/** Writes a new product of the admin's form, its example posts, its event and its audit. */
async function insertProduct(
  tx: Db,
  storage: Storage,
  actor: Actor,
  fields: ProductForm['fields'],
  imagePath: string | null | undefined,
  storedImagePath: string | null | undefined,
  at: Date,
): Promise<Product> {
  if (storedImagePath) await claimSavedImages(tx, storage, ADMIN_SAVER, [storedImagePath]);
  const [row] = await tx
    .insert(products)
    .values({
      name: fields.name,
      publicName: fields.publicName || null,
      description: fields.description,
      status: fields.status,
      categoryId: fields.categoryId ?? null,
      imagePath,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  await insertPosts(tx, row.id, fields.examplePosts);
  const created = await reload(tx, row.id);
  await emit(tx, outbox, 'catalog.product.created', eventOf(created));
  await emit(
    tx,
    outbox,
    'catalog.change.audited',
    auditedChange(
      actor,
      'product.created',
      null,
      {
        productId: created.id,
        name: created.name,
        status: created.status,
      },
      at,
    ),
  );
  return created;
}

type ProductChange = Pick<ProductForm, 'fields' | 'sent'> & {
  id: number;
  /** The upload's path, when a file was sent. */
  storedPath: string | null | undefined;
  /** An image saved before (the AI flow), when one was named. */
  storedImagePath: string | null | undefined;
  at: Date;
};

/**
 * Changes a product to the admin's form (only the fields sent; no new image keeps the old one), with
 * its event and its audit of what changed. Answers it and the image path it no longer uses, if any.
 */
async function updateProduct(tx: Db, storage: Storage, actor: Actor, change: ProductChange) {
  const { id, fields, sent, storedPath, storedImagePath } = change;
  const [current] = await tx
    .select({
      imagePath: products.imagePath,
      name: products.name,
      publicName: products.publicName,
      description: products.description,
      status: products.status,
      categoryId: products.categoryId,
      ownerAccountId: products.ownerAccountId,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!current) throw notFound('Product not found');
  if (storedImagePath) await claimSavedImages(tx, storage, ADMIN_SAVER, [storedImagePath]);
  const imagePath = storedPath ?? storedImagePath ?? current.imagePath;
  const replacedPath = imagePath !== current.imagePath ? current.imagePath : null;
  await tx
    .update(products)
    .set({
      name: fields.name,
      ...(sent.publicName ? { publicName: fields.publicName || null } : {}),
      description: fields.description,
      ...(sent.status ? { status: fields.status } : {}),
      imagePath,
      ...(sent.categoryId ? { categoryId: fields.categoryId ?? null } : {}),
      updatedAt: change.at,
    })
    .where(eq(products.id, id));
  if (sent.examplePosts) {
    await tx.delete(examplePosts).where(eq(examplePosts.productId, id));
    await insertPosts(tx, id, fields.examplePosts);
  }
  const updated = await reload(tx, id);
  await emit(tx, outbox, 'catalog.product.updated', eventOf(updated));
  const changes: Record<string, unknown> = { productId: id };
  for (const field of ['name', 'publicName', 'status', 'categoryId'] as const) {
    if (current[field] !== updated[field]) changes[field] = { from: current[field], to: updated[field] };
  }
  if (current.description !== updated.description) changes.description = 'changed';
  if (replacedPath !== null) changes.image = 'replaced';
  if (sent.examplePosts) changes.examplePosts = fields.examplePosts.length;
  await emit(
    tx,
    outbox,
    'catalog.change.audited',
    auditedChange(actor, 'product.updated', current.ownerAccountId, changes, change.at),
  );
  return { updated, replacedPath };
}

/** /api/products: the admin's catalogue, which a business reads to choose its products. */
export function productRoutes(app: ServiceApp, deps: Deps) {
  const { db, afterCommit, storage, now } = deps;

  mountRoute(app, 'GET /api/products', async (c) => {
    const query = c.req.valid('query');
    if (query.page === undefined)
      return c.json({ success: true, products: await listProducts(db, viewerOf(c)) });
    const page = await pageProducts(db, viewerOf(c), query);
    return c.json({ success: true, ...page, page: query.page, limit: query.limit });
  });

  mountRoute(app, 'GET /api/products/:id', async (c) => {
    const product = await findProduct(db, parseId(c.req.param('id'), 'Product'), viewerOf(c));
    if (!product) throw notFound('Product not found');
    return c.json({ success: true, product, examplePosts: product.examplePosts } satisfies ProductResponse);
  });

  mountRoute(app, 'POST /api/products', async (c) => {
    const { fields, upload, storedImagePath } = await readProductForm(c, storage, 'create');
    const product = await withStoredFile(deps, upload, (storedPath) =>
      db.transaction((tx) =>
        insertProduct(
          tx,
          storage,
          c.get('auth'),
          fields,
          storedPath ?? storedImagePath,
          storedImagePath,
          now(),
        ),
      ),
    ).catch(categoryMissing);
    afterCommit();
    return c.json(
      { success: true, product, message: 'Product created successfully' } satisfies ProductMutationResponse,
      201,
    );
  });

  mountRoute(app, 'PUT /api/products/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Product');
    const { fields, sent, upload, storedImagePath } = await readProductForm(c, storage, 'update');
    let replacedPath: string | null = null;
    const product = await withStoredFile(deps, upload, (storedPath) =>
      db.transaction(async (tx) => {
        const change = { id, fields, sent, storedPath, storedImagePath, at: now() };
        const done = await updateProduct(tx, storage, c.get('auth'), change);
        replacedPath = done.replacedPath;
        return done.updated;
      }),
    ).catch(categoryMissing);
    afterCommit();
    await deleteUnusedFiles(deps, [replacedPath]);
    return c.json({
      success: true,
      product,
      message: 'Product updated successfully',
    } satisfies ProductMutationResponse);
  });

  /** A business's product joins the shared catalogue, for every business to choose. */
  mountRoute(app, 'POST /api/products/:id/promote', async (c) => {
    const id = parseId(c.req.param('id'), 'Product');
    const product = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ ownerAccountId: products.ownerAccountId })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!before) throw notFound('Product not found');
      await tx.update(products).set({ ownerAccountId: null, updatedAt: now() }).where(eq(products.id, id));
      const promoted = await reload(tx, id);
      await emit(tx, outbox, 'catalog.product.updated', eventOf(promoted));
      await emit(
        tx,
        outbox,
        'catalog.change.audited',
        auditedChange(
          c.get('auth'),
          'product.promoted',
          before.ownerAccountId,
          {
            productId: id,
            name: promoted.name,
          },
          now(),
        ),
      );
      return promoted;
    });
    afterCommit();
    return c.json({
      success: true,
      product,
      message: 'Product added to the shared catalogue',
    } satisfies ProductMutationResponse);
  });

  mountRoute(app, 'DELETE /api/products/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Product');
    const paths = await db.transaction(async (tx) => {
      const images = await tx
        .select({ path: productImages.imagePath })
        .from(productImages)
        .where(eq(productImages.productId, id));
      const [row] = await tx.delete(products).where(eq(products.id, id)).returning({
        imagePath: products.imagePath,
        name: products.name,
        ownerAccountId: products.ownerAccountId,
      });
      if (!row) throw notFound('Product not found');
      await emit(tx, outbox, 'catalog.product.deleted', { productId: id });
      await emit(
        tx,
        outbox,
        'catalog.change.audited',
        auditedChange(
          c.get('auth'),
          'product.deleted',
          row.ownerAccountId,
          {
            productId: id,
            name: row.name,
          },
          now(),
        ),
      );
      return [row.imagePath, ...images.map((i) => i.path)];
    });
    afterCommit();
    await deleteUnusedFiles(deps, paths);
    return c.json({ success: true, message: 'Product deleted successfully' } satisfies MessageResponse);
  });
}
