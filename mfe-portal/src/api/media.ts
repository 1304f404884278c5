import type {
  BulkPostResponse,
  MediaItemResponse,
  MediaListResponse,
  UpdateMediaRequest,
} from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';
import type { z } from 'zod';

export const mediaKey = '/api/media';

/** GET /api/media: the business's media library, each image with the posts that use it. */
export function useMedia() {
  return useSWR<MediaListResponse>(mediaKey, () => api<MediaListResponse>(mediaKey));
}

/** POST /api/media (multipart): a new image, with its alt text and whether it shows a person who consented. */
export function uploadMedia(
  file: File,
  fields: { altText: string; showsPerson: boolean; personConsent: boolean },
) {
  const body = new FormData();
  body.append('image', file);
  body.append('altText', fields.altText);
  body.append('showsPerson', String(fields.showsPerson));
  body.append('personConsent', String(fields.personConsent));
  return api<MediaItemResponse>(mediaKey, { method: 'POST', body });
}

/** PATCH /api/media/{id}: alt text, person and consent. */
export function updateMedia(id: number, change: UpdateMediaRequest) {
  return api<MediaItemResponse>(`${mediaKey}/${id}`, { method: 'PATCH', json: change });
}

/** DELETE /api/media/{id}: only an image no post and no product uses (409 otherwise). */
export function deleteMedia(id: number): Promise<{ success: boolean; message: string }> {
  return api(`${mediaKey}/${id}`, { method: 'DELETE' });
}

/** PUT /api/bulk-posts/{id}/images: the post's images from the library, in order; none: its product's image. */
export function choosePostImages(postId: number, mediaIds: number[]) {
  return api<z.infer<typeof BulkPostResponse>>(`/api/bulk-posts/${postId}/images`, {
    method: 'PUT',
    json: { mediaIds },
  });
}
