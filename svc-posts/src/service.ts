import { fileURLToPath } from 'node:url';
import { createOfflineWriter, prepareAnnouncedRuleSets, prepareRuleSetLogged, type Writer } from '@studio/ai';
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
  type Logger,
  type Mailer,
  measureQueue,
  measureWriter,
  type Platform,
  type PublicOrigins,
  publicOrigins,
  type RunningWorker,
  type ServiceApp,
  type Subscription,
  startJobs,
} from '@studio/kit';
import { accountPostsRoutes } from './accounts/routes.ts';
import { accountAiBudgetRoutes, aiBudgetRoutes } from './ai-budget/routes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { complianceRoutes } from './compliance/routes.ts';
import { announceRuleSet, seedComplianceRules } from './compliance/rule-set.ts';
import { consentRoutes } from './consents/routes.ts';
import { idempotencyKeys, knownSessions, outbox } from './db/schema.ts';
import { weeklyDigestRoutes } from './digest/routes.ts';
import { type JobIntervals, postsJobs } from './jobs.ts';
import { postEventsRoutes } from './live/post-events.ts';
import { periodGenerationRoutes } from './periods/generate-routes.ts';
import { periodRoutes } from './periods/routes.ts';
import { duePeriods } from './periods/worker.ts';
import { emailRoutes } from './posts/approval-link-routes.ts';
import { postRoutes } from './posts/routes.ts';
import { disclosureRoutes } from './publishing/disclosure-routes.ts';
import { resolveRoutes } from './publishing/resolve-routes.ts';
import { recordRoutes } from './records/routes.ts';
import type { StoredFiles } from './records/stored-files.ts';
import { settingsRoutes } from './settings.ts';
import { signOffRoutes } from './signoff/routes.ts';

/** Each defaults to what needs no configuration; `postsServiceOptions(env)` builds them from the environment. */
export type PostsServiceOptions = JobIntervals & {
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
  /** How often an open post-events stream gets a heartbeat comment (default: every 25 seconds). */
  heartbeatMs?: number;
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
      measureWriter('svc-posts', () => writer.load?.());
      const origins = publicOrigins(options.publicUrl ?? 'http://localhost:8080');
      const workers = new Map<string, RunningWorker>();
      let jobs: { stop(): Promise<void> } | undefined;
      let preparing: Subscription | undefined;
      const worker = (name: string) => workers.get(name);
      const onAlert = () => worker('alerts')?.kick?.();
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
        onRetry: () => worker('scheduler')?.kick?.(),
        onAlert,
      });
      return {
        async start() {
          await seedComplianceRules(db, now());
          // Services keeping a copy of the rules get them even if they lost theirs.
          prepareRuleSetLogged(await announceRuleSet(db), logger);
          preparing = prepareAnnouncedRuleSets(platform.bus, logger);
          afterCommit();
          jobs = await startJobs(
            postsJobs({ db, now, logger, mailer, writer, origins, afterCommit, onAlert, intervals: options }),
            platform.bus,
            workers,
          );
        },
        async stop() {
          await jobs?.stop();
          await preparing?.stop();
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
function mountRoutes(app: ServiceApp, deps: RouteDeps) {
  const { db, auth, afterCommit, logger, now, writer, mailer, origins, bus, heartbeatMs, onRetry, onAlert } =
    deps;
  postRoutes(app, { db, afterCommit, writer, now, onRetry });
  periodGenerationRoutes(app, { db, afterCommit, writer, now });
  resolveRoutes(app, { db, auth, now, onResolved: onRetry });
  settingsRoutes(app, { writer, mailer });
  disclosureRoutes(app, { db, now });
  aiBudgetRoutes(app, { db, now });
  calendarRoutes(app, { db, auth, now });
  const postEvents = postEventsRoutes(app, { bus, db, heartbeatMs, now });
  weeklyDigestRoutes(app, { db, auth, now, mailer, origins });
  periodRoutes(app, { db, now });
  complianceRoutes(app, { db, auth, afterCommit, now });
  accountPostsRoutes(app, { db, now });
  accountAiBudgetRoutes(app, { db, now });
  analyticsRoutes(app, { db, auth, now });
  emailRoutes(app, { db, auth, afterCommit, now, mailer, origins });
  alertRoutes(app, { db, now });
  recordRoutes(app, { db, now, storedFiles: deps.storedFiles });
  signOffRoutes(app, {
    db,
    afterCommit,
    now,
    mailer,
    origins,
    logger: logger.child({ component: 'signoff' }),
  });
  consentRoutes(app, { db, now, afterCommit, onAlert });
  return postEvents;
}
