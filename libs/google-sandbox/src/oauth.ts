import { createHash, randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { GoogleSandboxContext } from './context.ts';
import { googleError } from './errors.ts';
import { takeFault } from './faults.ts';
import { consentPage, noticePage } from './pages.ts';

/** The scope every Business Profile method needs (each method page's "Authorization scopes"). */
export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';
/** An access token lasts an hour (`expires_in` 3599 in Google's token answers). */
export const ACCESS_TOKEN_SECONDS = 3599;
/** An authorization code is good once, for a short while. */
const CODE_TTL_MS = 10 * 60_000;

export type CodeGrant = { redirectUri: string; scopes: string[]; offline: boolean; clientId: string };
export type TokenGrant = {
  type: 'access' | 'refresh';
  scopes: string[];
  /** An access token's end; a refresh token has none until it is revoked. */
  expiresAt: number | null;
  /** The refresh token an access token came from (revoking either ends both). */
  refreshHash: string | null;
};

const newSecret = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The token's grant, when Google still takes it: known, not revoked, not expired. */
export async function grantOf(ctx: GoogleSandboxContext, token: string) {
  const found = await ctx.store.get('token', hashOf(token));
  if (!found) return null;
  const grant = found.value as TokenGrant;
  if (grant.expiresAt !== null && grant.expiresAt < ctx.clock().getTime()) return null;
  return { userKey: found.userKey, grant };
}

const tokenError = (c: Context, error: string, description: string, status: 400 | 401 = 400) =>
  c.json({ error, error_description: description }, status);

/**
 * Google's OAuth 2.0 for web server applications, as https://developers.google.com/identity/protocols/oauth2/web-server
 * documents it: the consent screen at /o/oauth2/v2/auth (client_id, a registered redirect_uri,
 * response_type=code, scope, state; access_type=offline for a refresh token), the code exchanged
 * once at /token, refresh_token grants, and /revoke (a refresh token's revoking ends its access tokens).
 */
export function registerOAuth(app: Hono, ctx: GoogleSandboxContext) {
  const { store, options } = ctx;

  /** The consent screen's checks: a registered client and redirect, a code flow with scopes, a login we started. */
  const loginOf = async (c: Context) => {
    const q = c.req.query();
    if (!q.client_id) return { refused: c.html(noticePage('Error 401: invalid_client'), 401) };
    if (!q.redirect_uri || !options.callbackUrls.includes(q.redirect_uri))
      return { refused: c.html(noticePage('Error 400: redirect_uri_mismatch'), 400) };
    if (q.response_type !== 'code')
      return { refused: c.html(noticePage('Error 400: invalid_request (response_type)'), 400) };
    if (!q.scope)
      return {
        refused: c.html(noticePage('Error 400: invalid_request Missing required parameter: scope'), 400),
      };
    const userKey = q.state ? await options.userOfState(q.state) : null;
    if (userKey === null)
      return {
        refused: c.html(
          noticePage(
            'Η σύνδεση έληξε ή δεν ξεκίνησε από την πλατφόρμα: ξεκινήστε ξανά από τη σελίδα Πλατφόρμες. / This login expired or was not started by the platform.',
          ),
          400,
        ),
      };
    return { refused: null, userKey, q };
  };

  app.get('/o/oauth2/v2/auth', async (c) => {
    const login = await loginOf(c);
    if (login.refused) return login.refused;
    const decide = (decision: string) =>
      `${ctx.basePath}/o/oauth2/v2/auth/decide?${new URLSearchParams({ ...login.q, decision })}`;
    return c.html(
      consentPage({
        allowUrl: decide('allow'),
        denyUrl: decide('deny'),
        scopes: login.q.scope?.split(' ') ?? [],
      }),
    );
  });

  app.get('/o/oauth2/v2/auth/decide', async (c) => {
    const login = await loginOf(c);
    if (login.refused) return login.refused;
    const { q, userKey } = login;
    const target = new URL(q.redirect_uri ?? '');
    if (q.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('state', q.state ?? '');
      return c.redirect(target.toString(), 302);
    }
    const code = newSecret('4/sbx_');
    const grant: CodeGrant = {
      redirectUri: q.redirect_uri ?? '',
      scopes: (q.scope ?? '').split(' ').filter(Boolean),
      offline: q.access_type === 'offline',
      clientId: q.client_id ?? '',
    };
    await store.put('code', hashOf(code), userKey, {
      ...grant,
      expiresAt: ctx.clock().getTime() + CODE_TTL_MS,
    });
    target.searchParams.set('code', code);
    target.searchParams.set('scope', grant.scopes.join(' '));
    target.searchParams.set('state', q.state ?? '');
    return c.redirect(target.toString(), 302);
  });

  const issueAccess = async (userKey: number, scopes: string[], refreshHash: string | null) => {
    const token = newSecret('ya29.sbx_');
    const grant: TokenGrant = {
      type: 'access',
      scopes,
      expiresAt: ctx.clock().getTime() + ACCESS_TOKEN_SECONDS * 1000,
      refreshHash,
    };
    await store.put('token', hashOf(token), userKey, grant);
    return token;
  };

  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    if (!field('client_id') || !field('client_secret'))
      return tokenError(c, 'invalid_client', 'The OAuth client was not found.', 401);
    if (takeFault(ctx.faults, 'token')) return tokenError(c, 'invalid_grant', 'Bad Request');
    if (field('grant_type') === 'refresh_token') {
      const refresh = await grantOf(ctx, field('refresh_token'));
      if (refresh?.grant.type !== 'refresh')
        return tokenError(c, 'invalid_grant', 'Token has been expired or revoked.');
      const access = await issueAccess(refresh.userKey, refresh.grant.scopes, hashOf(field('refresh_token')));
      return c.json({
        access_token: access,
        expires_in: ACCESS_TOKEN_SECONDS,
        scope: refresh.grant.scopes.join(' '),
        token_type: 'Bearer',
      });
    }
    if (field('grant_type') !== 'authorization_code')
      return tokenError(c, 'unsupported_grant_type', 'Invalid grant_type');
    const issued = await store.take('code', hashOf(field('code')));
    const grant = issued?.value as (CodeGrant & { expiresAt: number }) | undefined;
    if (!issued || !grant || grant.expiresAt < ctx.clock().getTime())
      return tokenError(c, 'invalid_grant', 'Bad Request');
    if (grant.redirectUri !== field('redirect_uri'))
      return tokenError(c, 'redirect_uri_mismatch', 'Bad Request');
    let refresh: string | null = null;
    if (grant.offline) {
      refresh = newSecret('1//sbx_');
      const refreshGrant: TokenGrant = {
        type: 'refresh',
        scopes: grant.scopes,
        expiresAt: null,
        refreshHash: null,
      };
      await store.put('token', hashOf(refresh), issued.userKey, refreshGrant);
    }
    const access = await issueAccess(issued.userKey, grant.scopes, refresh ? hashOf(refresh) : null);
    return c.json({
      access_token: access,
      expires_in: ACCESS_TOKEN_SECONDS,
      ...(refresh ? { refresh_token: refresh } : {}),
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
    });
  });
  registerRevoke(app, ctx);
}

