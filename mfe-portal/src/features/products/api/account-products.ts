import type {
  AccountProductImageResponse,
  AccountProductImagesResponse,
  AccountProductResponse,
  AccountProductsResponse,
  UpdateAccountProductRequest,
} from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const accountProductsKey = '/api/v2/account-products';
const productPath = (id: number) => `${accountProductsKey}/${id}`;
export const accountProductImagesKey = (id: number) => `${productPath(id)}/images`;

/** GET /api/v2/account-products: the products the business chose or created. */
export function useAccountProducts() {
  return useSWR<AccountProductsResponse>(accountProductsKey, () =>
    api<AccountProductsResponse>(accountProductsKey),
  );
}

/** POST /api/v2/account-products: adds a catalogue product to the account. */
export function addAccountProduct(originalProductId: number): Promise<AccountProductResponse> {
  return api<AccountProductResponse>(accountProductsKey, { json: { originalProductId } });
}

/** PATCH /api/v2/account-products/{id}: the business's own name and description. */
export function updateAccountProduct(
  id: number,
  changes: UpdateAccountProductRequest,
): Promise<AccountProductResponse> {
  return api<AccountProductResponse>(productPath(id), { method: 'PATCH', json: changes });
}

/** DELETE /api/v2/account-products/{id} */
export function removeAccountProduct(id: number): Promise<unknown> {
  return api(productPath(id), { method: 'DELETE' });
}

/** GET /api/v2/account-products/{id}/images */
export function useAccountProductImages(id: number) {
  const key = accountProductImagesKey(id);
  return useSWR<AccountProductImagesResponse>(key, () => api<AccountProductImagesResponse>(key));
}

/** POST /api/v2/account-products/{id}/images (multipart, field `image`). */
export function uploadAccountProductImage(id: number, file: File): Promise<AccountProductImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return api<AccountProductImageResponse>(accountProductImagesKey(id), { method: 'POST', body });
}

/** DELETE /api/v2/account-products/{id}/images/{imageId} */
export function deleteAccountProductImage(id: number, imageId: number): Promise<unknown> {
  return api(`${accountProductImagesKey(id)}/${imageId}`, { method: 'DELETE' });
}
