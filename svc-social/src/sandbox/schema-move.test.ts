import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresSandboxStore, sandboxMigrations } from '@studio/facebook-sandbox/postgres';
import { type Database, openDatabase, rowsOf } from '@studio/kit';
import { createTestDatabase, drivers, serverDrivers } from '@studio/kit/testing';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';

const SOCIAL = fileURLToPath(new URL('../db/migrations', import.meta.url));
const social = { migrationsFolder: SOCIAL, schema: 'social' };
const TABLES = ['sandbox_codes', 'sandbox_containers', 'sandbox_messages', 'sandbox_posts', 'sandbox_tokens'];

/** svc-social's migrations as they were while the sandbox's tables were in its schema (up to 0026). */
async function socialBeforeTheMove(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'social-migrations-'));
  await cp(SOCIAL, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 26);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database an installation running the sandbox left: its tables in `social`, one row in each. */
async function installationWithSandboxRows(database: Database) {
  await database.migrate({ migrationsFolder: await socialBeforeTheMove(), schema: 'social' });
  for (const insert of [
    sql`insert into social.sandbox_codes (code_hash, user_key, redirect_uri, expires_at)
      values ('code-1', 7, 'http://localhost/cb', now() + interval '5 minutes')`,
    sql`insert into social.sandbox_tokens (token_hash, user_key) values ('token-1', 7)`,
    sql`insert into social.sandbox_containers (id, ig_id, caption) values ('container-1', 'ig-1', 'Λεζάντα')`,
    sql`insert into social.sandbox_posts (id, user_key, page_id, platform, message, permalink)
      values ('post-1', 7, 'page-1', 'facebook', 'Καλημέρα από την κλινική', 'https://example.test/post-1')`,
    sql`insert into social.sandbox_messages (id, user_key, page_id, platform, patient_id, patient_name, sender, text)
      values ('m_1', 7, 'page-1', 'facebook', 'patient-1', 'Άννα', 'patient', 'Γεια σας')`,
  ])
    await database.db.execute(insert);
}

/** The first row a query answers. */
const firstRow = async <T>(database: Database, query: SQL) => rowsOf<T>(await database.db.execute(query))[0];

/** Each sandbox table's rows in `schema`; null: no such table there. */
const tableRows = async (database: Database, schema: string) => {
  const counts: Record<string, number | null> = {};
  for (const table of TABLES) {
    const exists = await firstRow<{ present: boolean }>(
      database,
      sql`select to_regclass(${`${schema}.${table}`}) is not null as present`,
    );
    counts[table] = exists?.present
      ? Number(
          (
            await firstRow<{ n: number }>(
              database,
              sql.raw(`select count(*)::int as n from ${schema}.${table}`),
            )
          )?.n,
        )
      : null;
  }
  return counts;
};

const schemaExists = async (database: Database, schema: string) =>
  (
    await firstRow<{ present: boolean }>(
      database,
      sql`select exists (select 1 from pg_namespace where nspname = ${schema}) as present`,
    )
  )?.present;

const ONE_EACH = Object.fromEntries(TABLES.map((table) => [table, 1]));
const NONE = Object.fromEntries(TABLES.map((table) => [table, null]));

async function testDatabase(driver: (typeof drivers)[number]) {
  const database = await createTestDatabase(driver);
  onTestFinished(() => database.close());
  return database;
}

// svc-social's schema loses the sandbox's tables; the sandbox's own schema gets them, with what an
// installation running the sandbox kept in them, whichever of the two migrations runs first.
describe.each(drivers)('the Facebook sandbox’s tables on %s', (driver) => {
  it.each([
    ['svc-social’s migrations first', [social, sandboxMigrations]],
    ['the sandbox’s migrations first', [sandboxMigrations, social]],
  ])('keep their rows, moved to the sandbox’s schema: %s', async (_order, order) => {
    const database = await testDatabase(driver);
    await installationWithSandboxRows(database);
    for (const migrations of order) await database.migrate(migrations);
    expect(await tableRows(database, 'facebook_sandbox')).toEqual(ONE_EACH);
    expect(await tableRows(database, 'social')).toEqual(NONE);
    // The sandbox reads them as it wrote them.
    const store = createPostgresSandboxStore(database.db, () => new Date());
    expect((await store.posts(7)).map((post) => post.message)).toEqual(['Καλημέρα από την κλινική']);
    expect(await store.messages(7)).toEqual([expect.objectContaining({ id: 'm_1', text: 'Γεια σας' })]);
    expect(await store.takeCode('code-1')).toBeNull(); // kept by its hash: a raw value is no code
    expect(await store.container('container-1')).toEqual(expect.objectContaining({ igId: 'ig-1' }));
  });

  it('are kept when the sandbox is off now: svc-social’s migration alone moves them', async () => {
    const database = await testDatabase(driver);
    await installationWithSandboxRows(database);
    await database.migrate(social);
    expect(await tableRows(database, 'facebook_sandbox')).toEqual(ONE_EACH);
    // The sandbox turned on later finds them.
    await database.migrate(sandboxMigrations);
    expect(await tableRows(database, 'facebook_sandbox')).toEqual(ONE_EACH);
  });

  it('are made on a new database, in the sandbox’s schema only', async () => {
    const database = await testDatabase(driver);
    await database.migrate(sandboxMigrations);
    await database.migrate(social);
    const empty = Object.fromEntries(TABLES.map((table) => [table, 0]));
    expect(await tableRows(database, 'facebook_sandbox')).toEqual(empty);
    expect(await tableRows(database, 'social')).toEqual(NONE);
  });

  it('are not made where the sandbox never runs: no sandbox schema, and empty old tables dropped', async () => {
    const fresh = await testDatabase(driver);
    await fresh.migrate(social);
    expect(await schemaExists(fresh, 'facebook_sandbox')).toBe(false);
    expect(await tableRows(fresh, 'social')).toEqual(NONE);

    const upgraded = await testDatabase(driver);
    await upgraded.migrate({ migrationsFolder: await socialBeforeTheMove(), schema: 'social' });
    await upgraded.migrate(social);
    expect(await schemaExists(upgraded, 'facebook_sandbox')).toBe(false);
    expect(await tableRows(upgraded, 'social')).toEqual(NONE);
  });
});

describe.each(serverDrivers)('the Facebook sandbox’s tables on %s, replicas starting together', (driver) => {
  it('are moved once, every replica running both migrations at the same time', async () => {
    const database = await testDatabase(driver);
    await installationWithSandboxRows(database);
    const replicas = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: database.location, poolSize: 3 })),
    );
    try {
      // As svc-social starts: the sandbox loads (its migrations) while the service's own are applied.
      await Promise.all(
        replicas.flatMap((replica, i) =>
          i % 2 === 0
            ? [replica.migrate(social), replica.migrate(sandboxMigrations)]
            : [replica.migrate(sandboxMigrations), replica.migrate(social)],
        ),
      );
    } finally {
      // Closed before the database is dropped under them.
      await Promise.all(replicas.map((replica) => replica.close()));
    }
    expect(await tableRows(database, 'facebook_sandbox')).toEqual(ONE_EACH);
    expect(await tableRows(database, 'social')).toEqual(NONE);
  });
});
