import type { ConnectTicketResponse, MetaFeature } from '@studio/contracts';
import { apiRequest, getBusinessToken } from '@studio/web';

/** Leaving the page for another address; an object so tests can replace it. */
export const browser = {
  go(url: string): void {
    window.location.href = url;
  },
};

/**
 * Starts connecting through the backend: a one-time ticket for the signed-in business, then
 * the browser goes to the connect path with it, so no sign-in token travels in an address. With
 * `features`, the login turns them on (Facebook asks for their permissions too). False when nobody is
 * signed in.
 */
export async function startBackendConnect(features?: MetaFeature[]): Promise<boolean> {
  if (!getBusinessToken()) return false;
  const { url }: ConnectTicketResponse = await apiRequest(
    'POST /api/auth/facebook/connect-ticket',
    features ? { json: { features } } : undefined,
  );
  browser.go(url);
  return true;
}
