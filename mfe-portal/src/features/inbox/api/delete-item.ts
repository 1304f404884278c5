import type { MessageResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** DELETE /api/inbox/items/{id}: removes a comment from the network. */
export const deleteItem = (id: number): Promise<MessageResponse> =>
  apiRequest('DELETE /api/inbox/items/:id', { params: { id } });
