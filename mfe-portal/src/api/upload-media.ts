import type { MediaItemResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/**
 * POST /api/media (multipart): a new image, with its alt text and whether it shows a person (whose consent
 * is recorded in the consent ledger).
 */
export function uploadMedia(
  file: File,
  fields: { altText: string; showsPerson: boolean },
): Promise<MediaItemResponse> {
  const body = new FormData();
  body.append('image', file);
  body.append('altText', fields.altText);
  body.append('showsPerson', String(fields.showsPerson));
  return apiRequest('POST /api/media', { body });
}
