import http from 'node:http';
import type { ServiceName } from '@studio/contracts';

/**
 * A service the gateway forwards to: over HTTP, or in the same process (npm start). `headers`, when
 * given, are sent instead of the request's own.
 */
export type Upstream = { name: ServiceName; fetch(request: Request, headers?: Headers): Promise<Response> };

/** Headers of one connection, not of the message: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
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

function outgoingHeadersOf(given: Headers): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of given) {
    if (name !== 'host' && !HOP_BY_HOP.has(name)) headers[name] = value;
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

/**
 * Forwards to a service's base URL over kept-alive HTTP/1.1 connections, keeping method, path,
 * query, headers (but the hop-by-hop ones) and body. The answer is read whole and handed on as
 * bytes, which Node's server writes in one go: cheaper than passing a stream through, and every
 * answer of a service is bounded (JSON, or an image within the upload limit).
 */
export function httpUpstream(name: ServiceName, baseUrl: string, timeoutMs: number): Upstream {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:')
    throw new Error(`${name}: services are reached over http://, not ${baseUrl}`);
  const agent = new http.Agent({ keepAlive: true });
  return {
    name,
    fetch: async (request, given) => {
      const incoming = new URL(request.url);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const body = hasBody ? Buffer.from(await request.arrayBuffer()) : undefined;
      const headers = outgoingHeadersOf(given ?? request.headers);
      if (body) headers['content-length'] = String(body.length);
      return new Promise<Response>((resolve, reject) => {
        const outgoing = http.request(
          {
            agent,
            hostname: base.hostname,
            port: base.port,
            method: request.method,
            path: `${base.pathname.replace(/\/+$/, '')}${incoming.pathname}${incoming.search}`,
            headers,
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('error', reject);
            answer.on('end', () => {
              const status = answer.statusCode ?? 502;
              const nullBody = request.method === 'HEAD' || [101, 204, 205, 304].includes(status);
              resolve(
                new Response(nullBody ? null : Buffer.concat(chunks), {
                  status,
                  statusText: answer.statusMessage,
                  headers: responseHeadersOf(answer.rawHeaders),
                }),
              );
            });
          },
        );
        // A service silent for this long (no answer, or a stalled one) is given up.
        outgoing.setTimeout(timeoutMs, () =>
          outgoing.destroy(new Error(`${name} did not answer within ${timeoutMs} ms`)),
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
  };
}

/** Calls a service's Hono app directly, without a socket. */
export function inProcessUpstream(
  name: ServiceName,
  app: { fetch(request: Request): Response | Promise<Response> },
): Upstream {
  return {
    name,
    fetch: async (request, headers) => app.fetch(headers ? new Request(request, { headers }) : request),
  };
}
