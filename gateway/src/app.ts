import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { serviceForPath } from '@studio/contracts';
import {
  FAVICON_PATH,
  FAVICON_SVG,
  httpRequestDuration,
  httpRequests,
  IDEMPOTENCY_KEY_HEADER,
  type Logger,
  loggedPath,
  metricsAnswer,
  originOf,
  type PublicOrigins,
  requestOrigin,
} from '@studio/kit';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { answerHeaders, completeHeaders, passedOnMarker, passOn } from './answers.ts';
import type { FrontendConfig } from './config.ts';
import { type LiveStreams, liveStreams } from './live-streams.ts';
import type { UpstreamState } from './probe.ts';
import { skeletonTheme, withSignInSkeleton } from './sign-in-skeleton.ts';
import type { Upstream, UpstreamTrace } from './upstream.ts';
import { isEventStream, streamsThrough } from './upstreams.ts';

export type GatewayOptions = {
  upstreams: Upstream[];
  frontend: FrontendConfig;
  logger: Logger;
  /** Trust X-Forwarded-For from a proxy in front of the gateway (off: the socket's address is used). */
  trustProxy?: boolean;
  /** Origins other sites may call the API from (CORS_ORIGINS); none: CORS stays closed. */
  corsOrigins?: readonly string[];
  /**
   * The platform's addresses when PUBLIC_URL sets them: a page asked for at any other address is sent
   * to the first, so a user signs in where the platform's links (Facebook's return, mails) lead.
   */
  publicOrigins?: PublicOrigins;
  /** How long readiness waits for each service's /healthz (HEALTH_TIMEOUT_MS). */
  healthTimeoutMs?: number;
  /** Whether the gateway is stopping: it then answers /readyz 503, so a load balancer sends no more. */
  draining?: () => boolean;
  /** Where the event streams open through the gateway are kept, for its stop to end them. */
  streams?: LiveStreams;
};

/**
 * The Content-Security-Policy of the pages and assets the gateway serves: this origin, plus the
 * origins the remotes are loaded from when REMOTE_*_URL point elsewhere, and nothing else.
 * Styles allow inline: styled-components injects style tags.
 */
export function contentSecurityPolicy(
  frontend: Pick<FrontendConfig, 'REMOTE_ADMIN_URL' | 'REMOTE_PORTAL_URL'>,
): string {
  const remotes = [
    ...new Set(
      [frontend.REMOTE_ADMIN_URL, frontend.REMOTE_PORTAL_URL].map(originOf).filter((o) => o !== null),
    ),
  ];
  const self = ["'self'", ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${self}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** CORS_ORIGINS: origins separated by commas, each an http(s) origin. */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (originOf(origin) !== origin)
      throw new Error(
        `Invalid configuration:\n  CORS_ORIGINS: ${origin} is not an origin like https://app.example.com`,
      );
  }
  return origins;
}

const serviceLabel = (name: string) => `svc-${name}`;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A page's or file's answer slower than this is logged at info. */
const SLOW_MS = 1_000;

/**
 * A service's state from its addresses': `unavailable` when none answers; `no_database` when its
 * database is away; `replica_down` when some addresses answer and others do not (the others serve
 * its requests); `no_bus` when it serves without NATS; `ok` when every address is well.
 */
export type ServiceState = UpstreamState | 'replica_down';

function serviceState(states: UpstreamState[]): ServiceState {
  if (states.every((s) => s === 'unavailable')) return 'unavailable';
  if (states.includes('no_database')) return 'no_database';
  if (states.includes('unavailable')) return 'replica_down';
  if (states.includes('no_bus')) return 'no_bus';
  return 'ok';
}

/** Hashed file names never change: cache them for a year. Entry files must be checked every time. */
function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name === '' || name === 'index.html' || name === 'remoteEntry.js' || name.startsWith('mf-'))
    return 'no-cache';
  return /\.[0-9a-f]{8,}\./.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

/**
 * The gateway's context: the request's id, whether the answer went straight to the client's socket
 * (`passOn`), and, under Node's server, the request and response it came with.
 */
type GatewayEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    passedOn: boolean;
    /** The status of an answer passed on to the socket (Hono's own answer then is a marker). */
    passedOnStatus: number;
    /** The service and address an /api or /uploads request went to. */
    upstream: { service: string; trace: UpstreamTrace };
  };
};

