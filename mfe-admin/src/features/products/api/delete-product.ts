import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { productKey } from './get-product.ts';
import { isProductsPageKey } from './get-products.ts';

/** DELETE /api/products/{id}: the product, its example posts and its images. */
export function deleteProduct(id: number): Promise<unknown> {
  return apiRequest('DELETE /api/products/:id', { as: 'admin', params: { id } });
}

/** Deletes the product, forgets its own cache entry and refreshes the list. */
export function useDeleteProduct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      await deleteProduct(id);
      await Promise.all([
        mutate(isProductsPageKey),
        mutate(productKey(id), undefined, { revalidate: false }),
      ]);
    },
    [mutate],
  );
}
