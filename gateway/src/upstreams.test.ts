import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceBodyLimits } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpUpstream } from './upstreams.ts';

const CHUNK = 64 * 1024;

/** A service that counts what arrives of each request and answers with the count and its hash. */
function countingService() {
  const received: { bytes: number; complete: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const seen = { bytes: 0, complete: false };
    received.push(seen);
    const hash = createHash('sha256');
    req.on('data', (chunk: Buffer) => {
      seen.bytes += chunk.length;
      hash.update(chunk);
    });
    req.on('end', () => {
      seen.complete = true;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ bytes: seen.bytes, sha256: hash.digest('hex') }));
    });
  });
  return { server, received };
}

/** A body of `total` bytes made as it is read, and how much of it was read. */
function lazyBody(total: number) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const size = Math.min(CHUNK, total - pulled.bytes);
      pulled.bytes += size;
      controller.enqueue(new Uint8Array(size).fill(7));
    },
  });
  return { stream, pulled };
}

/** Runs `server` on a free loopback port for the tests of the describe block; `url` once it listens. */
function onLoopback(server: http.Server) {
  const service = { url: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return service;
}

const upload = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('the gateway forwarding a request body', () => {
  const { server, received } = countingService();
  const service = onLoopback(server);

  it('streams a body within the limit to the service, byte for byte', async () => {
    const social = httpUpstream('social', service.url, 5_000);
    const size = serviceBodyLimits.social - 10;
    const { stream, pulled } = lazyBody(size);
    const res = await social.fetch(upload('http://gateway.test/api/selected-pages', stream));
    expect(res.status).toBe(200);
    const expected = createHash('sha256').update(new Uint8Array(size).fill(7)).digest('hex');
    expect(await res.json()).toEqual({ bytes: size, sha256: expected });
    expect(pulled.bytes).toBe(size);
  });

  it('refuses a declared length over the limit with 413 before reading or forwarding a byte', async () => {
    const before = received.length;
    const social = httpUpstream('social', service.url, 5_000);
    const { stream, pulled } = lazyBody(300 * 1024 * 1024);
    const res = await social.fetch(
      upload('http://gateway.test/api/selected-pages', stream, {
        'Content-Length': String(300 * 1024 * 1024),
      }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'payload_too_large',
      message: `Request body is larger than ${serviceBodyLimits.social} bytes`,
    });
    expect(received.length).toBe(before);
    expect(pulled.bytes).toBeLessThanOrEqual(CHUNK);
  });

  it('refuses a chunked 300 MB upload with 413 as it arrives, having read little more than the limit', async () => {
    const posts = httpUpstream('posts', service.url, 5_000);
    const { stream, pulled } = lazyBody(300 * 1024 * 1024);
    const res = await posts.fetch(upload('http://gateway.test/api/generate-post', stream));
    expect(res.status).toBe(413);
    // Read: the limit, the chunk that crossed it and what the stream had queued; never the whole.
    expect(pulled.bytes).toBeLessThan(serviceBodyLimits.posts + 4 * CHUNK);
    await expect.poll(() => received.at(-1)?.complete).toBe(false);
    expect(received.at(-1)!.bytes).toBeLessThanOrEqual(serviceBodyLimits.posts);
  });

  it("takes each service's own limit: an image upload of 5 MB goes to svc-catalog", async () => {
    const catalog = httpUpstream('catalog', service.url, 5_000);
    const size = 5 * 1024 * 1024;
    const res = await catalog.fetch(upload('http://gateway.test/api/products', lazyBody(size).stream));
    expect(res.status).toBe(200);
    expect((await res.json()).bytes).toBe(size);
    const tooBig = await httpUpstream('auth', service.url, 5_000).fetch(
      upload('http://gateway.test/api/accounts', lazyBody(size).stream),
    );
    expect(tooBig.status).toBe(413);
  });
});

describe('the gateway reusing a connection the service is closing', () => {
  // Answers the first request of each connection and closes it on the second, unanswered: what a
  // service does to a request that arrives as its idle connection times out.
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const served = (req.socket as { served?: number }).served ?? 0;
    (req.socket as { served?: number }).served = served + 1;
    requests.push(`${req.method} ${served > 0 ? 'reused' : 'new'}`);
    if (served > 0) return req.socket.destroy();
    req.resume();
    req.on('end', () => res.end('{}'));
  });
  const service = onLoopback(server);

  it('sends a GET again on a new connection, and the client never sees the lost one', async () => {
    const auth = httpUpstream('auth', service.url, 5_000);
    requests.length = 0;
    for (let i = 0; i < 3; i++) {
      expect((await auth.fetch(new Request('http://gateway.test/api/auth/verify'))).status).toBe(200);
    }
    expect(requests).toEqual(['GET new', 'GET reused', 'GET new', 'GET reused', 'GET new']);
  });

  it('never sends a POST twice: the client hears of the failure', async () => {
    const auth = httpUpstream('auth', service.url, 5_000);
    requests.length = 0;
    expect(
      (await auth.fetch(new Request('http://gateway.test/api/auth/logout', { method: 'POST' }))).status,
    ).toBe(200);
    await expect(
      auth.fetch(new Request('http://gateway.test/api/auth/logout', { method: 'POST' })),
    ).rejects.toThrow(/socket hang up/);
    expect(requests).toEqual(['POST new', 'POST reused']);
  });
});

