import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { prepareAnnouncedRuleSets, prepareRuleSetLogged, type Writer } from '@studio/ai';
import {
  DEFAULT_GRAPH_VERSION,
  GOOGLE_SANDBOX_BASE_PATH,
  type InboxSettings,
  type RouteKey,
  routeAccess,
  SANDBOX_BASE_PATH,
} from '@studio/contracts';
import type { FacebookSandbox, MediaFetch } from '@studio/facebook-sandbox';
import type { GoogleSandbox } from '@studio/google-sandbox';
import {
  accountIdOf,
  actingChangeAudited,
  checkForwardedAnswers,
  defineService,
  emit,
  measureWriter,
  mountRoute,
  type Platform,
  type PublicOrigins,
  publicOrigins,
  type RunningWorker,
  routesMountedFromTable,
  type Service,
  type ServiceApp,
  type Subscription,
  startJobs,
} from '@studio/kit';
import type { Context } from 'hono';
import { accountPagesRoutes } from './accounts/routes.ts';
import { currentRuleSet } from './compliance/rules-copy.ts';
import { createTokenCipher } from './crypto/token-cipher.ts';
import { idempotencyKeys, knownSessions, outbox } from './db/schema.ts';
import type { GoogleDeps, SocialDeps } from './deps.ts';
import { FACEBOOK_CALLBACK_PATH, facebookAuthRoutes } from './facebook/auth-routes.ts';
import { pendingAccount } from './facebook/oauth-states.ts';
import { facebookRoutes } from './facebook/routes.ts';
import { socialStatusRoutes } from './facebook/status-routes.ts';
import { GOOGLE_CALLBACK_PATH, googleAuthRoutes } from './google/auth-routes.ts';
import { createGoogleClient, GOOGLE_ENDPOINTS, sandboxEndpoints } from './google/google-client.ts';
import { googleReviewRoutes } from './google/review-routes.ts';
import { DEFAULT_REVIEW_SYNC_INTERVAL_MS } from './google/review-sync.ts';
import { googleRoutes } from './google/routes.ts';
import { createGraphClient } from './graph/graph-client.ts';
import { createHealthChecker, type HealthChecker, type HealthCheckOptions } from './health/checker.ts';
import { connectionHealthRoutes } from './health/routes.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { sandboxPatientsOf } from './inbox/sandbox-patients.ts';
import type { SenderOptions } from './inbox/sender.ts';
import { DEFAULT_SUGGESTIONS_PER_DAY } from './inbox/suggest.ts';
import { webhookRoutes } from './inbox/webhook-routes.ts';
import type { InsightsOptions } from './insights/collector.ts';
import { socialJobs } from './jobs.ts';
import { seedPlatforms } from './platforms/seed.ts';
import { deletePostRoutes } from './publishing/delete-routes.ts';
import type { PublisherOptions } from './publishing/publisher.ts';
import { instagramQuotaRoutes } from './publishing/quota-routes.ts';
import { selectedPageRoutes } from './selected-pages/routes.ts';

/** The real Facebook app, or the local sandbox standing in for it. */
export type FacebookSettings =
  | {
      mode: 'graph';
      appId: string;
      appSecret: string;
      graphUrl: string;
      dialogUrl: string;
      version: string;
      timeoutMs?: number;
    }
  | {
      mode: 'sandbox';
      version: string;
      /**
       * The sandbox app's secret, which signs its webhook deliveries and nothing else: random for each
       * installation (`socialServiceOptions` keeps it in DATA_DIR like the token secret), so no delivery
       * signed by anyone but this sandbox is taken. Default: random for this process.
       */
      appSecret?: string;
      /**
       * The sandbox's Instagram publishing limit: `total` posts per `seconds` (default 100 per 24 hours,
       * as Meta documents it); a demo or a test makes it small to see a post wait for the window.
       */
      instagramQuota?: { total: number; seconds: number };
      /**
       * The sandbox's fault mode (FACEBOOK_SANDBOX_FAULTS): Meta's errors injected at the steps named,
       * as parseFaultPlan reads them when the sandbox loads.
       */
      faultPlan?: string;
      /**
       * How the sandbox fetches the images it is given, as Meta would (default: over HTTP, on the
       * platform's own public addresses only: it never fetches elsewhere for whoever holds a sandbox token).
       */
      fetchMedia?: MediaFetch;
    };

