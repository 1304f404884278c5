import { accountIdOf, type KitEnv } from '@studio/kit';
import { Hono } from 'hono';
import type { SocialDeps } from '../deps.ts';
import { disconnect } from './connections.ts';
import { loadPages } from './pages.ts';

/** /api/facebook: the connected account's pages, and disconnecting. */
export function facebookRoutes(deps: SocialDeps) {
  const app = new Hono<KitEnv>();
  app.use(deps.auth.business);

  app.get('/pages', async (c) => {
    const given = c.req.query('access_token')?.trim() || undefined;
    return c.json(await loadPages(deps, accountIdOf(c), given));
  });

  app.post('/disconnect', async (c) => {
    await disconnect(deps.db, accountIdOf(c));
    deps.afterCommit();
    return c.json({ success: true, message: 'Αποσυνδεθήκατε από το Facebook.' });
  });

  return app;
}
