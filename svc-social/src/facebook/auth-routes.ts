import { ApiError, type Auth, type KitEnv } from '@studio/kit';
import { Hono } from 'hono';
import type { SocialDeps } from '../deps.ts';
import { saveConnection } from './connections.ts';
import { GraphError } from './graph-errors.ts';
import { consumeState, createState } from './oauth-states.ts';

/** Where the browser lands after the Facebook login, with the codes of SPEC §8. */
const PLATFORMS_PAGE = '/portal/platforms';
export const NOT_AUTHENTICATED = 'You must be authenticated as a business to connect Facebook';

const failed = (message: string) =>
  `${PLATFORMS_PAGE}?${new URLSearchParams({ error: 'auth_failed', message })}`;

/**
 * Checks a token the way every business route does (signature, role, signed-out sessions), for the one
 * route whose token comes in the query: a browser redirect cannot carry an Authorization header.
 */
function tokenChecker(auth: Auth) {
  const guard = new Hono<KitEnv>();
  guard.get('/', auth.business, (c) => c.json({ accountId: c.get('auth').accountId }));
  guard.onError((error, c) => c.json({ error: error instanceof ApiError ? error.code : 'invalid' }, 401));
  return async (token: string | undefined): Promise<number | null> => {
    // A JWT is printable ASCII; anything else cannot even travel in a header.
    if (!token || !/^[\x21-\x7e]{1,4096}$/.test(token)) return null;
    const res = await guard.request('/', { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) return null;
    const { accountId } = (await res.json()) as { accountId: number | null };
    return accountId;
  };
}

/** /api/auth/facebook: the Facebook login, started and finished in the browser. */
export function facebookAuthRoutes({
  db,
  auth,
  logger,
  graph,
  cipher,
  redirectUri,
}: SocialDeps & { redirectUri: string }) {
  const app = new Hono<KitEnv>();
  const accountOf = tokenChecker(auth);

  app.get('/connect', async (c) => {
    const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const accountId = await accountOf(c.req.query('token') ?? bearer);
    if (accountId === null) return c.redirect(failed(NOT_AUTHENTICATED), 302);
    const state = await createState(db, accountId);
    return c.redirect(graph.dialogUrl({ redirectUri, state }), 302);
  });

  app.get('/callback', async (c) => {
    const { code, state, error } = c.req.query();
    // The state is checked first: without it we do not know whose login this was.
    const accountId = state ? await consumeState(db, state) : null;
    if (accountId === null) return c.redirect(failed('no_session_token'), 302);
    if (error) return c.redirect(failed('no_user'), 302);
    if (!code) return c.redirect(failed('login_error'), 302);
    try {
      const user = await graph.exchangeCode({ code, redirectUri });
      const longLived = await graph.longLivedToken(user.accessToken);
      await saveConnection(db, cipher, accountId, { user, longLived });
    } catch (failure) {
      if (!(failure instanceof GraphError)) throw failure;
      logger.warn({ err: failure, accountId }, 'Facebook token exchange failed');
      return c.redirect(failed('login_error'), 302);
    }
    return c.redirect(`${PLATFORMS_PAGE}?connected=facebook`, 302);
  });

  return app;
}
