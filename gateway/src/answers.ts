import type http from 'node:http';
import { pipeline } from 'node:stream';
import { HOP_BY_HOP } from './upstreams.ts';

/** A header the gateway gives every answer that has none of that name: its name lower-cased, as sent, its value. */
type AnswerHeader = readonly [lower: string, name: string, value: string];

/**
 * The headers every answer of the gateway carries, computed once: the page policy (`csp`), the
 * security headers of Hono's secureHeaders (without Cross-Origin-Resource-Policy and -Opener-Policy:
 * the remotes and Facebook's pop-up need them open; frames denied; the referrer only to this origin),
 * and the request's id. A service's own header of the same name stands: a stricter one (the approval
 * link page's Referrer-Policy no-referrer and its policy allowing no script).
 */
export function answerHeaders(csp: string): readonly AnswerHeader[] {
  return (
    [
      ['Content-Security-Policy', csp],
      ['Origin-Agent-Cluster', '?1'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Download-Options', 'noopen'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ['X-XSS-Protection', '0'],
    ] as const
  ).map(([name, value]) => [name.toLowerCase(), name, value] as const);
}

/**
 * What the gateway's handler gives Hono for an answer `passOn` has written already: Node's server
 * adapter writes nothing more for an answer with its `x-hono-already-sent` header (its
 * RESPONSE_ALREADY_SENT), when that answer is the runtime's own Response. The adapter's lighter Response,
 * global once a server has started, would be written once more (headers sent twice, the socket
 * destroyed): the runtime's is the one it extends.
 */
let alreadySent: Response | undefined;
export function passedOnMarker(): Response {
  if (alreadySent) return alreadySent;
  const parent: unknown = Object.getPrototypeOf(Response);
  const Native =
    typeof parent === 'function' && parent !== Function.prototype ? (parent as typeof Response) : Response;
  alreadySent = new Native(null, { headers: { 'x-hono-already-sent': 'true' } });
  return alreadySent;
}

/** Names no answer of the gateway carries: the server's make, and CORS unless the gateway opens it. */
const dropped = (lower: string, corsClosed: boolean) =>
  lower === 'x-powered-by' || (corsClosed && lower.startsWith('access-control-'));

/** Gives a Response (the gateway's own, or a service's in the same process) the headers of `answerHeaders`. */
export function completeHeaders(
  headers: Headers,
  given: readonly AnswerHeader[],
  requestId: string,
  corsClosed: boolean,
): void {
  for (const [, name, value] of given) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has('X-Request-Id')) headers.set('X-Request-Id', requestId);
  for (const name of [...headers.keys()]) if (dropped(name, corsClosed)) headers.delete(name);
}

/**
 * Writes a service's answer to the gateway's client: its status and headers (the hop-by-hop ones left
 * out, `answerHeaders` added where the service gave none, CORS closed), framed as the service framed it
 * (its Content-Length, or chunks). A bounded answer (JSON, an image) is read whole and written in one
 * go, its chunks as they came (one gather write, no copy): cheaper than passing each chunk on as it
 * arrives (a write each, and the waits for the client between); it resolves once written, and rejects,
 * having written nothing, when the service breaks off. Server-sent events and a library video
 * (`streams`) are passed on as they come, never held whole; the client leaving closes the connection to
 * the service (a stream of events ends there), the service breaking off breaks off the client's answer.
 */
export async function passOn(
  answer: http.IncomingMessage,
  to: http.ServerResponse,
  given: readonly AnswerHeader[],
  requestId: string,
  streams: boolean,
): Promise<void> {
  const { headers, present } = headersOf(answer, given, requestId);
  const status = answer.statusCode ?? 502;
  if (streams) {
    to.writeHead(status, answer.statusMessage, headers);
    pipeline(answer, to, () => {
      // Either side gone: pipeline has closed both; nothing is left to tell anyone.
    });
    return;
  }
  let length = 0;
  const chunks = await new Promise<Buffer[]>((resolve, reject) => {
    const read: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => {
      read.push(chunk);
      length += chunk.length;
    });
    answer.on('error', reject);
    answer.on('end', () => resolve(read));
  });
  // A service's chunked answer, read whole, goes with its length.
  if (!present.has('content-length') && !NO_BODY.has(status)) headers.push('Content-Length', String(length));
  to.writeHead(status, answer.statusMessage, headers);
  to.cork();
  for (const chunk of chunks) to.write(chunk);
  to.end();
}

/** Statuses whose answers have no body, whatever their headers say. */
const NO_BODY = new Set([101, 204, 205, 304]);

function headersOf(answer: http.IncomingMessage, given: readonly AnswerHeader[], requestId: string) {
  const raw = answer.rawHeaders;
  const headers: string[] = [];
  const present = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    const lower = raw[i]!.toLowerCase();
    if (HOP_BY_HOP.has(lower) || dropped(lower, true)) continue;
    headers.push(raw[i]!, raw[i + 1]!);
    present.add(lower);
  }
  for (const [lower, name, value] of given) if (!present.has(lower)) headers.push(name, value);
  if (!present.has('x-request-id')) headers.push('X-Request-Id', requestId);
  return { headers, present };
}
