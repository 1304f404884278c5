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
  pgliteTemplate,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, poolSize);
  return openPglite(dataDir, pgliteTemplate);
}

/** Seconds to wait for a connection to PostgreSQL before the query fails. */
const CONNECT_TIMEOUT_S = 5;

function openPostgres(url: string, poolSize: number): Database {
  const client = postgres(url, {
    max: poolSize,
    // A database that does not answer fails a request within seconds (answered 503), never holds it.
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => {},
    connection: { application_name: 'post-studio' },
  });
  const db = drizzlePostgres({ client });
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    driver: 'postgres',
    location: safe.toString(),
    migrate: ({ migrationsFolder, schema }) =>
      underMigrationLock(client, schema, () =>
        migrateWithRetry(() => migratePostgres(db, migrationConfig(migrationsFolder, schema))),
      ),
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