/**
 * POST /revoke, as "Revoking a token" documents it
 * (https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke): the token, an access
 * or a refresh token, as a parameter (the page's curl puts it in the query, its HTTP sample in the form
 * body); an access token's refresh token is revoked with it, and a refresh token's access tokens with
 * it. "If the revocation is successfully processed, then the HTTP status code of the response is 200.
 * For error conditions, an HTTP status code 400 is returned along with an error code": invalid_token
 * for a token Google does not know (any more: revoked, expired), invalid_request for none at all
 * (RFC 7009 section 2.2.1, https://www.ietf.org/rfc/rfc7009.html, with RFC 6749's error codes). Only
 * POST is routed (Google answers a GET of oauth2.googleapis.com/revoke 404). On demand (match
 * 'revoke' only, no 'any'): Google's own trouble ('internal' 500, 'unavailable' 503) before anything
 * is revoked, or ('answer_lost') the revocation done and its answer lost.
 */
function registerRevoke(app: Hono, ctx: GoogleSandboxContext) {
  const { store } = ctx;
  app.post('/revoke', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = c.req.query('token') ?? (typeof form.token === 'string' ? form.token : '');
    if (!token) return tokenError(c, 'invalid_request', 'Bad Request');
    const fault = takeFault(ctx.faults, 'revoke', { exact: true });
    if (fault === 'internal' || fault === 'unavailable') {
      const { status, body } = googleError(
        fault === 'internal' ? 'INTERNAL' : 'UNAVAILABLE',
        fault === 'internal' ? 'Internal error encountered.' : 'The service is currently unavailable.',
      );
      return c.json(body, status as 500);
    }
    const found = await grantOf(ctx, token);
    if (!found) return tokenError(c, 'invalid_token', 'Token expired or revoked');
    const refreshHash = found.grant.type === 'refresh' ? hashOf(token) : found.grant.refreshHash;
    await store.take('token', hashOf(token));
    if (refreshHash) {
      await store.take('token', refreshHash);
      for (const record of await store.list('token', found.userKey))
        if ((record.value as TokenGrant).refreshHash === refreshHash) await store.take('token', record.key);
    }
    if (fault === 'answer_lost') await new Promise((resolve) => setTimeout(resolve, ctx.faults.hangMs));
    return c.json({});
  });
}
