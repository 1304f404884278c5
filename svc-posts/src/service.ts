import { fileURLToPath } from 'node:url';
import { createOfflineWriter, type Writer } from '@studio/ai';
import { serviceBodyLimits } from '@studio/contracts';
import {
  type Auth,
  actingChangeAudited,
  type Clock,
  createKeptMailer,
  type Db,
  defineService,
  type EventBus,
  emit,
  type KitEnv,
  type Logger,
  type Mailer,
  measureQueue,
  type Platform,
  type Poller,
  type PublicOrigins,
  publicOrigins,
  type Subscription,
  startPoller,
} from '@studio/kit';
import type { Hono } from 'hono';
import { accountPostsRoutes } from './accounts/routes.ts';
import { startAiUsageConsumers } from './ai-budget/consumer.ts';
import { accountAiBudgetRoutes, aiBudgetRoutes } from './ai-budget/routes.ts';
import { startConnectionHealthConsumer } from './alerts/consumers.ts';
import { alertRoutes } from './alerts/routes.ts';
import { type AlertWorker, startAlertWorker } from './alerts/worker.ts';
import { startInsightsConsumer } from './analytics/insights-copy.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { complianceRoutes } from './compliance/routes.ts';
import { announceRuleSet, seedComplianceRules } from './compliance/rule-set.ts';
import { startConsentExpiryWorker } from './consents/expiry.ts';
import { consentRoutes } from './consents/routes.ts';
import { startAccountLifecycleConsumer } from './copies/account-lifecycle.ts';
import { startCopyConsumers } from './copies/consumers.ts';
import { startMediaConsumer } from './copies/media.ts';
import { idempotencyKeys, knownSessions, outbox } from './db/schema.ts';
import { weeklyDigestRoutes } from './digest/routes.ts';
import { type DigestWorker, startDigestWorker } from './digest/worker.ts';
import { startInboxMailConsumer } from './inbox-mail/consumer.ts';
import { postEventsRoutes } from './live/post-events.ts';
import { periodGenerationRoutes } from './periods/generate-routes.ts';
import { periodRoutes } from './periods/routes.ts';
import { duePeriods, type PeriodWorker, startPeriodWorker } from './periods/worker.ts';
import { emailRoutes } from './posts/approval-link-routes.ts';
import { postRoutes } from './posts/routes.ts';
import { disclosureRoutes } from './publishing/disclosure-routes.ts';
import { startOutcomeConsumer } from './publishing/outcomes.ts';
import { resolveRoutes } from './publishing/resolve-routes.ts';
import { type Scheduler, startScheduler } from './publishing/scheduler.ts';
import { recordRoutes } from './records/routes.ts';
import type { StoredFiles } from './records/stored-files.ts';
import { purgeExpiredPostRecords } from './retention/post-records.ts';
import { purgeOldRecords } from './retention/retention.ts';
import { settingsRoutes } from './settings.ts';
import { signOffRoutes } from './signoff/routes.ts';

/** Each defaults to what needs no configuration; `postsServiceOptions(env)` builds them from the environment. */
export type PostsServiceOptions = {
  /** Writes the posts (default: the offline writer). */
  writer?: Writer;
  /** The clock periods are planned and moments judged by (default: the system's). */
  now?: Clock;
  /** Sends the approval mails (default: none sent, each kept and written to the log). */
  mailer?: Mailer;
  /**
   * The platform's public origins, which the mails' links point at (default: http://localhost:8080):
   * the one the business is using when it is listed, the first otherwise.
   */
  publicUrl?: string | readonly string[];
  /** How often the automatic periods that are due are looked for (default: every minute). */
  periodCheckIntervalMs?: number;
  /** How often scheduled posts whose time has come are looked for (default: every 5 seconds). */
  schedulerIntervalMs?: number;
  /** After how long without an outcome a post is handed to svc-social again (default: 30 minutes). */
  rehandoverAfterMs?: number;
  /** How often the weekly digests that are due are looked for (default: every minute). */
  digestCheckIntervalMs?: number;
  /**
   * How often the alerts' mails are looked for and coming posts checked against the connections'
   * problems (default: every minute); a new alert is mailed at once all the same.
   */
  alertsIntervalMs?: number;
  /** How often consents that end within 14 days are looked for, to warn of them (default: every hour). */
  consentCheckIntervalMs?: number;
  /** How often an open post-events stream gets a heartbeat comment (default: every 25 seconds). */
  heartbeatMs?: number;
  /** The waits before the inbox's daily mail is tried again after a failed send (default: minutes). */
  inboxMailRetryMs?: number[];
  /**
   * Reads svc-catalog's stored files (the logo, the posts' images) for the records' PDFs (default: none,
   * and each PDF says it could not include them).
   */
  storedFiles?: StoredFiles;
};

