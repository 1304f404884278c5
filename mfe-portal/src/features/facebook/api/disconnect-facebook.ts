import { apiRequest } from '@studio/web';

/** POST /api/facebook/disconnect: forgets the token, pages, accounts and selections. */
export function disconnectFacebook(): Promise<{ success: boolean; message: string }> {
  return apiRequest('POST /api/facebook/disconnect');
}
