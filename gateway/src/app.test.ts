import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { ServiceName } from '@studio/contracts';
import { createLogger, FAVICON_PATH, FAVICON_SVG, publicOrigins, standalonePage } from '@studio/kit';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createGateway } from './app.ts';
import { healthRequest, probe } from './probe.ts';
import { withSignInSkeleton } from './sign-in-skeleton.ts';
import type { Upstream } from './upstream.ts';
import { httpUpstream } from './upstreams.ts';

const logger = createLogger('gateway-test', 'silent');

function frontendDirs() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  for (const app of ['shell', 'admin', 'portal']) mkdirSync(path.join(dir, app));
  writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'shell', 'main.0123abcd89.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'admin', 'remoteEntry.js'), 'var admin;');
  writeFileSync(path.join(dir, 'portal', 'remoteEntry.js'), 'var portal;');
  return {
    SHELL_DIR: path.join(dir, 'shell'),
    ADMIN_REMOTE_DIR: path.join(dir, 'admin'),
    PORTAL_REMOTE_DIR: path.join(dir, 'portal'),
    REMOTE_ADMIN_URL: '/remotes/admin/remoteEntry.js',
    REMOTE_PORTAL_URL: 'https://cdn.example.test/portal/remoteEntry.js',
  };
}

/** Upstreams that answer with their own name and what they were sent. */
function echoUpstreams(down: ServiceName[] = []): Upstream[] {
  return (['auth', 'catalog', 'social', 'posts'] as const).map((name) => {
    const fetch = async (request: Request, headers = request.headers) => {
      if (down.includes(name)) throw new TypeError('fetch failed: ECONNREFUSED');
      const url = new URL(request.url);
      return Response.json({
        service: name,
        path: url.pathname + url.search,
        forwardedFor: headers.get('X-Forwarded-For'),
        forwardedOrigin: `${headers.get('X-Forwarded-Proto')}://${headers.get('X-Forwarded-Host')}`,
        authorization: headers.get('Authorization'),
        body: request.method === 'GET' ? null : await request.text(),
      });
    };
    return {
      name,
      fetch,
      health: async (timeoutMs: number) => [
        { address: `http://${name}.test`, state: await probe(() => fetch(healthRequest()), timeoutMs) },
      ],
    };
  });
}

const gateway = (down: ServiceName[] = []) =>
  createGateway({ upstreams: echoUpstreams(down), frontend: frontendDirs(), logger });