/** svc-posts: post writing, periods, scheduling and e-mail approval. */
export function createPostsService(platform: Platform, options: PostsServiceOptions = {}) {
  const writer = options.writer ?? createOfflineWriter();
  const now = options.now ?? platform.clock;
  return defineService(platform, {
    name: 'posts',
    schema: 'posts',
    // A consent's signed form is the largest body it takes.
    bodyLimitBytes: serviceBodyLimits.posts,
    migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
    outbox,
    idempotencyKeys,
    sessions: { knownSessions },
    recordActingChange: (db, claims, change, at) =>
      emit(db, outbox, 'posts.change.audited', actingChangeAudited(claims, change, at)),
    setup: ({ app, db, auth, afterCommit, logger }) => {
      const mailer = options.mailer ?? createKeptMailer(logger);
      measureQueue('automatic_periods', () => duePeriods(db, now()));
      const origins = publicOrigins(options.publicUrl ?? 'http://localhost:8080');
      let scheduler: Scheduler | undefined;
      let alerts: AlertWorker | undefined;
      const onAlert = () => alerts?.kick();
      const postEvents = mountRoutes(app, {
        db,
        auth,
        afterCommit,
        logger,
        now,
        writer,
        mailer,
        origins,
        bus: platform.bus,
        heartbeatMs: options.heartbeatMs,
        storedFiles: options.storedFiles,
        onRetry: () => scheduler?.kick(),
        onAlert,
      });
      let consumers: Subscription[] = [];
      let periods: PeriodWorker | undefined;
      let digests: DigestWorker | undefined;
      let retention: Poller | undefined;
      let consentExpiry: ReturnType<typeof startConsentExpiryWorker> | undefined;
      const purge = async () => {
        const purged = {
          ...(await purgeOldRecords(db, now())),
          postRecords: await purgeExpiredPostRecords(db, now()),
        };
        if (Object.values(purged).some((n) => n > 0)) logger.info({ purged }, 'purged old records');
      };
      const purgeFailed = (error: unknown) => logger.error({ err: error }, 'purging old records failed');
      return {
        async start() {
          await seedComplianceRules(db);
          // Services keeping a copy of the rules get them even if they lost theirs.
          await announceRuleSet(db);
          afterCommit();
          consumers = [
            ...(await startCopyConsumers(db, platform.bus, now)),
            await startMediaConsumer(db, platform.bus, { now, afterCommit }),
            await startOutcomeConsumer(
              db,
              platform.bus,
              logger.child({ component: 'publishing' }),
              now,
              onAlert,
              afterCommit,
            ),
            await startConnectionHealthConsumer(db, platform.bus, now, onAlert),
            ...(await startAiUsageConsumers(db, platform.bus)),
            await startAccountLifecycleConsumer(
              db,
              platform.bus,
              now,
              logger.child({ component: 'accounts' }),
            ),
            await startInsightsConsumer(db, platform.bus, logger.child({ component: 'analytics' })),
            await startInboxMailConsumer({
              db,
              bus: platform.bus,
              mailer,
              now,
              logger: logger.child({ component: 'inbox-mail' }),
              publicUrl: origins.canonical,
              retryMs: options.inboxMailRetryMs,
            }),
          ];
          scheduler = startScheduler({
            db,
            now,
            logger: logger.child({ component: 'scheduler' }),
            afterCommit,
            intervalMs: options.schedulerIntervalMs ?? 5_000,
            rehandoverAfterMs: options.rehandoverAfterMs,
            onAlert,
          });
          periods = startPeriodWorker({
            db,
            writer,
            now,
            logger: logger.child({ component: 'periods' }),
            afterCommit,
            intervalMs: options.periodCheckIntervalMs ?? 60_000,
          });
          digests = startDigestWorker({
            db,
            mailer,
            now,
            logger: logger.child({ component: 'digest' }),
            publicUrl: origins.canonical,
            intervalMs: options.digestCheckIntervalMs ?? 60_000,
          });
          alerts = startAlertWorker({
            db,
            mailer,
            now,
            logger: logger.child({ component: 'alerts' }),
            publicUrl: origins.canonical,
            intervalMs: options.alertsIntervalMs ?? 60_000,
          });
          consentExpiry = startConsentExpiryWorker({
            db,
            now,
            logger: logger.child({ component: 'consents' }),
            intervalMs: options.consentCheckIntervalMs ?? 3_600_000,
            onAlert,
          });
          // Mails left pending by a stop or a crash go out at the start, not an interval later.
          alerts.kick();
          // At the start too: a replica restarted more often than hourly still purges.
          await purge().catch(purgeFailed);
          retention = startPoller({ intervalMs: 3_600_000, run: purge, onError: purgeFailed });
        },
        async stop() {
          await Promise.all([
            periods?.stop(),
            scheduler?.stop(),
            alerts?.stop(),
            digests?.stop(),
            retention?.stop(),
            consentExpiry?.stop(),
          ]);
          await Promise.all(consumers.map((s) => s.stop()));
          await postEvents.stop();
        },
      };
    },
  });
}

