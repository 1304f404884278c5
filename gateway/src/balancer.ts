import type http from 'node:http';
import type { ServiceName } from '@studio/contracts';
import { healthRequest, probe, type UpstreamState } from './probe.ts';
import type { ForwardedHeaders, Upstream, UpstreamTrace } from './upstream.ts';

/** One address of a service; `silentMs` gives the request up sooner than the gateway's usual wait. */
export type Connection = {
  address: string;
  fetch(request: Request, headers?: Headers, silentMs?: number): Promise<Response>;
  send(
    request: Request,
    headers?: ForwardedHeaders,
    silentMs?: number,
  ): Promise<Response | http.IncomingMessage>;
};

/** A service's addresses as they stand now (the DNS name of several replicas resolves anew). */
export type ConnectionSource = { current(): Connection[] };

/** Failures to connect at all: the request reached no service, so another address may take it. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A body up to this size is kept by the gateway while it is sent, so that it can be sent again elsewhere. */
export const REPLAYABLE_BODY_BYTES = 1024 * 1024;

/** The Idempotency-Key a request is forwarded with, if any. */
function idempotencyKeyOf(headers: ForwardedHeaders | undefined, request: Request): string | undefined {
  if (headers instanceof Headers) return headers.get('Idempotency-Key') ?? undefined;
  const value = headers?.['idempotency-key'] ?? request.headers.get('Idempotency-Key') ?? undefined;
  return Array.isArray(value) ? value[0] : value;
}

/** How the balancer paces the tries of one request. */
export type BalancerOptions = {
  /** How often an address out of the turns is asked for its /healthz, in ms. */
  recheckMs: number;
  /**
   * How long a read (GET, HEAD, OPTIONS) waits for an address before it goes on to the next one, in ms;
   * the last address tried is given the connection's whole time.
   */
  readTryMs?: number;
};

/**
 * Spreads a service's requests over its addresses, one after the other. An address whose request fails
 * (no connection, a connection lost, no answer in time) or whose /healthz does not answer is out of the
 * turns at once (passive outlier ejection); it is asked for its /healthz every `recheckMs` and is back
 * once it answers. A request goes on to the next address when it reached none, and also, after a time-out
 * or a lost connection, when doing it twice is harmless: a read (given `readTryMs`, not the whole wait,
 * on each address but the last) or a write under an Idempotency-Key (the services do such a write once;
 * it is given the whole wait, as a write may take long). A body is kept for that (up to
 * REPLAYABLE_BODY_BYTES); a larger one is sent once. When every address is out, each is tried all the
 * same.
 */
export function balancedUpstream(
  name: ServiceName,
  addresses: Connection[] | ConnectionSource,
  { recheckMs, readTryMs }: BalancerOptions,
): Upstream {
  const source = Array.isArray(addresses) ? { current: () => addresses } : addresses;
  if (source.current().length === 0) throw new Error(`${name}: no address given`);
  const out = new Set<Connection>();
  let turn = 0;
  let recheckTimer: NodeJS.Timeout | null = null;

  const check = async (connection: Connection, timeoutMs: number): Promise<UpstreamState> => {
    const state = await probe(() => connection.fetch(healthRequest(), undefined, timeoutMs), timeoutMs);
    if (state === 'unavailable') takeOut(connection);
    else out.delete(connection);
    return state;
  };

  const recheckLater = () => {
    if (recheckTimer || out.size === 0) return;
    recheckTimer = setTimeout(() => {
      void Promise.all([...out].map((connection) => check(connection, recheckMs))).finally(() => {
        recheckTimer = null;
        recheckLater();
      });
    }, recheckMs);
    recheckTimer.unref();
  };

  const takeOut = (connection: Connection) => {
    // A single address is always tried: there is nothing to take its turns.
    if (source.current().length === 1) return;
    out.add(connection);
    recheckLater();
  };

  /** This request's order: the addresses in the turns from the next one, then those out. */
  const order = (): Connection[] => {
    const connections = source.current();
    // An address no longer listed (its replica gone from the DNS name) is forgotten.
    for (const connection of out) if (!connections.includes(connection)) out.delete(connection);
    if (connections.length === 1) return connections;
    const start = turn;
    turn = (turn + 1) % connections.length;
    const rotated = [...connections.slice(start), ...connections.slice(0, start)];
    return [...rotated.filter((c) => !out.has(c)), ...rotated.filter((c) => out.has(c))];
  };

  /** The request's body kept for another try, when it may have one and is small enough. */
  const replayable = async (
    request: Request,
    repeatable: boolean,
    tries: number,
  ): Promise<(() => Request) | null> => {
    if (request.body === null) return () => request;
    const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
    if (!repeatable || tries === 1 || !(declared <= REPLAYABLE_BODY_BYTES)) return null;
    const body = new Uint8Array(await request.arrayBuffer());
    return () => new Request(request.url, { method: request.method, headers: request.headers, body });
  };

  /** The request sent by `call` to the addresses in turn, as long as it may go on to the next. */
  const attempt = async <T>(
    request: Request,
    headers: ForwardedHeaders | undefined,
    trace: UpstreamTrace | undefined,
    call: (connection: Connection, request: Request, silentMs?: number) => Promise<T>,
  ): Promise<T> => {
    const tries = order();
    const read = SAFE_METHODS.has(request.method);
    const repeatable = read || idempotencyKeyOf(headers, request) !== undefined;
    const again = await replayable(request, repeatable, tries.length);
    for (const [index, connection] of tries.entries()) {
      const last = index === tries.length - 1;
      if (trace) {
        trace.address = connection.address;
        trace.tries = index + 1;
      }
      try {
        const answer = await call(
          connection,
          again ? again() : request,
          read && !last ? readTryMs : undefined,
        );
        out.delete(connection);
        return answer;
      } catch (error) {
        takeOut(connection);
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const another = !last && again !== null && (repeatable || NOT_REACHED.has(code));
        if (!another) throw error;
      }
    }
    throw new Error(`${name}: no address answered`);
  };

  return {
    name,
    fetch: (request, headers, trace) =>
      attempt(request, headers, trace, (connection, sent, silentMs) =>
        connection.fetch(sent, headers, silentMs),
      ),
    send: (request, headers, trace) =>
      attempt(request, headers, trace, (connection, sent, silentMs) =>
        connection.send(sent, headers, silentMs),
      ),
    health: (timeoutMs) =>
      Promise.all(
        source.current().map(async (connection) => ({
          address: connection.address,
          state: await check(connection, timeoutMs),
        })),
      ),
  };
}
