import { WriterError } from '@studio/ai';
import { ApiError, DEFAULT_RETRY_AFTER_SECONDS, tooManyRequests } from '@studio/kit';
import { ImageSearchError } from '../image-search/types.ts';
import { SafeFetchError } from '../net/safe-fetch.ts';

const badGateway = (message: string) => new ApiError(502, 'bad_gateway', message);
const gatewayTimeout = (message: string) => new ApiError(504, 'gateway_timeout', message);
const rateLimited = (message: string, retryAfterSeconds?: number) =>
  tooManyRequests(message, retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);

/**
 * A failure of the writer or the image search, as the caller should see it: the service's own
 * message with 429, 502 or 504, never a 500, since nothing is wrong with the request or with us.
 */
export function upstreamError(error: unknown, service: 'writer' | 'search'): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof WriterError) {
    if (error.code === 'rate_limited') return rateLimited(error.message, error.retryAfterSeconds);
    if (error.code === 'timeout') return gatewayTimeout(error.message);
    return badGateway(error.message);
  }
  if (error instanceof ImageSearchError) {
    if (error.code === 'quota') return rateLimited(error.message);
    if (error.code === 'timeout') return gatewayTimeout(error.message);
    return badGateway(error.message);
  }
  if (error instanceof SafeFetchError) return new ApiError(error.status, error.code, error.message);
  const detail = error instanceof Error ? error.message : String(error);
  return badGateway(
    service === 'writer'
      ? `The writing service failed: ${detail}`
      : `The image search service failed: ${detail}`,
  );
}

/** Runs a call to the writer or the search, turning its failure into the caller's error. */
export async function callUpstream<T>(service: 'writer' | 'search', call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw upstreamError(error, service);
  }
}
