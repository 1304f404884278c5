import type { SuggestInboxReplyRequest, SuggestInboxReplyResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/inbox/threads/{id}/suggest: a draft in the clinic's voice, already through the gate. */
export const suggestReply = (
  id: number,
  request: SuggestInboxReplyRequest,
): Promise<SuggestInboxReplyResponse> =>
  apiRequest('POST /api/inbox/threads/:id/suggest', { params: { id }, json: request });
