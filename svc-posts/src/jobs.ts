import type { Writer } from '@studio/ai';
import {
  consumed,
  type Db,
  type Jobs,
  type Logger,
  type Mailer,
  type PublicOrigins,
  startPoller,
} from '@studio/kit';
import { aiUsageConsumers } from './ai-budget/consumer.ts';
import { connectionHealthConsumer } from './alerts/consumers.ts';
import { startAlertWorker } from './alerts/worker.ts';
import { insightsConsumer } from './analytics/insights-copy.ts';
import { startConsentExpiryWorker } from './consents/expiry.ts';
import { accountLifecycleConsumer } from './copies/account-lifecycle.ts';
import { copyConsumers } from './copies/consumers.ts';
import { mediaConsumer } from './copies/media.ts';
import { startDigestWorker } from './digest/worker.ts';
import { inboxMailConsumer } from './inbox-mail/consumer.ts';
import { startPeriodWorker } from './periods/worker.ts';
import { outcomeConsumer } from './publishing/outcomes.ts';
import { startScheduler } from './publishing/scheduler.ts';
import { purgeExpiredPostRecords } from './retention/post-records.ts';
import { purgeOldRecords } from './retention/retention.ts';

/** How often each worker looks for its work; each defaults to the value docs/architecture.md lists. */
export type JobIntervals = {
  /** How often scheduled posts whose time has come are looked for (default: every 5 seconds). */
  schedulerIntervalMs?: number;
  /** After how long without an outcome a post is handed to svc-social again (default: 30 minutes). */
  rehandoverAfterMs?: number;
  /** How often the automatic periods that are due are looked for (default: every minute). */
  periodCheckIntervalMs?: number;
  /** How often the weekly digests that are due are looked for (default: every minute). */
  digestCheckIntervalMs?: number;
  /**
   * How often the alerts' mails are looked for and coming posts checked against the connections'
   * problems (default: every minute); a new alert is mailed at once all the same.
   */
  alertsIntervalMs?: number;
  /** How often consents that end within 14 days are looked for, to warn of them (default: every hour). */
  consentCheckIntervalMs?: number;
  /** The waits before the inbox's daily mail is tried again after a failed send (default: minutes). */
  inboxMailRetryMs?: number[];
};

/** What the jobs are started with. */
export type JobDeps = {
  db: Db;
  now: () => Date;
  logger: Logger;
  mailer: Mailer;
  writer: Writer;
  origins: PublicOrigins;
  afterCommit: () => void;
  /** Wakes the alerts worker: a new alert's mail goes out at once. */
  onAlert: () => void;
  intervals: JobIntervals;
};

const HOUR = 3_600_000;

/**
 * Every consumer and worker of svc-posts, declared once: the service starts and stops them from this
 * list, and docs/architecture.md lists them as it says (jobs.test.ts keeps the two the same).
 */
export function postsJobs(deps: JobDeps): Jobs {
  const { db, now, logger, mailer, writer, origins, afterCommit, onAlert, intervals } = deps;
  const purge = async () => {
    const purged = {
      ...(await purgeOldRecords(db, now())),
      postRecords: await purgeExpiredPostRecords(db, now()),
    };
    if (Object.values(purged).some((n) => n > 0)) logger.info({ purged }, 'purged old records');
  };
  const purgeFailed = (error: unknown) => logger.error({ err: error }, 'purging old records failed');
  return {
    consumers: [
      ...consumed('copies of the other services’ data', copyConsumers(db, now)),
      ...consumed('the media a post may use', mediaConsumer(db, { now, afterCommit })),
      ...consumed(
        'publication outcomes recorded on their posts, alerts raised',
        outcomeConsumer(db, logger.child({ component: 'publishing' }), now, onAlert, afterCommit),
      ),
      ...consumed('connection health copied, alerts raised', connectionHealthConsumer(db, now, onAlert)),
      ...consumed('AI calls counted against the account’s budget', aiUsageConsumers(db)),
      ...consumed(
        'accounts suspended, reactivated and deleted, users removed',
        accountLifecycleConsumer(db, now, logger.child({ component: 'accounts' })),
      ),
      ...consumed(
        'post numbers kept for analytics',
        insightsConsumer(db, logger.child({ component: 'analytics' })),
      ),
      ...consumed(
        'the inbox’s daily mail of threads waiting',
        inboxMailConsumer({
          db,
          mailer,
          now,
          logger: logger.child({ component: 'inbox-mail' }),
          publicUrl: origins.canonical,
          retryMs: intervals.inboxMailRetryMs,
        }),
      ),
    ],
    workers: [
      {
        name: 'scheduler',
        what: 'hands due posts over to svc-social (`posts.post.due`), again after a silence',
        everyMs: intervals.schedulerIntervalMs ?? 5_000,
        start() {
          return startScheduler({
            db,
            now,
            logger: logger.child({ component: 'scheduler' }),
            afterCommit,
            intervalMs: this.everyMs,
            rehandoverAfterMs: intervals.rehandoverAfterMs,
            onAlert,
          });
        },
      },
      {
        name: 'periods',
        what: 'writes the automatic periods that are due',
        everyMs: intervals.periodCheckIntervalMs ?? 60_000,
        start() {
          return startPeriodWorker({
            db,
            writer,
            now,
            logger: logger.child({ component: 'periods' }),
            afterCommit,
            intervalMs: this.everyMs,
          });
        },
      },
      {
        name: 'digests',
        what: 'sends the weekly digests that are due',
        everyMs: intervals.digestCheckIntervalMs ?? 60_000,
        start() {
          return startDigestWorker({
            db,
            mailer,
            now,
            logger: logger.child({ component: 'digest' }),
            publicUrl: origins.canonical,
            intervalMs: this.everyMs,
          });
        },
      },
      {
        name: 'alerts',
        what: 'mails the alerts and warns of coming posts a connection problem would fail',
        everyMs: intervals.alertsIntervalMs ?? 60_000,
        start() {
          const alerts = startAlertWorker({
            db,
            mailer,
            now,
            logger: logger.child({ component: 'alerts' }),
            publicUrl: origins.canonical,
            intervalMs: this.everyMs,
          });
          // Mails left pending by a stop or a crash go out at the start, not an interval later.
          alerts.kick();
          return alerts;
        },
      },
      {
        name: 'consent-expiry',
        what: 'warns of consents that end within 14 days',
        everyMs: intervals.consentCheckIntervalMs ?? HOUR,
        start() {
          return startConsentExpiryWorker({
            db,
            now,
            logger: logger.child({ component: 'consents' }),
            intervalMs: this.everyMs,
            onAlert,
          });
        },
      },
      {
        name: 'retention',
        what: 'purges the records past their keeping time',
        everyMs: HOUR,
        async start() {
          // At the start too: a replica restarted more often than hourly still purges.
          await purge().catch(purgeFailed);
          return startPoller({ intervalMs: this.everyMs, run: purge, onError: purgeFailed });
        },
      },
    ],
  };
}
