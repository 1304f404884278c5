import { apiRequest } from '@studio/web';

/** DELETE /api/v2/account-products/{id} */
export function removeAccountProduct(id: number): Promise<unknown> {
  return apiRequest('DELETE /api/v2/account-products/:id', { params: { id } });
}