describe('the gateway framing what it forwards', () => {
  // Answers at once with what it got, without waiting for a body (as a service's GET route does), and
  // names the connection each request came on.
  const seen: { method: string; path: string; connection: number }[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const socket = req.socket as { id?: number };
    socket.id ??= ++connections;
    seen.push({ method: req.method ?? '', path: req.url ?? '', connection: socket.id });
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  server.on('clientError', (_error, socket) =>
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n'),
  );
  const service = onLoopback(server);

  it('sends a GET whose client declared a body without that length, so the next request on the connection stays whole', async () => {
    const auth = httpUpstream('auth', service.url, 2_000);
    seen.length = 0;
    const withLength = new Request('http://gateway.test/api/auth/verify?first', {
      headers: { 'Content-Length': '12' },
    });
    expect((await auth.fetch(withLength)).status).toBe(200);
    const next = await auth.fetch(new Request('http://gateway.test/api/accounts?second'));
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ path: '/api/accounts?second' });
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/verify?first', '/api/accounts?second']);
    expect(seen[1]!.connection).toBe(seen[0]!.connection);
  });

  it('never sends a body shorter than its declared length, so the next request is not read as its rest', async () => {
    const auth = httpUpstream('auth', service.url, 2_000);
    seen.length = 0;
    const short = upload('http://gateway.test/api/auth/logout', 'abc', { 'Content-Length': '40' });
    await expect(auth.fetch(short)).rejects.toThrow();
    const next = await auth.fetch(new Request('http://gateway.test/api/accounts?after'));
    expect(await next.json()).toEqual({ path: '/api/accounts?after' });
  });
});

describe('the gateway passing server-sent events through', () => {
  const written: ((text: string) => void)[] = [];
  const closed: Promise<void>[] = [];
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(': connected\n\n');
    written.push((text) => res.write(text));
    closed.push(new Promise((resolve) => req.socket.on('close', () => resolve())));
  });
  const service = onLoopback(server);

  it('hands each event on as it comes, past the silence timeout, and lets go of the service when the browser leaves', async () => {
    // A silence timeout far shorter than the time between events.
    const posts = httpUpstream('posts', service.url, 100);
    const res = await posts.fetch(new Request('http://gateway.test/api/posts/events'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe(': connected\n\n');
    // Quiet for three silence timeouts: the stream is still there, and the next event gets through.
    await new Promise((resolve) => setTimeout(resolve, 300));
    written[0]?.('event: post\ndata: {"postId":1}\n\n');
    expect(decoder.decode((await reader.read()).value)).toBe('event: post\ndata: {"postId":1}\n\n');
    await reader.cancel();
    await closed[0];
  });
});
