import type { ExamplePost, Product, ProductSort, ProductsQuery } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { examplePosts, productCategories, products } from '../db/schema.ts';
import { holds } from './search.ts';

/**
 * Who is looking: the admin sees every product; a business the active shared catalogue and the
 * products it created itself, never another business's.
 */
export type ProductViewer = { admin: true } | { admin: false; accountId: number };
export const ADMIN_VIEW: ProductViewer = { admin: true };

const visibleTo = (viewer: ProductViewer): SQL | undefined =>
  viewer.admin
    ? undefined
    : and(
        eq(products.status, 'active'),
        or(isNull(products.ownerAccountId), eq(products.ownerAccountId, viewer.accountId)),
      );

const postCount = sql<number>`(select count(*) from ${examplePosts} where ${examplePosts.productId} = ${products.id})`;
const newest = [desc(products.createdAt), desc(products.id)];
const orders: Record<ProductSort, SQL[]> = {
  newest,
  oldest: [asc(products.createdAt), asc(products.id)],
  'a-z': [asc(sql`lower(${products.name})`), ...newest],
  'z-a': [desc(sql`lower(${products.name})`), ...newest],
  posts: [desc(postCount), ...newest],
  status: [asc(sql`case ${products.status} when 'active' then 0 when 'draft' then 1 else 2 end`), ...newest],
};

/** One page of the products the viewer may see whose name or description holds the search, and how many match in all. */
export async function pageProducts(
  db: Db,
  viewer: ProductViewer,
  { page = 1, limit, search, sort }: ProductsQuery,
): Promise<{ products: Product[]; total: number }> {
  const where = and(
    visibleTo(viewer),
    search ? or(holds(products.name, search), holds(products.description, search)) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(where);
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orders[sort])
    .limit(limit)
    .offset((page - 1) * limit);
  const found = new Map(
    (
      await listProducts(
        db,
        viewer,
        ids.map((r) => r.id),
      )
    ).map((p) => [p.id, p]),
  );
  return { products: ids.flatMap(({ id }) => found.get(id) ?? []), total };
}

/**
 * Products with their category name and example posts, newest first: one query for the products,
 * one for all their posts, whatever the number of products.
 */
export async function listProducts(db: Db, viewer: ProductViewer, ids?: number[]): Promise<Product[]> {
  const rows = await db
    .select({
      product: products,
      categoryName: productCategories.name,
      categoryNameEl: productCategories.nameEl,
    })
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(and(ids ? inArray(products.id, ids) : undefined, visibleTo(viewer)))
    .orderBy(...newest);
  if (rows.length === 0) return [];
  const posts = await db
    .select()
    .from(examplePosts)
    .where(
      inArray(
        examplePosts.productId,
        rows.map((r) => r.product.id),
      ),
    )
    .orderBy(asc(examplePosts.id));
  const byProduct = new Map<number, ExamplePost[]>();
  for (const post of posts) {
    const list = byProduct.get(post.productId) ?? [];
    list.push({ id: post.id, content: post.content, platform: post.platform });
    byProduct.set(post.productId, list);
  }
  return rows.map(({ product, categoryName, categoryNameEl }) => {
    const list = byProduct.get(product.id) ?? [];
    return {
      id: product.id,
      name: product.name,
      publicName: product.publicName,
      description: product.description,
      status: product.status,
      imagePath: product.imagePath,
      categoryId: product.categoryId,
      // A business reads the category in Greek where it has a Greek name.
      categoryName: viewer.admin ? categoryName : (categoryNameEl ?? categoryName),
      categoryNameEl,
      examplePostsCount: list.length,
      examplePosts: list,
      ownerAccountId: product.ownerAccountId,
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    };
  });
}

export async function findProduct(db: Db, id: number, viewer: ProductViewer): Promise<Product | null> {
  const [product] = await listProducts(db, viewer, [id]);
  return product ?? null;
}