/**
 * What answered a request, for its metrics and its access line: the service a forwarded request went to,
 * the gateway's own routes by their path, else a page or a file of the front-ends.
 */
function routeOf(c: Context<GatewayEnv>): string {
  const forwarded = c.get('upstream');
  if (forwarded) return forwarded.service;
  const { path: requestPath } = c.req;
  if (OWN_ROUTES.has(requestPath)) return requestPath;
  if (requestPath.startsWith('/remotes/')) return 'remotes';
  return path.extname(requestPath) ? 'file' : 'page';
}

const OWN_ROUTES = new Set(['/livez', '/readyz', '/healthz', '/metrics', '/remotes.json']);

/** A request id a client (or a proxy in front) may choose: what Hono's requestId middleware takes. */
const GIVEN_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * Each request's metrics and its access line: its id, method, route, status, time and, when forwarded,
 * the service's address that answered it. A page's or file's quick answer is logged at debug (a
 * page load asks for dozens), an API request's at info.
 */
function accessLogger(logger: Logger) {
  return (c: Context<GatewayEnv>, ms: number) => {
    const route = routeOf(c);
    const status = c.get('passedOn') ? c.get('passedOnStatus') : c.res.status;
    const labels = { service: 'gateway', route, method: c.req.method, status: String(status) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, ms / 1000);
    const forwarded = c.get('upstream');
    const routine = !forwarded && status < 400 && ms < SLOW_MS;
    if (routine && !logger.isLevelEnabled('debug')) return;
    logger[routine ? 'debug' : 'info'](
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: loggedPath(c.req.path),
        route,
        status,
        ms: Math.round(ms),
        ...(forwarded ? { upstream: forwarded.trace.address, tries: forwarded.trace.tries } : {}),
      },
      'request',
    );
  };
}

/** Liveness, readiness and the platform's state, from every address of every service. */
function mountHealth(
  app: Hono<GatewayEnv>,
  {
    upstreams,
    healthTimeoutMs,
    draining,
  }: Pick<Required<GatewayOptions>, 'upstreams' | 'healthTimeoutMs' | 'draining'>,
) {
  /** Liveness: the gateway's process answers. Nothing behind it is asked. */
  app.get('/livez', (c) => c.json({ status: 'ok' }));

  /**
   * The platform's state for people: every address of every service asked at once, none for longer
   * than `healthTimeoutMs`, each service's and each address's state in the body.
   */
  const platformState = async () => {
    const services: Record<string, ServiceState> = {};
    const addresses: Record<string, Record<string, UpstreamState>> = {};
    await Promise.all(
      upstreams.map(async (u) => {
        const states = await u.health(healthTimeoutMs);
        services[serviceLabel(u.name)] = serviceState(states.map((s) => s.state));
        addresses[serviceLabel(u.name)] = Object.fromEntries(states.map((s) => [s.address, s.state]));
      }),
    );
    const status = Object.values(services).every((s) => s === 'ok') ? 'ok' : 'degraded';
    return { status, services, addresses };
  };
  /**
   * Readiness: the gateway serves the pages, and for the API either a service's answer or its own 503
   * message, whatever the services behind it say (every gateway is behind the same ones: a load
   * balancer must not drop them all at once). Not ready only once it is draining to stop.
   */
  app.get('/readyz', async (c) =>
    draining() ? c.json({ status: 'draining' }, 503) : c.json(await platformState()),
  );
  /** Liveness with the platform's state in the body: 200 while the process answers. */
  app.get('/healthz', async (c) => c.json(await platformState()));
}

