import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import { createLogger } from './logger.ts';
import { mountRoute, routesMountedFromTable } from './mount-route.ts';
import { parseRequest } from './validate.ts';

const logger = createLogger('kit-test', 'silent');
const appOf = () => createServiceApp({ service: 'svc-test', logger });
const post = (json: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(json),
});

describe('mountRoute', () => {
  it('mounts a route on its key’s method and whole path, and records the key', async () => {
    const app = appOf();
    mountRoute(app, 'GET /api/products/:id', (c) => c.json({ id: c.req.param('id') }));
    expect(await (await app.request('/api/products/7')).json()).toEqual({ id: '7' });
    expect((await app.request('/api/products/7', { method: 'DELETE' })).status).toBe(404);
    expect(routesMountedFromTable(app)).toEqual(['GET /api/products/:id']);
  });

  it('validates the JSON body the table declares before the handler, which reads it parsed', async () => {
    const app = appOf();
    let handled = 0;
    mountRoute(app, 'POST /api/auth/password-reset', (c) => {
      handled++;
      return c.json({ email: c.req.valid('json').email });
    });
    const bad = await app.request('/api/auth/password-reset', post({ email: 'not an address' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation' });
    expect(handled).toBe(0);
    const good = await app.request('/api/auth/password-reset', post({ email: 'A@Clinic.test' }));
    expect(await good.json()).toEqual({ email: 'a@clinic.test' });
  });

  it('validates the query the table declares, with its defaults', async () => {
    const app = appOf();
    mountRoute(app, 'GET /api/products', (c) => c.json(c.req.valid('query')));
    expect((await app.request('/api/products?limit=-1')).status).toBe(400);
    expect(await (await app.request('/api/products?page=2')).json()).toMatchObject({
      page: 2,
      limit: 20,
      sort: 'newest',
    });
  });

  it('leaves the body of a route marked bodyAfterLookup to its handler, after its lookup', async () => {
    const app = appOf();
    mountRoute(app, 'POST /api/bulk-posts/:id/acknowledge', async (c) => {
      if (c.req.param('id') !== '1') return c.json({ error: 'not_found', message: 'Post not found' }, 404);
      return c.json(parseRequest('POST /api/bulk-posts/:id/acknowledge', await c.req.json()));
    });
    // Another post's id is 404 whatever its body; the post found judges the body.
    expect((await app.request('/api/bulk-posts/2/acknowledge', post({ ruleIds: 'junk' }))).status).toBe(404);
    expect((await app.request('/api/bulk-posts/1/acknowledge', post({ ruleIds: 'junk' }))).status).toBe(400);
    const good = await app.request('/api/bulk-posts/1/acknowledge', post({ ruleIds: ['r1'] }));
    expect(await good.json()).toEqual({ ruleIds: ['r1'] });
  });
});
