import type { InboxReplyResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/inbox/replies/{id}/signoff: the reviewer lets the reply go. */
export const signOffReply = (id: number): Promise<InboxReplyResponse> =>
  apiRequest('POST /api/inbox/replies/:id/signoff', { params: { id } });

/** POST /api/inbox/replies/{id}/request-changes: back to its writer with what to change. */
export const requestReplyChanges = (id: number, comment: string): Promise<InboxReplyResponse> =>
  apiRequest('POST /api/inbox/replies/:id/request-changes', { params: { id }, json: { comment } });
