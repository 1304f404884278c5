import type http from 'node:http';
import type { ServiceName } from '@studio/contracts';
import type { UpstreamState } from './probe.ts';

/**
 * A service the gateway forwards to: over HTTP at one or several addresses, or in the same process
 * (npm start). `headers`, when given, are sent instead of the request's own. `health` asks each of its
 * addresses' /healthz, none for longer than `timeoutMs`. Over HTTP, `send` gives the service's answer as
 * its head arrives (its body still unread, for the gateway to write to its client itself), or the
 * gateway's own answer (413) as a Response; `fetch` gives it as a Response.
 */
export type Upstream = {
  name: ServiceName;
  fetch(request: Request, headers?: Headers, trace?: UpstreamTrace): Promise<Response>;
  send?(
    request: Request,
    headers?: ForwardedHeaders,
    trace?: UpstreamTrace,
  ): Promise<Response | http.IncomingMessage>;
  health(timeoutMs: number): Promise<{ address: string; state: UpstreamState }[]>;
};

/** Where a request went, for its access line: the last address tried, and how many were. */
export type UpstreamTrace = { address?: string; tries: number };

/** The headers a request is forwarded with: a Headers, or Node's parsed headers of the client's request. */
export type ForwardedHeaders = Headers | http.IncomingHttpHeaders;
