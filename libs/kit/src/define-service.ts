import type { ServiceName, TokenClaims } from '@studio/contracts';
import { createServiceApp, type ServiceApp } from './app.ts';
import {
  type KnownSessionsTable,
  knownSessionCheck,
  purgeKnownSessions,
  startKnownSessionsConsumer,
} from './auth/known-sessions.ts';
import { type ActingChange, type Auth, createAuth } from './auth/middleware.ts';
import { routeAccessFromTable } from './auth/route-access.ts';
import { OutboxRelay, type OutboxTable } from './bus/outbox.ts';
import type { Subscription } from './bus/types.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import { type IdempotencyKeysTable, idempotentWrites, purgeIdempotencyKeys } from './idempotency.ts';
import type { Logger } from './logger.ts';
import { measureOutbox } from './metrics.ts';
import type { Platform } from './platform.ts';
import { type Poller, startPoller } from './poller.ts';
import type { Service } from './service.ts';

const SESSIONS_PURGE_INTERVAL_MS = 60 * 60_000;
const KEYS_PURGE_INTERVAL_MS = 60 * 60_000;

/** What a service's routes and workers are given. */
export type ServiceContext = {
  app: ServiceApp;
  db: Db;
  platform: Platform;
  auth: Auth;
  logger: Logger;
  /** The time of the service (the platform's clock). */
  clock: Clock;
  /** Call after a transaction that wrote events, so they go out now rather than at the next tick. */
  afterCommit: () => void;
};

export type ServiceDefinition = {
  name: ServiceName;
  /** The service's own Postgres schema. */
  schema: string;
  migrationsFolder: string;
  outbox: OutboxTable;
  /** Where the writes asked for under an Idempotency-Key are kept with their answers. */
  idempotencyKeys: IdempotencyKeysTable;
  bodyLimitBytes?: number;
  /**
   * How a signed-in caller's session is known to be live: svc-auth reads its own sessions (`isRevoked`),
   * every other service the copy it keeps from svc-auth's announcements (`knownSessions`).
   */
  sessions:
    | { isRevoked: (db: Db) => (claims: TokenClaims) => Promise<boolean> }
    | { knownSessions: KnownSessionsTable };
  /**
   * Records each change an admin acting as a business makes (`libs/kit/src/auth/middleware.ts`): the
   * services other than svc-auth announce it (`<domain>.change.audited`), svc-auth writes its log.
   */
  recordActingChange?: (db: Db, claims: TokenClaims, change: ActingChange, at: Date) => Promise<void>;
  /** Registers routes on `context.app` and returns workers to run beside requests. */
  setup(context: ServiceContext): { start?(): Promise<void>; stop?(): Promise<void> } | undefined;
};

/** Builds a service the same way for all four: app, auth, outbox relay, migrations at start. */
export function defineService(platform: Platform, definition: ServiceDefinition): Service {
  const { database, bus, signer } = platform;
  const { db } = database;
  const logger = platform.logger(`svc-${definition.name}`);
  const relay = new OutboxRelay({
    db,
    table: definition.outbox,
    bus,
    logger,
    clock: platform.clock,
    retentionMs: platform.outboxRetentionMs,
  });
  const { sessions } = definition;
  const knownSessions = 'knownSessions' in sessions ? sessions.knownSessions : null;
  const isRevoked =
    'knownSessions' in sessions
      ? knownSessionCheck(db, sessions.knownSessions, bus, { clock: platform.clock })
      : sessions.isRevoked(db);
  const record = definition.recordActingChange;
  const auth = createAuth({
    signer,
    isRevoked,
    clock: platform.clock,
    ...(record ? { recordActingChange: (claims, change, at) => record(db, claims, change, at) } : {}),
  });
  const app = createServiceApp({
    service: `svc-${definition.name}`,
    logger,
    pingDatabase: database.ping,
    busTrouble: () => {
      const health = bus.health();
      return health.ok ? null : `events cannot be sent or received: ${health.reason}`;
    },
    bodyLimitBytes: definition.bodyLimitBytes,
    checkAnswers: platform.checkAnswers,
  });
  measureOutbox(`svc-${definition.name}`, {
    backlog: () => relay.backlog(),
    setAside: () => relay.setAside(),
  });
  // Who may call each route is the route table's to say, not the route files'.
  app.use(routeAccessFromTable(definition.name, auth));
  // A write sent again under its Idempotency-Key (the gateway's retry on another replica) is done once.
  app.use('/api/*', idempotentWrites(db, definition.idempotencyKeys));
  const workers =
    definition.setup({
      app,
      db,
      platform,
      auth,
      logger,
      clock: platform.clock,
      afterCommit: () => relay.kick(),
    }) ?? {};
  let sessionFeed: Subscription | null = null;
  let sessionPurge: Poller | null = null;
  let keysPurge: Poller | null = null;

  return {
    name: definition.name,
    app,
    async start() {
      await database.migrate({ migrationsFolder: definition.migrationsFolder, schema: definition.schema });
      if (knownSessions) {
        sessionFeed = await startKnownSessionsConsumer(
          db,
          knownSessions,
          bus,
          `svc-${definition.name}-sessions`,
          platform.clock,
        );
        sessionPurge = startPoller({
          intervalMs: SESSIONS_PURGE_INTERVAL_MS,
          run: () => purgeKnownSessions(db, knownSessions, platform.clock),
          onError: (error) => logger.error({ err: error }, 'purging ended sessions failed'),
        });
      }
      keysPurge = startPoller({
        intervalMs: KEYS_PURGE_INTERVAL_MS,
        run: () => purgeIdempotencyKeys(db, definition.idempotencyKeys),
        onError: (error) => logger.error({ err: error }, 'purging old idempotency keys failed'),
      });
      relay.start();
      await workers.start?.();
    },
    async stop() {
      await workers.stop?.();
      await sessionPurge?.stop();
      await keysPurge?.stop();
      await sessionFeed?.stop();
      await relay.stop();
    },
  };
}
