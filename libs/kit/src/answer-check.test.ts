import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerChecksOn } from './answer-check.ts';
import { createServiceApp } from './app.ts';
import { createLogger } from './logger.ts';
import { mountRoute } from './mount-route.ts';
import { throwOnContractBreaches } from './testing/contracts.ts';

/** A service app whose error lines are kept; `checkAnswers` as the platform would pass it. */
function appOf(checkAnswers: boolean) {
  const errors: { route: string; msg: string }[] = [];
  const logger = createLogger('kit-test', 'error', {
    write: (line: string) => errors.push(JSON.parse(line)),
  });
  return { app: createServiceApp({ service: 'svc-test', logger, checkAnswers }), errors };
}

const LOGOUT = 'POST /api/auth/logout';
const logout = { method: 'POST' };

describe('the answers checked against the route table', () => {
  it('lets an answer that keeps its contract through untouched', async () => {
    const { app, errors } = appOf(true);
    mountRoute(app, LOGOUT, (c) => {
      c.header('ETag', '"1"');
      return c.json({ success: true, message: 'Signed out' }, 200);
    });
    const res = await app.request('/api/auth/logout', logout);
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBe('"1"');
    expect(await res.json()).toEqual({ success: true, message: 'Signed out' });
    expect(errors).toEqual([]);
  });

  it('answers 500 `contract` naming the route and the field when a success breaks its schema, and logs it', async () => {
    const { app, errors } = appOf(true);
    mountRoute(app, LOGOUT, (c) => {
      c.header('ETag', '"1"');
      return c.json({ success: 'yes', message: 'Signed out' });
    });
    const res = await app.request('/api/auth/logout', logout);
    expect(res.status).toBe(500);
    // None of the broken answer's headers stay on the one that replaces it.
    expect(res.headers.get('ETag')).toBeNull();
    const body = await res.json();
    expect(body.error).toBe('contract');
    expect(body.message).toContain('POST /api/auth/logout answered 200 outside its contract');
    expect(body.message).toContain('success: Invalid input: expected boolean');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ route: LOGOUT });
  });

  it('holds an error to the one error shape, whatever route answers it', async () => {
    const { app } = appOf(true);
    mountRoute(app, 'GET /api/auth/verify', (c) => c.json({ error: 'not_found', message: 'Gone' }, 404));
    mountRoute(app, LOGOUT, (c) => c.json({ reason: 'busy' }, 409));
    expect((await app.request('/api/auth/verify')).status).toBe(404);
    const res = await app.request('/api/auth/logout', logout);
    expect(res.status).toBe(500);
    expect((await res.json()).message).toMatch(/answered 409 .*not the error shape: error: .*message:/);
  });

  it('reads a compressed answer as the client would', async () => {
    const { app } = appOf(true);
    mountRoute(
      app,
      LOGOUT,
      () =>
        new Response(gzipSync(JSON.stringify({ success: true })), {
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        }),
    );
    const res = await app.request('/api/auth/logout', logout);
    expect(res.status).toBe(500);
    expect((await res.json()).message).toContain('message: Invalid input: expected string');
  });

  it('holds an answer that is not JSON to its kind: a page, a redirect, a download', async () => {
    const { app } = appOf(true);
    mountRoute(app, 'GET /api/auth/password/:token', (c) =>
      c.req.param('token') === 'page' ? c.html('<p>Set a password</p>') : c.json({ ok: true }),
    );
    mountRoute(app, 'GET /api/auth/facebook/connect', (c) =>
      c.req.query('to') ? c.redirect('https://facebook.test/dialog') : c.text('no'),
    );
    mountRoute(app, 'GET /api/consents/:id/form', (c) =>
      c.body('%PDF', 200, {
        'Content-Type': 'application/pdf',
        ...(c.req.param('id') === '1' ? { 'Content-Disposition': 'attachment; filename="form.pdf"' } : {}),
      }),
    );
    const status = async (path: string) => (await app.request(path)).status;
    expect(await status('/api/auth/password/page')).toBe(200);
    expect(await status('/api/auth/facebook/connect?to=1')).toBe(302);
    expect(await status('/api/consents/1/form')).toBe(200);
    const wrong = await app.request('/api/auth/password/json');
    expect((await wrong.json()).message).toContain(
      'application/json, not text/html where its contract says html',
    );
    expect(await status('/api/auth/facebook/connect')).toBe(500);
    expect(await status('/api/consents/2/form')).toBe(500);
  });

  it('makes the test harness throw on a breach, so a test that does not look at the answer fails', async () => {
    const { app } = appOf(true);
    mountRoute(app, LOGOUT, (c) => c.json({}));
    throwOnContractBreaches(app);
    await expect(app.request('/api/auth/logout', logout)).rejects.toThrow(
      /POST \/api\/auth\/logout answered 200/,
    );
  });

  it('mounts no check in production: a broken answer goes out as it is', async () => {
    expect(answerChecksOn({ NODE_ENV: 'production' })).toBe(false);
    const { app, errors } = appOf(answerChecksOn({ NODE_ENV: 'production' }));
    mountRoute(app, LOGOUT, (c) => c.json({ success: 'yes' }));
    const res = await app.request('/api/auth/logout', logout);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: 'yes' });
    expect(errors).toEqual([]);
  });

  it('checks everywhere but in production unless CHECK_ANSWERS says otherwise', () => {
    expect(answerChecksOn({})).toBe(true);
    expect(answerChecksOn({ NODE_ENV: 'test' })).toBe(true);
    expect(answerChecksOn({ NODE_ENV: 'development' })).toBe(true);
    expect(answerChecksOn({ NODE_ENV: 'production', CHECK_ANSWERS: 'true' })).toBe(true);
    expect(answerChecksOn({ NODE_ENV: 'test', CHECK_ANSWERS: 'false' })).toBe(false);
  });
});
