import type { ProductResponse } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR, { type SWRConfiguration } from 'swr';

export const productKey = (id: number) => `/api/products/${id}`;

/** GET /api/products/{id}: one product and its example posts, as the server has them now. */
export function getProduct(id: number): Promise<ProductResponse> {
  return adminFetcher<ProductResponse>(productKey(id));
}

/** Pass null while there is no product to load. */
export function useProduct(id: number | null, options?: SWRConfiguration<ProductResponse>) {
  return useSWR(id === null ? null : productKey(id), () => getProduct(id as number), options);
}
