import type { ProductMutationResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { productKey } from './get-product.ts';
import { isProductsPageKey } from './get-products.ts';

type Response = z.infer<typeof ProductMutationResponse>;

/** POST /api/products/{id}/promote: a business's own product joins the shared catalogue. */
export function promoteProduct(id: number): Promise<Response> {
  return apiRequest('POST /api/products/:id/promote', { as: 'admin', params: { id } });
}

/** Promotes the product, then refreshes it and the list. */
export function usePromoteProduct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const result = await promoteProduct(id);
      await Promise.all([mutate(isProductsPageKey), mutate(productKey(id))]);
      return result;
    },
    [mutate],
  );
}