/** Google's own APIs with the platform's OAuth client, or the local Google sandbox standing in for them. */
export type GoogleSettings =
  | { mode: 'google_api'; clientId: string; clientSecret: string; timeoutMs?: number }
  /** Neither: the platforms screen says Google is not set up. */
  | { mode: 'off' }
  | {
      mode: 'sandbox';
      /** The sandbox's fault mode (GOOGLE_SANDBOX_FAULTS): Google's errors at the steps named. */
      faultPlan?: string;
    };

/** Each defaults to what needs no configuration; `socialServiceOptions(env)` builds them from the environment. */
export type SocialServiceOptions = {
  /** Default: the sandbox. */
  facebook?: FacebookSettings;
  /** Default: the Google sandbox. */
  google?: GoogleSettings;
  /**
   * The platform's public origins (default http://localhost:8080): the OAuth redirect_uri is on the one
   * the browser used when it is listed, the first otherwise; images given to Facebook are on the first.
   */
  publicUrl?: string | readonly string[];
  /**
   * Where Meta fetches a post's images and videos (svc-catalog's /uploads): default the first public
   * origin. An address served by svc-catalog itself (or a CDN in front of it) keeps publishing
   * independent of the gateway's restarts.
   */
  mediaUrl?: string;
  /** 32 bytes that seal stored tokens (default: random, so tokens do not survive a restart). */
  tokenKey?: Buffer;
  /** Retries, pace and Instagram polling of publishing (defaults for production). */
  publisher?: PublisherOptions;
  /** When and how fast published posts' numbers are read (defaults for production). */
  insights?: InsightsOptions;
  /** How often connections are checked and when a login counts as expiring (defaults for production). */
  healthChecks?: HealthCheckOptions;
  /** The inbox: how comments and messages arrive, and how replies are sent. */
  inbox?: InboxOptions;
  /** How often each chosen Google location's reviews are read into the inbox (default 10 minutes). */
  googleReviewSyncIntervalMs?: number;
  /** Drafts the inbox's suggested replies (default: none, the templates draft them; see createWriter). */
  writer?: Writer | null;
};

export type InboxOptions = {
  /** META_WEBHOOK_VERIFY_TOKEN: Meta's webhook is set up (a public address); null: no subscription is verified. */
  verifyToken?: string | null;
  /** INBOX_POLL_INTERVAL_MS: how often pages' comments are read when no webhook is set up; 0: never. */
  pollIntervalMs?: number;
  /** The reply sender's lease, retries and pace (defaults for production). */
  sender?: SenderOptions;
  /** How often the daily mail's look for waiting threads is made (default: every 5 minutes). */
  dailyMailIntervalMs?: number;
  /** The writer's suggested replies an account gets per day (INBOX_SUGGESTIONS_PER_DAY, default 200). */
  suggestionsPerDay?: number;
  /**
   * INBOX_HUMAN_AGENT: the app was granted Meta's Human Agent permission (App Review), so a person of
   * the team may answer a direct message up to 7 days after it, tagged HUMAN_AGENT (default false: 24 hours).
   */
  humanAgent?: boolean;
};

/** How often pages' comments are read when no webhook is set up (INBOX_POLL_INTERVAL_MS). */
export const DEFAULT_INBOX_POLL_INTERVAL_MS = 60_000;

/** The sandbox's page of what it published, at the post (on the address the browser uses). */
export const sandboxViewLink = (postId: string) =>
  `${SANDBOX_BASE_PATH}/pages#post-${encodeURIComponent(postId)}`;

/**
 * The sandbox's routes on the service's app, answered once it is loaded: the pages a person views, by
 * name as the access policy lists them (libs/contracts' access.ts), and the Graph emulation under them.
 */
