import { ProductFields, type ProductMutationResponse, ProductStatus } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { isProductsPageKey } from './get-products.ts';

/** An example post as the form holds it; the platform of a saved post is kept when it is edited. */
export const ExamplePostDraft = z.object({ content: z.string(), platform: z.string().optional() });
export type ExamplePostDraft = z.infer<typeof ExamplePostDraft>;

/** The fields both the Add and the Edit form check, with the messages of the specification. */
export const productFormFields = {
  name: ProductFields.shape.name,
  publicName: ProductFields.shape.publicName,
  description: ProductFields.shape.description,
  status: ProductStatus,
  /** The category select: '' for none. */
  categoryId: z
    .union([z.literal(''), z.coerce.number().int().positive()])
    .transform((id) => (id === '' ? null : id)),
  /** The AI flow: an image saved by /api/save-product-images ('/uploads/…'). */
  imageUrl: z.string().optional(),
};

/** Add Product: empty example posts are dropped. */
export const CreateProductRequest = z.object({
  ...productFormFields,
  examplePosts: z
    .array(ExamplePostDraft)
    .transform((posts) =>
      posts.map((p) => ({ ...p, content: p.content.trim() })).filter((p) => p.content !== ''),
    ),
});
export type CreateProductInput = z.output<typeof CreateProductRequest>;
/** What the Add and Edit forms hold while they are being filled in. */
export type ProductFormValues = z.input<typeof CreateProductRequest>;
type Response = z.infer<typeof ProductMutationResponse>;

/** The multipart body of POST and PUT /api/products; a chosen file wins over an imageUrl. */
export function productFormData(input: CreateProductInput, image?: File | null): FormData {
  const form = new FormData();
  form.set('name', input.name);
  form.set('publicName', input.publicName ?? '');
  form.set('description', input.description);
  form.set('status', input.status);
  form.set('categoryId', input.categoryId === null ? '' : String(input.categoryId));
  form.set(
    'examplePosts',
    JSON.stringify(
      input.examplePosts.map((p) => (p.platform ? { content: p.content, platform: p.platform } : p.content)),
    ),
  );
  if (image) form.set('image', image);
  else if (input.imageUrl) form.set('imageUrl', input.imageUrl);
  return form;
}

/** POST /api/products (multipart): 413 for a too large image, 415 for a file that is not one. */
export function createProduct(input: CreateProductInput, image?: File | null): Promise<Response> {
  return apiRequest('POST /api/products', { as: 'admin', body: productFormData(input, image) });
}

/** Creates the product, then refreshes the list. */
export function useCreateProduct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: CreateProductInput, image?: File | null) => {
      const result = await createProduct(input, image);
      await mutate(isProductsPageKey);
      return result;
    },
    [mutate],
  );
}
