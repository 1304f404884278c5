import type { MediaListResponse, UpdateMediaRequest } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/** Catalogue images on one page of the admin's Media Library. */
export const MEDIA_PAGE_SIZE = 48;

/** GET /api/media?page=&limit=: as the admin, one page of the catalogue's images, newest first. */
export function useCatalogueMedia(page: number) {
  const query = { page, limit: MEDIA_PAGE_SIZE };
  return useSWR<MediaListResponse>(
    routePath('GET /api/media', {}, query),
    () => apiRequest('GET /api/media', { query }),
    { keepPreviousData: true },
  );
}

/** PATCH /api/media/{id}: alt text, person and consent. */
export function updateCatalogueMedia(id: number, change: UpdateMediaRequest) {
  return apiRequest('PATCH /api/media/:id', { params: { id }, json: change });
}

/** POST /api/media (multipart): an image for the catalogue's library. */
export function uploadCatalogueMedia(file: File, altText: string) {
  const body = new FormData();
  body.append('image', file);
  body.append('altText', altText);
  return apiRequest('POST /api/media', { body });
}

/** DELETE /api/media/{id}: an image no product uses. */
export function deleteCatalogueMedia(id: number): Promise<{ success: boolean; message: string }> {
  return apiRequest('DELETE /api/media/:id', { params: { id } });
}
