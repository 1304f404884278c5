import { type MetaProblem, metaErrorOf, type PublishErrorKind } from './meta-errors.ts';

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

export type { PublishErrorKind };

/** The row of the Meta error table a PublishError made here (not from a Graph answer) stands for. */
const PROBLEM_OF_KIND: Record<PublishErrorKind, MetaProblem> = {
  token_expired: 'token_expired',
  permission_missing: 'permission_missing',
  image_rejected: 'media_rejected',
  rate_limited: 'rate_limited',
  transient: 'server_error',
  unknown_outcome: 'no_answer',
  permanent: 'refused',
};

/** A Graph publishing, lookup or delete call that failed, sorted by what to do about it. */
export class PublishError extends Error {
  readonly kind: PublishErrorKind;
  /** Its row in the Meta error table (meta-errors.ts): the reason a person reads. */
  readonly problem: MetaProblem;
  /** The permission Graph named, for 'permission_missing'. */
  readonly permission?: string;
  readonly graphCode?: number;
  readonly graphSubcode?: number;
  /** Which image of several it was about (a carousel item, a photo of a multi-photo post). */
  readonly item?: { index: number; count: number };

  constructor(
    kind: PublishErrorKind,
    message: string,
    details: {
      problem?: MetaProblem;
      permission?: string;
      graphCode?: number;
      graphSubcode?: number;
      item?: { index: number; count: number };
    } = {},
  ) {
    super(message);
    this.name = 'PublishError';
    this.kind = kind;
    this.problem = details.problem ?? PROBLEM_OF_KIND[kind];
    this.permission = details.permission;
    this.graphCode = details.graphCode;
    this.graphSubcode = details.graphSubcode;
    this.item = details.item;
  }
}

const PERMISSION_NAME =
  /\b(pages_[a-z_]+|instagram_[a-z_]+|publish_[a-z_]+|business_management|read_insights)\b/;

type GraphErrorFields = {
  message?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  is_transient?: unknown;
  error_user_msg?: unknown;
};

/** The kind of a non-OK Graph answer, from its `{ error: { code, error_subcode, message } }` body, by the Meta error table. */
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
  // Both Meta's technical message and the one for users may name the permission or the authorization.
  const technical =
    typeof error?.message === 'string' && error.message !== message ? `${error.message} ${message}` : message;
  const row = metaErrorOf({
    status,
    code,
    subcode,
    message: technical,
    transient: error?.is_transient === true,
  });
  return new PublishError(row.kind, message, {
    problem: row.problem,
    graphCode: code,
    graphSubcode: subcode,
    permission: row.kind === 'permission_missing' ? technical.match(PERMISSION_NAME)?.[1] : undefined,
  });
}
