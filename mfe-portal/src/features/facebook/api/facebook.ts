import type {
  FacebookPagesResponse,
  FacebookStatusResponse,
  SaveSelectedPagesRequest,
  SelectedPagesResponse,
} from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const facebookPagesKey = '/api/facebook/pages';
export const selectedPagesKey = '/api/selected-pages';
/** Where the token sent to the connect path is also kept (SPEC §7). */
export const CONNECT_TOKEN_KEY = 'facebook_connect_token';

/** GET /api/facebook/pages, with the stored token, or with the one given. */
export function getFacebookPages(accessToken?: string): Promise<FacebookPagesResponse> {
  const query = accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : '';
  return api<FacebookPagesResponse>(`${facebookPagesKey}${query}`);
}

export function useFacebookPages() {
  return useSWR<FacebookPagesResponse>(facebookPagesKey, () => getFacebookPages());
}

/** GET /api/social-media/facebook-status: whether the sandbox stands in for Facebook (no Graph call). */
export function getFacebookStatus(): Promise<FacebookStatusResponse> {
  return api<FacebookStatusResponse>('/api/social-media/facebook-status');
}

/** GET /api/selected-pages */
export function useSelectedPages() {
  return useSWR<SelectedPagesResponse>(selectedPagesKey, () => api<SelectedPagesResponse>(selectedPagesKey));
}

/** POST /api/selected-pages: replaces the account's chosen pages and Instagram accounts. */
export function saveSelectedPages(
  pages: SaveSelectedPagesRequest['pages'],
): Promise<{ success: boolean; message: string }> {
  return api<{ success: boolean; message: string }>(selectedPagesKey, { json: { pages } });
}

/** POST /api/facebook/disconnect: forgets the token, pages, accounts and selections. */
export function disconnectFacebook(): Promise<{ success: boolean; message: string }> {
  return api<{ success: boolean; message: string }>('/api/facebook/disconnect', { method: 'POST' });
}

/** The backend path that starts the Facebook login for the signed-in business. */
export function connectPath(token: string): string {
  return `/api/auth/facebook/connect?token=${encodeURIComponent(token)}`;
}

/** Leaving the page for another address; an object so tests can replace it. */
export const browser = {
  go(url: string): void {
    window.location.href = url;
  },
};

/**
 * Starts connecting through the backend (SPEC §7): the token travels in the address and is also
 * kept in sessionStorage. False when there is no token to send.
 */
export function startBackendConnect(token: string | null): boolean {
  if (!token) return false;
  sessionStorage.setItem(CONNECT_TOKEN_KEY, token);
  browser.go(connectPath(token));
  return true;
}
