import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Writer } from '@studio/ai';
import {
  type ConnectionHealthResponse,
  type EventPayload,
  MetaFeature,
  SANDBOX_BASE_PATH,
} from '@studio/contracts';
import type { MediaFetch } from '@studio/facebook-sandbox';
import { createStandaloneSandbox } from '@studio/facebook-sandbox/standalone';
import { fakeMediaHost } from '@studio/facebook-sandbox/testing';
import { type BusMessage, createLogger } from '@studio/kit';
import {
  createTestPlatform,
  type Driver,
  eventsOf,
  issueBusinessToken,
  throwOnContractBreaches,
} from '@studio/kit/testing';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTokenCipher } from './crypto/token-cipher.ts';
import { outbox, selectedPages } from './db/schema.ts';
import { createGraphClient } from './graph/graph-client.ts';
import type { HealthCheckOptions } from './health/checker.ts';
import { type InsightsOptions, startInsightsCollector } from './insights/collector.ts';
import type { PublisherOptions } from './publishing/publisher.ts';
import { createSocialService, type InboxOptions } from './service.ts';

/** The verify token the harness gives the inbox's webhook; deliveries are signed with 'test-secret'. */
export const INBOX_VERIFY_TOKEN = 'test-verify-token';
export const TEST_APP_SECRET = 'test-secret';

export const PUBLIC_URL = 'http://portal.test';
/** A second address of the platform (PUBLIC_URL lists both), as a browser on this machine would use. */
export const OTHER_PUBLIC_URL = 'http://127.0.0.1:8080';
const CALLBACK_PATH = '/api/auth/facebook/callback';

export { fakeMediaHost };

