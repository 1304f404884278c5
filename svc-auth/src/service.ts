import {
  createAuth,
  createServiceApp,
  OutboxRelay,
  type Platform,
  type Service,
} from '@studio/kit';
import { fileURLToPath } from 'node:url';
import { accountRoutes, adminUserRoutes } from './accounts/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { outbox } from './db/schema.ts';
import { type Login, type SeedOptions, seed } from './seed.ts';
import { isSessionRevoked, type SessionTtl } from './sessions/sessions.ts';
import { sessionRoutes } from './sessions/routes.ts';

export type AuthServiceOptions = {
  ttl?: Partial<SessionTtl>;
  /** Seeds an empty database at start; the created logins land in `service.seeded`. */
  seed?: SeedOptions;
};

const HOUR = 3_600_000;

/** svc-auth: users, sessions, accounts, admin users and company info. */
export function createAuthService(platform: Platform, options: AuthServiceOptions = {}) {
  const { database, bus, signer } = platform;
  const { db } = database;
  const logger = platform.logger('svc-auth');
  const ttl: SessionTtl = { adminMs: 12 * HOUR, businessMs: 12 * HOUR, actingAdminMs: 2 * HOUR, ...options.ttl };
  const relay = new OutboxRelay({ db, table: outbox, bus, logger });
  const afterCommit = () => relay.kick();
  // svc-auth is the source of sessions: it checks its own table rather than a copy.
  const auth = createAuth({ signer, isRevoked: (claims) => isSessionRevoked(db, claims) });

  const app = createServiceApp({ service: 'svc-auth', logger, health: database.ping });
  app.route('/', sessionRoutes({ db, signer, auth, ttl, afterCommit }));
  app.route('/api/accounts', accountRoutes({ db, auth, afterCommit }));
  app.route('/api/admin-users', adminUserRoutes({ db, auth, afterCommit }));
  app.route('/api/v2', companyRoutes({ db, auth, afterCommit }));

  const service: Service & { seeded: Login[] } = {
    name: 'auth',
    app,
    seeded: [],
    async start() {
      await database.migrate({ migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)), schema: 'auth' });
      if (options.seed) service.seeded = await seed(db, options.seed);
      relay.start();
    },
    async stop() {
      await relay.stop();
    },
  };
  return service;
}
