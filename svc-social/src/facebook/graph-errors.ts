/**
 * What can go wrong talking to the Graph API: the token was refused for good (expired, revoked,
 * password changed: OAuthException code 190), so the business must connect again; or anything else.
 */
export class GraphError extends Error {
  constructor(
    readonly kind: 'reconnect_required' | 'upstream',
    message: string,
    readonly graphCode?: number,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}

/** Graph's token-refused code: the token expired, was revoked or the user logged out. */
export const GRAPH_INVALID_TOKEN = 190;

type GraphErrorBody = { error?: { message?: unknown; type?: unknown; code?: unknown } };

/** The error of a non-OK Graph answer, from its `{ error: { code, type, message } }` body. */
export function graphErrorOf(status: number, body: unknown): GraphError {
  const error = (body as GraphErrorBody | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const message = typeof error?.message === 'string' ? error.message : `Graph API answered ${status}`;
  return new GraphError(code === GRAPH_INVALID_TOKEN ? 'reconnect_required' : 'upstream', message, code);
}

/** How a failed publishing call is handled: retried, reported to the business, or checked on the page. */
export type PublishErrorKind =
  | 'token_expired'
  | 'permission_missing'
  | 'image_rejected'
  | 'rate_limited'
  /** Worth trying again: 5xx, network errors, Graph's codes 1 and 2. */
  | 'transient'
  /** The call may or may not have published (it timed out): look on the page before trying again. */
  | 'unknown_outcome'
  | 'permanent';

/** A Graph publishing, lookup or delete call that failed, sorted by what to do about it. */
export class PublishError extends Error {
  readonly kind: PublishErrorKind;
  /** The permission Graph named, for 'permission_missing'. */
  readonly permission?: string;
  readonly graphCode?: number;
  readonly graphSubcode?: number;

  constructor(
    kind: PublishErrorKind,
    message: string,
    details: { permission?: string; graphCode?: number; graphSubcode?: number } = {},
  ) {
    super(message);
    this.name = 'PublishError';
    this.kind = kind;
    Object.assign(this, details);
  }
}

/** Subcodes of a session that is over: expired, logged out, password changed, app removed. */
const EXPIRED_SUBCODES = new Set([458, 459, 460, 463, 464, 467]);
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
/** Instagram's "too many actions" and its per-account publishing limit. */
const RATE_LIMIT_SUBCODES = new Set([2207042, 2207051]);
const IMAGE_CODES = new Set([324, 36001, 36003, 9004]);
/** Instagram: the media could not be fetched, has a bad format, size or aspect ratio. */
const IMAGE_SUBCODES = new Set([2207052, 2207026, 2207004, 2207005, 2207009, 2207003, 2207010]);
const PERMISSION_NAME = /\b(pages_[a-z_]+|instagram_[a-z_]+|publish_[a-z_]+|business_management)\b/;

type GraphErrorFields = {
  message?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  is_transient?: unknown;
  error_user_msg?: unknown;
};

/** The kind of a non-OK Graph answer, from its `{ error: { code, error_subcode, message } }` body. */
export function publishErrorOf(status: number, body: unknown): PublishError {
  const error = (body as { error?: GraphErrorFields } | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const subcode = typeof error?.error_subcode === 'number' ? error.error_subcode : undefined;
  const message =
    typeof error?.error_user_msg === 'string' && error.error_user_msg
      ? error.error_user_msg
      : typeof error?.message === 'string'
        ? error.message
        : `Graph API answered ${status}`;
  const details = { graphCode: code, graphSubcode: subcode };
  if (code === GRAPH_INVALID_TOKEN || code === 102 || (subcode && EXPIRED_SUBCODES.has(subcode))) {
    return new PublishError('token_expired', message, details);
  }
  if (
    (code && RATE_LIMIT_CODES.has(code)) ||
    (code === 9 && (subcode === undefined || RATE_LIMIT_SUBCODES.has(subcode))) ||
    (subcode && RATE_LIMIT_SUBCODES.has(subcode)) ||
    (code !== undefined && code >= 80001 && code <= 80014)
  ) {
    return new PublishError('rate_limited', message, details);
  }
  if ((code && IMAGE_CODES.has(code)) || (subcode && IMAGE_SUBCODES.has(subcode))) {
    return new PublishError('image_rejected', message, details);
  }
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) {
    return new PublishError('permission_missing', message, {
      ...details,
      permission: message.match(PERMISSION_NAME)?.[1],
    });
  }
  if (status >= 500 || code === 1 || code === 2 || error?.is_transient === true) {
    return new PublishError('transient', message, details);
  }
  return new PublishError('permanent', message, details);
}
