import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMAGE_UPLOAD_MAX_BYTES } from '@studio/contracts';
import { contentSecurityPolicy, parseCorsOrigins } from '@studio/gateway';
import { DEFAULT_BODY_LIMIT } from '@studio/kit';
import { createImageLoader, createSafeFetch } from '@studio/svc-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './images.ts';
import { type SafetyPlatform, safetyPlatform } from './platform.ts';

/** The gateway's headers, CORS, and the limits on bodies, uploads and the image proxy. */

const PUBLIC_LOOKING = '93.184.216.34';
let p: SafetyPlatform;
let imageHost: Server;
let imagePort = 0;

/** A PNG header followed by `size` bytes: an "image" of any size, served by a fake public host. */
const bigPng = (size: number) => Buffer.concat([PNG, Buffer.alloc(size)]);

beforeAll(async () => {
  imageHost = createServer((req, res) => {
    const size = req.url === '/huge.png' ? 11 * 1024 * 1024 : 0;
    res.writeHead(200, { 'Content-Type': 'image/png' });
    res.end(bigPng(size));
  });
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  imagePort = (imageHost.address() as AddressInfo).port;
  // The catalogue fetches as in production; only images.example.test resolves to a public-looking
  // address that really connects to the local fake (the SSRF policy itself is unchanged).
  const fetcher = createSafeFetch({
    resolve: async (host) =>
      host === 'images.example.test'
        ? [{ address: PUBLIC_LOOKING, family: 4 }]
        : [{ address: host, family: 4 }],
    connectToForTests: (vetted) =>
      vetted.address === PUBLIC_LOOKING ? { address: '127.0.0.1', family: 4 } : vetted,
  });
  p = await safetyPlatform({
    catalog: { loadImage: createImageLoader(fetcher) },
    corsOrigins: ['https://partner.example.test'],
  });
});

