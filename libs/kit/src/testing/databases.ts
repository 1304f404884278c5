import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { type Database, databaseOnPglite, openDatabase } from '../db/database.ts';
import { openPgliteClient } from '../db/pglite.ts';

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
 * Whether a test whose cost is its own work, not the database's (video conversions, OCR, a sweep of
 * dozens of fault cases), runs its whole matrix on `driver`. `npm test` runs the service tests once on
 * PGlite and once on the server (two projects, two processes) and sets TEST_MATRIX_DRIVER=postgres for
 * both: such a matrix runs once, on the server's database, and PGlite runs one case of it, which keeps
 * the database's side covered there. Without the variable, the first of `drivers` runs it.
 */
export const runsWholeMatrix = (driver: Driver) => driver === (process.env.TEST_MATRIX_DRIVER ?? drivers[0]);

/**
 * A new PGlite data directory, made (initdb, seconds of WebAssembly) once per machine and PGlite version
 * and kept under node_modules/.cache: every test database in memory starts as a copy of it.
 */
const nodeModules = path.resolve(import.meta.dirname, '../../../../node_modules');
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(nodeModules, '@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const templateFile = path.join(nodeModules, '.cache/post-studio-pglite', `template-${pgliteVersion}.tar`);
let template: Promise<Blob> | undefined;
/** A new PGlite data directory, dumped once and kept under node_modules/.cache: a PGlite started from it skips initdb. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    if (existsSync(templateFile)) return new Blob([readFileSync(templateFile)]);
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    // Written whole then renamed, so a file read by another test worker is never half written.
    mkdirSync(path.dirname(templateFile), { recursive: true });
    const partial = `${templateFile}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, templateFile);
    return dump;
  })();
  return template;
}

/**
 * PGlite instances whose test database was closed, emptied and ready for the next one. Starting a
 * PGlite (its WebAssembly memory, the data directory, the server) costs about 0.6 s of CPU and emptying
 * one a few ms; with the workers' shared modules (`isolate: false`) the files of a worker take turns
 * with a few instances instead of starting one or more each.
 */
const idlePglites: PGlite[] = [];

/**
 * A PGlite database of its own: an idle instance or a new one. Its client is a lease that refuses
 * every use once the database is closed, so a worker or timer a test left running fails instead of
 * writing into the next test's database.
 */
async function leasePglite(): Promise<Database> {
  const client = idlePglites.pop() ?? (await openPgliteClient(undefined, await pgliteTemplate()));
  let closed = false;
  const lease = new Proxy(client, {
    get(target, property) {
      if (closed) throw new Error('this test database is closed');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return databaseOnPglite(lease, 'memory', async () => {
    if (closed) return;
    closed = true;
    try {
      await client.exec(EMPTY_DATABASE);
      idlePglites.push(client);
    } catch {
      await client.close().catch(() => {});
    }
  });
}

/**
 * Back to the template's state: every schema a test made dropped (the services' and drizzle's journal),
 * an empty public schema, no session settings, locks or temporary tables left.
 */
const EMPTY_DATABASE = `
  reset all;
  select pg_advisory_unlock_all();
  discard temp;
  do $$
  declare name text;
  begin
    for name in select nspname from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'
    loop
      execute format('drop schema %I cascade', name);
    end loop;
  end $$;
  create schema public;
`;

/**
 * A database of its own for one test file: a fresh database on the real Postgres server,
 * or an in-memory PGlite (a copy of the template). Dropped by `close()`.
 */
export async function createTestDatabase(driver: Driver): Promise<Database> {
  if (driver === 'pglite') return leasePglite();
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
