import type { SocialHarness } from '../testing.ts';

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The harness's in-service Google sandbox (a test of it fails at once when there is none). */
export function googleSandboxOf(h: SocialHarness) {
  const loaded = h.service.google.sandbox();
  if (!loaded) throw new Error('no Google sandbox');
  return loaded;
}

/**
 * The Google login as a browser makes it, against the in-service sandbox: a ticket, /connect, the
 * consent screen's choice, the callback with the login's cookie. Where the browser ends up.
 */
export async function connectGoogle(h: SocialHarness, token: string, choice: 'allow' | 'deny' = 'allow') {
  const ticket = await h.request('POST', '/api/auth/google/connect-ticket', { token });
  if (ticket.status !== 200) throw new Error(`connect-ticket answered ${ticket.status}`);
  const browser = ticket.headers.get('Set-Cookie')?.split(';')[0];
  const connect = await h.request('GET', (await ticket.json()).url, { cookie: browser });
  const consentUrl = connect.headers.get('Location') ?? '';
  const nonce = connect.headers
    .getSetCookie()
    .find((c) => c.startsWith('ps_google_login='))
    ?.split(';')[0];
  const consent = await h.request('GET', consentUrl);
  const html = await consent.text();
  const link = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => unescapeHtml(m[1] ?? ''))
    .find((l) => l.includes(`decision=${choice}`));
  if (!link)
    throw new Error(`no ${choice} link on the consent screen (${consent.status}): ${html.slice(0, 300)}`);
  const decided = await h.request('GET', link);
  const callback = new URL(decided.headers.get('Location') ?? '');
  const back = await h.request('GET', `${callback.pathname}${callback.search}`, { cookie: nonce });
  return { consentUrl, landing: back.headers.get('Location') ?? '' };
}
