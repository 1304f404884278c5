import type http from 'node:http';
import type { ServiceName } from '@studio/contracts';
import { healthRequest, probe, type UpstreamState } from './probe.ts';
import type { ForwardedHeaders, Upstream } from './upstreams.ts';

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

/** Failures to connect at all: the request reached no service, so another address may take it. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Spreads a service's requests over its addresses, one after the other. An address whose request fails
 * (no connection, a connection lost, no answer in time) or whose /healthz does not answer is out of the
 * turns; it is asked for its /healthz every `recheckMs` and is back once it answers (ok, or degraded:
 * serving without its event bus). A request without a body that reached no service goes on to the next
 * address; one with a body was read while it was sent, and its client hears of the failure. When every
 * address is out, each is tried all the same.
 */
export function balancedUpstream(name: ServiceName, connections: Connection[], recheckMs: number): Upstream {
  if (connections.length === 0) throw new Error(`${name}: no address given`);
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
    if (connections.length === 1) return;
    out.add(connection);
    recheckLater();
  };

  /** This request's order: the addresses in the turns from the next one, then those out. */
  const order = (): Connection[] => {
    if (connections.length === 1) return connections;
    const start = turn;
    turn = (turn + 1) % connections.length;
    const rotated = [...connections.slice(start), ...connections.slice(0, start)];
    return [...rotated.filter((c) => !out.has(c)), ...rotated.filter((c) => out.has(c))];
  };

  /** The request sent by `call` to the addresses in turn, as long as it may go on to the next. */
  const attempt = async <T>(request: Request, call: (connection: Connection) => Promise<T>): Promise<T> => {
    const tries = order();
    for (const [index, connection] of tries.entries()) {
      try {
        const answer = await call(connection);
        out.delete(connection);
        return answer;
      } catch (error) {
        takeOut(connection);
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const another = index < tries.length - 1 && request.body === null && NOT_REACHED.has(code);
        if (!another) throw error;
      }
    }
    throw new Error(`${name}: no address answered`);
  };

  return {
    name,
    fetch: (request, headers) => attempt(request, (connection) => connection.fetch(request, headers)),
    send: (request, headers) => attempt(request, (connection) => connection.send(request, headers)),
    health: (timeoutMs) =>
      Promise.all(
        connections.map(async (connection) => ({
          address: connection.address,
          state: await check(connection, timeoutMs),
        })),
      ),
  };
}
