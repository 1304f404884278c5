import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpUpstream } from './upstreams.ts';

/** A replica that answers its own name on every path, /healthz included. */
async function replica(name: string, port = 0) {
  const server = http.createServer((req, res) => {
    req.resume();
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

const running: { close(): Promise<void> }[] = [];
const started = async (name: string, port?: number) => {
  const r = await replica(name, port);
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
    // A POST with a body is not sent again elsewhere: its client hears of the failure once, then b is out.
    const posts = [];
    for (let i = 0; i < 4; i++)
      posts.push(await who(auth, { method: 'POST', body: '{}' }).catch(() => 'failed'));
    expect(posts).toEqual(['a', 'failed', 'a', 'a']);
    for (let i = 0; i < 4; i++) expect(await who(auth, { method: 'POST', body: '{}' })).toBe('a');
    await started('b', b.port);
    await expect.poll(async () => new Set(await Promise.all([1, 2, 3, 4].map(() => who(auth)))).size).toBe(2);
  });
});
