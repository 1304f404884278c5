import type { VerifyResponse } from '@studio/contracts';
import { api } from '@studio/web';

/** GET /api/auth/verify with the business token (an admin's token answers role 'admin'). */
export function verifyBusinessSession(): Promise<VerifyResponse> {
  return api<VerifyResponse>('/api/auth/verify');
}
