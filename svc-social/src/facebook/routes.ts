import type { MessageResponse } from '@studio/contracts';
import { ApiError, accountIdOf, mountRoute, type ServiceApp } from '@studio/kit';
import type { SocialDeps } from '../deps.ts';
import { GraphError } from '../graph/graph-errors.ts';
import { disconnect, revokeLogin } from './connections.ts';
import { metaCallbackRoutes } from './meta-callbacks.ts';
import { loadPages } from './pages.ts';

/**
 * /api/facebook: the connected account's pages, and disconnecting; Meta's deauthorize and data
 * deletion callbacks (meta-callbacks.ts), signed with the app secret.
 */
export function facebookRoutes(
  app: ServiceApp,
  deps: SocialDeps,
  meta: { appSecret: string; canonicalUrl: string },
) {
  metaCallbackRoutes(app, { ...deps, ...meta });

  mountRoute(app, 'GET /api/facebook/pages', async (c) => {
    const given = c.req.query('access_token')?.trim() || undefined;
    return c.json(await loadPages(deps, accountIdOf(c), given));
  });

  mountRoute(app, 'POST /api/facebook/disconnect', async (c) => {
    const accountId = accountIdOf(c);
    // Facebook first: a disconnect it did not hear of would leave the page tokens publishing.
    try {
      await revokeLogin(deps, accountId);
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      throw new ApiError(502, 'upstream', `Το Facebook δεν απάντησε: ${error.message}. Δοκιμάστε ξανά.`);
    }
    await disconnect(deps, accountId);
    deps.afterCommit();
    return c.json({ success: true, message: 'Αποσυνδεθήκατε από το Facebook.' } satisfies MessageResponse);
  });
}
