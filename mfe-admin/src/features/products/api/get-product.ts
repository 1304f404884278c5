import type { ProductResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR, { type SWRConfiguration } from 'swr';

export const productKey = (id: number) => routePath('GET /api/products/:id', { id });

/** GET /api/products/{id}: one product and its example posts, as the server has them now. */
export function getProduct(id: number): Promise<ProductResponse> {
  return apiRequest('GET /api/products/:id', { as: 'admin', params: { id } });
}

/** Pass null while there is no product to load. */
export function useProduct(id: number | null, options?: SWRConfiguration<ProductResponse>) {
  return useSWR(id === null ? null : productKey(id), () => getProduct(id as number), options);
}
