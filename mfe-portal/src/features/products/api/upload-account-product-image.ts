import type { AccountProductImageResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/v2/account-products/{id}/images (multipart, field `image`). */
export function uploadAccountProductImage(id: number, file: File): Promise<AccountProductImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest('POST /api/v2/account-products/:id/images', { params: { id }, body });
}
