import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@studio/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from './app.ts';
import { httpUpstream } from './upstreams.ts';

/** A replica that answers its own name on every path, /healthz included; `keys` are the Idempotency-Keys it was sent. */
async function replica(name: string, port = 0, keys: string[] = []) {
  const server = http.createServer((req, res) => {
    req.resume();
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string') keys.push(key);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ status: 'ok', replica: name }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, port: (server.address() as AddressInfo).port, close };
}

/** A replica frozen (SIGSTOP): its connections are taken by the system, and nothing ever answers. */
async function frozenReplica() {
  const held = new Set<Socket>();
  const server = createServer((socket) => held.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of held) socket.destroy();
      server.close(() => resolve());
    });
  return { url, close };
}

const running: { close(): Promise<void> }[] = [];
const started = async (name: string, port?: number, keys?: string[]) => {
  const r = await replica(name, port, keys);
  running.push(r);
  return r;
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

const who = async (upstream: ReturnType<typeof httpUpstream>, init?: RequestInit) => {
  const res = await upstream.fetch(new Request('http://gateway.test/api/accounts', init));
  return ((await res.json()) as { replica: string }).replica;
};

describe('a service at several addresses', () => {
  it('spreads requests over its addresses in turn', async () => {
    const a = await started('a');
    const b = await started('b');
    const auth = httpUpstream('auth', [a.url, b.url], 2_000);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await who(auth));
    expect(answers.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('sends a request that reached no service to the next address, and leaves the dead one out', async () => {
    const a = await started('a');
    const b = await replica('b');
    await b.close();
    const auth = httpUpstream('auth', [b.url, a.url], 2_000, { recheckMs: 60_000 });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await who(auth));
    expect(answers).toEqual(['a', 'a', 'a', 'a', 'a', 'a']);
    expect(await auth.health(500)).toEqual([
      { address: b.url, state: 'unavailable' },
      { address: a.url, state: 'ok' },
    ]);
  });

  it('takes an address back once its /healthz answers again', async () => {
    const a = await started('a');
    const b = await started('b');
    const auth = httpUpstream('auth', [a.url, b.url], 2_000, { recheckMs: 100 });
    await b.close();
    running.splice(running.indexOf(b), 1);
    // A POST without an Idempotency-Key is not sent again elsewhere: its client hears of the failure
    // once, then b is out.
    const posts = [];
    for (let i = 0; i < 4; i++)
      posts.push(await who(auth, { method: 'POST', body: '{}' }).catch(() => 'failed'));
    expect(posts).toEqual(['a', 'failed', 'a', 'a']);
    for (let i = 0; i < 4; i++) expect(await who(auth, { method: 'POST', body: '{}' })).toBe('a');
    await started('b', b.port);
    await expect.poll(async () => new Set(await Promise.all([1, 2, 3, 4].map(() => who(auth)))).size).toBe(2);
  });

  it('answers every request beside a frozen replica: reads after a short try, writes once under their key', async () => {
    const keys: string[] = [];
    const healthy = await started('a', 0, keys);
    const frozen = await frozenReplica();
    running.push(frozen);
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-hung-'));
    const gateway = createGateway({
      upstreams: [
        httpUpstream('posts', [frozen.url, healthy.url], 1_500, { recheckMs: 100, readTryMs: 200 }),
      ],
      frontend: {
        SHELL_DIR: dir,
        ADMIN_REMOTE_DIR: dir,
        PORTAL_REMOTE_DIR: dir,
        REMOTE_ADMIN_URL: '/remotes/admin/remoteEntry.js',
        REMOTE_PORTAL_URL: '/remotes/portal/remoteEntry.js',
      },
      logger: createLogger('gateway-test', 'silent'),
    });
    // Load: three waves of reads and writes at once, the first while the frozen replica is still in the turns.
    const statuses: number[] = [];
    const since = Date.now();
    for (let wave = 0; wave < 3; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          gateway.request(
            '/api/bulk-posts',
            i % 4 === 0
              ? {
                  method: 'POST',
                  headers: {
                    'Content-Type': 'application/json',
                    'Content-Length': String(`{"n":${i}}`.length),
                  },
                  body: `{"n":${i}}`,
                }
              : {},
          ),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        expect(((await answer.json()) as { replica: string }).replica).toBe('a');
      }
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Each write reached the healthy replica once, under a key of its own.
    expect(keys).toHaveLength(15);
    expect(new Set(keys).size).toBe(15);
    // Writes sent to the frozen replica waited the whole time once; nothing waited longer.
    expect(Date.now() - since).toBeLessThan(6_000);
  });
});
