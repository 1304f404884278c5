import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DEFAULT_GRAPH_VERSION } from '@studio/contracts';
import { createGateway, type FrontendConfig, inProcessUpstream } from '@studio/gateway';
import { type Clock, createLogger, type Platform } from '@studio/kit';
import { createTestPlatform } from '@studio/kit/testing';
import { createAuthService } from '@studio/svc-auth';
import { type CatalogServiceOptions, createCatalogService } from '@studio/svc-catalog';
import { createPostsService, type PostsServiceOptions } from '@studio/svc-posts';
import { createSocialService, type SocialServiceOptions } from '@studio/svc-social';
import { PNG } from './images.ts';

export const ADMIN = { username: 'safety-admin', password: 'safety-admin-secret' };
export const PUBLIC_URL = 'http://localhost:8080';

export type Caller = { token?: string; headers?: Record<string, string> };
export type SendOptions = Caller & { json?: unknown; body?: BodyInit; contentType?: string };

/**
 * The whole platform in this process, as `npm start` runs it: the four services on one embedded
 * PGlite database and the in-process bus (the offline writer, the Facebook sandbox, kept mails) behind
 * the gateway. The services' own tests run on the PostgreSQL server; these run every service's routes
 * on the embedded default.
 * Every log line of every service lands in `logs`.
 */
/**
 * The value a text holds as JSON, or undefined when it holds none: an answer that is not JSON is
 * something the tests report, not an error of the test.
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The login cookie /connect sets (beside the ticket cookie it clears): what the callback is checked against. */
export const loginCookieOf = (started: Response) =>
  started.headers
    .getSetCookie()
    .find((c) => c.startsWith('ps_fb_login='))!
    .split(';')[0]!;

/** Requests through the gateway, the way a browser or the front-ends send them: as sent, as JSON, or expected to succeed. */
function gatewayClient(gateway: {
  request: (url: string, init: RequestInit) => Response | Promise<Response>;
}) {
  /** A request through the gateway, the way a browser or the front-ends send it. */
  const send = (method: string, url: string, options: SendOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    }
    if (options.contentType) headers['Content-Type'] = options.contentType;
    return gateway.request(url, { method, headers, body });
  };

  const json = async <T = Record<string, unknown>>(
    method: string,
    url: string,
    options: SendOptions = {},
  ): Promise<{ status: number; body: T }> => {
    const res = await send(method, url, options);
    const text = await res.text();
    return { status: res.status, body: (parseJson(text) ?? text) as T };
  };

  const expectOk = async <T = Record<string, unknown>>(method: string, url: string, options: SendOptions) => {
    const res = await json<T>(method, url, options);
    if (res.status >= 300)
      throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return { send, json, expectOk };
}

type GatewayClient = ReturnType<typeof gatewayClient>;