function mountSandbox(app: ServiceApp, loaded: Promise<FacebookSandbox>) {
  const answer = async (c: Context) => (await loaded).app.fetch(c.req.raw);
  for (const key of Object.keys(routeAccess) as RouteKey[])
    if (key.startsWith(`GET ${SANDBOX_BASE_PATH}/`)) mountRoute(app, key, answer);
  // The patients' writes are the sandbox's own routes of the table: their answers are checked here.
  app.use(
    `${SANDBOX_BASE_PATH}/*`,
    checkForwardedAnswers(app, () => routesMountedFromTable(app)),
  );
  app.all(`${SANDBOX_BASE_PATH}/*`, answer);
}

/** The Google sandbox's routes, answered once it is made: its pages by name, and Google's paths under it. */
function mountGoogleSandbox(app: ServiceApp, sandbox: () => GoogleSandbox) {
  const answer = async (c: Context) => sandbox().app.fetch(c.req.raw);
  for (const key of Object.keys(routeAccess) as RouteKey[])
    if (key.startsWith(`GET ${GOOGLE_SANDBOX_BASE_PATH}/`)) mountRoute(app, key, answer);
  app.all(`${GOOGLE_SANDBOX_BASE_PATH}/*`, answer);
}

/**
 * Google Business Profile in the service: the client (Google's hosts, or the in-process sandbox, whose
 * consent screen the browser reaches on its own address), and `mount`, which adds its routes and, in
 * sandbox mode, the sandbox (loaded on demand, its state in PostgreSQL; `ready` once it is made).
 */
function googleOf(settings: GoogleSettings, origins: PublicOrigins, reviewSyncIntervalMs: number) {
  let sandbox: GoogleSandbox | null = null;
  let ready: Promise<GoogleSandbox> | undefined;
  const client =
    settings.mode === 'google_api'
      ? createGoogleClient({ ...settings, endpoints: GOOGLE_ENDPOINTS })
      : createGoogleClient({
          clientId: 'sandbox-client',
          clientSecret: 'sandbox-secret',
          endpoints: sandboxEndpoints(
            `${origins.canonical}${GOOGLE_SANDBOX_BASE_PATH}`,
            GOOGLE_SANDBOX_BASE_PATH,
          ),
          fetch: async (input, init) => {
            if (!sandbox) throw new Error('The Google sandbox is not set up');
            return sandbox.app.request(input, init);
          },
        });
  const mount = (app: ServiceApp, socialDeps: SocialDeps) => {
    const deps: GoogleDeps = {
      ...socialDeps,
      google: client,
      googleMode: settings.mode,
      reviewSyncIntervalMs,
    };
    if (settings.mode === 'sandbox') {
      ready = import('./sandbox/google-load.ts').then(({ loadGoogleSandbox }) => {
        sandbox = loadGoogleSandbox(deps.db, {
          clock: deps.clock,
          callbackUrls: origins.all.map((origin) => `${origin}${GOOGLE_CALLBACK_PATH}`),
          userOfState: (state) => pendingAccount(deps.db, state, deps.clock(), 'google'),
          viewer: { guard: deps.auth.business, userOf: accountIdOf },
          faultPlan: settings.faultPlan,
        });
        return sandbox;
      });
      ready.catch(() => {});
      mountGoogleSandbox(app, () => {
        if (!sandbox) throw new Error('The Google sandbox is not set up');
        return sandbox;
      });
    }
    googleAuthRoutes(app, { ...deps, origins });
    googleReviewRoutes(app, deps);
    googleRoutes(app, deps);
  };
  return {
    /** The client the service calls Google with (the tests' way to the sandbox's answers too). */
    client,
    mount,
    ready: () => ready,
    /** The in-service sandbox, once set up (sandbox mode only). */
    sandbox: () => sandbox,
    /** What the publisher is given: the client, unless Google is off. */
    publishing: settings.mode === 'off' ? {} : { google: client },
    /** The reviews' sync: its client and pace (none when Google is off). */
    reviewSync: settings.mode === 'off' ? null : { google: client, intervalMs: reviewSyncIntervalMs },
  };
}

/**
 * How the inbox's comments arrive and are checked: the webhook's secrets (the app's; the sandbox's own,
 * never a constant, so a delivery signed with anything else is refused), and the polling's pace.
 */