afterAll(async () => {
  await p?.close();
  await new Promise((resolve) => imageHost?.close(resolve));
});

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows this origin and the remotes, and nothing else', () => {
    const local = directives(
      contentSecurityPolicy({
        REMOTE_ADMIN_URL: '/remotes/admin/remoteEntry.js',
        REMOTE_PORTAL_URL: '/remotes/portal/remoteEntry.js',
      }),
    );
    expect(Object.fromEntries(local)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    const remote = directives(
      contentSecurityPolicy({
        REMOTE_ADMIN_URL: 'https://cdn.example.test/admin/remoteEntry.js',
        REMOTE_PORTAL_URL: 'https://cdn.example.test/portal/remoteEntry.js?v=2',
      }),
    );
    expect(remote.get('script-src')).toEqual(["'self'", 'https://cdn.example.test']);
    expect(remote.get('connect-src')).toEqual(["'self'", 'https://cdn.example.test']);
    expect(remote.get('default-src')).toEqual(["'self'"]);
    // Not a URL of an origin: never a source.
    const odd = directives(
      contentSecurityPolicy({
        REMOTE_ADMIN_URL: 'javascript:alert(1)',
        REMOTE_PORTAL_URL: 'data:text/javascript,1',
      }),
    );
    expect(odd.get('script-src')).toEqual(["'self'"]);
  });

  it.each([
    '/',
    '/portal/setup',
    '/remotes/admin/remoteEntry.js',
    '/api/products',
    '/healthz',
    '/missing.js',
  ])('sets the headers on %s', async (path) => {
    const res = await p.send('GET', path);
    const csp = directives(res.headers.get('Content-Security-Policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the approval link page’s own stricter policy and referrer rule', async () => {
    const res = await p.send('GET', '/api/email-scheduling/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(res.status).toBe(404);
    // No script at all: approving takes a tick and a button, never a page that sends itself.
    expect(res.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https:; form-action 'self'",
    );
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('CORS', () => {
  it('answers no other origin, on requests and preflights', async () => {
    const simple = await p.send('GET', '/api/products', { headers: { Origin: 'https://evil.example.test' } });
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await p.send('OPTIONS', '/api/v2/company-info', {
      headers: {
        Origin: 'https://evil.example.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('opens only to the configured origins', async () => {
    const res = await p.send('GET', '/api/products', { headers: { Origin: 'https://partner.example.test' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example.test');
    const preflight = await p.send('OPTIONS', '/api/v2/company-info', {
      headers: { Origin: 'https://partner.example.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example.test');
  });

  it('is closed when CORS_ORIGINS is not set, even if a service tried to open it', async () => {
    const { createGateway } = await import('@studio/gateway');
    const gateway = createGateway({
      upstreams: [
        {
          name: 'catalog',
          fetch: async () =>
            Response.json(
              {},
              { headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Credentials': 'true' } },
            ),
          health: async () => [{ address: 'in-process', state: 'ok' as const }],
        },
      ],
      frontend: {
        SHELL_DIR: p.dataDir,
        ADMIN_REMOTE_DIR: p.dataDir,
        PORTAL_REMOTE_DIR: p.dataDir,
        REMOTE_ADMIN_URL: '/remotes/admin/remoteEntry.js',
        REMOTE_PORTAL_URL: '/remotes/portal/remoteEntry.js',
        CORS_ORIGINS: undefined,
      },
      logger: p.platform.logger('gateway'),
      corsOrigins: parseCorsOrigins(undefined),
    });
    const res = await gateway.request('/api/products', { headers: { Origin: 'https://evil.example.test' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('refuses a CORS_ORIGINS that is not a list of origins', () => {
    expect(parseCorsOrigins(' https://a.example.test, http://b.example.test:8080/ ')).toEqual([
      'https://a.example.test',
      'http://b.example.test:8080',
    ]);
    for (const bad of ['*', 'a.example.test', 'https://a.example.test/path', 'javascript:alert(1)'])
      expect(() => parseCorsOrigins(bad), bad).toThrow(/CORS_ORIGINS/);
  });
});

describe('limits', () => {
  it('answers 413 JSON to a JSON body over the limit, with or without a length, public or signed in', async () => {
    const business = await p.business();
    const big = JSON.stringify({ companyName: 'x'.repeat(DEFAULT_BODY_LIMIT), location: 'Πάτρα' });
    for (const [url, token] of [
      ['/api/auth/login', undefined],
      ['/api/v2/company-info', business.token],
      ['/api/selected-pages', business.token],
      ['/api/generate-post', business.token],
    ] as const) {
      const res = await p.send('POST', url, { token, body: big, contentType: 'application/json' });
      expect(res.status, url).toBe(413);
      expect(await res.json(), url).toMatchObject({
        error: 'payload_too_large',
        message: expect.any(String),
      });
      // Streamed, with no Content-Length to trust.
      const stream = new Blob([big]).stream();
      const streamed = await p.gateway.request(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status, `${url} streamed`).toBe(413);
    }
    // The catalogue takes uploads, yet its JSON routes are bounded too.
    const huge = JSON.stringify({ productName: 'x'.repeat(IMAGE_UPLOAD_MAX_BYTES + 1024 * 1024) });
    const res = await p.send('POST', '/api/ai-create-product-preview', {
      token: p.adminToken,
      body: huge,
      contentType: 'application/json',
    });
    expect(res.status).toBe(413);
    expect((await p.send('GET', '/healthz')).status).toBe(200);
  });

  it('answers 413 to an upload over IMAGE_UPLOAD_MAX_BYTES', async () => {
    const form = new FormData();
    form.set('name', 'Μεγάλη εικόνα');
    form.set('description', 'Μια εικόνα μεγαλύτερη από το όριο των uploads.');
    form.set(
      'image',
      new File([new Uint8Array(bigPng(IMAGE_UPLOAD_MAX_BYTES))], 'big.png', { type: 'image/png' }),
    );
    const res = await p.send('POST', '/api/products', { token: p.adminToken, body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
    // Far over: refused by the body limit before the form is read.
    const far = new FormData();
    far.set(
      'image',
      new File([new Uint8Array(bigPng(3 * IMAGE_UPLOAD_MAX_BYTES))], 'far.png', { type: 'image/png' }),
    );
    const farRes = await p.send('POST', '/api/products', { token: p.adminToken, body: far });
    expect(farRes.status).toBe(413);
  });

  it.each([
    'http://127.0.0.1/x.png',
    'http://localhost/x.png',
    'http://[::1]/x.png',
    'http://10.0.0.8/x.png',
    'http://192.168.0.1/x.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://0x7f000001/x.png',
    'http://[::ffff:127.0.0.1]/x.png',
    'file:///etc/passwd',
  ])('the image proxy refuses %s', async (url) => {
    const res = await p.send('GET', await p.proxied(url));
    expect([400, 403]).toContain(res.status);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('the image proxy serves a public image and refuses an oversized one', async () => {
    const ok = await p.send('GET', await p.proxied(`http://images.example.test:${imagePort}/small.png`));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Content-Type')).toBe('image/png');
    const huge = await p.send('GET', await p.proxied(`http://images.example.test:${imagePort}/huge.png`));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: 'too_large' });
  });
});
