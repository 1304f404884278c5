import type {
  ConnectTicketResponse,
  FacebookPagesResponse,
  FacebookStatusResponse,
  SaveSelectedPagesRequest,
  SelectedPagesResponse,
} from '@studio/contracts';
import { api, getBusinessToken } from '@studio/web';
import useSWR from 'swr';

export const facebookPagesKey = '/api/facebook/pages';
export const selectedPagesKey = '/api/selected-pages';

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

/** Leaving the page for another address; an object so tests can replace it. */
export const browser = {
  go(url: string): void {
    window.location.href = url;
  },
};

/**
 * Starts connecting through the backend (SPEC §7): a one-time ticket for the signed-in business, then
 * the browser goes to the connect path with it, so no sign-in token travels in an address. False when
 * nobody is signed in.
 */
export async function startBackendConnect(): Promise<boolean> {
  if (!getBusinessToken()) return false;
  const { url } = await api<ConnectTicketResponse>('/api/auth/facebook/connect-ticket', { method: 'POST' });
  browser.go(url);
  return true;
}
