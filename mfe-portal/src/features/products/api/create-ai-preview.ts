import type { AiPreviewResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/ai-create-product-preview */
export function createAiPreview(productName: string, signal?: AbortSignal): Promise<AiPreviewResponse> {
  return apiRequest('POST /api/ai-create-product-preview', { json: { productName }, signal });
}
