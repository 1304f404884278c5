import { type ProductMutationResponse, productMessages } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { ExamplePostDraft, productFormData, productFormFields } from './create-product.ts';
import { productKey } from './get-product.ts';
import { isProductsPageKey } from './get-products.ts';

/** Edit Product: an example post left empty is refused, not dropped. */
export const UpdateProductRequest = z.object({
  ...productFormFields,
  examplePosts: z.array(
    ExamplePostDraft.extend({ content: z.string().trim().min(1, productMessages.examplePost) }),
  ),
});
export type UpdateProductInput = z.output<typeof UpdateProductRequest>;
type Response = z.infer<typeof ProductMutationResponse>;

/** PUT /api/products/{id} (multipart); without a new image the current one stays. */
export function updateProduct(id: number, input: UpdateProductInput, image?: File | null): Promise<Response> {
  return apiRequest('PUT /api/products/:id', {
    as: 'admin',
    params: { id },
    body: productFormData(input, image),
  });
}

/** Updates the product, then refreshes the list and the product itself. */
export function useUpdateProduct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, input: UpdateProductInput, image?: File | null) => {
      const result = await updateProduct(id, input, image);
      await Promise.all([mutate(isProductsPageKey), mutate(productKey(id))]);
      return result;
    },
    [mutate],
  );
}
