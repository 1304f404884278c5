import { GraphError, graphErrorOf } from './graph-errors.ts';
import { inboxCalls } from './inbox-calls.ts';
import { createInsightsCalls } from './insights-calls.ts';
import { createGraphCall } from './publishing-calls.ts';
import { createPublishingCalls } from './publishing-client.ts';

export type GraphClientConfig = {
  appId: string;
  appSecret: string;
  /** Where the API answers, e.g. https://graph.facebook.com (the sandbox in sandbox mode). */
  graphUrl: string;
  /** Where the browser is sent to log in, e.g. https://www.facebook.com. */
  dialogUrl: string;
  version: string;
  timeoutMs?: number;
  /** The transport; the sandbox is reached in-process through it (default: global fetch). */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
};

export type UserToken = { accessToken: string; expiresInSeconds: number | null };

export type GraphInstagramAccount = { id: string; name: string | null; username: string | null };

export type GraphPage = {
  id: string;
  name: string;
  category: string;
  accessToken: string;
  instagram: GraphInstagramAccount | null;
  /**
   * What the person may do on the page (CREATE_CONTENT, MANAGE, MODERATE, …); null when Graph did not
   * say. Without CREATE_CONTENT or MANAGE nothing can be published there.
   */
  tasks: string[] | null;
};

/** What `debug_token` tells of a token: whether it works, until when, and with which permissions. */
export type TokenInfo = {
  valid: boolean;
  /** When it stops working; null: it does not expire. */
  expiresAt: Date | null;
  /** When the app's access to the person's data ends (about 90 days after the last login); null: unknown. */
  dataAccessExpiresAt: Date | null;
  scopes: string[];
  /** The objects (pages, Instagram accounts) a permission was given for, when the person chose some. */
  targetsOf: Record<string, string[]>;
};

/** A permission the person gave the app ('granted') or took back or refused ('declined', 'expired'). */
export type GraphPermission = { permission: string; status: string };

/** Follows `paging.next` at most this often, so a misbehaving upstream cannot loop us forever. */
const MAX_PAGES = 20;

const PAGE_FIELDS = 'id,name,category,access_token,tasks,instagram_business_account{id,name,username}';

/** A token's facts from debug_token's `data`: whether it works, its expiry, its permissions and their targets. */
function tokenInfoOf(data: Record<string, unknown>): TokenInfo {
  const moment = (value: unknown) => (typeof value === 'number' && value > 0 ? new Date(value * 1000) : null);
  const granular = Array.isArray(data.granular_scopes) ? data.granular_scopes : [];
  const targetsOf: Record<string, string[]> = {};
  for (const entry of granular as { scope?: unknown; target_ids?: unknown }[]) {
    if (typeof entry?.scope === 'string' && Array.isArray(entry.target_ids))
      targetsOf[entry.scope] = entry.target_ids.filter((id): id is string => typeof id === 'string');
  }
  return {
    valid: data.is_valid === true,
    expiresAt: moment(data.expires_at),
    dataAccessExpiresAt: moment(data.data_access_expires_at),
    scopes: Array.isArray(data.scopes) ? data.scopes.filter((s): s is string => typeof s === 'string') : [],
    targetsOf,
  };
}