describe('gateway', () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/auth/verify', 'auth'],
    ['/api/business/login', 'auth'],
    ['/api/accounts/7', 'auth'],
    ['/api/admin-users/3', 'auth'],
    ['/api/v2/company-info', 'auth'],
    ['/api/products/12', 'catalog'],
    ['/api/proxy-image?url=x', 'catalog'],
    ['/api/v2/account-products/5', 'catalog'],
    ['/api/product-images/9', 'catalog'],
    ['/uploads/abc.png', 'catalog'],
    ['/api/auth/facebook/connect?token=t', 'social'],
    ['/api/auth/facebook/callback', 'social'],
    ['/api/facebook/pages', 'social'],
    ['/api/selected-pages', 'social'],
    ['/api/social-media/delete', 'social'],
    ['/api/bulk-posts/4', 'posts'],
    ['/api/scheduled-periods/1', 'posts'],
    ['/api/generate-period-posts', 'posts'],
    ['/api/test-email', 'posts'],
  ])('routes %s to svc-%s with path and query kept', async (pathAndQuery, service) => {
    const res = await gateway().request(pathAndQuery, { headers: { Authorization: 'Bearer abc' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ service, path: pathAndQuery, authorization: 'Bearer abc' });
  });

  it('passes request bodies through', async () => {
    const res = await gateway().request('/api/accounts', { method: 'POST', body: '{"businessName":"Α"}' });
    expect((await res.json()).body).toBe('{"businessName":"Α"}');
  });

  it('answers 404 JSON for an /api path no service owns', async () => {
    const res = await gateway().request('/api/not-a-route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No route for GET /api/not-a-route' });
  });

  it('answers 503 JSON naming a service that is down, while the others keep working', async () => {
    const app = gateway(['catalog']);
    const down = await app.request('/api/products');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      error: 'service_unavailable',
      message: 'svc-catalog is unavailable. Please try again shortly.',
    });
    expect((await app.request('/api/accounts')).status).toBe(200);
  });

  it('answers /metrics in Prometheus text, never the web page, counting requests by route', async () => {
    const app = gateway();
    await app.request('/api/bulk-posts/4');
    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/plain');
    const text = await res.text();
    expect(text).not.toContain('<div id="root">');
    expect(text).toMatch(
      /http_requests_total\{service="gateway",route="svc-posts",method="GET",status="200"\} \d+/,
    );
  });

  it('answers /livez 200 from the process alone, whatever the services behind it', async () => {
    const res = await gateway(['auth', 'catalog', 'social', 'posts']).request('/livez');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('stays ready while one service is down, naming each service and address with its state', async () => {
    for (const route of ['/readyz', '/healthz']) {
      const res = await gateway(['catalog']).request(route);
      expect(res.status, route).toBe(200);
      expect(await res.json(), route).toEqual({
        status: 'degraded',
        services: { 'svc-auth': 'ok', 'svc-catalog': 'unavailable', 'svc-social': 'ok', 'svc-posts': 'ok' },
        addresses: {
          'svc-auth': { 'http://auth.test': 'ok' },
          'svc-catalog': { 'http://catalog.test': 'unavailable' },
          'svc-social': { 'http://social.test': 'ok' },
          'svc-posts': { 'http://posts.test': 'ok' },
        },
      });
    }
  });

  it('stays ready when it reaches no service at all: it still serves the pages and the 503 message', async () => {
    const res = await gateway(['auth', 'catalog', 'social', 'posts']).request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      services: { 'svc-auth': 'unavailable', 'svc-posts': 'unavailable' },
    });
  });

  it('tells a replica that is down from a service without NATS or without its database', async () => {
    const replicas = (name: ServiceName, answers: (Record<string, string> | null)[]): Upstream => ({
      name,
      fetch: async () => Response.json({}),
      health: (timeoutMs) =>
        Promise.all(
          answers.map(async (body, index) => ({
            address: `http://${name}-${index + 1}.test`,
            state: await probe(async () => {
              if (!body) throw new TypeError('fetch failed: ECONNREFUSED');
              return Response.json(body);
            }, timeoutMs),
          })),
        ),
    });
    const app = createGateway({
      upstreams: [
        replicas('auth', [{ status: 'ok' }, { status: 'ok' }]),
        replicas('catalog', [{ status: 'ok' }, null]),
        replicas('social', [{ status: 'no_bus' }, { status: 'no_bus' }]),
        replicas('posts', [{ status: 'no_database' }, { status: 'no_database' }]),
      ],
      frontend: frontendDirs(),
      logger,
    });
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'degraded',
      services: {
        'svc-auth': 'ok',
        'svc-catalog': 'replica_down',
        'svc-social': 'no_bus',
        'svc-posts': 'no_database',
      },
      addresses: {
        'svc-auth': { 'http://auth-1.test': 'ok', 'http://auth-2.test': 'ok' },
        'svc-catalog': { 'http://catalog-1.test': 'ok', 'http://catalog-2.test': 'unavailable' },
        'svc-social': { 'http://social-1.test': 'no_bus', 'http://social-2.test': 'no_bus' },
        'svc-posts': { 'http://posts-1.test': 'no_database', 'http://posts-2.test': 'no_database' },
      },
    });
  });

  it('is not ready once it drains to stop, and still live', async () => {
    let draining = false;
    const app = createGateway({
      upstreams: echoUpstreams(),
      frontend: frontendDirs(),
      logger,
      draining: () => draining,
    });
    expect((await app.request('/readyz')).status).toBe(200);
    draining = true;
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'draining' });
    expect((await app.request('/livez')).status).toBe(200);
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('answers readiness within its time limit while a service takes connections and never answers', async () => {
    const held = new Set<Socket>();
    const frozen = createServer((socket) => held.add(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => frozen.listen(port, '127.0.0.1', resolve));
    try {
      const app = createGateway({
        upstreams: [
          ...echoUpstreams().filter((u) => u.name !== 'catalog'),
          httpUpstream('catalog', `http://127.0.0.1:${port}`, 30_000),
        ],
        frontend: frontendDirs(),
        logger,
        healthTimeoutMs: 300,
      });
      const started = Date.now();
      const res = await app.request('/readyz');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.status).toBe(200);
      expect((await res.json()).services).toMatchObject({ 'svc-catalog': 'unavailable', 'svc-auth': 'ok' });
    } finally {
      for (const socket of held) socket.destroy();
      frozen.close();
    }
  });

  it('answers 503 when a service over HTTP refuses the connection', async () => {
    const port = await freePort();
    const app = createGateway({
      upstreams: [httpUpstream('posts', `http://127.0.0.1:${port}`, 2_000)],
      frontend: frontendDirs(),
      logger,
    });
    const res = await app.request('/api/bulk-posts');
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain('svc-posts');
  });

  it('answers 503 when a service over HTTP stays silent for UPSTREAM_TIMEOUT_MS', async () => {
    const held = new Set<Socket>();
    // Takes the connection and never answers.
    const silent = createServer((socket) => held.add(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      const app = createGateway({
        upstreams: [httpUpstream('posts', `http://127.0.0.1:${port}`, 200)],
        frontend: frontendDirs(),
        logger,
      });
      const res = await app.request('/api/bulk-posts');
      expect(res.status).toBe(503);
      expect((await res.json()).message).toContain('svc-posts');
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });

  it('forwards to a service over HTTP, bodies and headers included, and adds its own headers', async () => {
    const service = new Hono();
    service.post('/api/accounts', async (c) =>
      c.json({ got: await c.req.json(), auth: c.req.header('Authorization') }, 201, { 'X-Service': 'auth' }),
    );
    const port = await freePort();
    const server = serve({ fetch: service.fetch, port, hostname: '127.0.0.1' });
    try {
      const app = createGateway({
        upstreams: [httpUpstream('auth', `http://127.0.0.1:${port}`, 2_000)],
        frontend: frontendDirs(),
        logger,
      });
      const res = await app.request('/api/accounts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
        body: JSON.stringify({ businessName: 'Κλινική' }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ got: { businessName: 'Κλινική' }, auth: 'Bearer t' });
      expect(res.headers.get('X-Service')).toBe('auth');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    } finally {
      server.close();
    }
  });

  it("keeps one client's GET with a body from breaking the next client's request on the kept-alive upstream connection", async () => {
    // The service answers at once, as a GET route does, and says which request it read.
    const service = new Hono();
    service.all('*', (c) => c.json({ path: c.req.path }));
    const servicePort = await freePort();
    const upstream = serve({ fetch: service.fetch, port: servicePort, hostname: '127.0.0.1' });
    const app = createGateway({
      upstreams: [httpUpstream('auth', `http://127.0.0.1:${servicePort}`, 2_000)],
      frontend: frontendDirs(),
      logger,
    });
    const gatewayPort = await freePort();
    const server = serve({ fetch: app.fetch, port: gatewayPort, hostname: '127.0.0.1' });
    try {
      // Raw, as an attacker sends it: a GET with a body of 100 bytes.
      const attack = await new Promise<string>((resolve, reject) => {
        const socket = connect(gatewayPort, '127.0.0.1', () =>
          socket.write(
            `GET /api/auth/verify HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nConnection: close\r\n\r\n${'a'.repeat(100)}`,
          ),
        );
        let answer = '';
        socket.on('data', (chunk) => {
          answer += String(chunk);
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
      expect(attack).toMatch(/^HTTP\/1\.1 200/);
      const next = await fetch(`http://127.0.0.1:${gatewayPort}/api/accounts/7`);
      expect(next.status).toBe(200);
      expect(await next.json()).toEqual({ path: '/api/accounts/7' });
    } finally {
      server.close();
      upstream.close();
    }
  });

  it("passes a service's answer on over the gateway's socket with the same headers as any other answer", async () => {
    const big = 'x'.repeat(300_000);
    const service = http.createServer((req, res) => {
      if (req.url === '/api/bulk-posts/strict') {
        res.writeHead(200, {
          'Content-Type': 'text/html',
          'Referrer-Policy': 'no-referrer',
          'Content-Security-Policy': "default-src 'none'",
          'Content-Length': '14',
        });
        return res.end('<p>approve</p>');
      }
      // Chunked, with headers the gateway never passes on.
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'X-Powered-By': 'Express',
        'Access-Control-Allow-Origin': '*',
      });
      res.write(`{"big":"${big.slice(0, 1000)}`);
      setTimeout(() => res.end(`${big.slice(1000)}"}`), 20);
    });
    const servicePort = await freePort();
    await new Promise<void>((resolve) => service.listen(servicePort, '127.0.0.1', resolve));
    // Node's server adapter reports an answer it failed to write here.
    const errors = vi.spyOn(console, 'error');
    const app = createGateway({
      upstreams: [httpUpstream('posts', `http://127.0.0.1:${servicePort}`, 2_000)],
      frontend: frontendDirs(),
      logger,
    });
    const gatewayPort = await freePort();
    const server = serve({ fetch: app.fetch, port: gatewayPort, hostname: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${gatewayPort}/api/bulk-posts`, {
        headers: { 'X-Request-Id': 'req-1' },
      });
      expect(res.status).toBe(200);
      // Read whole, it goes with its length, as the gateway's own answers do.
      expect(res.headers.get('Content-Length')).toBe(String(big.length + 10));
      expect((await res.json()).big).toBe(big);
      const own = await app.request('/api/not-a-route');
      for (const name of [
        'Content-Security-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'X-XSS-Protection',
        'Origin-Agent-Cluster',
        'X-DNS-Prefetch-Control',
        'X-Download-Options',
        'X-Permitted-Cross-Domain-Policies',
      ])
        expect(res.headers.get(name), name).toBe(own.headers.get(name));
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('X-Request-Id')).toBe('req-1');
      for (const name of ['X-Powered-By', 'Access-Control-Allow-Origin'])
        expect(res.headers.get(name), name).toBeNull();
      // A service's stricter header stands.
      const strict = await fetch(`http://127.0.0.1:${gatewayPort}/api/bulk-posts/strict`);
      expect(strict.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(strict.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
      expect(strict.headers.get('Content-Length')).toBe('14');
      expect(await strict.text()).toBe('<p>approve</p>');
      const head = await fetch(`http://127.0.0.1:${gatewayPort}/api/bulk-posts/strict`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      server.close();
      service.close();
    }
  });

  it("passes a service's events on over the gateway's socket as they come, and lets go of the service when the browser leaves", async () => {
    const written: ((text: string) => void)[] = [];
    const closed: Promise<void>[] = [];
    const service = http.createServer((req, res) => {
      // An ordinary answer that never comes (the list): the gateway gives it up at the silence timeout.
      if (req.url === '/api/bulk-posts') return;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(': connected\n\n');
      written.push((text) => res.write(text));
      closed.push(new Promise((resolve) => req.socket.on('close', () => resolve())));
    });
    const servicePort = await freePort();
    await new Promise<void>((resolve) => service.listen(servicePort, '127.0.0.1', resolve));
    const app = createGateway({
      // A silence timeout far shorter than the time between events.
      upstreams: [httpUpstream('posts', `http://127.0.0.1:${servicePort}`, 100)],
      frontend: frontendDirs(),
      logger,
    });
    const gatewayPort = await freePort();
    const server = serve({ fetch: app.fetch, port: gatewayPort, hostname: '127.0.0.1' });
    const browser = new AbortController();
    try {
      const res = await fetch(`http://127.0.0.1:${gatewayPort}/api/posts/events`, { signal: browser.signal });
      expect(res.headers.get('Content-Type')).toBe('text/event-stream');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      expect(decoder.decode((await reader.read()).value)).toBe(': connected\n\n');
      // The silence timeout has passed once an ordinary silent answer on the same upstream is given up.
      const silent = await fetch(`http://127.0.0.1:${gatewayPort}/api/bulk-posts`);
      expect(silent.status).toBe(503);
      written[0]?.('event: post\ndata: {"postId":1}\n\n');
      expect(decoder.decode((await reader.read()).value)).toBe('event: post\ndata: {"postId":1}\n\n');
      browser.abort();
      await closed[0];
    } finally {
      server.close();
      service.close();
    }
  });

  it('serves the remotes manifest from configuration', async () => {
    const res = await gateway().request('/remotes.json');
    expect(await res.json()).toEqual({
      admin: '/remotes/admin/remoteEntry.js',
      portal: 'https://cdn.example.test/portal/remoteEntry.js',
    });
  });

  it('paints the login pages’ form with the page, before any JavaScript, and no other page’s', async () => {
    const app = gateway();
    const html = async (route: string) => (await app.request(route)).text();
    const business = await html('/business/login');
    for (const text of ['Σύνδεση επιχείρησης', 'Email', 'Κωδικός πρόσβασης', 'Σύνδεση'])
      expect(business).toContain(text);
    expect(business).toContain('<input name="password" type="password"');
    // Nothing can be sent from it: no form, its button off.
    expect(business).not.toContain('<form');
    expect(business).toContain('<button type="button" disabled>');
    const admin = await html('/admin');
    for (const text of ['Admin Dashboard', 'Sign in to your account', 'Username', 'Password', 'Sign in'])
      expect(admin).toContain(text);
    expect(await html('/')).toContain('Σύνδεση επιχείρησης');
    for (const route of ['/portal/setup', '/admin/dashboard/accounts', '/some/unknown/page'])
      expect(await html(route), route).not.toContain('sign-in-skeleton');
    // The built page, minified, gets it too.
    expect(withSignInSkeleton('<div id=root></div><script defer src=/main.js></script>', '/admin')).toMatch(
      /^<div id=root><\/div><div id="sign-in-skeleton".*Admin Dashboard.*<script defer/s,
    );
  });

  it('paints the login form in the theme the user chose (the theme cookie), light by default', async () => {
    const app = gateway();
    const page = async (cookie?: string) =>
      (await app.request('/business/login', { headers: cookie ? { Cookie: cookie } : {} })).text();
    const dark = '--bg:#0c161c';
    expect(await page()).not.toContain(dark);
    expect(await page('theme=light')).not.toContain(dark);
    expect(await page('other=1; theme=dark')).toMatch(/#sign-in-skeleton\{--bg:#0c161c/);
    expect(await page('theme=system')).toMatch(
      /@media \(prefers-color-scheme:dark\)\{[^}]*\}#sign-in-skeleton\{--bg:#0c161c/,
    );
    expect(await page('theme=<script>')).not.toContain('<script>');
  });

  it('serves the platform icon at /favicon.svg and /favicon.ico, the one the services’ own pages link', async () => {
    const app = gateway();
    for (const route of [FAVICON_PATH, '/favicon.ico']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await res.text()).toBe(FAVICON_SVG);
    }
    expect(standalonePage({ title: 'x', body: '', maxWidthPx: 420 })).toContain(
      `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`,
    );
  });

  it('serves the shell for every client route and the remotes from their folders', async () => {
    const app = gateway();
    for (const route of [
      '/',
      '/admin/dashboard/accounts',
      '/portal/setup',
      '/business/login',
      '/some/unknown/page',
    ]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('<div id="root">');
    }
    const entry = await app.request('/remotes/admin/remoteEntry.js');
    expect(await entry.text()).toBe('var admin;');
    expect(entry.headers.get('Cache-Control')).toBe('no-cache');
    const hashed = await app.request('/main.0123abcd89.js');
    expect(hashed.headers.get('Cache-Control')).toContain('immutable');
    expect((await app.request('/missing.js')).status).toBe(404);
    expect((await app.request('/remotes/admin/missing.js')).status).toBe(404);
  });

  it('does not let a client choose the address services throttle sign-ins by', async () => {
    const res = await gateway().request('/api/auth/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '6.6.6.6' },
      body: '{}',
    });
    expect((await res.json()).forwardedFor).not.toBe('6.6.6.6');
  });

  it('tells services the address the browser used, from a trusted proxy only', async () => {
    const forged = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'studio.example' };
    const direct = await gateway().request('http://127.0.0.1:8080/api/auth/login', { headers: forged });
    expect((await direct.json()).forwardedOrigin).toBe('http://127.0.0.1:8080');
    const proxied = createGateway({
      upstreams: echoUpstreams(),
      frontend: frontendDirs(),
      logger,
      trustProxy: true,
    }).request('http://10.0.0.5:8080/api/auth/login', { headers: forged });
    expect((await (await proxied).json()).forwardedOrigin).toBe('https://studio.example');
  });

  it('sends a page asked for at an address PUBLIC_URL does not list to its first address', async () => {
    const app = createGateway({
      upstreams: echoUpstreams(),
      frontend: frontendDirs(),
      logger,
      publicOrigins: publicOrigins('https://studio.example,http://127.0.0.1:8080'),
    });
    const moved = await app.request('http://studio.internal:8080/business/login?next=%2Fportal');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe('https://studio.example/business/login?next=%2Fportal');
    expect((await app.request('http://studio.internal:8080/')).headers.get('Location')).toBe(
      'https://studio.example/',
    );
    expect((await app.request('http://127.0.0.1:8080/business/login')).status).toBe(200);
    // The API, assets and health answer wherever they are asked: only pages move.
    expect((await app.request('http://studio.internal:8080/api/auth/verify')).status).toBe(200);
    expect((await app.request('http://studio.internal:8080/healthz')).status).toBe(200);
    expect((await app.request('http://studio.internal:8080/main.0123abcd89.js')).status).toBe(200);
  });

  it('sets security headers', async () => {
    const res = await gateway().request('/');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
