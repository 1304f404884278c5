import { type ConnectTicketResponse, featuresGranted, type MetaFeature, scopesFor } from '@studio/contracts';
import { accountIdOf, mountRoute, type PublicOrigins, type ServiceApp } from '@studio/kit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SocialDeps } from '../deps.ts';
import { GraphError } from '../graph/graph-errors.ts';
import { findConnection, saveConnection } from './connections.ts';
import {
  consumeState,
  createState,
  issueTicket,
  STATE_TTL_MS,
  TICKET_TTL_MS,
  takeTicket,
} from './oauth-states.ts';

/** Where the browser lands after the Facebook login, with its result codes. */
const PLATFORMS_PAGE = '/portal/platforms';
export const NOT_AUTHENTICATED = 'You must be authenticated as a business to connect Facebook';

const failed = (message: string) =>
  `${PLATFORMS_PAGE}?${new URLSearchParams({ error: 'auth_failed', message })}`;

/** The browser's half of a login: a nonce in an HttpOnly cookie, sent back only to the callback. */
const NONCE_COOKIE = 'ps_fb_login';
/** The browser's half of a connect ticket, set with the ticket and sent back only to /connect. */
const TICKET_COOKIE = 'ps_fb_ticket';
const COOKIE_PATH = '/api/auth/facebook';
/** Where Facebook sends the browser back, on the platform's address the browser used. */
export const FACEBOOK_CALLBACK_PATH = `${COOKIE_PATH}/callback`;

/** /api/auth/facebook: the Facebook login, started and finished in the browser. */
export function facebookAuthRoutes(
  app: ServiceApp,
  { db, clock, logger, graph, cipher, health, origins }: SocialDeps & { origins: PublicOrigins },
) {
  /**
   * The login returns to the address it started from (the nonce cookie is there), when it is one of
   * ours: the same answer at /connect and at /callback, as Facebook wants one redirect_uri for both.
   */
  const redirectUriOf = (request: Request) => `${origins.of(request)}${FACEBOOK_CALLBACK_PATH}`;
  const secureFor = (request: Request) => redirectUriOf(request).startsWith('https:');

  /**
   * A signed-in business asks for a one-time ticket, so no bearer token ever travels in an address; with
   * `features`, the login turns them on (a new consent with their permissions).
   */
  mountRoute(app, 'POST /api/auth/facebook/connect-ticket', async (c) => {
    const { features = [] } = c.req.valid('json');
    const { ticket, browser } = await issueTicket(db, accountIdOf(c), clock(), features);
    // The ticket works only with this cookie: a link to /connect sent to another browser starts nothing.
    setCookie(c, TICKET_COOKIE, browser, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureFor(c.req.raw),
      maxAge: TICKET_TTL_MS / 1000,
    });
    const body: ConnectTicketResponse = {
      success: true,
      url: `/api/auth/facebook/connect?${new URLSearchParams({ ticket })}`,
    };
    return c.json(body);
  });

  mountRoute(app, 'GET /api/auth/facebook/connect', async (c) => {
    const ticket = c.req.query('ticket');
    const login = ticket ? await takeTicket(db, ticket, getCookie(c, TICKET_COOKIE), clock()) : null;
    if (login === null) return c.redirect(failed(NOT_AUTHENTICATED), 302);
    deleteCookie(c, TICKET_COOKIE, { path: COOKIE_PATH, secure: secureFor(c.req.raw) });
    // Publishing's permissions, those of the features already on (asked again, so a new login keeps
    // them) and those of the features this login turns on.
    const features = [
      ...new Set<MetaFeature>([
        ...((await findConnection(db, login.accountId))?.features ?? []),
        ...login.features,
      ]),
    ];
    const { state, nonce } = await createState(db, { accountId: login.accountId, features }, clock());
    setCookie(c, NONCE_COOKIE, nonce, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureFor(c.req.raw),
      maxAge: STATE_TTL_MS / 1000,
    });
    return c.redirect(
      graph.dialogUrl({ redirectUri: redirectUriOf(c.req.raw), state, scopes: scopesFor(features) }),
      302,
    );
  });

  mountRoute(app, 'GET /api/auth/facebook/callback', async (c) => {
    const { code, state, error } = c.req.query();
    const nonce = getCookie(c, NONCE_COOKIE);
    deleteCookie(c, NONCE_COOKIE, { path: COOKIE_PATH, secure: secureFor(c.req.raw) });
    // The state is checked first, with the browser's nonce: without both we do not know whose login this was.
    const login = state ? await consumeState(db, state, nonce, clock()) : null;
    if (login === null) return c.redirect(failed('no_session_token'), 302);
    const { accountId } = login;
    if (error) return c.redirect(failed('no_user'), 302);
    if (!code) return c.redirect(failed('login_error'), 302);
    try {
      const user = await graph.exchangeCode({ code, redirectUri: redirectUriOf(c.req.raw) });
      const longLived = await graph.longLivedToken(user.accessToken);
      const me = await graph.me(longLived.accessToken);
      // A feature is on when the person gave every permission it asked for.
      const granted = (await graph.debugToken(longLived.accessToken)).scopes;
      const features = featuresGranted(granted).filter((feature) => login.features.includes(feature));
      await saveConnection({ db, clock }, cipher, accountId, { user, longLived, me, features });
      // The new login is checked at once: the banner of the old one's problems goes.
      health.kick();
    } catch (failure) {
      if (!(failure instanceof GraphError)) throw failure;
      logger.warn({ err: failure, accountId }, 'Facebook token exchange failed');
      return c.redirect(failed('login_error'), 302);
    }
    return c.redirect(`${PLATFORMS_PAGE}?connected=facebook`, 302);
  });
}
