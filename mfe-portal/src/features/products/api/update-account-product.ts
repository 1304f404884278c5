import type { AccountProductResponse, UpdateAccountProductRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** PATCH /api/v2/account-products/{id}: the business's own name and description. */
export function updateAccountProduct(
  id: number,
  changes: UpdateAccountProductRequest,
): Promise<AccountProductResponse> {
  return apiRequest('PATCH /api/v2/account-products/:id', { params: { id }, json: changes });
}
