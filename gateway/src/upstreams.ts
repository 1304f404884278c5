import { once } from 'node:events';
import http from 'node:http';
import { type ServiceName, serviceBodyLimits } from '@studio/contracts';
import { SERVICE_KEEP_ALIVE_MS } from '@studio/kit';
import { type BalancerOptions, balancedUpstream, type Connection } from './balancer.ts';
import { healthRequest, probe } from './probe.ts';
import { type ResolveAll, serviceAddresses } from './service-addresses.ts';
import type { ForwardedHeaders, Upstream } from './upstream.ts';

/** Headers of one connection, not of the message: never forwarded (RFC 9110 §7.6.1). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function outgoingHeadersOf(given: ForwardedHeaders): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  if (given instanceof Headers) {
    for (const [name, value] of given) {
      if (name !== 'host' && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    return headers;
  }
  for (const name in given) {
    const value = given[name];
    if (value !== undefined && name !== 'host' && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  return headers;
}

function responseHeadersOf(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, raw[i + 1]!);
  }
  return headers;
}

/** Methods that change nothing, so a request lost on a closing connection can be sent again. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The answer a service gives to a body over its limit, given by the gateway before the service sees more. */
export const tooLarge = (limit: number) =>
  Response.json(
    { error: 'payload_too_large', message: `Request body is larger than ${limit} bytes` },
    { status: 413, headers: { Connection: 'close' } },
  );

/**
 * Streams a request body to the service chunk by chunk, as the socket lets it; false, having sent
 * nothing more, as soon as the body grows past `limit`. Nothing beyond one chunk is ever held.
 */
async function pump(body: ReadableStream<Uint8Array>, outgoing: http.ClientRequest, limit: number) {
  const reader = body.getReader();
  let sent = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    sent += value.byteLength;
    if (sent > limit) {
      await reader.cancel();
      return false;
    }
    if (!outgoing.write(value)) await once(outgoing, 'drain');
  }
  outgoing.end();
  return true;
}

export const isEventStream = (type: string | undefined) =>
  type?.split(';')[0]?.trim() === 'text/event-stream';
/** A library video: hundreds of MB, handed on as they come rather than held whole. */
const isVideo = (type: string | undefined) => type?.trim().startsWith('video/') ?? false;

/** An answer passed on as it comes, never held whole: server-sent events, or a video (but to a HEAD). */
export function streamsThrough(answer: http.IncomingMessage, method: string): boolean {
  const type = answer.headers['content-type'];
  return isEventStream(type) || (isVideo(type) && method !== 'HEAD');
}

/**
 * A service's answer as a web stream, chunk by chunk as it arrives; the browser leaving (the stream
 * cancelled) closes the connection to the service, which then ends its side.
 */
function streamOf(answer: http.IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      answer.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      answer.on('end', () => controller.close());
      answer.on('error', (error) => controller.error(error));
      answer.on('close', () => {
        if (!answer.complete) controller.error(new Error('the service closed the stream'));
      });
    },
    cancel() {
      answer.destroy();
    },
  });
}

/**
 * A service's answer as a Response: read whole and handed on as bytes, which Node's server writes in
 * one go, as every answer of a service is bounded (JSON, or an image within the upload limit) but two:
 * server-sent events (`text/event-stream`, the portal's post changes) and a library video (`video/*`,
 * by ranges or whole), passed through as they come.
 */
export function responseOf(answer: http.IncomingMessage, method: string): Promise<Response> {
  const status = answer.statusCode ?? 502;
  const init = { status, statusText: answer.statusMessage, headers: responseHeadersOf(answer.rawHeaders) };
  if (streamsThrough(answer, method)) return Promise.resolve(new Response(streamOf(answer), init));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('error', reject);
    answer.on('end', () => {
      const nullBody = method === 'HEAD' || [101, 204, 205, 304].includes(status);
      resolve(new Response(nullBody ? null : Buffer.concat(chunks), init));
    });
  });
}

/**
 * Forwards to a service's base URL over kept-alive HTTP/1.1 connections, keeping method, path,
 * query, headers (but the hop-by-hop ones) and body; a Content-Length goes only with the body it
 * describes (a GET or HEAD is sent without one, whatever its client declared). The body is streamed to the service and refused
 * with 413 as soon as it is longer than the service takes (`serviceBodyLimits`): a declared length
 * over it before a byte is read. `send` resolves with the service's answer as soon as its head has
 * come, its body unread; an answer that stays silent for `timeoutMs` (the head, or the body while it
 * is read) is given up, but server-sent events (`text/event-stream`, the portal's post changes), which
 * stay open without the silence timeout. `fetch` reads it into a Response (`responseOf`).
 *
 * A kept-alive connection is used again only while the service surely still holds it open: the gateway
 * lets an idle one go after half the time the services keep theirs. A GET, HEAD or OPTIONS that still
 * meets a connection the service had just closed (ECONNRESET on a reused socket) is sent again on
 * another one, as Node's documentation advises; other methods are never sent twice.
 */
