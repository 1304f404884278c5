import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/database.ts';

/** The real server the tests use; `npm test` needs it (see .ci/run). */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Driver = Database['driver'];

/**
 * The drivers the service tests run on: the `unit` project sets TEST_DRIVERS=pglite (no server
 * needed), `integration` TEST_DRIVERS=postgres; unset, both.
 */
export const drivers: Driver[] = (process.env.TEST_DRIVERS ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Driver => name === 'pglite' || name === 'postgres');

/** Of those, the real server's: for what only a server shows (several replicas on one database). */
export const serverDrivers = drivers.filter((driver) => driver === 'postgres');

/**
 * A database of its own for one test file: a fresh database on the real Postgres server,
 * or an in-memory PGlite. Dropped by `close()`.
 */
export async function createTestDatabase(driver: Driver): Promise<Database> {
  if (driver === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
