import { GOOGLE_SCOPES } from '@studio/contracts';
import { accountIdOf, mountRoute, type PublicOrigins, type ServiceApp } from '@studio/kit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { GoogleDeps } from '../deps.ts';
import {
  consumeState,
  createState,
  issueTicket,
  STATE_TTL_MS,
  TICKET_TTL_MS,
  takeTicket,
} from '../facebook/oauth-states.ts';
import { refreshGoogleLocations, saveGoogleConnection } from './connections.ts';
import { GoogleApiError } from './google-client.ts';

const PLATFORMS_PAGE = '/portal/platforms';
const failed = (message: string) =>
  `${PLATFORMS_PAGE}?${new URLSearchParams({ error: 'auth_failed', provider: 'google', message })}`;

const NONCE_COOKIE = 'ps_google_login';
const TICKET_COOKIE = 'ps_google_ticket';
const COOKIE_PATH = '/api/auth/google';
/** Where Google sends the browser back (a redirect URI registered for the OAuth client). */
export const GOOGLE_CALLBACK_PATH = `${COOKIE_PATH}/callback`;

/**
 * /api/auth/google: the Google login (OAuth 2.0 for web server applications), started with a one-time
 * ticket and finished with a one-time state bound to the browser, both kept in PostgreSQL.
 */
export function googleAuthRoutes(
  app: ServiceApp,
  {
    db,
    clock,
    logger,
    google,
    googleMode,
    cipher,
    afterCommit,
    origins,
  }: GoogleDeps & { origins: PublicOrigins },
) {
  const redirectUriOf = (request: Request) => `${origins.of(request)}${GOOGLE_CALLBACK_PATH}`;
  const secureFor = (request: Request) => redirectUriOf(request).startsWith('https:');
  const cookie = (maxAgeMs: number, request: Request) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: secureFor(request),
    maxAge: maxAgeMs / 1000,
  });

  mountRoute(app, 'POST /api/auth/google/connect-ticket', async (c) => {
    const { ticket, browser } = await issueTicket(db, accountIdOf(c), clock(), [], 'google');
    setCookie(c, TICKET_COOKIE, browser, cookie(TICKET_TTL_MS, c.req.raw));
    return c.json({ success: true, url: `${COOKIE_PATH}/connect?${new URLSearchParams({ ticket })}` });
  });

  mountRoute(app, 'GET /api/auth/google/connect', async (c) => {
    const ticket = c.req.query('ticket');
    const login = ticket
      ? await takeTicket(db, ticket, getCookie(c, TICKET_COOKIE), clock(), 'google')
      : null;
    if (login === null)
      return c.redirect(failed('You must be authenticated as a business to connect Google'), 302);
    if (googleMode === 'off') return c.redirect(failed('google_not_configured'), 302);
    deleteCookie(c, TICKET_COOKIE, { path: COOKIE_PATH, secure: secureFor(c.req.raw) });
    const { state, nonce } = await createState(
      db,
      { accountId: login.accountId, features: [] },
      clock(),
      'google',
    );
    setCookie(c, NONCE_COOKIE, nonce, cookie(STATE_TTL_MS, c.req.raw));
    return c.redirect(google.consentUrl({ redirectUri: redirectUriOf(c.req.raw), state }), 302);
  });

  mountRoute(app, 'GET /api/auth/google/callback', async (c) => {
    const { code, state, error } = c.req.query();
    const nonce = getCookie(c, NONCE_COOKIE);
    deleteCookie(c, NONCE_COOKIE, { path: COOKIE_PATH, secure: secureFor(c.req.raw) });
    const login = state ? await consumeState(db, state, nonce, clock(), 'google') : null;
    if (login === null) return c.redirect(failed('no_session_token'), 302);
    if (error) return c.redirect(failed('no_user'), 302);
    if (!code) return c.redirect(failed('login_error'), 302);
    const { accountId } = login;
    try {
      const tokens = await google.exchangeCode({ code, redirectUri: redirectUriOf(c.req.raw) });
      // Without business.manage no Business Profile method works; without a refresh token nothing
      // can be published later (consent is asked with access_type=offline and prompt=consent).
      if (!GOOGLE_SCOPES.every((scope) => tokens.scopes.includes(scope))) {
        await google.revoke(tokens.accessToken).catch(() => {});
        return c.redirect(failed('scope_missing'), 302);
      }
      if (!tokens.refreshToken) return c.redirect(failed('no_refresh_token'), 302);
      await saveGoogleConnection({ db, clock }, cipher, accountId, tokens.refreshToken, tokens.scopes);
      await refreshGoogleLocations({ db, clock, google }, accountId, tokens.accessToken);
    } catch (failure) {
      if (!(failure instanceof GoogleApiError)) throw failure;
      logger.warn({ err: failure, accountId }, 'Google login failed');
      return c.redirect(failed('login_error'), 302);
    }
    afterCommit();
    return c.redirect(`${PLATFORMS_PAGE}?connected=google`, 302);
  });
}
