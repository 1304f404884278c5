/**
 * svc-posts as its own process, exactly as svc-posts/src/main.ts runs it, plus, in the same process,
 * a bare Hono route that answers GET /api/bulk-posts with the bytes the service answered once, from
 * memory: the limit the service's route is measured against (figure 2).
 *
 *   PORT       the service
 *   BARE_PORT  the bare route; POST /__capture with the service's request's Authorization header
 *              stores what the service answers, GET /api/bulk-posts answers it.
 */
import { serve } from '@hono/node-server';
import { loadEnv, runServiceProcess } from '@studio/kit';
import { createPostsService } from '@studio/svc-posts';
import { postsEnv, postsServiceOptions } from '@studio/svc-posts/env';
import { Hono } from 'hono';

const env = loadEnv(postsEnv);
await runServiceProcess('svc-posts', env, (platform, logger) =>
  createPostsService(platform, postsServiceOptions(env, logger)),
);

let captured: { body: ArrayBuffer; type: string } | null = null;
const bare = new Hono();
bare.post('/__capture', async (c) => {
  const res = await fetch(`http://127.0.0.1:${env.PORT}/api/bulk-posts`, {
    headers: { Authorization: c.req.header('Authorization') ?? '' },
  });
  captured = { body: await res.arrayBuffer(), type: res.headers.get('Content-Type') ?? 'application/json' };
  return c.json({ status: res.status, bytes: captured.body.byteLength });
});
bare.get('/api/bulk-posts', (c) => {
  if (!captured) return c.json({ error: 'not captured' }, 503);
  return c.body(captured.body, 200, { 'Content-Type': captured.type });
});
serve({ fetch: bare.fetch, port: Number(process.env.BARE_PORT), hostname: '127.0.0.1' }, () =>
  console.log('bench bare route listening'),
);
