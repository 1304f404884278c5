import type { AccountProductsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const accountProductsKey = routePath('GET /api/v2/account-products');

/** GET /api/v2/account-products: the products the business chose or created. */
export function useAccountProducts() {
  return useSWR<AccountProductsResponse>(accountProductsKey, () =>
    apiRequest('GET /api/v2/account-products'),
  );
}
