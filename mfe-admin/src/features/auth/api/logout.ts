import { apiRequest } from '@studio/web';

/** POST /api/auth/logout: ends the session on the server. */
export function logout(): Promise<{ success: boolean; message: string }> {
  return apiRequest('POST /api/auth/logout', { as: 'admin' });
}
