import type { VerifyResponse } from '@studio/contracts';
import { apiRequest, endReasonOf, HttpError, routePath, type SessionEndReason } from '@studio/web';

/** GET /api/auth/verify with the business token (an admin's token answers role 'admin'). */
export function verifyBusinessSession(): Promise<VerifyResponse> {
  return apiRequest('GET /api/auth/verify');
}

/**
 * Why an ended session ended, asked of svc-auth with its (already forgotten) token: any service
 * refuses it alike ('Invalid token'), svc-auth's check says whether the platform admin ended it (the
 * account suspended, the user disabled), so the sign-in can say so. Null when it cannot tell.
 */
export async function whySessionEnded(token: string | null): Promise<SessionEndReason | null> {
  if (!token) return null;
  try {
    const response = await fetch(routePath('GET /api/auth/verify'), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'include',
    });
    if (response.status !== 401) return null;
    return endReasonOf(new HttpError(401, '', await response.text()));
  } catch {
    return null;
  }
}
