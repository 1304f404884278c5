import type { FacebookStatusResponse } from '@studio/contracts';
import { accountIdOf, mountRoute, type ServiceApp } from '@studio/kit';
import type { SocialDeps } from '../deps.ts';
import { findConnection } from './connections.ts';

/**
 * /api/social-media: what the portal shows before it asks Facebook anything: whether the sandbox is in
 * use, and whether the account has a (usable) connection. No Graph call, so it is cheap to poll.
 */
export function socialStatusRoutes(app: ServiceApp, { db, source }: SocialDeps) {
  mountRoute(app, 'GET /api/social-media/facebook-status', async (c) => {
    const connection = await findConnection(db, accountIdOf(c));
    const body: FacebookStatusResponse = {
      success: true,
      mode: source,
      connected: connection?.status === 'connected',
      reconnectRequired: connection?.status === 'reconnect_required',
    };
    return c.json(body);
  });
}
