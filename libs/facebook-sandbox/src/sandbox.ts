import { createHash, randomBytes } from 'node:crypto';
import { FACEBOOK_SCOPES, SANDBOX_BASE_PATH } from '@studio/contracts';
import { type Clock, systemClock } from '@studio/kit';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { createCallTools, type SandboxCallTools } from './calls.ts';
import { consentPage, sandboxNotice } from './consent-page.ts';
import { GRAPH_INVALID_TOKEN, noFaults, type SandboxFaults } from './faults.ts';
import { createGraphContext } from './graph-context.ts';
import type { MediaFetch } from './media.ts';
import { registerPatients, type SandboxPatients } from './patients.ts';
import { PUBLISHED_PAGE_CSP, publishedPage, publishedPerPage } from './published-page.ts';
import { registerPublishing } from './publishing.ts';
import { SANDBOX_USER_NAME, sandboxPagesOf } from './sample-pages.ts';
import { DATA_ACCESS_TTL_MS, type SandboxStore, SHORT_TOKEN_TTL_MS, TOKEN_TTL_MS } from './store.ts';

export {
  GRAPH_INVALID_TOKEN,
  parseFaultPlan,
  SANDBOX_FAULT_KINDS,
  SANDBOX_FAULT_MATCHES,
  type SandboxFault,
  type SandboxFaultKind,
  type SandboxFaultMatch,
  type SandboxFaults,
} from './faults.ts';
export { SANDBOX_BASE_PATH };

/** What /me/permissions lists: what the platform asks for, and the profile every login gives. */
export const SANDBOX_PERMISSIONS: readonly string[] = [...FACEBOOK_SCOPES, 'public_profile'];
/** A page's tasks for a person with full control of it. */
export const ALL_PAGE_TASKS = ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'];

const TOKEN_PREFIX = 'sbx_';
/** The Facebook user id of sandbox user n. */
const SANDBOX_USER_BASE = 10_000_000_000;

const graphError = (message: string, code: number, subcode?: number) => ({
  error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}) },
});

const expired = () =>
  graphError('Error validating access token: Session has expired', GRAPH_INVALID_TOKEN, 463);

const newToken = (kind: string) => `${TOKEN_PREFIX}${kind}_${randomBytes(24).toString('base64url')}`;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A page's token follows from the user token it was listed with: the same for each listing, unguessable without it. */
const pageTokenOf = (userToken: string, pageId: string) =>
  `${TOKEN_PREFIX}page_${createHash('sha256').update(`${userToken}\n${pageId}`).digest('base64url')}`;

export type SandboxOptions = {
  store: SandboxStore;
  /**
   * The addresses the dialog may send the browser back to (Facebook's "Valid OAuth Redirect URIs"):
   * the one the login asked for when it is listed.
   */
  callbackUrls: readonly string[];
  /**
   * Whose login a dialog is, from the state svc-social gave it; null: no login a signed-in business
   * started. `loginAs` is the dialog's `login_as` query value, which only the standalone fake heeds (a
   * Facebook where several people log in: a test or the bench chooses who).
   */
  userOfState(state: string, loginAs: string | undefined): Promise<number | null>;
  /**
   * Guards what was published; the user it lets in, by `userOf`; `imageUrl` turns an image's address
   * into the one the viewer's browser loads (the platform's own uploads from the address it uses).
   */
  viewer: { guard: MiddlewareHandler; userOf(c: Context): number; imageUrl?(url: string): string };
  /** How the sandbox fetches the images it is given, as Meta fetches `url` and `image_url` (see publishing.ts). */
  fetchMedia: MediaFetch;
  /** How the sandbox starts (default: no faults); `reset()` comes back to these. */
  initialFaults?: Partial<SandboxFaults>;
  /** The time the sandbox dates and judges by (the system's unless a test gives another). */
  clock?: Clock;
  /** The sandbox page's patients writing to the platform's inbox (patients.ts); none: no such routes. */
  patients?: SandboxPatients;
};

