import { apiRequest } from '@studio/web';

/** DELETE /api/v2/account-products/{id}/images/{imageId} */
export function deleteAccountProductImage(id: number, imageId: number): Promise<unknown> {
  return apiRequest('DELETE /api/v2/account-products/:id/images/:imageId', { params: { id, imageId } });
}