/** What forwards a request to its service: the one answer of `/api/*` and `/uploads/*`. */
function forwarder({
  byName,
  logger,
  trustProxy,
  corsClosed,
  headersOfAnswers,
  streams,
  browserOrigin,
}: {
  byName: Map<string, Upstream>;
  logger: Logger;
  trustProxy: boolean;
  corsClosed: boolean;
  headersOfAnswers: ReturnType<typeof answerHeaders>;
  streams: LiveStreams;
  browserOrigin: (c: Context<GatewayEnv>) => string | null | undefined;
}) {
  return async (c: Context<GatewayEnv>) => {
    const name = serviceForPath(c.req.path);
    const upstream = name ? byName.get(name) : undefined;
    if (!name || !upstream) {
      return c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404);
    }
    // Services key sign-in throttling on this address: a client must not choose it.
    const address = clientAddress(c, trustProxy);
    // The address the browser used, for the links services make (checked there against PUBLIC_URL).
    const origin = new URL(browserOrigin(c) ?? c.req.url);
    const added: Record<string, string> = {
      'x-forwarded-proto': origin.protocol.replace(':', ''),
      'x-forwarded-host': origin.host,
      'x-request-id': c.get('requestId'),
    };
    // Every write carries a key the services do it once by, so the gateway may send it again to another
    // replica when the first does not answer; a client's own key is passed on as it is.
    if (!SAFE_METHODS.has(c.req.method) && !c.req.header(IDEMPOTENCY_KEY_HEADER))
      added['idempotency-key'] = randomUUID();
    const { incoming, outgoing } = c.env ?? {};
    const trace: UpstreamTrace = { tries: 0 };
    c.set('upstream', { service: serviceLabel(name), trace });
    try {
      // Under Node's server, with CORS closed, a service's answer is written straight to the client's
      // socket (`passOn`: no Response made of it, its headers completed there); otherwise (npm start's services in the process, CORS open,
      // a HEAD, which Hono answers with a Response of its own made from its GET's) it is a Response
      // the middleware above completes.
      if (upstream.send && incoming && outgoing && corsClosed && c.req.method !== 'HEAD') {
        const headers: http.IncomingHttpHeaders = { ...incoming.headers, ...added };
        if (address) headers['x-forwarded-for'] = address;
        else delete headers['x-forwarded-for'];
        const answer = await upstream.send(c.req.raw, headers, trace);
        if (answer instanceof Response) return answer;
        await passOn(
          answer,
          outgoing,
          headersOfAnswers,
          c.get('requestId'),
          streamsThrough(answer, c.req.method),
        );
        if (isEventStream(answer.headers['content-type'])) streams.passedOn(answer, outgoing);
        c.set('passedOn', true);
        c.set('passedOnStatus', answer.statusCode ?? 502);
        return passedOnMarker();
      }
      const headers = new Headers(c.req.raw.headers);
      headers.delete('X-Forwarded-For');
      if (address) headers.set('X-Forwarded-For', address);
      for (const [header, value] of Object.entries(added)) headers.set(header, value);
      const res = await upstream.fetch(c.req.raw, headers, trace);
      return isEventStream(res.headers.get('Content-Type') ?? undefined) ? streams.response(res) : res;
    } catch (error) {
      logger.warn(
        {
          requestId: c.get('requestId'),
          upstreamService: serviceLabel(name),
          upstream: trace.address,
          tries: trace.tries,
          path: loggedPath(c.req.path),
          reason: error instanceof Error ? error.message : String(error),
        },
        'upstream unavailable',
      );
      return c.json(
        {
          error: 'service_unavailable',
          message: `${serviceLabel(name)} is unavailable. Please try again shortly.`,
        },
        503,
      );
    }
  };
}

/** The front-ends' files: the remotes' under /remotes, the shell's, and its page for every client route. */
function mountFrontend(app: Hono<GatewayEnv>, frontend: GatewayOptions['frontend'], logger: Logger) {
  const statics = (root: string, prefix?: string): MiddlewareHandler => {
    const serve = serveStatic({
      root,
      rewriteRequestPath: prefix ? (p) => p.slice(prefix.length) : undefined,
    });
    return async (c, next) => {
      const found = await serve(c, next);
      if (found instanceof Response) found.headers.set('Cache-Control', cacheControlFor(c.req.path));
      return found;
    };
  };
  app.use('/remotes/admin/*', statics(frontend.ADMIN_REMOTE_DIR, '/remotes/admin'));
  app.use('/remotes/portal/*', statics(frontend.PORTAL_REMOTE_DIR, '/remotes/portal'));
  app.all('/remotes/*', (c) => c.json({ error: 'not_found', message: `No file ${c.req.path}` }, 404));
  const shellFiles = statics(frontend.SHELL_DIR);
  // '/' is a page (the business login, with its painted form), not the file index.html.
  app.use('*', (c, next) => (c.req.path === '/' ? next() : shellFiles(c, next)));

  // Every other GET is a client route: the shell's router decides, its 404 screen included.
  const indexFile = path.join(frontend.SHELL_DIR, 'index.html');
  app.get('*', async (c) => {
    if (path.extname(c.req.path))
      return c.json({ error: 'not_found', message: `No file ${c.req.path}` }, 404);
    try {
      const html = await readFile(indexFile, 'utf8');
      c.header('Cache-Control', 'no-cache');
      // A login page paints its form before any JavaScript.
      return c.html(withSignInSkeleton(html, c.req.path, skeletonTheme(getCookie(c, 'theme'))));
    } catch (error) {
      logger.error({ err: error, indexFile }, 'shell is not built');
      return c.text('The platform is not built yet: run `npm run build`.', 503);
    }
  });
}

