import type { ProductsResponse } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

export const productsKey = '/api/products';

/** GET /api/products: the whole catalogue, each product with its example posts. */
export function getProducts(): Promise<ProductsResponse> {
  return adminFetcher<ProductsResponse>(productsKey);
}

export function useProducts() {
  return useSWR(productsKey, getProducts);
}