function inboxSettingsOf(facebook: FacebookSettings, options: InboxOptions) {
  const webhook = {
    appSecret:
      facebook.mode === 'graph'
        ? facebook.appSecret
        : (facebook.appSecret ?? randomBytes(32).toString('base64url')),
    verifyToken: options.verifyToken ?? null,
  };
  const collection: InboxSettings['collection'] =
    facebook.mode === 'sandbox' ? 'sandbox' : webhook.verifyToken ? 'webhook' : 'polling';
  const pollIntervalMs = options.pollIntervalMs ?? (webhook.verifyToken ? 0 : DEFAULT_INBOX_POLL_INTERVAL_MS);
  return { options, webhook, collection, pollIntervalMs };
}

/** The inbox's routes: Meta's webhook and the business's own. */
function mountInbox(
  app: ServiceApp,
  deps: SocialDeps,
  {
    webhook,
    collection,
    options,
  }: Pick<ReturnType<typeof inboxSettingsOf>, 'webhook' | 'collection' | 'options'>,
  writer: Writer | null,
  kickSender: () => void,
) {
  webhookRoutes(app, { db: deps.db, afterCommit: deps.afterCommit, clock: deps.clock, ...webhook });
  inboxRoutes(app, {
    ...deps,
    collection,
    kickSender,
    writer,
    suggestionsPerDay: options.suggestionsPerDay ?? DEFAULT_SUGGESTIONS_PER_DAY,
    humanAgent: options.humanAgent ?? false,
  });
}

/** The Graph client: Facebook's, or in sandbox mode the sandbox's, called in process once it is loaded. */
function graphClientOf(
  facebook: FacebookSettings,
  sandboxAppSecret: string,
  origins: PublicOrigins,
  sandbox: () => Promise<FacebookSandbox> | null,
) {
  if (facebook.mode === 'graph') return createGraphClient(facebook);
  return createGraphClient({
    appId: 'sandbox-app',
    appSecret: sandboxAppSecret,
    graphUrl: `${origins.canonical}${SANDBOX_BASE_PATH}`,
    // The browser reaches the dialog on the address it uses; the server calls the sandbox
    // in-process, because the public origin is not always reachable from inside (containers, proxies).
    dialogUrl: SANDBOX_BASE_PATH,
    version: facebook.version,
    fetch: async (input, init) => {
      const loaded = sandbox();
      if (!loaded) throw new Error('The Facebook sandbox is not set up');
      return (await loaded).app.request(input, init);
    },
  });
}

