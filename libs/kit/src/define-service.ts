import type { ServiceName, TokenClaims } from '@studio/contracts';
import { createServiceApp, type ServiceApp } from './app.ts';
import { type Auth, createAuth } from './auth/middleware.ts';
import { RevocationList } from './auth/revocations.ts';
import { OutboxRelay, type OutboxTable } from './bus/outbox.ts';
import type { Subscription } from './bus/types.ts';
import type { Db } from './db/database.ts';
import type { Logger } from './logger.ts';
import type { Platform } from './platform.ts';
import type { Service } from './service.ts';

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
  const relay = new OutboxRelay({ db, table: definition.outbox, bus, logger });
  const revocations = new RevocationList();
  const isRevoked = definition.isRevoked?.(db) ?? ((claims: TokenClaims) => revocations.has(claims.sid));
  const auth = createAuth({ signer, isRevoked });
  const app = createServiceApp({
    service: `svc-${definition.name}`,
    logger,
    health: database.ping,
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
        revocationFeed = await bus.replay({
          subjects: ['auth.session.revoked'],
          handler: async ({ payload }) => {
            const { sid, expiresAt } = payload as { sid: string; expiresAt: string };
            revocations.revoke(sid, new Date(expiresAt));
          },
        });
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
