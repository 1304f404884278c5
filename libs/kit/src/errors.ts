import type { ErrorBody } from '@studio/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type of every service: rendered once, by the app factory, as `{ error, message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorBody['issues'],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return this.issues
      ? { error: this.code, message: this.message, issues: this.issues }
      : { error: this.code, message: this.message };
  }
}

export const badRequest = (message: string, code = 'bad_request') => new ApiError(400, code, message);
export const unauthorized = (message: string) => new ApiError(401, 'unauthorized', message);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const serviceUnavailable = (message: string) => new ApiError(503, 'unavailable', message);
/**
 * Every 429 of the platform: `{ error, message }` with Retry-After, so a client knows when to try again.
 * A limit whose end is unknown (an upstream's, without its own Retry-After) answers DEFAULT_RETRY_AFTER_SECONDS.
 */
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'too_many_requests') =>
  new ApiError(429, code, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** The wait a 429 names when the limit's end is unknown. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
