import type { SaveImagesRequest, SaveImagesResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/save-product-images: downloads the chosen web images into storage ('/uploads/…' paths). */
export function saveProductImages(
  input: SaveImagesRequest,
  signal?: AbortSignal,
): Promise<SaveImagesResponse> {
  return apiRequest('POST /api/save-product-images', { as: 'admin', json: input, signal });
}
