import type { InboxReadResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/inbox/threads/{id}/read: the thread opened. */
export const markThreadRead = (id: number): Promise<InboxReadResponse> =>
  apiRequest('POST /api/inbox/threads/:id/read', { params: { id } });