/** The sandbox on a real local port, standing in for graph.facebook.com and www.facebook.com. */
export async function startFakeFacebook(fetchMedia: MediaFetch = fakeMediaHost().fetchMedia) {
  // The standalone server's app: the sandbox, and its control API under /__sandbox.
  const { app, sandbox } = createStandaloneSandbox({
    callbackUrls: [PUBLIC_URL, OTHER_PUBLIC_URL].map((origin) => `${origin}${CALLBACK_PATH}`),
    fetchMedia,
  });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve({ server, port: info.port }),
      );
    },
  );
  return {
    sandbox,
    url: `http://127.0.0.1:${port}${SANDBOX_BASE_PATH}`,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The headers the gateway adds for a browser at this address. */
const forwardedFrom = (origin: string) => ({
  'X-Forwarded-Proto': new URL(origin).protocol.slice(0, -1),
  'X-Forwarded-Host': new URL(origin).host,
});

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * svc-social on a fresh database, talking over HTTP to the sandbox as if it were Facebook
 * (mode 'graph'), or with the sandbox mounted inside it as `npm start` runs it (mode 'sandbox').
 */
export async function socialHarness(
  driver: Driver,
  {
    mode = 'graph',
    publisher,
    insights,
    healthChecks,
    inbox,
    writer = null,
    timeoutMs = 1_000,
  }: {
    /** Drafts the inbox's suggested replies (default: none, the templates). */
    writer?: Writer | null;
    mode?: 'graph' | 'sandbox';
    publisher?: PublisherOptions;
    insights?: InsightsOptions;
    healthChecks?: HealthCheckOptions;
    inbox?: InboxOptions;
    timeoutMs?: number;
  } = {},
) {
  const platform = await createTestPlatform(driver);
  const media = fakeMediaHost();
  const fake = await startFakeFacebook(media.fetchMedia);
  const tokenKey = randomBytes(32);
  const service = createSocialService(platform, {
    publicUrl: [PUBLIC_URL, OTHER_PUBLIC_URL],
    tokenKey,
    writer,
    facebook:
      mode === 'graph'
        ? {
            mode: 'graph',
            appId: 'test-app',
            appSecret: 'test-secret',
            graphUrl: fake.url,
            dialogUrl: fake.url,
            version: 'v21.0',
            timeoutMs,
          }
        : { mode: 'sandbox', version: 'v21.0', fetchMedia: media.fetchMedia },
    // Quick retries, so a test sees a redelivery in milliseconds rather than seconds.
    publisher: {
      backoffMs: [50],
      maxDeliver: 4,
      instagramPollIntervalMs: 5,
      videoPollIntervalMs: 5,
      unknownOutcomeGraceMs: 50,
      ...publisher,
    },
    // The service's own collector waits an hour; tests run collectors of their own (insightsCollector).
    insights: { intervalMs: 3_600_000, ...insights },
    healthChecks,
    // The webhook set up; no polling of its own (tests poll with pollDuePages); replies sent on a kick,
    // retried within milliseconds.
    inbox: {
      verifyToken: INBOX_VERIFY_TOKEN,
      pollIntervalMs: 0,
      sender: { pollMs: 3_600_000, leaseMs: 5_000, backoff: { stepsMs: [20, 20, 20], giveUp: true } },
      // Tests make the daily mail's looks themselves (announceOverdue), on their own clock.
      dailyMailIntervalMs: 3_600_000,
      ...inbox,
    },
  });
  // An answer outside its route's contract (the service checks each in tests) fails the test that got it.
  throwOnContractBreaches(service.app);
  await service.start();
  /** What svc-social announced about posts, as svc-posts would receive it. */
  const announced: BusMessage[] = [];
  await platform.bus.subscribe({
    durable: 'test-social-posts',
    subjects: [
      'social.post.published',
      'social.post.failed',
      'social.post.unconfirmed',
      'social.post.deleted',
      'social.post.insights-collected',
      'social.post.waiting',
    ],
    startAt: 'all',
    handler: async (message) => void announced.push(message),
  });
  let nextPostId = 1;
  const { db } = platform.database;
  /** What svc-social announced of connections' health, as svc-posts would receive it. */
  const checked = eventsOf(platform.bus, 'social.connection.checked');

  const request = (
    method: string,
    path: string,
    {
      token,
      json,
      cookie,
      origin,
    }: {
      token?: string;
      json?: unknown;
      cookie?: string;
      /** The address the browser used, as the gateway forwards it. */
      origin?: string;
    } = {},
  ) =>
    service.app.request(path, {
      method,
      headers: {
        ...(origin ? forwardedFrom(origin) : {}),
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  /** The login cookie each started login's browser holds, by its state. */
  const browserCookies = new Map<string, string>();

  /** Fetches a URL of the dialog, wherever it lives: on the port, or inside the service. */
  const browse = (url: string) => {
    if (mode === 'graph') return fetch(url, { redirect: 'manual' });
    const { origin, pathname, search } = new URL(url);
    return service.app.request(`${pathname}${search}`, { headers: forwardedFrom(origin) });
  };

  let nextAccountId = 1000;
  const collectors: { stop(): Promise<void> }[] = [];
  const harness = {
    platform,
    service,
    db,
    /** A Graph client, a token cipher and a logger like the service's, for a second replica's workers. */
    graph: createGraphClient({
      appId: 'test-app',
      appSecret: 'test-secret',
      graphUrl: fake.url,
      dialogUrl: fake.url,
      version: 'v21.0',
      timeoutMs,
    }),
    cipher: createTokenCipher(tokenKey),
    logger: createLogger('svc-social-test', 'silent'),
    /** The fake Facebook on the port, the one the service talks to in mode 'graph'. */
    facebook: fake.sandbox,
    /** Where the fake Facebook (mode 'graph') listens, with its control API under /__sandbox. */
    fakeOrigin: fake.origin,
    /** The images the fake Facebook (either mode) fetches: set an address's bytes in `media.served`. */
    media,
    tokenKey,
    request,
    /** A business token for a new (or the given) account. */
    async business(accountId = nextAccountId++) {
      const token = await issueBusinessToken(platform, accountId);
      return { accountId, token };
    },
    /**
     * A one-time connect ticket (turning `features` on; default every one, as most tests need the
     * inbox's and the insights' permissions), then GET /connect with it from the browser at `origin`
     * (default PUBLIC_URL): where it sends the browser, as an absolute URL (its cookie kept).
     */
    async startLogin(
      token: string,
      origin = PUBLIC_URL,
      features: MetaFeature[] = [...MetaFeature.options],
    ): Promise<string> {
      const ticket = await request('POST', '/api/auth/facebook/connect-ticket', {
        token,
        origin,
        json: { features },
      });
      if (ticket.status !== 200) throw new Error(`connect-ticket answered ${ticket.status}`);
      // The ticket's cookie, which the browser sends back to /connect.
      const browser = ticket.headers.get('Set-Cookie')?.split(';')[0];
      const res = await request('GET', (await ticket.json()).url, { origin, cookie: browser });
      if (res.status !== 302) throw new Error(`connect answered ${res.status}`);
      const location = new URL(res.headers.get('Location')!, origin).toString();
      const state = new URL(location).searchParams.get('state');
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith('ps_fb_login='))
        ?.split(';')[0];
      if (state && cookie) browserCookies.set(state, cookie);
      return location;
    },
    /** The consent page's choice: the callback URL Facebook sends the browser back to. */
    async consent(
      dialogUrl: string,
      choice: 'allow' | 'deny',
      { declined = [] }: { declined?: string[] } = {},
    ): Promise<string> {
      const page = await browse(dialogUrl);
      const html = await page.text();
      let link: string | undefined;
      if (declined.length > 0 && choice === 'allow') {
        // "Edit access": the form with the permissions left ticked.
        const action = unescapeHtml(html.match(/<form method="get" action="([^"]+)"/)?.[1] ?? '');
        const query = new URLSearchParams();
        for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
          query.append(unescapeHtml(name!), unescapeHtml(value!));
        for (const [, value] of html.matchAll(/<input type="checkbox" name="granted" value="([^"]+)"/g))
          if (!declined.includes(unescapeHtml(value!))) query.append('granted', unescapeHtml(value!));
        link = action ? `${action}?${query}` : undefined;
      } else {
        const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => unescapeHtml(m[1]!));
        link = links.find((l) => l.includes(`decision=${choice}`));
      }
      if (!link) throw new Error(`no ${choice} link on the consent page (${page.status})`);
      const decided = await browse(new URL(link, dialogUrl).toString());
      return decided.headers.get('Location')!;
    },
    /**
     * Follows the callback inside the service, from the browser that started that login (its cookie)
     * unless another cookie is given: where the browser ends up.
     */
    async callback(callbackUrl: string, cookie?: string): Promise<string> {
      const url = new URL(callbackUrl);
      if (url.pathname !== CALLBACK_PATH) throw new Error(`unexpected callback ${callbackUrl}`);
      const res = await request('GET', `${url.pathname}${url.search}`, {
        cookie: cookie ?? browserCookies.get(url.searchParams.get('state') ?? ''),
        origin: url.origin,
      });
      return res.headers.get('Location')!;
    },
    /**
     * The whole Facebook login, consented (less the `declined` permissions, unticked on the consent
     * page), from the browser at `origin`: where the browser ends up.
     */
    async connect(token: string, origin = PUBLIC_URL, declined: string[] = []): Promise<string> {
      return harness.callback(
        await harness.consent(await harness.startLogin(token, origin), 'allow', { declined }),
      );
    },
    /**
     * Connects Facebook (unless `connect` is false: already connected) and selects the first page (and its
     * Instagram account, and the second page inactive).
     */
    async selectPages(
      token: string,
      {
        instagram = true,
        inactiveSecond = false,
        declined = [],
        connect = true,
      }: { instagram?: boolean; inactiveSecond?: boolean; declined?: string[]; connect?: boolean } = {},
    ) {
      if (connect) await harness.connect(token, PUBLIC_URL, declined);
      const { facebookPages, instagramAccounts } = await (
        await request('GET', '/api/facebook/pages', { token })
      ).json();
      const [first, second] = facebookPages as { id: string; name: string }[];
      const ig = (instagramAccounts as { id: string; name: string; username: string; pageId: string }[])[0]!;
      const pages = [
        { pageId: first!.id, pageName: first!.name, platform: 'facebook' },
        ...(instagram
          ? [
              {
                pageId: ig.pageId,
                pageName: ig.name,
                platform: 'instagram',
                instagramId: ig.id,
                instagramUsername: ig.username,
              },
            ]
          : []),
        ...(inactiveSecond
          ? [{ pageId: second!.id, pageName: second!.name, platform: 'facebook', isActive: false }]
          : []),
      ];
      const res = await request('POST', '/api/selected-pages', { token, json: { pages } });
      if (res.status !== 200) throw new Error(`saving pages answered ${res.status}`);
      return { page: first!, instagram: ig, second: second! };
    },
    /**
     * The account's connection checked now, once any check under way elsewhere (the one a connect or a
     * change of pages kicked) has finished; answers what GET /api/social-media/connection-health says.
     */
    async checkHealth(accountId: number, token: string): Promise<ConnectionHealthResponse> {
      const deadline = Date.now() + 10_000;
      while ((await service.health.checkNow(accountId)) === 'busy') {
        if (Date.now() > deadline) throw new Error(`the connection of account ${accountId} stayed busy`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return (await request('GET', '/api/social-media/connection-health', { token })).json();
    },
    /** The social.connection.checked events about an account, in order. */
    healthReports(accountId: number) {
      return checked.filter((event) => event.accountId === accountId);
    },
    /**
     * The announcement of one check of the account's connection (the check's `checkedAt`), once it has
     * come through the outbox: an earlier check's announcement may still be the last one heard.
     */
    async healthReportOf(accountId: number, checkedAt: string | null) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const report = checked.find(
          (event) => event.accountId === accountId && event.checkedAt === checkedAt,
        );
        if (report) return report;
        if (Date.now() > deadline)
          throw new Error(`no announcement of the check at ${checkedAt} of account ${accountId}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** The page token svc-social keeps for one of the account's selected pages, as Facebook gave it. */
    async pageToken(accountId: number, pageId: string): Promise<string> {
      const [row] = await db
        .select({ sealed: selectedPages.accessTokenEncrypted })
        .from(selectedPages)
        .where(and(eq(selectedPages.accountId, accountId), eq(selectedPages.pageId, pageId)));
      if (!row?.sealed) throw new Error(`no page token for page ${pageId} of account ${accountId}`);
      return createTokenCipher(tokenKey).decrypt(row.sealed);
    },
    /**
     * An insights collector on the service's database reading from the fake Facebook, as one more
     * replica would: a test runs it with runDue() on the clock it gives.
     */
    insightsCollector(options: InsightsOptions = {}) {
      const collector = startInsightsCollector({
        db,
        graph: createGraphClient({
          appId: 'test-app',
          appSecret: 'test-secret',
          graphUrl: fake.url,
          dialogUrl: fake.url,
          version: 'v21.0',
          timeoutMs,
        }),
        cipher: createTokenCipher(tokenKey),
        logger: platform.logger('insights-test'),
        afterCommit: () => undefined,
        publishingBusy: () => false,
        options: { intervalMs: 3_600_000, firstAfterMs: 0, retryMs: [0], ...options },
      });
      collectors.push(collector);
      return collector;
    },
    /** The numbers svc-social announced about a post, in order. */
    insightsOf(postId: number) {
      return announced
        .filter(
          (m) =>
            m.subject === 'social.post.insights-collected' &&
            (m.payload as EventPayload<'social.post.insights-collected'>).postId === postId,
        )
        .map((m) => m.payload as EventPayload<'social.post.insights-collected'>);
    },
    /** svc-posts saying a post's time has come, with a message id of its own (never a duplicate). */
    async due(accountId: number, fields: Partial<EventPayload<'posts.post.due'>> = {}) {
      const payload = harness.dueEvent(accountId, fields);
      await platform.bus.publish('posts.post.due', payload, randomUUID());
      return payload;
    },
    /** A due event of a new post of the account, not sent. */
    dueEvent(accountId: number, fields: Partial<EventPayload<'posts.post.due'>> = {}) {
      const payload: EventPayload<'posts.post.due'> = {
        accountId,
        postId: nextPostId++,
        attempt: 1,
        content: `Νέα θεραπεία προσώπου με υαλουρονικό οξύ ✨ #${randomUUID().slice(0, 8)}`,
        productImage: '/uploads/products/serum.jpg',
        images: [],
        firstComment: null,
        productId: 7,
        productName: 'Ορός υαλουρονικού',
        scheduledDate: new Date().toISOString(),
        dueAt: new Date().toISOString(),
        acknowledgedRuleIds: [],
        resolution: null,
        format: 'feed',
        video: null,
        shareToFeed: true,
        bookingUrl: null,
        googleTopic: null,
        ...fields,
      };
      return payload;
    },
    /** The social.post.* events about a post, in order. */
    announcements(postId: number) {
      return announced
        .filter((m) => (m.payload as { postId: number }).postId === postId)
        .map((m) => ({
          subject: m.subject,
          ...(m.payload as EventPayload<'social.post.failed'> & EventPayload<'social.post.waiting'>),
        }));
    },
    /**
     * Whether svc-social is done with a post, with no sleep: every delivery in hand has been handled, no
     * `posts.post.due` about it waits for a redelivery, and its outbox holds no announcement the bus has
     * not carried yet. What a test checks before asserting that nothing more happened.
     */
    async finishedWith(postId: number) {
      await platform.bus.settled();
      const retries = platform.bus
        .redeliveriesWaiting()
        .filter((m) => (m.payload as { postId?: number }).postId === postId);
      const unsent = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.publishedAt), sql`(${outbox.payload}->>'postId')::int = ${postId}`));
      return retries.length === 0 && unsent.length === 0;
    },
    /** Waits for the `count`-th event of `subject` about a post. */
    async announced(
      postId: number,
      subject:
        | 'social.post.published'
        | 'social.post.failed'
        | 'social.post.unconfirmed'
        | 'social.post.deleted'
        | 'social.post.waiting',
      count = 1,
    ) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const events = harness.announcements(postId).filter((e) => e.subject === subject);
        if (events.length >= count) return events[count - 1]!;
        if (Date.now() > deadline) {
          throw new Error(
            `no ${subject} #${count} for post ${postId}: ${JSON.stringify(harness.announcements(postId))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      await Promise.all(collectors.map((c) => c.stop()));
      await service.stop();
      await platform.close();
      await fake.close();
    },
  };
  return harness;
}

export type SocialHarness = Awaited<ReturnType<typeof socialHarness>>;
