import { DEFAULT_BODY_LIMIT, type TokenClaims } from '@studio/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { type RequestIdVariables, requestId } from 'hono/request-id';
import { checkAnswersOf } from './answer-check.ts';
import { isDatabaseUnavailable, isInputDataError, unavailableReason } from './db/errors.ts';
import { ApiError } from './errors.ts';
import { loggedPath } from './logged-path.ts';
import type { Logger } from './logger.ts';
import { httpMetrics, metricsAnswer } from './metrics.ts';

export type KitEnv = {
  Variables: RequestIdVariables & { auth: TokenClaims };
};

export type ServiceAppOptions = {
  service: string;
  logger: Logger;
  /** Asks the service's database; throws when it does not answer. */
  pingDatabase?: () => Promise<void>;
  /** Why events cannot be sent or received now (the event bus is away), or null when they can. */
  busTrouble?: () => string | null;
  /** Largest request body in bytes (default 1 MiB); routes that take uploads raise their own. */
  bodyLimitBytes?: number;
  /**
   * Whether the routes mounted from the route table check their answers against it (`answerChecksOn`:
   * everywhere but in production); off, no check is mounted.
   */
  checkAnswers?: boolean;
};

export { DEFAULT_BODY_LIMIT };

/**
 * What a service's /healthz and /readyz say: its process answers (`status`: everything works, or it
 * serves without its event bus, or without its database), and each dependency's state. A service
 * without NATS serves every request (its events wait in its outbox); one without its database answers
 * the requests that need it 503 `database_unavailable`.
 */
export type ServiceHealth = {
  status: 'ok' | 'no_bus' | 'no_database';
  service: string;
  database: 'ok' | 'unavailable';
  bus: 'ok' | 'unavailable';
  /** What is wrong, when something is. */
  message?: string;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A read slower than this is logged at info even when it answered well. */
const SLOW_READ_MS = 1_000;

/** Seconds a client is told to wait before it tries again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

/** The Hono app every service starts from: request ids, access logs, metrics, JSON errors, body limit, /healthz, /readyz and /metrics. */
export function createServiceApp({
  service,
  logger,
  pingDatabase,
  busTrouble = () => null,
  bodyLimitBytes = DEFAULT_BODY_LIMIT,
  checkAnswers = false,
}: ServiceAppOptions) {
  const app = new Hono<KitEnv>();
  if (checkAnswers) checkAnswersOf(app, logger);

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(httpMetrics(service));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    // A read answered well, quickly, is routine (health checks every few seconds from every checker, the
    // lists screens refetch): logged at debug, as its line costs about as much as a small answer. Writes,
    // failures and slow reads are logged at info.
    const routine = c.res.status < 400 && READS.has(c.req.method) && ms < SLOW_READ_MS;
    if (routine && !logger.isLevelEnabled('debug')) return;
    logger[routine ? 'debug' : 'info'](
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(ms),
      },
      'request',
    );
  });
  // Answers of the API carry tokens, links and an account's data: no cache keeps one unless its route says so.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', `Request body is larger than ${maxSize} bytes`);
      },
    });
  // Uploads (multipart forms, files) may be as large as the service takes; a JSON body never needs more
  // than the default, whatever the service's uploads raise its limit to.
  const jsonLimit = limitOf(Math.min(bodyLimitBytes, DEFAULT_BODY_LIMIT));
  const uploadLimit = limitOf(bodyLimitBytes);
  app.use((c, next) =>
    (c.req.header('Content-Type') ?? '').toLowerCase().includes('json')
      ? jsonLimit(c, next)
      : uploadLimit(c, next),
  );

  const healthOf = async (): Promise<ServiceHealth> => {
    let database: string | null = null;
    try {
      await pingDatabase?.();
    } catch (error) {
      database = isDatabaseUnavailable(error) ? unavailableReason(error) : String(error);
      logger.warn({ reason: database }, 'health check: the database does not answer');
    }
    const bus = busTrouble();
    const problems = [database && `the database does not answer: ${database}`, bus].filter(Boolean);
    return {
      status: database ? 'no_database' : bus ? 'no_bus' : 'ok',
      service,
      database: database ? 'unavailable' : 'ok',
      bus: bus ? 'unavailable' : 'ok',
      ...(problems.length > 0 ? { message: problems.join('; ') } : {}),
    };
  };
  app.get('/metrics', () => metricsAnswer());
  // Liveness: the process answers, whatever its dependencies (a restart would not bring them back).
  app.get('/healthz', async (c) => c.json(await healthOf()));
  // Readiness: the process can serve its own requests, which needs its database, not its event bus.
  app.get('/readyz', async (c) => {
    const health = await healthOf();
    return c.json(health, health.database === 'ok' ? 200 : 503);
  });

  app.notFound((c) =>
    c.json({ error: 'not_found', message: `No route for ${c.req.method} ${loggedPath(c.req.path)}` }, 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const message = error.message || (status === 400 ? 'Malformed request' : 'Request failed');
      return c.json({ error: status === 400 ? 'bad_request' : 'http_error', message }, status);
    }
    if (isInputDataError(error)) {
      // A value the checks let through that the database cannot take: the request's fault, not ours.
      logger.warn(
        { err: error, requestId: c.get('requestId'), path: loggedPath(c.req.path) },
        'input refused by the database',
      );
      return c.json(
        { error: 'bad_request', message: 'The request holds a value that cannot be stored.' },
        400,
      );
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a fault of this request: the client is told when to try again.
      logger.warn(
        { reason: unavailableReason(error), requestId: c.get('requestId'), path: loggedPath(c.req.path) },
        'database unavailable',
      );
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
      return c.json(
        {
          error: 'database_unavailable',
          message: 'The service cannot reach its database. Please try again shortly.',
        },
        503,
      );
    }
    logger.error(
      { err: error, requestId: c.get('requestId'), path: loggedPath(c.req.path) },
      'unhandled error',
    );
    return c.json({ error: 'internal', message: 'Something went wrong. Please try again.' }, 500);
  });

  return app;
}

export type ServiceApp = ReturnType<typeof createServiceApp>;
