import type { SaveImagesRequest, SaveImagesResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/save-product-images: downloads the chosen images into storage. */
export function saveProductImages(
  request: SaveImagesRequest,
  signal?: AbortSignal,
): Promise<SaveImagesResponse> {
  return apiRequest('POST /api/save-product-images', { json: request, signal });
}
