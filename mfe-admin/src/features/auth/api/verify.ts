import type { VerifyResponse } from '@studio/contracts';
import { apiRequest, getAdminToken, isTokenRefusal, routePath } from '@studio/web';
import useSWR from 'swr';

export const verifyPath = routePath('GET /api/auth/verify');

/** GET /api/auth/verify with the admin token. */
export function verify(): Promise<VerifyResponse> {
  return apiRequest('GET /api/auth/verify', { as: 'admin' });
}

export type AdminSession =
  | { status: 'checking' }
  | { status: 'signed-in'; session: VerifyResponse }
  /** The server turned the token down (or there is none): it is to be forgotten. */
  | { status: 'signed-out'; refused: boolean }
  /** The check got no answer (the platform is down, the network dropped): `retry` checks again. */
  | { status: 'unanswered'; retry(): void };

/**
 * The session of an admin token (the stored one by default) as the server sees it. The token is part
 * of the key, so a cached answer never outlives the token it was given for (data never goes stale
 * otherwise).
 */
export function useAdminSession(token: string | null = getAdminToken()): AdminSession {
  const { data, error, isValidating, mutate } = useSWR(token ? [verifyPath, token] : null, () => verify());
  if (!token) return { status: 'signed-out', refused: false };
  if (isValidating && !data) return { status: 'checking' };
  if (error) {
    if (isTokenRefusal(error)) return { status: 'signed-out', refused: true };
    return { status: 'unanswered', retry: () => void mutate() };
  }
  if (!data) return { status: 'checking' };
  return data.success && data.role === 'admin'
    ? { status: 'signed-in', session: data }
    : { status: 'signed-out', refused: true };
}
