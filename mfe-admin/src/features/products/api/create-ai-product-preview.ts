import { AiPreviewRequest, type AiPreviewResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

export { AiPreviewRequest };

/**
 * POST /api/ai-create-product-preview: a written description and the images found for the name,
 * ranked; the top 3 first, the rest kept for replacing them.
 */
export function createAiProductPreview(
  productName: string,
  signal?: AbortSignal,
): Promise<AiPreviewResponse> {
  return apiRequest('POST /api/ai-create-product-preview', { as: 'admin', json: { productName }, signal });
}
