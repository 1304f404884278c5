import type { GoogleLocationsResponse, GooglePerformanceResponse } from '@studio/contracts';
import { accountIdOf, type KitEnv, mountRoute, type ServiceApp } from '@studio/kit';
import type { Context } from 'hono';
import type { GoogleDeps } from '../deps.ts';
import {
  chooseGoogleLocations,
  findGoogleConnection,
  forgetGoogle,
  googleLocationsOf,
  markGoogleReconnect,
  refreshGoogleLocations,
  revokeGoogleLogin,
} from './connections.ts';
import { chosenLocationsPerformance } from './performance.ts';
import { googleProblem, googleProblemAnswer } from './problems.ts';

/** /api/google: the account's Google login, its locations and the ones posts go to. */
export function googleRoutes(app: ServiceApp, deps: GoogleDeps) {
  const { db, clock, google, cipher, logger } = deps;

  const answer = async (c: Context<KitEnv>) => {
    const accountId = accountIdOf(c);
    const connection = await findGoogleConnection(db, accountId);
    const body: GoogleLocationsResponse = {
      success: true,
      connected: connection !== null,
      mode: deps.googleMode,
      status: connection?.status ?? null,
      locations: connection ? await googleLocationsOf(db, accountId) : [],
    };
    return c.json(body);
  };
  const refused = async (c: Context<KitEnv>, error: unknown) => {
    const problem = googleProblem(error);
    if (problem.reconnect) await markGoogleReconnect({ db, clock }, accountIdOf(c));
    logger.warn({ err: error, accountId: accountIdOf(c) }, 'Google refused a call');
    return googleProblemAnswer(c, problem);
  };
  const notConnected = (c: Context<KitEnv>) =>
    c.json({ error: 'not_connected', message: 'Δεν έχει συνδεθεί λογαριασμός Google.' }, 409);

  mountRoute(app, 'GET /api/google/locations', answer);

  mountRoute(app, 'POST /api/google/locations', async (c) => {
    const accountId = accountIdOf(c);
    if (!(await findGoogleConnection(db, accountId))) return notConnected(c);
    const { locations } = c.req.valid('json');
    const known = new Set((await googleLocationsOf(db, accountId)).map((l) => l.name));
    const unknown = locations.filter((name) => !known.has(name));
    if (unknown.length)
      return c.json(
        { error: 'unknown_location', message: 'Η τοποθεσία δεν ανήκει στον λογαριασμό Google σας.' },
        400,
      );
    await chooseGoogleLocations({ db, clock }, accountId, locations);
    deps.afterCommit();
    return answer(c);
  });

  mountRoute(app, 'POST /api/google/locations/refresh', async (c) => {
    const accountId = accountIdOf(c);
    const connection = await findGoogleConnection(db, accountId);
    if (!connection) return notConnected(c);
    try {
      const accessToken = await google.accessToken(cipher.decrypt(connection.refreshTokenEncrypted));
      await refreshGoogleLocations({ db, clock, google }, accountId, accessToken);
      deps.afterCommit();
    } catch (error) {
      return refused(c, error);
    }
    return answer(c);
  });

  /** The chosen locations' Performance API totals over the period; refusals as every Google call's. */
  mountRoute(app, 'GET /api/google/performance', async (c) => {
    const { from, to } = c.req.valid('query');
    try {
      const locations = await chosenLocationsPerformance(deps, accountIdOf(c), from, to);
      const body: GooglePerformanceResponse = { success: true, from, to, locations };
      return c.json(body);
    } catch (error) {
      return refused(c, error);
    }
  });

  /** Revoked at Google first; a token Google no longer knows needs no revoking; Google unreachable keeps it. */
  mountRoute(app, 'POST /api/google/disconnect', async (c) => {
    const accountId = accountIdOf(c);
    const connection = await findGoogleConnection(db, accountId);
    if (!connection) return c.json({ success: true, message: 'Ο λογαριασμός Google αποσυνδέθηκε.' });
    try {
      await revokeGoogleLogin({ db, google, cipher }, accountId);
    } catch (error) {
      return refused(c, error);
    }
    await forgetGoogle({ db, clock }, accountId);
    deps.afterCommit();
    return c.json({ success: true, message: 'Ο λογαριασμός Google αποσυνδέθηκε.' });
  });
}
