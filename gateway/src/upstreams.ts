import type { ServiceName } from '@studio/contracts';

/** A service the gateway forwards to: over HTTP, or in the same process (npm start). */
export type Upstream = { name: ServiceName; fetch(request: Request): Promise<Response> };

/** Forwards to a service's base URL; the request's path and query are kept. */
export function httpUpstream(name: ServiceName, baseUrl: string, timeoutMs: number): Upstream {
  const base = new URL(baseUrl);
  return {
    name,
    fetch: (request) => {
      const incoming = new URL(request.url);
      const target = new URL(incoming.pathname + incoming.search, base);
      const headers = new Headers(request.headers);
      headers.delete('host');
      headers.delete('connection');
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      return fetch(target, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        // Node's fetch streams a request body only in half-duplex mode.
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
    },
  };
}

/** Calls a service's Hono app directly, without a socket. */
export function inProcessUpstream(
  name: ServiceName,
  app: { fetch(request: Request): Response | Promise<Response> },
): Upstream {
  return { name, fetch: async (request) => app.fetch(request) };
}
