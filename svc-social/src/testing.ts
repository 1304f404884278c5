import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Writer } from '@studio/ai';
import { type ConnectionHealthResponse, SANDBOX_BASE_PATH } from '@studio/contracts';
import type { MediaFetch } from '@studio/facebook-sandbox';
import { createStandaloneSandbox } from '@studio/facebook-sandbox/standalone';
import { fakeMediaHost } from '@studio/facebook-sandbox/testing';
import { createLogger } from '@studio/kit';
import {
  createTestPlatform,
  type Driver,
  eventsOf,
  issueBusinessToken,
  throwOnContractBreaches,
} from '@studio/kit/testing';
import { and, eq } from 'drizzle-orm';
import { createTokenCipher } from './crypto/token-cipher.ts';
import { selectedPages } from './db/schema.ts';
import { createGraphClient } from './graph/graph-client.ts';
import type { HealthCheckOptions } from './health/checker.ts';
import { type InsightsOptions, startInsightsCollector } from './insights/collector.ts';
import type { PublisherOptions } from './publishing/publisher.ts';
import { createSocialService, type InboxOptions, type SocialServiceOptions } from './service.ts';
import { CALLBACK_PATH, facebookLogin, type HarnessRequest, PUBLIC_URL } from './testing/facebook-login.ts';
import { postAnnouncements } from './testing/post-announcements.ts';

/** The verify token the harness gives the inbox's webhook; deliveries are signed with 'test-secret'. */
export const INBOX_VERIFY_TOKEN = 'test-verify-token';
export const TEST_APP_SECRET = 'test-secret';

export { PUBLIC_URL };
/** A second address of the platform (PUBLIC_URL lists both), as a browser on this machine would use. */
export const OTHER_PUBLIC_URL = 'http://127.0.0.1:8080';

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

type HarnessOptions = {
  /** Drafts the inbox's suggested replies (default: none, the templates). */
  writer?: Writer | null;
  mode?: 'graph' | 'sandbox';
  publisher?: PublisherOptions;
  insights?: InsightsOptions;
  healthChecks?: HealthCheckOptions;
  inbox?: InboxOptions;
  timeoutMs?: number;
};

/** How the service reaches the fake Facebook on its port in mode 'graph': its app, address and version. */
const graphSettingsOf = (graphUrl: string, timeoutMs: number) => ({
  appId: 'test-app',
  appSecret: TEST_APP_SECRET,
  graphUrl,
  dialogUrl: graphUrl,
  version: 'v21.0',
  timeoutMs,
});

/** A Graph client talking to the fake Facebook on its port, as the service does in mode 'graph'. */
const graphClientOf = (graphUrl: string, timeoutMs: number) =>
  createGraphClient(graphSettingsOf(graphUrl, timeoutMs));

/** The service's options for a test: quick retries and no timers of its own, so tests drive the work. */
function serviceOptionsOf(
  {
    mode = 'graph',
    publisher,
    insights,
    healthChecks,
    inbox,
    writer = null,
    timeoutMs = 1_000,
  }: HarnessOptions,
  fake: Awaited<ReturnType<typeof startFakeFacebook>>,
  media: ReturnType<typeof fakeMediaHost>,
  tokenKey: Buffer,
): SocialServiceOptions {
  return {
    publicUrl: [PUBLIC_URL, OTHER_PUBLIC_URL],
    tokenKey,
    writer,
    facebook:
      mode === 'graph'
        ? { mode: 'graph', ...graphSettingsOf(fake.url, timeoutMs) }
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
  };
}

/** Polls `find` every 10 ms until it answers, for at most 10 s; then throws what `missing` says. */
async function within10s<T>(find: () => Promise<T | undefined> | T | undefined, missing: () => string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(missing());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * svc-social on a fresh database, talking over HTTP to the sandbox as if it were Facebook
 * (mode 'graph'), or with the sandbox mounted inside it as `npm start` runs it (mode 'sandbox').
 */
export async function socialHarness(driver: Driver, options: HarnessOptions = {}) {
  const { mode = 'graph', timeoutMs = 1_000 } = options;
  const platform = await createTestPlatform(driver);
  const media = fakeMediaHost();
  const fake = await startFakeFacebook(media.fetchMedia);
  const tokenKey = randomBytes(32);
  const service = createSocialService(platform, serviceOptionsOf(options, fake, media, tokenKey));
  // An answer outside its route's contract (the service checks each in tests) fails the test that got it.
  throwOnContractBreaches(service.app);
  await service.start();
  const posts = await postAnnouncements(platform);
  const { db } = platform.database;
  /** What svc-social announced of connections' health, as svc-posts would receive it. */
  const checked = eventsOf(platform.bus, 'social.connection.checked');

  const request: HarnessRequest = async (method, path, { token, json, cookie, origin } = {}) =>
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

  /** Fetches a URL of the dialog, wherever it lives: on the port, or inside the service. */
  const browse = async (url: string) => {
    if (mode === 'graph') return fetch(url, { redirect: 'manual' });
    const { origin, pathname, search } = new URL(url);
    return service.app.request(`${pathname}${search}`, { headers: forwardedFrom(origin) });
  };

  let nextAccountId = 1000;
  const collectors: { stop(): Promise<void> }[] = [];
  return {
    platform,
    service,
    db,
    /** A Graph client, a token cipher and a logger like the service's, for a second replica's workers. */
    graph: graphClientOf(fake.url, timeoutMs),
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
    ...facebookLogin(request, browse),
    ...posts,
    /** A business token for a new (or the given) account. */
    async business(accountId = nextAccountId++) {
      const token = await issueBusinessToken(platform, accountId);
      return { accountId, token };
    },
    /**
     * The account's connection checked now, once any check under way elsewhere (the one a connect or a
     * change of pages kicked) has finished; answers what GET /api/social-media/connection-health says.
     */
    async checkHealth(accountId: number, token: string): Promise<ConnectionHealthResponse> {
      await within10s(
        async () => ((await service.health.checkNow(accountId)) === 'busy' ? undefined : true),
        () => `the connection of account ${accountId} stayed busy`,
      );
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
    healthReportOf(accountId: number, checkedAt: string | null) {
      return within10s(
        () => checked.find((event) => event.accountId === accountId && event.checkedAt === checkedAt),
        () => `no announcement of the check at ${checkedAt} of account ${accountId}`,
      );
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
        graph: graphClientOf(fake.url, timeoutMs),
        cipher: createTokenCipher(tokenKey),
        logger: platform.logger('insights-test'),
        afterCommit: () => undefined,
        publishingBusy: () => false,
        options: { intervalMs: 3_600_000, firstAfterMs: 0, retryMs: [0], ...options },
      });
      collectors.push(collector);
      return collector;
    },
    async close() {
      await Promise.all(collectors.map((c) => c.stop()));
      await service.stop();
      await platform.close();
      await fake.close();
    },
  };
}

export type SocialHarness = Awaited<ReturnType<typeof socialHarness>>;
