import type { SessionEndReason } from './session-end.ts';
import { type Area, clearAdminToken, clearBusinessToken, getAdminToken, getBusinessToken } from './tokens.ts';

/**
 * Texts of a 401 that mean the business token is no longer any good. They equal
 * `authMessages` of @studio/contracts (a test checks it); they are not imported from there so the
 * browser's shared client does not pull zod into every page.
 */
export const expiredTokenMessages: readonly string[] = ['Token expired', 'Invalid token'];

/** Every non-OK answer becomes this one error; `message` is '{status}: {body text or status text}'. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  readonly body: unknown;
  /** `body.message` when the server answered with the JSON error shape. */
  readonly serverMessage?: string;
  /** The seconds a 429 or 503 asks to wait (its Retry-After in seconds), when it names them. */
  readonly retryAfterSeconds?: number;

  constructor(status: number, statusText: string, text: string, retryAfter?: string | null) {
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.body = parseBody(text);
    const message = (this.body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) this.serverMessage = message;
    const seconds = Number(retryAfter);
    if (retryAfter && Number.isInteger(seconds) && seconds > 0) this.retryAfterSeconds = seconds;
  }
}

export type ApiOptions = {
  method?: string;
  /** Sent as a JSON body with the JSON content type. */
  json?: unknown;
  /** Sent as is (multipart uploads: the browser sets the boundary; a file's chunk). */
  body?: FormData | Blob;
  /** Headers of the call beside the token's (a chunk's Content-Range). */
  headers?: Record<string, string>;
  /**
   * Whose token to send. 'business' (default) sends the business token, falling back to the admin one.
   * 'admin' sends only the admin token, so a business token of another tab never breaks an admin page.
   */
  as?: 'admin' | 'business';
  signal?: AbortSignal;
};

/**
 * What the area's handler is told of an ended session: why, when the answer said the platform admin
 * ended it (the account suspended, the user disabled), and the token it ended (already forgotten), so
 * the handler may ask svc-auth why when another service only said 'Invalid token'.
 */
export type SessionEnd = { reason: SessionEndReason | null; token: string | null };
type UnauthorizedHandler = (ended: SessionEnd) => void;

const unauthorized: Record<Area, UnauthorizedHandler | null> = { admin: null, business: null };

/**
 * The admin area and the portal each register how to leave for their sign-in when the session of
 * their token has ended (expired, or signed out elsewhere). The token is already forgotten then.
 */
export function onUnauthorized(area: Area, handler: UnauthorizedHandler | null): void {
  unauthorized[area] = handler;
}

/**
 * A 503 that names a short wait (a session signed in a moment ago that this service has not heard of
 * yet, the database back in a moment, the same write still at work) is asked again after that wait, this
 * many times at most; a longer wait, or a 429's, is the caller's to show.
 */
const UNAVAILABLE_RETRIES = 3;
const MAX_RETRY_WAIT_SECONDS = 5;

/** Whether a refusal asks to be sent again shortly, and the call may be. */
const asksAgainSoon = (error: HttpError) =>
  error.status === 503 &&
  error.retryAfterSeconds !== undefined &&
  error.retryAfterSeconds <= MAX_RETRY_WAIT_SECONDS;

const wait = (seconds: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, seconds * 1000);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** 128 random bits in hex (crypto.randomUUID exists only on HTTPS and localhost; this everywhere). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a call with the area's token; a non-OK answer throws HttpError (and ends an expired session).
 * A write carries one Idempotency-Key for all its tries, so a write sent again is done once (every
 * service keeps the answer of a key).
 */
async function send(path: string, options: ApiOptions, accept: string): Promise<Response> {
  const as = options.as ?? 'business';
  const token = as === 'admin' ? getAdminToken() : getBusinessToken();
  const headers = new Headers({ ...options.headers, Accept: accept });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('Idempotency-Key'))
    headers.set('Idempotency-Key', randomKey());

  for (let tries = 0; ; tries++) {
    const response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
    if (response.ok) return response;
    const error = new HttpError(
      response.status,
      response.statusText,
      await response.text(),
      response.headers.get('Retry-After'),
    );
    if (tries < UNAVAILABLE_RETRIES && asksAgainSoon(error)) {
      await wait(error.retryAfterSeconds!, options.signal);
      continue;
    }
    throw refused(error, as, token);
  }
}

/** The error of a refusal, the area's session ended first when the refusal says it has. */
function refused(error: HttpError, as: Area, token: string | null): HttpError {
  if (isExpiredToken(error)) {
    if (as === 'admin') clearAdminToken();
    else clearBusinessToken();
    unauthorized[as]?.({ reason: endReasonOf(error), token });
  }
  return error;
}

/** Calls the platform's API. Resolves to the parsed JSON answer, or null when there is no body. */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const text = response.status === 204 ? '' : await response.text();
  return (text ? parseBody(text) : null) as T;
}

/**
 * Fetches a file the API answers (a CSV or PDF export) with the area's token, and hands it to the
 * browser to save under the name its Content-Disposition gives (else `fallbackName`).
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: ApiOptions = {},
): Promise<void> {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A 401 saying the session of the token has ended (or was ended by the platform admin: the account
 * suspended, the user disabled): the area's guard then leads to its sign-in.
 */
export function isExpiredToken(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status === 401 &&
    (expiredTokenMessages.includes(error.serverMessage ?? '') || endReasonOf(error) !== null)
  );
}

/** The reason the platform admin ended the session, when an answer says so. */
export function endReasonOf(error: unknown): SessionEndReason | null {
  const code = error instanceof HttpError && (error.body as { error?: unknown } | null)?.error;
  return code === 'account_suspended' || code === 'user_disabled' ? code : null;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the text itself is the body.
    return text;
  }
}

/** What a toast should say: the server's own message when it sent one, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * Whether the server itself refused a token (401/403). A request that never got an answer — the page
 * is being left, the network dropped — says nothing about the token, which must then be kept.
 */
export function isTokenRefusal(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 403);
}