/** The Graph API calls svc-social makes; the same code runs against Facebook and the sandbox. */
export function createGraphClient(config: GraphClientConfig) {
  const transport = config.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const timeoutMs = config.timeoutMs ?? 10_000;
  const graphBase = `${config.graphUrl.replace(/\/+$/, '')}/${config.version}`;

  const call = async (url: string, accessToken?: string, method = 'GET'): Promise<unknown> => {
    let res: Response;
    try {
      res = await transport(url, {
        method,
        headers: {
          Accept: 'application/json',
          // The header rather than ?access_token=, so tokens stay out of access logs.
          ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new GraphError(
        'upstream',
        timedOut ? `Graph API did not answer within ${timeoutMs} ms` : `Graph API unreachable: ${error}`,
      );
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw graphErrorOf(res.status, body);
    if (body === null || typeof body !== 'object')
      throw new GraphError('upstream', 'Graph API answered no JSON');
    return body;
  };

  const tokenOf = (body: unknown): UserToken => {
    const { access_token, expires_in } = body as { access_token?: unknown; expires_in?: unknown };
    if (typeof access_token !== 'string' || !access_token) {
      throw new GraphError('upstream', 'Graph API answered no access token');
    }
    return {
      accessToken: access_token,
      expiresInSeconds: typeof expires_in === 'number' ? expires_in : null,
    };
  };

  const tokenUrl = (params: Record<string, string>) =>
    `${graphBase}/oauth/access_token?${new URLSearchParams({
      client_id: config.appId,
      client_secret: config.appSecret,
      ...params,
    })}`;

  return {
    ...createPublishingCalls(config),
    ...createInsightsCalls(createGraphCall(config)),
    /** The inbox's calls: comments, private replies, messages, hiding and deleting. */
    inbox: inboxCalls(createGraphCall(config)),

    /** The login dialog the browser is sent to, asking for `scopes` (scopesFor the account's features). */
    dialogUrl({
      redirectUri,
      state,
      scopes,
    }: {
      redirectUri: string;
      state: string;
      scopes: readonly string[];
    }): string {
      const query = new URLSearchParams({
        client_id: config.appId,
        redirect_uri: redirectUri,
        state,
        scope: scopes.join(','),
        response_type: 'code',
      });
      return `${config.dialogUrl.replace(/\/+$/, '')}/${config.version}/dialog/oauth?${query}`;
    },

    /** The dialog's `code` for a (short-lived) user token; `redirectUri` must be the dialog's own. */
    async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }): Promise<UserToken> {
      return tokenOf(await call(tokenUrl({ redirect_uri: redirectUri, code })));
    },

    /** A short-lived user token for a long-lived one (about 60 days). */
    async longLivedToken(userToken: string): Promise<UserToken> {
      return tokenOf(await call(tokenUrl({ grant_type: 'fb_exchange_token', fb_exchange_token: userToken })));
    },

    /** Who logged in: the Facebook user's id and name. */
    async me(userToken: string): Promise<{ id: string; name: string }> {
      const body = (await call(`${graphBase}/me?fields=id,name`, userToken)) as {
        id?: unknown;
        name?: unknown;
      };
      if (typeof body.id !== 'string' || typeof body.name !== 'string')
        throw new GraphError('upstream', 'Graph API answered no user');
      return { id: body.id, name: body.name.slice(0, 200) };
    },

    /**
     * Takes back every permission the user gave the app (`DELETE /me/permissions`): the user token and
     * the page tokens derived from it stop working. For an account deleted from the platform.
     */
    async revokePermissions(userToken: string): Promise<void> {
      await call(`${graphBase}/me/permissions`, userToken, 'DELETE');
    },

    /**
     * What Facebook knows of a token (`GET /debug_token`, asked with the app's own token): whether it
     * works, its expiry and its permissions.
     */
    async debugToken(inputToken: string): Promise<TokenInfo> {
      const body = (await call(
        `${graphBase}/debug_token?${new URLSearchParams({ input_token: inputToken })}`,
        `${config.appId}|${config.appSecret}`,
      )) as { data?: Record<string, unknown> };
      const data = body.data;
      if (!data || typeof data !== 'object')
        throw new GraphError('upstream', 'Graph API answered no token data');
      return tokenInfoOf(data);
    },

    /** The permissions the person gave the app, and those refused or taken back (`GET /me/permissions`). */
    async permissions(userToken: string): Promise<GraphPermission[]> {
      const body = (await call(`${graphBase}/me/permissions`, userToken)) as { data?: unknown };
      if (!Array.isArray(body.data))
        throw new GraphError('upstream', 'Graph API answered no permission list');
      return (body.data as { permission?: unknown; status?: unknown }[]).flatMap((p) =>
        typeof p?.permission === 'string' && typeof p.status === 'string'
          ? [{ permission: p.permission, status: p.status }]
          : [],
      );
    },

    /** The pages the user manages, each with its page token and linked Instagram business account. */
    async listPages(userToken: string): Promise<GraphPage[]> {
      const pages: GraphPage[] = [];
      let url: string | null =
        `${graphBase}/me/accounts?${new URLSearchParams({ fields: PAGE_FIELDS, limit: '100' })}`;
      for (let n = 0; url && n < MAX_PAGES; n++) {
        const body = (await call(url, userToken)) as { data?: unknown; paging?: { next?: unknown } };
        if (!Array.isArray(body.data)) throw new GraphError('upstream', 'Graph API answered no page list');
        for (const raw of body.data) pages.push(toPage(raw));
        url = typeof body.paging?.next === 'string' ? sameOrigin(body.paging.next, graphBase) : null;
      }
      return pages;
    },
  };
}

export type GraphClient = ReturnType<typeof createGraphClient>;

function toPage(raw: unknown): GraphPage {
  const page = raw as {
    id?: unknown;
    name?: unknown;
    category?: unknown;
    access_token?: unknown;
    tasks?: unknown;
    instagram_business_account?: { id?: unknown; name?: unknown; username?: unknown };
  };
  if (typeof page.id !== 'string' || typeof page.access_token !== 'string') {
    throw new GraphError('upstream', 'Graph API answered a page without id or token');
  }
  const ig = page.instagram_business_account;
  return {
    id: page.id,
    name: typeof page.name === 'string' ? page.name : page.id,
    category: typeof page.category === 'string' ? page.category : '',
    accessToken: page.access_token,
    instagram:
      ig && typeof ig.id === 'string'
        ? {
            id: ig.id,
            name: typeof ig.name === 'string' ? ig.name : null,
            username: typeof ig.username === 'string' ? ig.username : null,
          }
        : null,
    tasks: Array.isArray(page.tasks) ? page.tasks.filter((t): t is string => typeof t === 'string') : null,
  };
}

/** The next-page link, only when it points where we already send the token; otherwise we stop. */
function sameOrigin(next: string, base: string): string | null {
  try {
    return new URL(next).origin === new URL(base).origin ? next : null;
  } catch {
    return null;
  }
}
