import { apiRequest } from '@studio/web';

/** DELETE /api/media/{id}: only an image no post and no product uses (409 otherwise). */
export function deleteMedia(id: number): Promise<{ success: boolean; message: string }> {
  return apiRequest('DELETE /api/media/:id', { params: { id } });
}