/** svc-social: Facebook and Instagram connections, selected pages and publishing. */
export function createSocialService(platform: Platform, options: SocialServiceOptions = {}) {
  const origins = publicOrigins(options.publicUrl ?? 'http://localhost:8080');
  /** Where Meta fetches a post's images and videos (MEDIA_PUBLIC_URL, else the canonical address). */
  const mediaUrl = options.mediaUrl ?? origins.canonical;
  const facebook = options.facebook ?? { mode: 'sandbox', version: DEFAULT_GRAPH_VERSION };
  /**
   * The sandbox (sandbox mode only), loaded in setup, where the database and the sign-in checks are:
   * a dynamic import, so that a service talking to Facebook never loads it.
   */
  let sandbox: Promise<FacebookSandbox> | null = null;
  /** What setup makes with the database, handed out with the service: the connection checks. */
  const made: { health?: HealthChecker } = {};
  /** The running workers by name: a reply written wakes the sender. */
  const workers = new Map<string, RunningWorker>();
  const inbox = inboxSettingsOf(facebook, options.inbox ?? {});
  const graph = graphClientOf(facebook, inbox.webhook.appSecret, origins, () => sandbox);
  const source = facebook.mode === 'graph' ? 'graph_api' : 'sandbox';
  const google = googleOf(
    options.google ?? { mode: 'sandbox' },
    origins,
    options.googleReviewSyncIntervalMs ?? DEFAULT_REVIEW_SYNC_INTERVAL_MS,
  );
  const logger = platform.logger('svc-social');
  if (!options.tokenKey) logger.warn('No token key given: stored Facebook tokens will not survive a restart');
  const cipher = createTokenCipher(options.tokenKey ?? randomBytes(32));

  const service = defineService(platform, {
    name: 'social',
    schema: 'social',
    migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
    outbox,
    idempotencyKeys,
    sessions: { knownSessions },
    recordActingChange: (db, claims, change, at) =>
      emit(db, outbox, 'social.change.audited', actingChangeAudited(claims, change, at)),
    setup: ({ app, db, auth, logger, afterCommit, clock }) => {
      const health = createHealthChecker({
        db,
        clock,
        graph,
        cipher,
        logger: logger.child({ component: 'connection-health' }),
        afterCommit,
        options: options.healthChecks,
      });
      made.health = health;
      const deps = { db, clock, auth, logger, afterCommit, graph, cipher, source, health } as const;
      if (facebook.mode === 'sandbox') {
        sandbox = import('./sandbox/load.ts').then(({ loadFacebookSandbox }) =>
          loadFacebookSandbox(platform.database, {
            clock,
            callbackUrls: origins.all.map((origin) => `${origin}${FACEBOOK_CALLBACK_PATH}`),
            userOfState: (state) => pendingAccount(db, state, clock()),
            viewer: { guard: auth.business, userOf: accountIdOf, imageUrl: origins.local },
            ...(facebook.fetchMedia ? { fetchMedia: facebook.fetchMedia } : {}),
            ownMedia: { origins, mediaUrl },
            instagramQuota: facebook.instagramQuota,
            faultPlan: facebook.faultPlan,
            patients: sandboxPatientsOf({ db, afterCommit, clock, ...inbox.webhook }, auth),
          }),
        );
        // Reported by start(), which waits for it; a request before then waits too.
        sandbox.catch(() => {});
        mountSandbox(app, sandbox);
      }
      google.mount(app, deps);
      facebookAuthRoutes(app, { ...deps, origins });
      facebookRoutes(app, deps, { ...inbox.webhook, canonicalUrl: origins.canonical });
      selectedPageRoutes(app, deps);
      socialStatusRoutes(app, deps);
      deletePostRoutes(app, deps);
      connectionHealthRoutes(app, deps);
      instagramQuotaRoutes(app, deps);
      accountPagesRoutes(app, deps);
      mountInbox(app, deps, inbox, options.writer ?? null, () => workers.get('inbox-sender')?.kick?.());
      measureWriter('svc-social', () => options.writer?.load?.());
      const jobs = socialJobs({
        db,
        clock,
        logger,
        afterCommit,
        graph,
        cipher,
        health,
        publishing: {
          ...google.publishing,
          mediaUrl,
          options: options.publisher,
          // A post on the sandbox is seen on the sandbox's page (the browser's address), not on Facebook.
          ...(facebook.mode === 'sandbox'
            ? { viewLinkOf: (_target, postId) => sandboxViewLink(postId) }
            : {}),
        },
        insights: options.insights,
        googleReviews: google.reviewSync,
        ...(sandbox ? { forgetSandboxUser: async (id) => (await sandbox)?.forgetUser(id) } : {}),
        inbox: {
          sender: inbox.options.sender,
          humanAgent: inbox.options.humanAgent ?? false,
          dailyMailIntervalMs: inbox.options.dailyMailIntervalMs,
          pollIntervalMs: inbox.pollIntervalMs,
          subscribesPages: inbox.webhook.verifyToken !== null,
        },
      });
      let started: { stop(): Promise<void> } | undefined;
      let preparing: Subscription | undefined;
      return {
        async start() {
          await sandbox;
          await google.ready();
          await seedPlatforms(db);
          prepareRuleSetLogged(await currentRuleSet(db), logger);
          preparing = prepareAnnouncedRuleSets(platform.bus, logger);
          started = await startJobs(jobs, platform.bus, workers);
        },
        async stop() {
          await started?.stop();
          await preparing?.stop();
        },
      };
    },
  });
  if (!made.health) throw new Error('svc-social was not set up');
  return Object.assign(service, { facebookSource: source, health: made.health, google }) satisfies Service;
}
