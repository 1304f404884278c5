import type { AccountProductResponse, CreateAiAccountProductRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/v2/account-products/ai: a product of the account's own, made from the AI preview. */
export function createAiAccountProduct(
  request: CreateAiAccountProductRequest,
  signal?: AbortSignal,
): Promise<AccountProductResponse> {
  return apiRequest('POST /api/v2/account-products/ai', { json: request, signal });
}
