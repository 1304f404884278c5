import type { ProductSort, ProductsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/** The collection's path: POST creates there, and every page of the list is read from it. */
export const productsKey = routePath('GET /api/products');

/** One page of the list as the server finds and orders it. */
export type ProductsPageQuery = { page: number; limit: number; search: string; sort: ProductSort };

/** GET /api/products?page=&limit=&search=&sort=, the key of that page in the SWR cache. */
export function productsPageKey({ page, limit, search, sort }: ProductsPageQuery): string {
  return routePath('GET /api/products', {}, { page, limit, search, sort });
}

/** Any page of the list, whatever its search, sort and size: what a change of a product makes stale. */
export const isProductsPageKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith(`${productsKey}?`);

/** One page of the products and how many match in all. */
export function getProductsPage(query: ProductsPageQuery): Promise<ProductsResponse> {
  return apiRequest('GET /api/products', { as: 'admin', query });
}

/**
 * The page asked for. The previous page stays on screen while the next one loads, and a page seen
 * before is shown from the cache but asked for again (a page holds what the server had then; products
 * come and go in between).
 */
export function useProductsPage(query: ProductsPageQuery) {
  return useSWR(productsPageKey(query), () => getProductsPage(query), {
    keepPreviousData: true,
    revalidateIfStale: true,
  });
}
