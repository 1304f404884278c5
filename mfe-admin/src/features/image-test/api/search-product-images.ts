import { SearchImagesRequest, type SearchImagesResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import type { z } from 'zod';

export { SearchImagesRequest };
export type SearchImagesInput = z.output<typeof SearchImagesRequest>;

/** POST /api/search-product-images: ranked web images for a product; 429 once the day's searches are spent. */
export function searchProductImages(input: SearchImagesInput): Promise<SearchImagesResponse> {
  return apiRequest('POST /api/search-product-images', { as: 'admin', json: input });
}
