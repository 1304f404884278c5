import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { GRAPH_INVALID_TOKEN } from '../graph-errors.ts';
import { consentPage } from './consent-page.ts';
import { publishedPage, publishedPerPage } from './published-page.ts';
import { registerPublishing } from './publishing.ts';
import { SANDBOX_PAGES } from './sample-pages.ts';

export const SANDBOX_BASE_PATH = '/api/facebook-sandbox';

/** What a test can make the sandbox do wrong. */
export type SandboxFaults = {
  /** The code-for-token exchange answers a Graph error. */
  failTokenExchange: boolean;
  /** Every token is refused with code 190, as after it expired or was revoked. */
  tokensExpired: boolean;
  /** Pages per /me/accounts answer, to exercise paging (default: all). */
  pageSize: number | null;
  /** Faults of single calls, the first matching entry first; see SandboxFault. */
  plan: SandboxFault[];
  /** Added to every Graph answer, in ms. */
  latencyMs: number;
  /** How long a 'timeout' fault hangs, in ms: longer than any client waits (default 120 s). */
  hangMs: number;
  /** Status checks a new Instagram container answers IN_PROGRESS before FINISHED (default 1). */
  containerPolls: number;
  /** Instagram's quota_usage (default: the media the account published in the last 24 hours). */
  instagramQuotaUsage: number | null;
};

/**
 * Which calls a fault applies to: the publishing calls by their edge; 'status' the GET of an Instagram
 * container's status_code; 'limit' GET content_publishing_limit; 'lookup' the GET of a page feed, an
 * Instagram media list or a permalink; 'delete'; 'any' all of them.
 */
export const SANDBOX_FAULT_MATCHES = [
  'photos',
  'feed',
  'media',
  'media_publish',
  'status',
  'limit',
  'lookup',
  'delete',
  'any',
] as const;
export type SandboxFaultMatch = (typeof SANDBOX_FAULT_MATCHES)[number];

/**
 * What a fault does: 'timeout' hangs (faults.hangMs) without doing anything; 'timeout_after_publish'
 * publishes, then hangs, so the client never learns that it did; the others answer Graph's error.
 */
export const SANDBOX_FAULT_KINDS = [
  'server_error',
  'timeout',
  'timeout_after_publish',
  'token_expired',
  'rate_limited',
  'permission_missing',
  'image_rejected',
] as const;
export type SandboxFaultKind = (typeof SANDBOX_FAULT_KINDS)[number];

/** A fault of the calls it matches: `times` calls (default: every one), each with `probability` (default 1). */
export type SandboxFault = {
  match: SandboxFaultMatch;
  kind: SandboxFaultKind;
  times?: number;
  probability?: number;
};

/** A post the sandbox "published"; a deleted one stays, with deletedAt, so nothing is forgotten. */
export type SandboxPost = {
  id: string;
  /** The page, or the Instagram account. */
  pageId: string;
  platform: 'facebook' | 'instagram';
  message: string;
  imageUrl: string | null;
  permalink: string;
  createdAt: string;
  deletedAt: string | null;
};

const noFaults = (): SandboxFaults => ({
  failTokenExchange: false,
  tokensExpired: false,
  pageSize: null,
  plan: [],
  latencyMs: 0,
  hangMs: 120_000,
  containerPolls: 1,
  instagramQuotaUsage: null,
});
const CODE_TTL_MS = 10 * 60_000;
const TOKEN_PREFIX = 'sbx_';

const graphError = (message: string, code: number, subcode?: number) => ({
  error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}) },
});

const newToken = (kind: string) => `${TOKEN_PREFIX}${kind}_${randomBytes(18).toString('base64url')}`;

