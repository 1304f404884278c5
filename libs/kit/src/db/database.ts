import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openPgliteClient, withOwnParsers } from './pglite.ts';

// biome-ignore lint/suspicious/noExplicitAny: the schema record differs per service; queries are typed by their tables.
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type Database = {
  db: Db;
  driver: 'postgres' | 'pglite';
  /** Where the data lives, for logs (no password). */
  location: string;
  migrate(options: { migrationsFolder: string; schema: string }): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** Who the connections are in pg_stat_activity and the server's logs: the process's name. */
  applicationName?: string;
  /** The longest a statement may run before the server cancels it (0: no limit). */
  statementTimeoutMs?: number;
  /** For PGlite in memory: a dumped data directory to start from (the tests' template). */
  pgliteTemplate?: Blob;
};

/**
 * postgres.js when DATABASE_URL is set, otherwise an embedded PGlite database under DATA_DIR
 * (`memory://` keeps it in memory). The rest of the code never knows which.
 */
export async function openDatabase({
  databaseUrl,
  dataDir = './data',
  poolSize = 10,
  applicationName = 'post-studio',
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
  pgliteTemplate,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, poolSize, applicationName, statementTimeoutMs);
  return openPglite(dataDir, pgliteTemplate);
}

/**
 * Seconds to wait for a connection to PostgreSQL before the query fails: a server that does not answer
 * (down behind a firewall that drops the packets, a host that is gone) fails a request within two
 * seconds, answered 503, never holds it.
 */
const CONNECT_TIMEOUT_S = 2;
/** The default longest statement: a query stuck behind a lock fails rather than holding its request. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/**
 * A transaction left open without a statement (its process stalled or gone silent) is ended by the
 * server after this, and its locks with it, so other replicas' work on those rows goes on.
 */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

function openPostgres(
  url: string,
  poolSize: number,
  applicationName: string,
  statementTimeoutMs: number,
): Database {
  const client = postgres(url, {
    max: poolSize,
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => {},
    connection: {
      application_name: applicationName,
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  });
  const db = drizzlePostgres({ client });
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    driver: 'postgres',
    location: safe.toString(),
    // Migrations run on a connection of their own, without the statement limit: building an index on
    // a large table may take longer than any request should.
    migrate: async ({ migrationsFolder, schema }) => {
      // Two connections: one holds the migration lock, the other applies them.
      const migrator = postgres(url, {
        max: 2,
        connect_timeout: CONNECT_TIMEOUT_S,
        onnotice: () => {},
        connection: { application_name: `${applicationName} migrations`, statement_timeout: 0 },
      });
      try {
        await underMigrationLock(migrator, schema, () =>
          migrateWithRetry(() =>
            migratePostgres(drizzlePostgres({ client: migrator }), migrationConfig(migrationsFolder, schema)),
          ),
        );
      } finally {
        await migrator.end({ timeout: 5 });
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  const dir = inMemory ? undefined : path.resolve(dataDir, 'pg');
  const client = await openPgliteClient(dir, inMemory ? template : undefined);
  return databaseOnPglite(client, dir ?? 'memory', () => client.close());
}

/** A Database over a PGlite client (or anything that answers as one), closed by `close`. */
export function databaseOnPglite(client: PGlite, location: string, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client: withOwnParsers(client) });
  return {
    db,
    driver: 'pglite',
    location,
    migrate: ({ migrationsFolder, schema }) => migratePglite(db, migrationConfig(migrationsFolder, schema)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}

/**
 * Each service's migration journal is its own table; it cannot live inside the service's schema,
 * because the first migration is the one that creates that schema.
 */
const migrationConfig = (migrationsFolder: string, schema: string) => ({
  migrationsFolder,
  migrationsSchema: 'drizzle',
  migrationsTable: `${schema}_migrations`,
});

/**
 * Replicas starting together take turns: one applies the migrations under a session advisory lock (held
 * on a connection of its own), the others wait for it and then find nothing left to do.
 */
async function underMigrationLock<T>(
  client: postgres.Sql,
  schema: string,
  run: () => Promise<T>,
): Promise<T> {
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(hashtext(${`post-studio:migrations:${schema}`}))`;
    try {
      return await run();
    } finally {
      await lock`select pg_advisory_unlock(hashtext(${`post-studio:migrations:${schema}`}))`;
    }
  } finally {
    lock.release();
  }
}

/** Replicas starting together race to create the same schema; the loser retries and finds it done. */
async function migrateWithRetry(run: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