type RouteDeps = {
  db: Db;
  auth: Auth;
  afterCommit: () => void;
  logger: Logger;
  now: () => Date;
  writer: Writer;
  mailer: Mailer;
  origins: PublicOrigins;
  bus: EventBus;
  heartbeatMs?: number;
  storedFiles?: StoredFiles;
  onRetry: () => void;
  onAlert: () => void;
};

/** Mounts every route of svc-posts on the service's app; answers the post-events stream, stopped with it. */
function mountRoutes(app: Hono<KitEnv>, deps: RouteDeps) {
  const { db, auth, afterCommit, logger, now, writer, mailer, origins, bus, heartbeatMs, onRetry, onAlert } =
    deps;
  app.route('/api', postRoutes({ db, afterCommit, writer, now, onRetry }));
  app.route('/api', periodGenerationRoutes({ db, afterCommit, writer, now }));
  app.route('/api', resolveRoutes({ db, auth, now, onResolved: onRetry }));
  app.route('/api/posts', settingsRoutes({ writer, mailer }));
  app.route('/api/posts', disclosureRoutes({ db, now }));
  app.route('/api/posts', aiBudgetRoutes({ db, now }));
  app.route('/api/posts', calendarRoutes({ db, auth, now }));
  const postEvents = postEventsRoutes({ bus, db, heartbeatMs, now });
  app.route('/api/posts', postEvents.app);
  app.route('/api/posts', weeklyDigestRoutes({ db, auth, now, mailer, origins }));
  app.route('/api/scheduled-periods', periodRoutes({ db, now }));
  app.route('/api/compliance-rules', complianceRoutes({ db, auth, afterCommit, now }));
  app.route('/api/account-posts', accountPostsRoutes({ db, now }));
  app.route('/api/account-posts', accountAiBudgetRoutes({ db, now }));
  app.route('/api/analytics', analyticsRoutes({ db, auth, now }));
  app.route(
    '/api',
    emailRoutes({
      db,
      auth,
      afterCommit,
      now,
      mailer,
      origins,
    }),
  );
  app.route('/api/alerts', alertRoutes({ db, now }));
  app.route('/api', recordRoutes({ db, now, storedFiles: deps.storedFiles }));
  app.route(
    '/api',
    signOffRoutes({
      db,
      afterCommit,
      now,
      mailer,
      origins,
      logger: logger.child({ component: 'signoff' }),
    }),
  );
  app.route('/api/consents', consentRoutes({ db, now, afterCommit, onAlert }));
  return postEvents;
}
