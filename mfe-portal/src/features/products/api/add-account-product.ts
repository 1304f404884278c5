import type { AccountProductResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/v2/account-products: adds a catalogue product to the account. */
export function addAccountProduct(originalProductId: number): Promise<AccountProductResponse> {
  return apiRequest('POST /api/v2/account-products', { json: { originalProductId } });
}