/** What the sandbox's route groups share: its state, its faults, the calls it answered, its clock. */
type SandboxParts = { store: SandboxStore; faults: SandboxFaults; tools: SandboxCallTools; clock: Clock };

/** What a login refused, at the consent page or since (the faults). */
const declinedBy = (faults: SandboxFaults, grant: { declined: readonly string[] }) =>
  new Set([...grant.declined, ...faults.declinedPermissions]);

const tokenOf = (authorization: string | undefined, query: string | undefined) =>
  authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? query;

/** The login dialog: the consent page, and its decision sent back to the platform's callback. */
function registerLoginDialog(
  app: Hono,
  { store, callbackUrls, userOfState }: Pick<SandboxOptions, 'store' | 'callbackUrls' | 'userOfState'>,
) {
  /** The user whose login this state is, or the page a person sees instead of the dialog. */
  const loginOf = async (c: Context) => {
    const state = c.req.query('state') ?? '';
    const callbackUrl = c.req.query('redirect_uri') ?? '';
    if (!c.req.query('client_id') || !callbackUrls.includes(callbackUrl)) {
      return { refused: c.html(sandboxNotice('Invalid client_id or redirect_uri'), 400), userKey: null };
    }
    const userKey = state ? await userOfState(state, c.req.query('login_as')) : null;
    if (userKey === null) {
      return {
        refused: c.html(
          sandboxNotice(
            'Η σύνδεση έληξε ή δεν ξεκίνησε από την πλατφόρμα: ξεκινήστε ξανά από τη σελίδα Πλατφόρμες. / This login expired or was not started by the platform.',
          ),
          400,
        ),
        userKey: null,
      };
    }
    return { refused: null, userKey, state, callbackUrl };
  };

  app.get('/:version/dialog/oauth', async (c) => {
    const { refused, state, callbackUrl } = await loginOf(c);
    if (refused) return refused;
    const scopes = (c.req.query('scope') ?? '').split(',').filter(Boolean);
    const fields = (decision: 'allow' | 'deny') => ({
      decision,
      client_id: c.req.query('client_id') ?? '',
      redirect_uri: callbackUrl,
      state: state ?? '',
      scope: scopes.join(','),
      ...(c.req.query('login_as') ? { login_as: c.req.query('login_as') ?? '' } : {}),
    });
    const decidePath = `${SANDBOX_BASE_PATH}/${c.req.param('version')}/dialog/oauth/decide`;
    const decide = (decision: 'allow' | 'deny') => `${decidePath}?${new URLSearchParams(fields(decision))}`;
    return c.html(
      consentPage({
        allowUrl: decide('allow'),
        denyUrl: decide('deny'),
        choose: { action: decidePath, fields: fields('allow') },
        scopes,
        publishedUrl: `${SANDBOX_BASE_PATH}/pages`,
      }),
    );
  });

  app.get('/:version/dialog/oauth/decide', async (c) => {
    const { refused, userKey, state, callbackUrl } = await loginOf(c);
    if (refused) return refused;
    const target = new URL(callbackUrl);
    target.searchParams.set('state', state ?? '');
    if (c.req.query('decision') === 'allow') {
      const code = randomBytes(24).toString('base64url');
      // The login gives what it asked for (`scope`): "Edit access" sends the ticked permissions
      // (`granted`, with `chosen`) and the others asked are refused. What it did not ask for it does not
      // give (https://developers.facebook.com/docs/facebook-login/guides/permissions/request-revoke):
      // those are kept as not granted too, so a call needing one is refused as Graph refuses it.
      const asked = new Set((c.req.query('scope') ?? '').split(',').filter(Boolean));
      const ticked = new Set(c.req.queries('granted') ?? []);
      const declined = SANDBOX_PERMISSIONS.filter(
        (permission) =>
          permission !== 'public_profile' &&
          (!asked.has(permission) || (c.req.query('chosen') === '1' && !ticked.has(permission))),
      );
      await store.saveCode(code, { userKey, redirectUri: callbackUrl, declined });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_reason', 'user_denied');
      target.searchParams.set('error_description', 'Permissions error');
    }
    return c.redirect(target.toString(), 302);
  });
}

