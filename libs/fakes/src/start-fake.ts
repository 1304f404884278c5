import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** One request as a fake received it, for tests to assert on. */
export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
};

/** What a fake's routes share with the test that runs it: the current behaviour and the log of requests. */
export type FakeState<B> = { behaviour: B; requests: RecordedRequest[] };

export type RunningFake<B> = {
  /** Origin of the fake, e.g. http://127.0.0.1:53121 (no trailing slash). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Changes part of the behaviour from now on (shallow merge): make it fail, delay or answer something specific. */
  behave(overrides: Partial<B>): void;
  /** Back to the behaviour it started with, and an empty request log. */
  reset(): void;
  close(): Promise<void>;
};

/** Records every request before the fake's routes see it; the body is read once and cached by Hono. */
export async function recordRequest(state: FakeState<unknown>, request: Request): Promise<void> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  state.requests.push({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
}

/** Starts a fake's Hono app on 127.0.0.1 with a free port. */
export async function startFake<B extends object>(
  build: (state: FakeState<B>) => Hono,
  defaults: B,
  overrides: Partial<B> = {},
): Promise<RunningFake<B>> {
  const initial = { ...defaults, ...overrides };
  const state: FakeState<B> = { behaviour: { ...initial }, requests: [] };
  const app = build(state);
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server: started as Server, port: info.port }),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests: state.requests,
    behave(next) {
      Object.assign(state.behaviour, next);
    },
    reset() {
      state.behaviour = { ...initial };
      state.requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A test that stops early may leave a slow answer open; it must not hold the close up.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Waits, but gives up as soon as the client goes away, so a slow fake never outlives its test's request. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
