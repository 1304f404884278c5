import type { InboxItemResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/inbox/items/{id}/hide: hides a comment, or shows it again. */
export const hideItem = (id: number, hidden: boolean): Promise<InboxItemResponse> =>
  apiRequest('POST /api/inbox/items/:id/hide', { params: { id }, json: { hidden } });