/** The token endpoint: a login's code, or a token exchanged for a long-lived one. */
function registerTokens(app: Hono, { store, faults, clock }: SandboxParts) {
  app.get('/:version/oauth/access_token', async (c) => {
    const q = c.req.query();
    if (!q.client_id || !q.client_secret)
      return c.json(graphError('Missing client_id or client_secret', 101), 400);
    if (faults.failTokenExchange) return c.json(graphError('Sandbox: token exchange made to fail', 1), 500);
    if (q.grant_type === 'fb_exchange_token') {
      const grant = q.fb_exchange_token ? await store.grantOf(q.fb_exchange_token) : null;
      if (!grant || grant.pageId !== null || faults.tokensExpired) return c.json(expired(), 400);
      const token = newToken('long');
      // A long-lived token exchanged again may not outlive the old one (refreshKeepsExpiry).
      const longLived = q.fb_exchange_token?.startsWith(`${TOKEN_PREFIX}long_`);
      const expiresAt =
        longLived && faults.refreshKeepsExpiry ? grant.expiresAt : new Date(clock().getTime() + TOKEN_TTL_MS);
      // The data access the login gave is not extended by an exchange: only a new login renews it.
      await store.saveToken(
        token,
        {
          userKey: grant.userKey,
          pageId: null,
          declined: grant.declined,
          dataAccessExpiresAt: grant.dataAccessExpiresAt,
        },
        expiresAt,
      );
      return c.json({
        access_token: token,
        token_type: 'bearer',
        expires_in: Math.max(0, seconds(expiresAt) - seconds(clock())),
      });
    }
    // A code is good once, for the redirect_uri it was issued to, for ten minutes: as Facebook does.
    const issued = q.code ? await store.takeCode(q.code) : null;
    if (!issued || issued.redirectUri !== q.redirect_uri) {
      return c.json(graphError('Invalid verification code format.', 100, 36007), 400);
    }
    // The login's token is short-lived ("expiring in hours"); its data access lasts 90 days
    // (https://developers.facebook.com/docs/facebook-login/auth-vs-data).
    const token = newToken('user');
    const now = clock().getTime();
    await store.saveToken(
      token,
      {
        userKey: issued.userKey,
        pageId: null,
        declined: issued.declined,
        dataAccessExpiresAt: new Date(now + DATA_ACCESS_TTL_MS),
      },
      new Date(now + SHORT_TOKEN_TTL_MS),
    );
    return c.json({ access_token: token, token_type: 'bearer', expires_in: SHORT_TOKEN_TTL_MS / 1000 });
  });
}