/** The people of new businesses: an account's owner, and the members its owner invites. */
function people(expectOk: GatewayClient['expectOk'], adminToken: string) {
  let nextBusiness = 1;
  /** A new account with its admin user, signed in through the business login. */
  const business = async (name = `Κλινική ${nextBusiness}`) => {
    const n = nextBusiness++;
    const { account } = await expectOk<{ account: { id: number } }>('POST', '/api/accounts', {
      token: adminToken,
      json: { businessName: name, status: 'active' },
    });
    const email = `owner${n}-${randomBytes(3).toString('hex')}@clinic.test`;
    const password = `pass-${randomBytes(6).toString('hex')}`;
    const { adminUser, link } = await expectOk<{ adminUser: { id: number }; link: string }>(
      'POST',
      '/api/admin-users',
      { token: adminToken, json: { accountId: account.id, email } },
    );
    // The invited user sets the password on the link (no SMTP server: the admin is answered it).
    await expectOk('POST', new URL(link).pathname, {
      body: new URLSearchParams({ password, confirm: password }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    const login = () =>
      expectOk<{ token: string }>('POST', '/api/business/login', { json: { email, password } }).then(
        (b) => b.token,
      );
    return { accountId: account.id, adminUserId: adminUser.id, email, password, token: await login(), login };
  };

  /**
   * Another user of a business with a role: invited by its owner on the team screen's route,
   * the password set on the invitation's link, signed in.
   */
  const member = async (of: { token: string }, role: 'owner' | 'marketer' | 'medical_reviewer') => {
    const email = `${role}-${randomBytes(3).toString('hex')}@clinic.test`;
    const password = `pass-${randomBytes(6).toString('hex')}`;
    const { member: invited, link } = await expectOk<{ member: { id: number }; link: string }>(
      'POST',
      '/api/team-members',
      { token: of.token, json: { email, role } },
    );
    await expectOk('POST', new URL(link).pathname, {
      body: new URLSearchParams({ password, confirm: password }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    const login = () =>
      expectOk<{ token: string }>('POST', '/api/business/login', { json: { email, password } }).then(
        (b) => b.token,
      );
    return { adminUserId: invited.id, email, role, token: await login(), login };
  };
  return { business, member };
}

/** Facebook's login (the sandbox's) as a browser goes through it: the ticket, /connect, the dialog, the callback. */
function facebookLogins({ send, expectOk }: Pick<GatewayClient, 'send' | 'expectOk'>) {
  /** A connect ticket, as the browser gets it: its /connect address and the cookie that goes with it. */
  const connectTicket = async (owner: { token: string }) => {
    const res = await send('POST', '/api/auth/facebook/connect-ticket', { token: owner.token });
    if (res.status !== 200) throw new Error(`connect-ticket answered ${res.status}`);
    const { url } = (await res.json()) as { url: string };
    return { url, cookie: res.headers.get('Set-Cookie')!.split(';')[0]! };
  };

  /** The browser asks for a ticket and goes to /connect with it (and its cookie): the answer, to the dialog. */
  const startFacebookLogin = async (owner: { token: string }) => {
    const { url, cookie } = await connectTicket(owner);
    return send('GET', url, { headers: { Cookie: cookie } });
  };

  /**
   * Facebook (the sandbox) connected as a browser does: ticket, dialog, consent, callback with the
   * login cookie; the pages the connection offers.
   */
  const connectFacebook = async (owner: { token: string }) => {
    const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
    const started = await startFacebookLogin(owner);
    const cookie = loginCookieOf(started);
    const html = await (await send('GET', local(started.headers.get('Location')!))).text();
    const allow = html.match(/href="([^"]*decision=allow[^"]*)"/)![1]!.replaceAll('&amp;', '&');
    const callback = (await send('GET', allow)).headers.get('Location')!;
    const back = await send('GET', local(callback), { headers: { Cookie: cookie } });
    if (!back.headers.get('Location')?.includes('connected=facebook'))
      throw new Error(`Facebook not connected: ${back.headers.get('Location')}`);
    return expectOk<{ facebookPages: { id: string; name: string }[] }>('GET', '/api/facebook/pages', {
      token: owner.token,
    });
  };
  return { connectTicket, startFacebookLogin, connectFacebook };
}

/** Polls until `check` holds (events travel through the bus and the outbox relays). */
const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

/**
 * What a business has once set up: a catalogue product (with an image) in its products, its company
 * (a post every 2 days), and its period's posts, generated once the copies svc-posts keeps from events
 * have arrived.
 */
function businessSetUp({ json, expectOk }: Pick<GatewayClient, 'json' | 'expectOk'>, adminToken: string) {
  return async (owner: { token: string }, names: { product: string; company: string; location: string }) => {
    const form = new FormData();
    form.set('name', names.product);
    form.set('description', 'Ορός υαλουρονικού με απαλή υφή για καθημερινή ενυδάτωση.');
    form.set('image', new File([new Uint8Array(PNG)], 'serum.png', { type: 'image/png' }));
    const { product } = await expectOk<{ product: { id: number } }>('POST', '/api/products', {
      token: adminToken,
      body: form,
    });
    await expectOk('POST', '/api/v2/company-info', {
      token: owner.token,
      json: { companyName: names.company, location: names.location, postFrequencyDays: 2 },
    });
    const added = await expectOk<{ product: { id: number } }>('POST', '/api/v2/account-products', {
      token: owner.token,
      json: { originalProductId: product.id },
    });
    let posts: { id: number; content: string }[] = [];
    await until(
      `the period posts of ${names.company}`,
      async () => {
        const res = await json<{ posts?: { id: number; content: string }[] }>(
          'POST',
          '/api/generate-period-posts',
          { token: owner.token },
        );
        posts = res.body.posts ?? [];
        return res.status === 200 && posts.length > 0;
      },
      15_000,
    );
    const { scheduledPeriod } = await expectOk<{ scheduledPeriod: { id: number } }>(
      'GET',
      '/api/scheduled-periods',
      { token: owner.token },
    );
    return { productId: product.id, accountProductId: added.product.id, posts, periodId: scheduledPeriod.id };
  };
}

/** Stand-ins for the built front-ends, under `dataDir`: the gateway serves them as it serves the real ones. */
async function frontendStandIns(dataDir: string): Promise<FrontendConfig> {
  const frontend: FrontendConfig = {
    SHELL_DIR: path.join(dataDir, 'shell'),
    ADMIN_REMOTE_DIR: path.join(dataDir, 'admin'),
    PORTAL_REMOTE_DIR: path.join(dataDir, 'portal'),
    REMOTE_ADMIN_URL: '/remotes/admin/remoteEntry.js',
    REMOTE_PORTAL_URL: '/remotes/portal/remoteEntry.js',
  };
  for (const dir of [frontend.SHELL_DIR, frontend.ADMIN_REMOTE_DIR, frontend.PORTAL_REMOTE_DIR])
    await mkdir(dir, { recursive: true });
  await writeFile(path.join(frontend.SHELL_DIR, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(frontend.ADMIN_REMOTE_DIR, 'remoteEntry.js'), 'var admin;');
  return frontend;
}

export async function safetyPlatform(
  options: {
    catalog?: Pick<CatalogServiceOptions, 'loadImage'>;
    corsOrigins?: string[];
    /** The time of every service (default: the system's): a journey moves it to see what time brings. */
    clock?: Clock;
    /** The inbox's pace (e.g. the daily mail's looks). */
    social?: Pick<SocialServiceOptions, 'inbox'>;
    /** svc-posts' mail server and the scheduler's pace (default: mails kept, no hand-over for an hour). */
    posts?: Pick<PostsServiceOptions, 'mailer' | 'schedulerIntervalMs'>;
  } = {},
) {
  const base = await createTestPlatform('pglite');
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const platform: Platform = {
    ...base,
    logger: (service) => createLogger(service, 'debug', sink),
    clock: options.clock ?? base.clock,
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'safety-'));

  const auth = createAuthService(platform, {
    seed: {
      adminUsername: ADMIN.username,
      adminPassword: ADMIN.password,
      demoBusiness: false,
      demoEmail: '',
    },
  });
  const catalog = createCatalogService(platform, { dataDir, ...options.catalog });
  const tokenKey = randomBytes(32);
  const social = createSocialService(platform, {
    publicUrl: PUBLIC_URL,
    tokenKey,
    facebook: {
      mode: 'sandbox',
      version: DEFAULT_GRAPH_VERSION,
      // The images the sandbox is given, fetched through the gateway as Meta fetches them (no port here).
      fetchMedia: async (url) => gateway.request(new URL(url).pathname),
    },
    publisher: { backoffMs: [50], maxDeliver: 2, instagramPollIntervalMs: 5 },
    ...options.social,
  });
  const posts = createPostsService(platform, {
    publicUrl: PUBLIC_URL,
    schedulerIntervalMs: 3_600_000,
    periodCheckIntervalMs: 3_600_000,
    ...options.posts,
  });
  const services = [auth, catalog, social, posts];
  for (const service of services) await service.start();

  const frontend = await frontendStandIns(dataDir);
  const gateway = createGateway({
    upstreams: services.map((s) => inProcessUpstream(s.name, s.app)),
    frontend,
    logger: platform.logger('gateway'),
    corsOrigins: options.corsOrigins,
  });

  const { send, json, expectOk } = gatewayClient(gateway);
  const adminToken = (await expectOk<{ token: string }>('POST', '/api/auth/login', { json: ADMIN })).token;

  const { business, member } = people(expectOk, adminToken);

  const setUp = businessSetUp({ json, expectOk }, adminToken);

  const { connectTicket, startFacebookLogin, connectFacebook } = facebookLogins({ send, expectOk });

  /** The image proxy's address of `url`, signed for the caller of `token` (default the admin), as the UI asks for it. */
  const proxied = async (url: string, token = adminToken) =>
    (
      await expectOk<{ src: string }>('GET', `/api/proxy-image/signed?url=${encodeURIComponent(url)}`, {
        token,
      })
    ).src;

  return {
    platform,
    services: { auth, catalog, social, posts },
    gateway,
    logs,
    dataDir,
    /** The key svc-social seals stored Facebook tokens with. */
    tokenKey,
    /** The services' bus: what a test announces as a service would. */
    bus: platform.bus,
    send,
    json,
    expectOk,
    adminToken,
    business,
    member,
    setUp,
    until,
    proxied,
    connectTicket,
    startFacebookLogin,
    connectFacebook,
    async close() {
      for (const service of [...services].reverse()) await service.stop();
      await base.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type SafetyPlatform = Awaited<ReturnType<typeof safetyPlatform>>;

/** The body, or for a stream of server-sent events (which stays open) its first chunk. */
export async function textOf(res: Response): Promise<string> {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) return res.text();
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
