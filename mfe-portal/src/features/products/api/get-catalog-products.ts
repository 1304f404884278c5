import type { ProductsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/** Products of the catalogue on one page of the dialog. */
export const CATALOG_PAGE_SIZE = 10;

/**
 * GET /api/products?page=&limit=&search=&sort=a-z: one page of what the business may choose (the active
 * shared catalogue and its own products), by name; the catalogue may be large, so it is never read whole.
 */
export function useCatalogProducts(page: number, search: string) {
  const query = { page, limit: CATALOG_PAGE_SIZE, search, sort: 'a-z' };
  return useSWR<ProductsResponse>(
    routePath('GET /api/products', {}, query),
    () => apiRequest('GET /api/products', { query }),
    {
      keepPreviousData: true,
      // A page seen before is shown at once and asked for again: the catalogue changes meanwhile.
      revalidateIfStale: true,
    },
  );
}
