import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import { ApiError, conflict } from './errors.ts';
import { createLogger } from './logger.ts';
import { parseId, validateRequest } from './validate.ts';

const logger = createLogger('kit-test', 'silent');

function testApp(pingDatabase?: () => Promise<void>) {
  const app = createServiceApp({ service: 'svc-test', logger, pingDatabase, bodyLimitBytes: 64 });
  app.post('/api/auth/password-reset', validateRequest('POST /api/auth/password-reset', 'json'), (c) =>
    c.json({ email: c.req.valid('json').email }),
  );
  app.get('/things/:id', (c) => c.json({ id: parseId(c.req.param('id'), 'Thing') }));
  app.get('/conflict', () => {
    throw conflict('Already there');
  });
  app.get('/limited', () => {
    throw new ApiError(429, 'too_many_requests', 'Slow down', undefined, { 'Retry-After': '30' });
  });
  app.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  return app;
}

describe('service app', () => {
  it('answers /healthz and /readyz 200 with the service name and each dependency when all is well', async () => {
    for (const route of ['/healthz', '/readyz']) {
      const res = await testApp().request(route);
      expect(res.status, route).toBe(200);
      expect(await res.json(), route).toEqual({
        status: 'ok',
        service: 'svc-test',
        database: 'ok',
        bus: 'ok',
      });
    }
  });

  it('stays live without its database, and is not ready: it cannot serve its own requests', async () => {
    const app = testApp(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    const live = await app.request('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'no_database', database: 'unavailable', bus: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'no_database',
      message: expect.stringContaining('database'),
    });
  });

  it('marks every API answer, errors included, as not to be stored, unless its route says otherwise', async () => {
    const app = testApp();
    app.get('/api/token', (c) => c.json({ token: 'secret' }));
    app.get('/api/cached', (c) => c.json({}, 200, { 'Cache-Control': 'public, max-age=60' }));
    app.get('/api/refused', () => {
      throw conflict('No');
    });
    expect((await app.request('/api/token')).headers.get('Cache-Control')).toBe('no-store');
    expect((await app.request('/api/refused')).headers.get('Cache-Control')).toBe('no-store');
    expect((await app.request('/api/cached')).headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('stays live and ready while the event bus is away, saying so in the body', async () => {
    let reason: string | null = 'events cannot be sent or received: NATS is unreachable; reconnecting';
    const app = createServiceApp({ service: 'svc-test', logger, busTrouble: () => reason });
    for (const route of ['/healthz', '/readyz']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.json(), route).toEqual({
        status: 'no_bus',
        service: 'svc-test',
        database: 'ok',
        bus: 'unavailable',
        message: reason,
      });
    }
    reason = null;
    expect(await (await app.request('/healthz')).json()).toMatchObject({ status: 'ok', bus: 'ok' });
  });

  it('gives every answer a request id, and keeps the caller’s', async () => {
    const res = await testApp().request('/healthz');
    expect(res.headers.get('X-Request-Id')).toMatch(/.+/);
    const kept = await testApp().request('/healthz', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(kept.headers.get('X-Request-Id')).toBe('abc-123');
  });

  it('answers validation errors with 400, the first message and the issues', async () => {
    const res = await testApp().request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'validation',
      message: 'Please enter a valid email address',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it('validates with the route table’s request schema, and refuses to serve one mounted on another route', async () => {
    const valid = await testApp().request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'A@Clinic.test' }),
    });
    expect(await valid.json()).toEqual({ email: 'a@clinic.test' });
    const app = testApp();
    app.post('/api/auth/login', validateRequest('POST /api/auth/password-reset', 'json'), (c) => c.json({}));
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@clinic.test' }),
    });
    expect(res.status).toBe(500);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await testApp().request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await testApp().request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(200) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });

  it('answers 404 JSON for unknown routes and for ids that are not ids', async () => {
    expect(await (await testApp().request('/nowhere')).json()).toEqual({
      error: 'not_found',
      message: 'No route for GET /nowhere',
    });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', "1'; drop table x"]) {
      const res = await testApp().request(`/things/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
    }
    expect(await (await testApp().request('/things/42')).json()).toEqual({ id: 42 });
  });

  it('renders ApiErrors with their status and headers', async () => {
    const res = await testApp().request('/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'conflict', message: 'Already there' });
    const limited = await testApp().request('/limited');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('30');
  });

  it('answers an unexpected failure with 500 and no internal details', async () => {
    const res = await testApp().request('/boom');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
  });

  it('logs writes and failed requests at info, a read answered well (a health check too) only at debug', async () => {
    const lines: { level: number; path: string; method: string; status: number }[] = [];
    const logged = (level: 'info' | 'debug') => {
      lines.length = 0;
      const recorded = createLogger('kit-test', level, {
        write: (line: string) => lines.push(JSON.parse(line)),
      });
      const app = createServiceApp({ service: 'svc-test', logger: recorded });
      app.get('/api/things', (c) => c.json([]));
      app.post('/api/things', (c) => c.json({}, 201));
      app.get('/api/missing', (c) => c.json({ error: 'not_found', message: 'Not found' }, 404));
      return app;
    };
    const requests = async (app: ReturnType<typeof logged>) => {
      await app.request('/healthz');
      await app.request('/api/things');
      await app.request('/api/things', { method: 'POST' });
      await app.request('/api/missing');
    };
    await requests(logged('info'));
    expect(lines.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual([
      'POST /api/things 201',
      'GET /api/missing 404',
    ]);
    await requests(logged('debug'));
    expect(lines.filter((l) => l.path).map((l) => `${l.level} ${l.method} ${l.path}`)).toEqual([
      '20 GET /healthz',
      '20 GET /api/things',
      '30 POST /api/things',
      '30 GET /api/missing',
    ]);
  });
});
