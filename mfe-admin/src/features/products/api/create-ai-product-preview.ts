import { AiPreviewRequest, type AiPreviewResponse } from '@studio/contracts';
import { api } from '@studio/web';

export { AiPreviewRequest };

/**
 * POST /api/ai-create-product-preview: a written description and the images found for the name,
 * ranked; the top 3 first, the rest kept for replacing them.
 */
export function createAiProductPreview(
  productName: string,
  signal?: AbortSignal,
): Promise<AiPreviewResponse> {
  return api<AiPreviewResponse>('/api/ai-create-product-preview', {
    as: 'admin',
    json: { productName } satisfies AiPreviewRequest,
    signal,
  });
}
