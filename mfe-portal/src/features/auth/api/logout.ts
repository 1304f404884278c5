import { apiRequest } from '@studio/web';

export type LogoutResponse = { success: boolean; message: string };

/** POST /api/auth/logout with an empty body: ends the business session on the server. */
export function logout(): Promise<LogoutResponse> {
  return apiRequest('POST /api/auth/logout');
}