/** One URL for the whole platform: the shell, the remotes, their manifest, and /api/* to the services. */
export function createGateway({
  upstreams,
  frontend,
  logger,
  trustProxy = false,
  corsOrigins = [],
  publicOrigins,
  healthTimeoutMs = 2_000,
  draining = () => false,
  streams = liveStreams(),
}: GatewayOptions) {
  const app = new Hono<GatewayEnv>();
  const byName = new Map(upstreams.map((u) => [u.name, u]));
  const headersOfAnswers = answerHeaders(contentSecurityPolicy(frontend));
  const allowedOrigins = new Set(corsOrigins);
  const corsClosed = allowedOrigins.size === 0;

  app.use(async (c, next) => {
    const given = c.req.header('X-Request-Id');
    c.set('requestId', given && GIVEN_REQUEST_ID.test(given) ? given : randomUUID());
    const started = performance.now();
    await next();
    accessLine(c, performance.now() - started);
    // An answer passed on to the socket was given its headers there.
    if (c.get('passedOn')) return;
    completeHeaders(c.res.headers, headersOfAnswers, c.get('requestId'), corsClosed);
  });
  if (allowedOrigins.size > 0) {
    app.use(
      cors({
        origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_KEY_HEADER],
        exposeHeaders: ['X-Request-Id'],
        maxAge: 600,
      }),
    );
  }

  const accessLine = accessLogger(logger);
  app.get('/metrics', () => metricsAnswer());

  /**
   * The platform's icon, for the pages the services render themselves (they link FAVICON_PATH) and for
   * browsers that ask /favicon.ico of any page.
   */
  for (const iconPath of [FAVICON_PATH, '/favicon.ico'])
    app.get(iconPath, (c) =>
      c.body(FAVICON_SVG, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }),
    );

  mountHealth(app, { upstreams, healthTimeoutMs, draining });

  // The address the browser used: a proxy in front of the gateway tells it, when it is trusted.
  const browserOrigin = (c: Context<GatewayEnv>) =>
    trustProxy ? requestOrigin(c.req.raw) : new URL(c.req.url).origin;

  if (publicOrigins) {
    app.get('*', async (c, next) => {
      const { path: pagePath } = c.req;
      const isPage =
        !path.extname(pagePath) &&
        !/^\/(api|uploads|remotes)(\/|$)|^\/(healthz|livez|readyz|metrics)$/.test(pagePath);
      if (!isPage || publicOrigins.all.includes(browserOrigin(c) ?? '')) return next();
      const url = new URL(c.req.url);
      return c.redirect(`${publicOrigins.canonical}${url.pathname}${url.search}`, 302);
    });
  }

  app.get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ admin: frontend.REMOTE_ADMIN_URL, portal: frontend.REMOTE_PORTAL_URL });
  });

  const forward = forwarder({
    byName,
    logger,
    trustProxy,
    corsClosed,
    headersOfAnswers,
    streams,
    browserOrigin,
  });
  app.all('/api/*', forward);
  app.all('/uploads/*', forward);

  mountFrontend(app, frontend, logger);

  app.notFound((c) =>
    c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((error, c) => {
    logger.error(
      { err: error, requestId: c.get('requestId'), path: loggedPath(c.req.path) },
      'gateway error',
    );
    return c.json({ error: 'internal', message: 'Something went wrong. Please try again.' }, 500);
  });
  return app;
}

function clientAddress(c: Context<GatewayEnv>, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket; the service then sees no address.
    return undefined;
  }
}
