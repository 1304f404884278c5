import { DeletePublishedPostRequest, type DeletePublishedPostResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import type { z } from 'zod';

export { DeletePublishedPostRequest };
/** What the form holds before validation (the ID untrimmed, the platform possibly not chosen). */
export type DeletePublishedPostFormValues = z.input<typeof DeletePublishedPostRequest>;
/** What is sent: the ID trimmed, the platform chosen. */
export type DeletePublishedPostPayload = z.output<typeof DeletePublishedPostRequest>;

/** DELETE /api/social-media/delete: a published post, by its Graph id, from one platform. */
export function deletePublishedPost(input: DeletePublishedPostPayload): Promise<DeletePublishedPostResponse> {
  return apiRequest('DELETE /api/social-media/delete', { json: input });
}
