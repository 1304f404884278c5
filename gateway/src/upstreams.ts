import type { ServiceName } from '@studio/contracts';
import { proxy } from 'hono/proxy';

/** A service the gateway forwards to: over HTTP, or in the same process (npm start). */
export type Upstream = { name: ServiceName; fetch(request: Request): Promise<Response> };

/**
 * Forwards to a service's base URL, keeping path and query. Hono's proxy drops hop-by-hop headers
 * and content encodings the runtime already decoded, and answers with headers the gateway may amend.
 */
export function httpUpstream(name: ServiceName, baseUrl: string, timeoutMs: number): Upstream {
  const base = new URL(baseUrl);
  return {
    name,
    fetch: (request) => {
      const incoming = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.delete('host');
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      return proxy(new URL(incoming.pathname + incoming.search, base), {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        ...(hasBody ? { duplex: 'half' } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
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
