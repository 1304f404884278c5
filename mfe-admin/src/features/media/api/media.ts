import type { MediaItemResponse, MediaListResponse, UpdateMediaRequest } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const mediaKey = '/api/media';

/** GET /api/media: as the admin, the catalogue's images. */
export function useCatalogueMedia() {
  return useSWR<MediaListResponse>(mediaKey, () => api<MediaListResponse>(mediaKey));
}

/** PATCH /api/media/{id}: alt text, person and consent. */
export function updateCatalogueMedia(id: number, change: UpdateMediaRequest) {
  return api<MediaItemResponse>(`${mediaKey}/${id}`, { method: 'PATCH', json: change });
}

/** POST /api/media (multipart): an image for the catalogue's library. */
export function uploadCatalogueMedia(file: File, altText: string) {
  const body = new FormData();
  body.append('image', file);
  body.append('altText', altText);
  return api<MediaItemResponse>(mediaKey, { method: 'POST', body });
}

/** DELETE /api/media/{id}: an image no product uses. */
export function deleteCatalogueMedia(id: number): Promise<{ success: boolean; message: string }> {
  return api(`${mediaKey}/${id}`, { method: 'DELETE' });
}