/** What a user token reads and does: the user, its permissions (and their withdrawal), its pages, a token's debug. */
function registerUserReads(app: Hono, { store, faults, tools }: SandboxParts) {
  app.get('/:version/me', async (c) => {
    const token = tokenOf(c.req.header('Authorization'), c.req.query('access_token'));
    const grant = token ? await store.grantOf(token) : null;
    if (!grant || grant.pageId !== null || faults.tokensExpired) return c.json(expired(), 400);
    return c.json({ id: String(SANDBOX_USER_BASE + grant.userKey), name: SANDBOX_USER_NAME });
  });

  /** The permissions of the login: granted, or declined at the consent page or since (faults). */
  app.get('/:version/me/permissions', async (c) => {
    const token = tokenOf(c.req.header('Authorization'), c.req.query('access_token'));
    const grant = token ? await store.grantOf(token) : null;
    if (!grant || grant.pageId !== null || faults.tokensExpired) return c.json(expired(), 400);
    const fault = tools.note('health', String(grant.userKey));
    if (fault) return (await tools.refuseFor(c, fault, 'facebook')) ?? c.json(expired(), 400);
    const declined = declinedBy(faults, grant);
    return c.json({
      data: SANDBOX_PERMISSIONS.map((permission) => ({
        permission,
        status: declined.has(permission) ? 'declined' : 'granted',
      })),
    });
  });

  /**
   * What a token is, asked with the app's token (`{app-id}|{app-secret}`): valid or not, its expiry,
   * its permissions. An expired or unknown token is answered `is_valid: false`, as Facebook does.
   * `expires_at` is the token's own end (0 for a page token listed with a long-lived login, which has
   * none), `data_access_expires_at` the end of the data access its login gave, 90 days after it
   * (https://developers.facebook.com/docs/facebook-login/access-tokens/debugging-and-error-handling,
   * https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived).
   */
  app.get('/:version/debug_token', async (c) => {
    const appToken = tokenOf(c.req.header('Authorization'), c.req.query('access_token')) ?? '';
    if (!/^[^|\s]+\|[^|\s]+$/.test(appToken))
      return c.json(graphError('(#100) You must provide an app access token', 100), 400);
    const input = c.req.query('input_token');
    if (!input) return c.json(graphError('(#100) The parameter input_token is required', 100), 400);
    const grant = faults.tokensExpired ? null : await store.grantOf(input);
    const fault = tools.note('health', grant ? String(grant.userKey) : 'unknown');
    if (fault) return (await tools.refuseFor(c, fault, 'facebook')) ?? c.json(expired(), 400);
    if (!grant) {
      return c.json({
        data: {
          app_id: appToken.split('|')[0],
          is_valid: false,
          scopes: [],
          error: {
            code: GRAPH_INVALID_TOKEN,
            subcode: 463,
            message: 'Error validating access token: Session has expired',
          },
        },
      });
    }
    const declined = declinedBy(faults, grant);
    const scopes = SANDBOX_PERMISSIONS.filter((permission) => !declined.has(permission));
    return c.json({
      data: {
        app_id: appToken.split('|')[0],
        type: grant.pageId === null ? 'USER' : 'PAGE',
        application: 'Post Studio (sandbox)',
        is_valid: true,
        issued_at: seconds(grant.issuedAt),
        expires_at: grant.neverExpires ? 0 : seconds(grant.expiresAt),
        data_access_expires_at: seconds(grant.dataAccessExpiresAt),
        scopes,
        granular_scopes: scopes.map((scope) => ({ scope })),
        user_id: String(SANDBOX_USER_BASE + grant.userKey),
        ...(grant.pageId ? { profile_id: grant.pageId } : {}),
      },
    });
  });

  /** The user takes back every permission: its user token and the page tokens derived from it end. */
  app.delete('/:version/me/permissions', async (c) => {
    const token = tokenOf(c.req.header('Authorization'), c.req.query('access_token'));
    const grant = token ? await store.grantOf(token) : null;
    if (!grant || grant.pageId !== null) return c.json(expired(), 400);
    await store.revokeUser(grant.userKey);
    return c.json({ success: true });
  });

  app.get('/:version/me/accounts', async (c) => {
    const token = tokenOf(c.req.header('Authorization'), c.req.query('access_token'));
    if (!token) return c.json(graphError('An active access token must be used', 2500), 400);
    const grant = await store.grantOf(token);
    if (!grant || grant.pageId !== null || faults.tokensExpired) return c.json(expired(), 400);
    // A page token listed with a long-lived login has no expiry of its own (it lasts until the login's
    // data access ends); one listed with a short-lived login ends with it.
    const longLived = token.startsWith(`${TOKEN_PREFIX}long_`);
    const all = await Promise.all(
      sandboxPagesOf(grant.userKey).map(async (page) => {
        const pageToken = pageTokenOf(token, page.id);
        await store.saveToken(
          pageToken,
          {
            userKey: grant.userKey,
            pageId: page.id,
            declined: grant.declined,
            dataAccessExpiresAt: grant.dataAccessExpiresAt,
            neverExpires: longLived,
          },
          longLived ? grant.dataAccessExpiresAt : grant.expiresAt,
        );
        return {
          id: page.id,
          name: page.name,
          category: page.category,
          access_token: pageToken,
          tasks: faults.pageTasks ?? ALL_PAGE_TASKS,
          ...(page.instagram && !faults.instagramUnlinked
            ? { instagram_business_account: page.instagram }
            : {}),
        };
      }),
    );
    const offset = Number(c.req.query('after') ?? 0) || 0;
    const size = faults.pageSize ?? all.length;
    const data = all.slice(offset, offset + size);
    const next = new URL(c.req.url);
    next.searchParams.set('after', String(offset + size));
    return c.json({ data, paging: offset + size < all.length ? { next: next.toString() } : {} });
  });
}

