import { type Clock, consumed, type Db, type Jobs, type Logger, startPoller } from '@studio/kit';
import { auditConsumers } from './audit/consumers.ts';
import { purgeSessions } from './sessions/sessions.ts';
import { purgeFailures } from './sessions/throttle.ts';
import { setupStatusConsumers } from './setup-status/consumers.ts';

const HOUR = 3_600_000;

/**
 * Every consumer and worker of svc-auth, declared once: the service starts and stops them from this
 * list, and docs/architecture.md lists them as it says (jobs.test.ts keeps the two the same).
 */
export function authJobs({ db, clock, logger }: { db: Db; clock: Clock; logger: Logger }): Jobs {
  const sweep = async () => {
    await Promise.all([purgeSessions(db, clock()), purgeFailures(db, clock())]);
  };
  const sweepFailed = (error: unknown) =>
    logger.warn({ err: error }, 'sweeping old sessions and sign-in failures failed');
  return {
    consumers: [
      ...consumed('the setup status’s product and page counts', setupStatusConsumers(db, clock)),
      ...consumed('the other services’ admin changes kept in the audit log', auditConsumers(db)),
    ],
    workers: [
      {
        name: 'session-sweep',
        what: 'deletes old sessions and sign-in failures (the deletes are idempotent, on every replica)',
        everyMs: HOUR,
        async start() {
          // At the start too: a replica restarted more often than hourly still sweeps.
          await sweep().catch(sweepFailed);
          return startPoller({ intervalMs: this.everyMs, run: sweep, onError: sweepFailed });
        },
      },
    ],
  };
}
