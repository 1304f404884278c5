// What `npm run backup` and `npm run restore` share: where the platform keeps its data and how a backup
// folder is laid out. See docs/operations.md ("Backups and restore").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

/** Each service's schema (its tables, its outbox), and `drizzle`, where each keeps its migration journal. */
export const SERVICE_SCHEMAS = ['auth', 'catalog', 'social', 'posts'];
/** The Facebook sandbox's state, where svc-social runs it (FACEBOOK_SANDBOX=true): absent elsewhere. */
export const SANDBOX_SCHEMA = 'facebook_sandbox';
export const SCHEMAS = [...SERVICE_SCHEMAS, SANDBOX_SCHEMA, 'drizzle'];

/** A backup folder: the database in pg_dump's custom format, the uploads, the generated token secret. */
export const layout = (dir) => ({
  manifest: path.join(dir, 'manifest.json'),
  database: path.join(dir, 'database.dump'),
  uploads: path.join(dir, 'uploads'),
  tokenSecret: path.join(dir, 'token-secret'),
});

/** The platform's data on this machine: DATABASE_URL (required) and DATA_DIR (default ./data). */
export function settings(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  if (!env.DATABASE_URL) {
    throw new Error(
      [
        'DATABASE_URL is not set: say which PostgreSQL database holds the platform',
        '(npm run services: DATABASE_URL=postgres://postgres@127.0.0.1:5432/post_studio).',
        `npm start's embedded database is a folder: stop npm start and copy ${dataDir} whole instead.`,
      ].join('\n'),
    );
  }
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir,
    uploads: path.join(dataDir, 'uploads'),
    tokenSecret: path.join(dataDir, 'token-secret'),
    /** A TOKEN_SECRET in the environment: the generated file is not used. */
    secretFromEnv: Boolean(env.TOKEN_SECRET),
  };
}

/** A PostgreSQL client program (pg_dump, pg_restore, psql): PG_BIN_DIR's, else the one on the PATH. */
export function pgTool(name, env = process.env) {
  if (env.PG_BIN_DIR) {
    const file = path.join(env.PG_BIN_DIR, name);
    if (!existsSync(file)) throw new Error(`${name} is not in PG_BIN_DIR (${env.PG_BIN_DIR})`);
    return file;
  }
  const found = spawnSync(name, ['--version'], { encoding: 'utf8' });
  if (found.error) {
    throw new Error(
      `${name} was not found: install PostgreSQL's client programs of the server's major version or newer ` +
        '(Debian: apt-get install postgresql-client), or point PG_BIN_DIR at them',
    );
  }
  return name;
}

/** The major version of a client program (`pg_dump (PostgreSQL) 15.20` → 15). */
export function toolMajor(tool) {
  const out = spawnSync(tool, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return { version: out.trim(), major: Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1] ?? 0) };
}

/** Runs a program, its output passed on to ours; `input` (a string) is written to its standard input. */
export function run(program, args, { input, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: [input === undefined ? 'ignore' : 'pipe', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} failed (${signal ?? `code ${code}`})`)),
    );
    if (input !== undefined) child.stdin.end(input);
  });
}

/** A postgres.js client of the database, for the checks around pg_dump and pg_restore. */
export const connect = (databaseUrl) => postgres(databaseUrl, { max: 1, onnotice: () => {} });

/** The number of rows of every table of the platform's schemas, as `schema.table` → count. */
export async function rowCounts(sql) {
  const tables = await sql`
    select table_schema, table_name from information_schema.tables
    where table_schema in ${sql(SCHEMAS)} and table_type = 'BASE TABLE'
    order by table_schema, table_name`;
  const counts = {};
  for (const { table_schema, table_name } of tables) {
    const [{ n }] = await sql`select count(*)::int as n from ${sql(table_schema)}.${sql(table_name)}`;
    counts[`${table_schema}.${table_name}`] = n;
  }
  return counts;
}

/** The server's major version (`server_version_num` 150020 → 15). */
export async function serverMajor(sql) {
  const [{ server_version_num }] = await sql`show server_version_num`;
  return Math.floor(Number(server_version_num) / 10_000);
}

/** The connection string without its password, for messages. */
export const redact = (url) => url.replace(/:[^:@/]*@/, '@');
