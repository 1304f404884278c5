import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ErrorBody,
  type NonJsonAnswer,
  type RouteEntry,
  type RouteKey,
  routeOf,
  routeTable,
} from '@studio/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Logger } from './logger.ts';

/**
 * Whether a service checks its answers against the route table: `CHECK_ANSWERS=true` or `false` says so;
 * unset, everywhere but in production (`NODE_ENV=production`, as the image sets it). So `npm run dev`,
 * `npm start`, `npm run services` and every test check their answers, and production mounts no check at
 * all: it pays nothing for it.
 */
export function answerChecksOn(env: { CHECK_ANSWERS?: string; NODE_ENV?: string } = process.env): boolean {
  if (env.CHECK_ANSWERS === 'true') return true;
  if (env.CHECK_ANSWERS === 'false') return false;
  return env.NODE_ENV !== 'production';
}

/** The `error` of the answer that replaces one outside its route's contract. */
export const CONTRACT_BREACH = 'contract';

/** The apps that check their answers, with the logger their breaches are written to. */
const checkingApps = new WeakMap<object, Logger>();

/** Makes the routes mounted on `app` from now on check their answers (`mountRoute`, `checkForwardedAnswers`). */
export function checkAnswersOf(app: object, logger: Logger): void {
  checkingApps.set(app, logger);
}

/** The check of a route's answers on `app`, or null when the app does not check them. */
export function answerCheckOf(app: object, key: RouteKey): MiddlewareHandler | null {
  const logger = checkingApps.get(app);
  return logger ? checkAnswer(key, logger) : null;
}

/**
 * The check of the answers of table routes an app hands whole to another app (the Facebook sandbox's
 * patients, under the path it forwards): each request's route is found by its method and path; requests
 * the table does not hold (the sandbox's emulation of the Graph API) and routes the app mounted itself
 * (which check their own) pass untouched. None when the app does not check its answers.
 */
export function checkForwardedAnswers(
  app: object,
  mountedHere: () => readonly RouteKey[],
): MiddlewareHandler {
  const logger = checkingApps.get(app);
  if (!logger) return (_c, next) => next();
  return async (c, next) => {
    const route = routeOf(c.req.method, c.req.path);
    if (!route || mountedHere().includes(route.key)) return next();
    return checkAnswer(route.key, logger)(c, next);
  };
}

/**
 * Runs after the route's handlers and holds its answer to the route table: a success to its response
 * schema (or, for an answer that is not JSON, to the Content-Type or redirect of its kind), an error to
 * the one error shape. An answer outside its contract is replaced by 500 `contract`, naming the route
 * and what differs, and logged as an error. Why an answer and not a log line only: a log line is easily
 * missed (tests run with silent logs), while a 500 fails every test that looks at the answer, shows on
 * the screen of whoever clicks through it in development, and lets the services' test harness throw
 * for the tests that do not look (`throwOnContractBreaches` in @studio/kit/testing).
 */
function checkAnswer(key: RouteKey, logger: Logger): MiddlewareHandler {
  const entry = routeTable[key] as RouteEntry;
  return async (c, next) => {
    await next();
    const breach = await breachOf(entry, c.res);
    if (!breach) return;
    const message = `${key} answered ${c.res.status} outside its contract: ${breach}`;
    logger.error({ route: key, status: c.res.status, requestId: requestIdOf(c) }, message);
    // A fresh answer: none of the broken one's headers (its encoding, its length, its cache tags) may stay.
    c.res = undefined;
    c.res = new Response(JSON.stringify({ error: CONTRACT_BREACH, message }), {
      status: 500,
      headers: { 'Content-Type': 'application/json; charset=UTF-8', 'X-Request-Id': requestIdOf(c) },
    });
  };
}

const requestIdOf = (c: Context): string => (c.get('requestId') as string | undefined) ?? '';

/** What an answer of the route does against its contract, or null when it keeps it. */
export async function breachOf(entry: RouteEntry, res: Response): Promise<string | null> {
  const type = (res.headers.get('Content-Type') ?? '').toLowerCase();
  const json = type.startsWith('application/json');
  const { response } = entry;
  // Not modified: the client keeps the answer it has.
  if (res.status === 304) return null;
  if (res.status >= 400) {
    if (json) return schemaBreach(ErrorBody, res, 'the error shape');
    // A page's refusal is a page (an expired link's): only a route answering JSON must refuse in JSON.
    return typeof response === 'string' ? null : `an error of ${type || 'no Content-Type'}, not JSON`;
  }
  if (typeof response === 'string') return kindBreach(response, res, type);
  if (!json) return `${res.status} of ${type || 'no Content-Type'} where its contract says JSON`;
  return schemaBreach(response, res, 'its response schema');
}

/** What each kind of answer that is not JSON must be on success. */
const kinds: Record<NonJsonAnswer, (res: Response, type: string) => string | null> = {
  html: (_res, type) => typeBreach(type, 'text/html'),
  text: (_res, type) => typeBreach(type, 'text/plain'),
  image: (_res, type) => typeBreach(type, 'image/'),
  media: (_res, type) => (type.startsWith('video/') ? null : typeBreach(type, 'image/')),
  'event-stream': (_res, type) => typeBreach(type, 'text/event-stream'),
  file: (res) =>
    /^attachment\b/i.test(res.headers.get('Content-Disposition') ?? '')
      ? null
      : 'a download without Content-Disposition: attachment',
  redirect: (res) =>
    res.status >= 300 && res.status < 400 && res.headers.has('Location')
      ? null
      : 'no redirect with a Location',
};

function kindBreach(kind: NonJsonAnswer, res: Response, type: string): string | null {
  const breach = kinds[kind](res, type);
  return breach && `${breach} where its contract says ${kind}`;
}

const typeBreach = (type: string, wanted: string) =>
  type.startsWith(wanted) ? null : `${type || 'no Content-Type'}, not ${wanted}`;

async function schemaBreach(schema: z.ZodType, res: Response, what: string): Promise<string | null> {
  let body: unknown;
  try {
    body = JSON.parse(await textOf(res));
  } catch {
    return 'a body that is not JSON';
  }
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
  return `not ${what}: ${issues.slice(0, 10).join('; ')}${issues.length > 10 ? '; …' : ''}`;
}

/** An answer's text, as sent or compressed (the lists' answers are, for a client that takes it). */
async function textOf(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  const encoding = (res.headers.get('Content-Encoding') ?? '').toLowerCase();
  const decoded =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return decoded.toString('utf8');
}
