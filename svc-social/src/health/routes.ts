import type { ConnectionHealthResponse } from '@studio/contracts';
import { accountIdOf, mountRoute, type ServiceApp } from '@studio/kit';
import { eq, sql } from 'drizzle-orm';
import { facebookConnections } from '../db/schema.ts';
import type { SocialDeps } from '../deps.ts';
import { healthStatus } from './problems.ts';

/** A check asked for sooner than this after the last one answers the last one (Graph calls cost quota). */
const RECHECK_AFTER_MS = 30_000;

/**
 * /api/social-media/connection-health: what the last check of the account's Facebook connection found
 * (the portal's banner and the platforms screen), and a check now (after the business fixed something
 * on Facebook's side).
 */
export function connectionHealthRoutes(app: ServiceApp, { db, clock, health }: SocialDeps) {
  const current = async (accountId: number): Promise<ConnectionHealthResponse> => {
    const [row] = await db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.accountId, accountId));
    if (!row)
      return {
        success: true,
        connected: false,
        checkedAt: null,
        expiresAt: null,
        status: 'ok',
        problems: [],
        features: [],
      };
    return {
      success: true,
      connected: row.status === 'connected',
      checkedAt: row.healthCheckedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      status: healthStatus(row.healthProblems, clock()),
      problems: row.healthProblems,
      features: row.status === 'connected' ? row.features : [],
    };
  };

  const checkIsDue = async (accountId: number) => {
    const [row] = await db
      .select({ due: sql<boolean>`${facebookConnections.healthCheckDueAt} <= now()` })
      .from(facebookConnections)
      .where(eq(facebookConnections.accountId, accountId));
    return row?.due === true;
  };

  mountRoute(app, 'GET /api/social-media/connection-health', async (c) =>
    c.json(await current(accountIdOf(c))),
  );

  mountRoute(app, 'POST /api/social-media/connection-health/check', async (c) => {
    const accountId = accountIdOf(c);
    const before = await current(accountId);
    const recent =
      before.checkedAt !== null && clock().getTime() - Date.parse(before.checkedAt) < RECHECK_AFTER_MS;
    // A change since the last check (pages chosen, a reconnect) made a check due: that one is not recent.
    if (recent && !(await checkIsDue(accountId))) return c.json(before);
    // Another check under way (the one a reconnect or a change of pages started) answers for this one,
    // unless it began before the change that made this one due: then the connection is checked again.
    for (let attempt = 0; attempt < 3; attempt++) {
      if ((await health.checkNow(accountId)) !== 'busy') break;
      await health.settled(accountId);
      if (!(await checkIsDue(accountId))) break;
    }
    return c.json(await current(accountId));
  });
}
