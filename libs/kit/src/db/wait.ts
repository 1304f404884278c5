import type { Logger } from '../logger.ts';
import type { Database } from './database.ts';
import { isDatabaseUnavailable, unavailableReason } from './errors.ts';

/** PostgreSQL's invalid_catalog_name: the database named in the URL does not exist. */
const isMissingDatabase = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '3D000') return true;
  return false;
};

/** Between two warnings while the database stays away. */
const SAY_AGAIN_MS = 60_000;

/**
 * Waits until the database answers, saying so in one log line (again every minute) instead of failing:
 * a service started while PostgreSQL is down, or still starting, comes up the moment it is back. Any
 * other failure (a wrong password, a missing database) is thrown at once. Stops waiting, without an
 * error, when `stopping` aborts (the process is asked to end).
 */
export async function waitForDatabase(
  database: Database,
  logger: Logger,
  { stopping, retryMs = 1_000 }: { stopping?: AbortSignal; retryMs?: number } = {},
): Promise<void> {
  let waitingSince: number | null = null;
  let saidAt = 0;
  for (;;) {
    try {
      await database.ping();
      if (waitingSince !== null)
        logger.info(
          { database: database.location, waitedMs: Math.round(performance.now() - waitingSince) },
          'the database answers: starting',
        );
      return;
    } catch (error) {
      if (isMissingDatabase(error))
        throw new Error(
          `the database at ${database.location} does not exist: create it (createdb), or set DATABASE_URL to one that does`,
        );
      if (!isDatabaseUnavailable(error)) throw error;
      // How long it has waited is a duration, measured on the monotonic clock.
      const now = performance.now();
      waitingSince ??= now;
      if (saidAt === 0 || now - saidAt >= SAY_AGAIN_MS) {
        saidAt = now;
        logger.warn(
          { database: database.location, reason: unavailableReason(error) },
          `waiting for the database at ${database.location} (${unavailableReason(error)}); trying again every ${retryMs / 1000} s`,
        );
      }
    }
    if (stopping?.aborted) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, retryMs);
      function done() {
        clearTimeout(timer);
        stopping?.removeEventListener('abort', done);
        resolve();
      }
      stopping?.addEventListener('abort', done, { once: true });
    });
    if (stopping?.aborted) return;
  }
}
