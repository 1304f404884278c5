import type { AccountProductImagesResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const accountProductImagesKey = (id: number) =>
  routePath('GET /api/v2/account-products/:id/images', { id });

/** GET /api/v2/account-products/{id}/images */
export function useAccountProductImages(id: number) {
  const key = accountProductImagesKey(id);
  return useSWR<AccountProductImagesResponse>(key, () =>
    apiRequest('GET /api/v2/account-products/:id/images', { params: { id } }),
  );
}
