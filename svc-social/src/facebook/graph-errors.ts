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
