import type { MediaItemResponse, UpdateMediaRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** PATCH /api/media/{id}: alt text, person and consent; a video's cover moment. */
export function updateMedia(id: number, change: UpdateMediaRequest): Promise<MediaItemResponse> {
  return apiRequest('PATCH /api/media/:id', { params: { id }, json: change });
}

/** POST /api/media/{id}/blur-faces: a copy of the image with its faces blurred, a new library item. */
export function blurFaces(id: number): Promise<MediaItemResponse> {
  return apiRequest('POST /api/media/:id/blur-faces', { params: { id } });
}
