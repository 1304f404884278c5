import type { EventPayload, Product } from '@studio/contracts';

/** A product as `catalog.product.created` / `.updated` announce it. */
export const eventOf = (p: Product): EventPayload<'catalog.product.created'> => ({
  productId: p.id,
  name: p.name,
  description: p.description,
  status: p.status,
  categoryId: p.categoryId,
  categoryName: p.categoryName,
  categoryNameEl: p.categoryNameEl,
  imagePath: p.imagePath,
  examplePosts: p.examplePosts.map((post) => post.content),
});
