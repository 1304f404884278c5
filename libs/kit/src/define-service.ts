import type { ServiceName, TokenClaims } from '@studio/contracts';
import { createServiceApp, type ServiceApp } from './app.ts';
import { type Auth, createAuth } from './auth/middleware.ts';
import { RevocationList } from './auth/revocations.ts';
import { OutboxRelay, type OutboxTable } from './bus/outbox.ts';
import type { Subscription } from './bus/types.ts';
import type { Db } from './db/database.ts';
import { serviceUnavailable } from './errors.ts';
import type { Logger } from './logger.ts';
import type { Platform } from './platform.ts';
import type { Service } from './service.ts';

const REVOCATIONS_WAIT_MS = 10_000;
const SESSIONS_LOADING = 'The service is starting: try again in a moment.';

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return settled;
}

/** What a service's routes and workers are given. */
export type ServiceContext = {
  app: ServiceApp;
  db: Db;
  platform: Platform;
  auth: Auth;
  logger: Logger;
  /** Call after a transaction that wrote events, so they go out now rather than at the next tick. */
  afterCommit: () => void;
};

export type ServiceDefinition = {
  name: ServiceName;
  /** The service's own Postgres schema. */
  schema: string;
  migrationsFolder: string;
  outbox: OutboxTable;
  bodyLimitBytes?: number;
  /**
   * How a signed-in caller's session is known to be signed out. By default from the
   * `auth.session.revoked` events the service replays at start; svc-auth reads its own table.
   */
  isRevoked?: (db: Db) => (claims: TokenClaims) => Promise<boolean>;
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
    retentionMs: platform.outboxRetentionMs,
  });
  const revocations = new RevocationList();
  const isRevoked =
    definition.isRevoked?.(db) ??
    (async (claims: TokenClaims) => {
      // Until every signed-out session is known, a signed-in request could be a stolen one: refused.
      if (!revocationsLoaded) throw serviceUnavailable(SESSIONS_LOADING);
      return revocations.has(claims.sid);
    });
  const auth = createAuth({ signer, isRevoked });
  let revocationsLoaded = definition.isRevoked !== undefined;
  const app = createServiceApp({
    service: `svc-${definition.name}`,
    logger,
    health: database.ping,
    degraded: () => {
      const health = bus.health();
      if (!health.ok) return `events cannot be sent or received: ${health.reason}`;
      return revocationsLoaded ? null : 'signed-out sessions are still being loaded';
    },
    bodyLimitBytes: definition.bodyLimitBytes,
  });
  const workers =
    definition.setup({ app, db, platform, auth, logger, afterCommit: () => relay.kick() }) ?? {};
  let revocationFeed: Subscription | null = null;

  return {
    name: definition.name,
    app,
    async start() {
      await database.migrate({ migrationsFolder: definition.migrationsFolder, schema: definition.schema });
      if (!definition.isRevoked) {
        const feed = await bus.replay({
          subjects: ['auth.session.revoked'],
          handler: async ({ payload }) => revocations.revoke(payload.sid, new Date(payload.expiresAt)),
        });
        revocationFeed = feed;
        void feed.ready.then(() => {
          revocationsLoaded = true;
        });
        // A broker that is away does not hold the start up: the service serves what needs no bus meanwhile.
        if (!(await settlesWithin(feed.ready, REVOCATIONS_WAIT_MS))) {
          logger.warn('signed-out sessions not loaded yet: signed-in requests answer 503 until NATS answers');
        }
      }
      relay.start();
      await workers.start?.();
    },
    async stop() {
      await workers.stop?.();
      await revocationFeed?.stop();
      await relay.stop();
    },
  };
}
