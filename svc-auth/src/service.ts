import { fileURLToPath } from 'node:url';
import { DEFAULT_RULE_SET, prepareRuleSetLogged } from '@studio/ai';
import {
  ACTING_CHANGE,
  createKeptMailer,
  defineService,
  type Mailer,
  type Platform,
  type Service,
  startJobs,
} from '@studio/kit';
import { accountLifecycleRoutes } from './accounts/lifecycle-routes.ts';
import { accountRoutes, adminUserRoutes } from './accounts/routes.ts';
import { recordAudit } from './audit/audit.ts';
import { auditRoutes } from './audit/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { idempotencyKeys, outbox } from './db/schema.ts';
import { authJobs } from './jobs.ts';
import { passwordLinkRoutes } from './password-links/routes.ts';
import { type Login, type SeedOptions, seed } from './seed.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { isSessionRevoked, type SessionTtl } from './sessions/sessions.ts';
import { KEPT_LINK_KEY_PURPOSE } from './team/kept-links.ts';
import { teamRoutes } from './team/routes.ts';

export type { Login } from './seed.ts';
export type AuthServiceOptions = {
  ttl?: Partial<SessionTtl>;
  /** Seeds an empty database at start; the created logins land in `service.seeded`. */
  seed?: SeedOptions;
  /** Sends the invitation and password-reset mails; by default they are kept in the log. */
  mailer?: Mailer;
  /** The platform's public origin: a password link is `${publicUrl}/api/auth/password/…`. */
  publicUrl?: string;
};

const HOUR = 3_600_000;

/** svc-auth: users, sessions, accounts, admin users and company info. */
export function createAuthService(platform: Platform, options: AuthServiceOptions = {}) {
  const ttl: SessionTtl = {
    adminMs: 12 * HOUR,
    businessMs: 12 * HOUR,
    actingAdminMs: 2 * HOUR,
    ...options.ttl,
  };
  const seeded: Login[] = [];
  const service = defineService(platform, {
    name: 'auth',
    schema: 'auth',
    migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
    outbox,
    idempotencyKeys,
    // svc-auth is where sessions live: it reads its own table rather than a copy.
    sessions: { isRevoked: (db) => (claims) => isSessionRevoked(db, claims, platform.clock()) },
    recordActingChange: (db, claims, change) =>
      recordAudit(db, claims, ACTING_CHANGE, claims.accountId, {
        actingAdminId: claims.actingAdminId,
        ...change,
      }),
    setup: ({ app, db, auth, afterCommit, logger, clock }) => {
      const mailer = options.mailer ?? createKeptMailer(logger);
      const publicUrl = options.publicUrl ?? 'http://localhost:8080';
      sessionRoutes(app, { db, signer: platform.signer, auth, ttl, afterCommit, clock });
      passwordLinkRoutes(app, { db, logger, afterCommit, mailer, publicUrl, clock });
      accountRoutes(app, { db, auth, afterCommit, clock });
      accountLifecycleRoutes(app, { db, auth, afterCommit, clock });
      adminUserRoutes(app, { db, auth, afterCommit, mailer, publicUrl, clock });
      auditRoutes(app, { db });
      companyRoutes(app, { db, afterCommit, clock });
      const linkKey = platform.signer.keyFor(KEPT_LINK_KEY_PURPOSE);
      teamRoutes(app, { db, afterCommit, mailer, publicUrl, clock, linkKey });
      const jobs = authJobs({ db, clock, logger });
      let started: { stop(): Promise<void> } | undefined;
      return {
        async start() {
          // The company's fields are checked against the shipped rules.
          prepareRuleSetLogged(DEFAULT_RULE_SET, logger);
          if (options.seed) {
            seeded.push(...(await seed(db, options.seed)));
            afterCommit();
          }
          started = await startJobs(jobs, platform.bus, new Map());
        },
        async stop() {
          await started?.stop();
        },
      };
    },
  });
  return Object.assign(service, { seeded }) satisfies Service & { seeded: Login[] };
}