export function httpConnection(name: ServiceName, baseUrl: string, timeoutMs: number): Connection {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:')
    throw new Error(`${name}: services are reached over http://, not ${baseUrl}`);
  const agent = new http.Agent({ keepAlive: true, timeout: SERVICE_KEEP_ALIVE_MS / 2 });
  const limit = serviceBodyLimits[name];
  const basePath = base.pathname.replace(/\/+$/, '');
  const send = async (
    request: Request,
    given?: ForwardedHeaders,
    silentMs = timeoutMs,
  ): Promise<Response | http.IncomingMessage> => {
    const incoming = new URL(request.url);
    const body = request.method !== 'GET' && request.method !== 'HEAD' ? request.body : null;
    const headers = outgoingHeadersOf(given ?? request.headers);
    const declared = Number(headers['content-length'] ?? 0);
    if (body && declared > limit) return tooLarge(limit);
    // The length a client declared for a body that is not sent would make the service read the next
    // request on the connection as that body: framing describes what is sent, nothing else.
    if (!body) delete headers['content-length'];
    const attempt = (retriesLeft: number) =>
      new Promise<Response | http.IncomingMessage>((resolve, reject) => {
        const outgoing = http.request(
          {
            agent,
            hostname: base.hostname,
            port: base.port,
            method: request.method,
            path: `${basePath}${incoming.pathname}${incoming.search}`,
            headers,
          },
          (answer) => {
            // Server-sent events stay open: handed on as they come, never given up for silence.
            if (isEventStream(answer.headers['content-type'])) outgoing.setTimeout(0);
            resolve(answer);
          },
        );
        // A body that ends short of (or runs past) its declared length is an error, never sent as framed.
        // (Node's documented ClientRequest#strictContentLength, not in @types/node 20 yet.)
        (outgoing as http.ClientRequest & { strictContentLength: boolean }).strictContentLength = true;
        // A service silent for this long (no answer, or a stalled one) is given up.
        outgoing.setTimeout(silentMs, () =>
          outgoing.destroy(new Error(`${name} did not answer within ${silentMs} ms`)),
        );
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          const lost = outgoing.reusedSocket && error.code === 'ECONNRESET';
          if (lost && SAFE_METHODS.has(request.method) && retriesLeft > 0) resolve(attempt(retriesLeft - 1));
          else reject(error);
        });
        if (!body) {
          outgoing.end();
          return;
        }
        pump(body, outgoing, limit).then(
          (fits) => {
            if (fits) return;
            // The service's half-sent request is dropped; the client hears 413 now (a later error of
            // the dropped request finds the promise settled).
            resolve(tooLarge(limit));
            outgoing.destroy();
          },
          (error: unknown) => outgoing.destroy(error instanceof Error ? error : new Error(String(error))),
        );
      });
    return attempt(2);
  };
  return {
    address: base.origin,
    send,
    fetch: async (request, given, silentMs) => {
      const answer = await send(request, given, silentMs);
      return answer instanceof Response ? answer : responseOf(answer, request.method);
    },
  };
}

/**
 * A service at several addresses (`AUTH_URL=http://a:4001,http://b:4001`, or one DNS name of several
 * replicas: see serviceAddresses), or at one: requests go to each address in turn, as balancedUpstream says (an address that fails or is silent is left out at
 * once; reads, and writes under an Idempotency-Key, go on to the next address).
 */
export function httpUpstream(
  name: ServiceName,
  baseUrls: string | string[],
  timeoutMs: number,
  {
    recheckMs = 2_000,
    readTryMs,
    dnsRefreshMs = 5_000,
    resolve,
  }: Partial<BalancerOptions> & { dnsRefreshMs?: number; resolve?: ResolveAll } = {},
): Upstream {
  const urls = typeof baseUrls === 'string' ? [baseUrls] : baseUrls;
  const addresses = serviceAddresses(urls, (url) => httpConnection(name, url, timeoutMs), {
    refreshMs: dnsRefreshMs,
    resolve,
  });
  return balancedUpstream(name, addresses, { recheckMs, readTryMs });
}

/** Calls a service's Hono app directly, without a socket. */
export function inProcessUpstream(
  name: ServiceName,
  app: { fetch(request: Request): Response | Promise<Response> },
): Upstream {
  return {
    name,
    fetch: async (request, headers) => app.fetch(headers ? new Request(request, { headers }) : request),
    health: async (timeoutMs) => [
      { address: 'in-process', state: await probe(async () => app.fetch(healthRequest()), timeoutMs) },
    ],
  };
}
