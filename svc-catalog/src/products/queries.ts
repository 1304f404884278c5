import type { ExamplePost, Product } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { examplePosts, productCategories, products } from '../db/schema.ts';

/**
 * Products with their category name and example posts, newest first: one query for the products,
 * one for all their posts, whatever the number of products. `activeOnly` is a business's view.
 */
export async function listProducts(db: Db, ids?: number[], activeOnly = false): Promise<Product[]> {
  const rows = await db
    .select({ product: products, categoryName: productCategories.name })
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(
      and(
        ids ? inArray(products.id, ids) : undefined,
        activeOnly ? eq(products.status, 'active') : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id));
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
  return rows.map(({ product, categoryName }) => {
    const list = byProduct.get(product.id) ?? [];
    return {
      id: product.id,
      name: product.name,
      publicName: product.publicName,
      description: product.description,
      status: product.status,
      imagePath: product.imagePath,
      categoryId: product.categoryId,
      categoryName,
      examplePostsCount: list.length,
      examplePosts: list,
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    };
  });
}

export async function findProduct(db: Db, id: number, activeOnly = false): Promise<Product | null> {
  const [product] = await listProducts(db, [id], activeOnly);
  return product ?? null;
}
