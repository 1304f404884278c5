import type { AiProductCheckRequest, AiProductCheckResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/ai-create-product-preview/check: the save's verdict on a name (and description) as typed. */
export function checkAiProduct(
  request: AiProductCheckRequest,
  signal?: AbortSignal,
): Promise<AiProductCheckResponse> {
  return apiRequest('POST /api/ai-create-product-preview/check', { json: request, signal });
}
