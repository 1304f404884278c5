import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, listen } from '@studio/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './app.ts';
import { drainServer } from './drain.ts';
import { liveStreams, RECONNECT_AFTER_MS } from './live-streams.ts';
import { httpUpstream } from './upstreams.ts';

const logger = createLogger('gateway-test', 'silent');
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

/** svc-posts as far as the stop matters: a stream of events that never ends, and a request never answered. */
function neverEndingService() {
  const service = http.createServer((req, res) => {
    service.emit('asked', req.url);
    if (req.url?.startsWith('/api/bulk-posts/events')) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      res.write(': connected\n\n');
    }
  });
  return service;
}

/** A gateway in front of `service` on a port of its own, with its live streams. */
async function gatewayBefore(service: http.Server, { cors }: { cors: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-drain-'));
  const streams = liveStreams();
  const app = createGateway({
    upstreams: [httpUpstream('posts', `http://127.0.0.1:${portOf(service)}`, 30_000)],
    frontend: {
      SHELL_DIR: dir,
      ADMIN_REMOTE_DIR: dir,
      PORTAL_REMOTE_DIR: dir,
      REMOTE_ADMIN_URL: '/remotes/admin/remoteEntry.js',
      REMOTE_PORTAL_URL: '/remotes/portal/remoteEntry.js',
    },
    logger,
    streams,
    corsOrigins: cors ? ['https://elsewhere.example'] : [],
  });
  const server = (await listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })) as http.Server;
  return { server, streams, url: `http://127.0.0.1:${portOf(server)}` };
}

/** A request whose answer is read as it comes: its text so far, and whether (and how) it ended. */
function opened(url: string) {
  const seen = { text: '', ended: false, failed: false };
  const request = http.get(url, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      seen.text += chunk;
    });
    res.on('end', () => {
      seen.ended = true;
    });
    res.on('error', () => {
      seen.failed = true;
    });
  });
  request.on('error', () => {
    seen.failed = true;
  });
  return seen;
}

describe('a gateway told to stop', () => {
  let service: http.Server;
  beforeAll(async () => {
    service = neverEndingService();
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    service.closeAllConnections();
    service.close();
  });

  it.each([
    ['written to the socket', false],
    ['answered as a Response', true],
  ])(
    'ends each open event stream (%s) with the hint to connect again, and stops at once',
    async (_, cors) => {
      const gateway = await gatewayBefore(service, { cors });
      const streams = [
        opened(`${gateway.url}/api/bulk-posts/events`),
        opened(`${gateway.url}/api/bulk-posts/events`),
      ];
      await expect.poll(() => streams.every((s) => s.text.includes(': connected'))).toBe(true);
      expect(gateway.streams.open).toBe(2);

      const started = Date.now();
      await drainServer(gateway.server, gateway.streams, 10_000, logger);
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect.poll(() => streams.every((s) => s.ended)).toBe(true);
      for (const stream of streams) expect(stream.text).toContain(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    },
  );

  it('cuts a request still unanswered at the drain limit, and stops then', async () => {
    const gateway = await gatewayBefore(service, { cors: false });
    const asked = new Promise((resolve) => service.once('asked', resolve));
    const hung = opened(`${gateway.url}/api/bulk-posts/hung`);
    await asked;

    const started = Date.now();
    await drainServer(gateway.server, gateway.streams, 300, logger);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(2_000);
    await expect.poll(() => hung.failed).toBe(true);
  });
});