/** What was published, to the signed-in user (JSON) and to a person (the page). */
function registerViewer(
  app: Hono,
  { store, clock, viewer }: { store: SandboxStore; clock: Clock; viewer: SandboxOptions['viewer'] },
) {
  const viewed = async (userKey: number) =>
    (await store.posts(userKey)).map((p) => {
      const shown = (url: string | null) => (url && viewer.imageUrl ? viewer.imageUrl(url) : url);
      return { ...p, imageUrl: shown(p.imageUrl), videoUrl: shown(p.videoUrl), coverUrl: shown(p.coverUrl) };
    });
  app.get('/feed', viewer.guard, async (c) =>
    c.json({ data: (await viewed(viewer.userOf(c))).filter((p) => p.deletedAt === null) }),
  );
  app.get('/published', viewer.guard, async (c) => {
    const userKey = viewer.userOf(c);
    return c.json(
      publishedPerPage(
        sandboxPagesOf(userKey),
        await viewed(userKey),
        await store.messages(userKey),
        clock().getTime(),
      ),
    );
  });
  app.get('/pages', (c) => c.html(publishedPage(), 200, { 'Content-Security-Policy': PUBLISHED_PAGE_CSP }));
}

/**
 * A local stand-in for the parts of Facebook svc-social uses, on the same paths as graph.facebook.com
 * and www.facebook.com under /api/facebook-sandbox: the login dialog, the token endpoints,
 * /me/accounts, page and Instagram publishing and deleting, and what was published (/feed and
 * /published as JSON to the signed-in user, /pages for a person).
 * svc-social runs it only with FACEBOOK_SANDBOX=true; it is also the fake Graph server of the tests
 * (standalone.ts). Each user (a business account) has pages of its own and random tokens; the dialog
 * returns only to a configured callback; the feed is capped per user (store.ts).
 */
export function createFacebookSandbox({
  store,
  callbackUrls,
  userOfState,
  viewer,
  fetchMedia,
  initialFaults = {},
  clock = systemClock,
  patients,
}: SandboxOptions) {
  // The plan's entries are used up as they apply: each start takes copies of them.
  const startingFaults = () => ({
    ...noFaults(),
    ...initialFaults,
    plan: (initialFaults.plan ?? []).map((fault) => ({ ...fault })),
  });
  const faults = startingFaults();
  const tools = createCallTools(faults, clock);
  const app = new Hono().basePath(SANDBOX_BASE_PATH);

  app.use('/:version/*', async (_c, next) => {
    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    await next();
  });

  const deps = { store, faults, tools, clock };
  registerLoginDialog(app, { store, callbackUrls, userOfState });
  registerTokens(app, deps);
  registerUserReads(app, deps);
  registerViewer(app, { ...deps, viewer });
  if (patients) registerPatients(app, { store, clock, patients });
  registerPublishing(app, createGraphContext({ faults, store, tools, fetchMedia, clock }));

  return {
    app,
    faults,
    /** Back to a well-behaved sandbox (its initial faults), no posts, no pending logins. */
    async reset() {
      Object.assign(faults, startingFaults());
      tools.reset();
      await store.reset();
    },
    /**
     * Every token of the user (every user's when none is given) with an expiry of its own now expires
     * `inSeconds` from now: a login near the end of its 60 days.
     */
    async expireTokens(inSeconds: number, userKey: number | null = null) {
      await store.expireTokens(userKey, new Date(clock().getTime() + inSeconds * 1000));
    },
    /** The user's logins, tokens and posts forgotten: the business account was deleted. */
    forgetUser: (userKey: number) => store.forgetUser(userKey),
    /** The Graph calls it answered since the last reset, in order. */
    calls: tools.calls,
  };
}

export type FacebookSandbox = ReturnType<typeof createFacebookSandbox>;
