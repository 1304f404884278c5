import type { Product } from '@studio/contracts';

/**
 * A catalogue product as GET /api/products answers it: active, no image, no category, no example posts,
 * created 1 June 2025; `fields` set the rest.
 */
export function catalogueProduct(id: number, name: string, fields: Partial<Product> = {}): Product {
  return {
    id,
    name,
    publicName: null,
    description: `${name} description text`,
    status: 'active',
    imagePath: null,
    categoryId: null,
    categoryName: null,
    categoryNameEl: null,
    examplePostsCount: 0,
    examplePosts: [],
    ownerAccountId: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...fields,
  };
}
