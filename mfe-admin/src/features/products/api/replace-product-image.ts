import type { ReplaceImageRequest, ReplaceImageResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/**
 * POST /api/replace-product-image: the best image not shown now. The server takes it from the
 * remaining ones and, when none remain, starts again from all valid images.
 */
export function replaceProductImage(
  input: ReplaceImageRequest,
  signal?: AbortSignal,
): Promise<ReplaceImageResponse> {
  return apiRequest('POST /api/replace-product-image', { as: 'admin', json: input, signal });
}