function isHttpUrl(text: string | undefined): text is string {
  try {
    return text !== undefined && ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * A local stand-in for the parts of Facebook svc-social uses, on the same paths as graph.facebook.com
 * and www.facebook.com under /api/facebook-sandbox: the login dialog, the token endpoints,
 * /me/accounts, page and Instagram publishing and deleting, and what was published (/feed, /published
 * as JSON, /pages for a person).
 * It runs when no Facebook app is configured, and it is the fake the tests use. Its codes, containers
 * and feed live in memory; its tokens are recognised by their prefix, so a restart keeps them valid.
 */
export function createFacebookSandbox() {
  const faults = noFaults();
  const codes = new Map<string, { redirectUri: string; expiresAt: number }>();
  const feed: SandboxPost[] = [];
  const app = new Hono().basePath(SANDBOX_BASE_PATH);

  app.use('/:version/*', async (_c, next) => {
    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    await next();
  });

  const tokenOf = (authorization: string | undefined, query: string | undefined) =>
    authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? query;

  app.get('/:version/dialog/oauth', (c) => {
    const redirectUri = c.req.query('redirect_uri');
    const state = c.req.query('state') ?? '';
    if (!c.req.query('client_id') || !isHttpUrl(redirectUri)) {
      return c.text('Invalid client_id or redirect_uri', 400);
    }
    const decide = (decision: 'allow' | 'deny') =>
      `${SANDBOX_BASE_PATH}/${c.req.param('version')}/dialog/oauth/decide?${new URLSearchParams({
        decision,
        redirect_uri: redirectUri,
        state,
      })}`;
    const scopes = (c.req.query('scope') ?? '').split(',').filter(Boolean);
    return c.html(
      consentPage({
        allowUrl: decide('allow'),
        denyUrl: decide('deny'),
        scopes,
        publishedUrl: `${SANDBOX_BASE_PATH}/pages`,
      }),
    );
  });

  app.get('/:version/dialog/oauth/decide', (c) => {
    const redirectUri = c.req.query('redirect_uri');
    if (!isHttpUrl(redirectUri)) return c.text('Invalid redirect_uri', 400);
    const target = new URL(redirectUri);
    target.searchParams.set('state', c.req.query('state') ?? '');
    if (c.req.query('decision') === 'allow') {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_reason', 'user_denied');
      target.searchParams.set('error_description', 'Permissions error');
    }
    return c.redirect(target.toString(), 302);
  });

  app.get('/:version/oauth/access_token', (c) => {
    const q = c.req.query();
    if (!q.client_id || !q.client_secret)
      return c.json(graphError('Missing client_id or client_secret', 101), 400);
    if (faults.failTokenExchange) return c.json(graphError('Sandbox: token exchange made to fail', 1), 500);
    if (q.grant_type === 'fb_exchange_token') {
      if (!q.fb_exchange_token?.startsWith(TOKEN_PREFIX) || faults.tokensExpired) {
        return c.json(
          graphError('Error validating access token: Session has expired', GRAPH_INVALID_TOKEN, 463),
          400,
        );
      }
      return c.json({ access_token: newToken('long'), token_type: 'bearer', expires_in: 60 * 24 * 3600 });
    }
    const issued = q.code ? codes.get(q.code) : undefined;
    // A code is good once, for the redirect_uri it was issued to, for ten minutes: as Facebook does.
    if (q.code) codes.delete(q.code);
    if (!issued || issued.expiresAt < Date.now() || issued.redirectUri !== q.redirect_uri) {
      return c.json(graphError('Invalid verification code format.', 100, 36007), 400);
    }
    return c.json({ access_token: newToken('user'), token_type: 'bearer', expires_in: 2 * 3600 });
  });

  app.get('/:version/me/accounts', (c) => {
    const token = tokenOf(c.req.header('Authorization'), c.req.query('access_token'));
    if (!token) return c.json(graphError('An active access token must be used', 2500), 400);
    if (!token.startsWith(TOKEN_PREFIX) || faults.tokensExpired) {
      return c.json(
        graphError('Error validating access token: Session has expired', GRAPH_INVALID_TOKEN, 463),
        400,
      );
    }
    const all = SANDBOX_PAGES.map((page) => ({
      id: page.id,
      name: page.name,
      category: page.category,
      access_token: `${TOKEN_PREFIX}page_${page.id}`,
      ...(page.instagram ? { instagram_business_account: page.instagram } : {}),
    }));
    const offset = Number(c.req.query('after') ?? 0) || 0;
    const size = faults.pageSize ?? all.length;
    const data = all.slice(offset, offset + size);
    const next = new URL(c.req.url);
    next.searchParams.set('after', String(offset + size));
    return c.json({ data, paging: offset + size < all.length ? { next: next.toString() } : {} });
  });

  app.get('/feed', (c) => c.json({ data: feed.filter((p) => p.deletedAt === null) }));
  app.get('/published', (c) => c.json(publishedPerPage(feed)));
  app.get('/pages', (c) => c.html(publishedPage(publishedPerPage(feed))));
  const publishing = registerPublishing(app, { faults, feed });

  return {
    app,
    faults,
    feed,
    /** Back to a well-behaved sandbox: no faults, an empty feed. */
    reset() {
      Object.assign(faults, noFaults());
      feed.length = 0;
      codes.clear();
      publishing.reset();
    },
    /** The Graph calls it answered since the last reset, in order. */
    calls: publishing.calls,
    /** What is on the pages now (deleted posts left out), newest first. */
    posts: () => feed.filter((p) => p.deletedAt === null),
  };
}

export type FacebookSandbox = ReturnType<typeof createFacebookSandbox>;
