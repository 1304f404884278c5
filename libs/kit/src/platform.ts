import { sql } from 'drizzle-orm';
import { answerChecksOn } from './answer-check.ts';
import { resolveTokenSecret } from './auth/secret.ts';
import { TokenSigner } from './auth/tokens.ts';
import { MemoryBus } from './bus/memory-bus.ts';
import { NatsBus } from './bus/nats-bus.ts';
import type { EventBus } from './bus/types.ts';
import { type Clock, systemClock } from './clock.ts';
import type { BaseEnv } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { createLogger, type Logger } from './logger.ts';
import { measureConnections } from './metrics.ts';

/** What every service is built on: its database, the bus and the token signer. */
export type Platform = {
  database: Database;
  bus: EventBus;
  signer: TokenSigner;
  logger: (service: string) => Logger;
  /** The time every service reads (tests may set it). */
  clock: Clock;
  /** How long published outbox rows are kept. */
  outboxRetentionMs: number;
  /** Whether the services check their answers against the route table (`answerChecksOn`). */
  checkAnswers: boolean;
  close(): Promise<void>;
};

/**
 * Opens the shared pieces from the environment: postgres.js or PGlite, JetStream or the
 * in-process bus. In one process (npm start) all services share one Platform. `processName` (svc-posts,
 * …) names the database connections (application_name) and the lines the database and bus log.
 */
export async function openPlatform(env: BaseEnv, processName = 'post-studio'): Promise<Platform> {
  const logger = (service: string) => createLogger(service, env.LOG_LEVEL);
  // The database's and the bus's lines name the process they are of.
  const log = logger(processName);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    applicationName: processName,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  if (database.driver === 'postgres')
    measureConnections(processName, () => connectionsOf(database, processName));
  const bus: EventBus = env.NATS_URL
    ? await NatsBus.connect(env.NATS_URL, log, {
        prefix: env.NATS_PREFIX,
        streamReplicas: env.NATS_STREAM_REPLICAS,
      })
    : new MemoryBus(log);
  const signer = new TokenSigner(resolveTokenSecret(env.TOKEN_SECRET, env.DATA_DIR));
  log.info({ database: database.location, bus: bus.kind }, 'platform opened');
  return {
    database,
    bus,
    signer,
    logger,
    clock: systemClock,
    outboxRetentionMs: env.OUTBOX_RETENTION_HOURS * 60 * 60_000,
    checkAnswers: answerChecksOn(env),
    close: async () => {
      await bus.close();
      await database.close();
    },
  };
}

/** The connections this process holds to PostgreSQL (by its application_name), by state; the asking one left out. */
async function connectionsOf(database: Database, processName: string): Promise<Record<string, number>> {
  const rows = (await database.db.execute(
    sql`select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity
        where application_name = ${processName} and pid <> pg_backend_pid() group by state`,
  )) as unknown as { state: string; count: number }[];
  return Object.fromEntries([...rows].map((row) => [row.state, row.count]));
}
