import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/databases.ts';
import { openDatabase } from './database.ts';

/** A migrations folder as drizzle-kit writes it: one migration creating a schema and a table. */
async function migrationsFolder(schema: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await writeFile(
    path.join(folder, '0000_first.sql'),
    `CREATE SCHEMA "${schema}";\n--> statement-breakpoint\nCREATE TABLE "${schema}"."things" ("id" serial PRIMARY KEY);`,
  );
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 1, tag: '0000_first', breakpoints: true }],
    }),
  );
  return folder;
}

describe('migrations on PostgreSQL', () => {
  it('are applied once when several replicas start together on an empty database', async () => {
    const database = await createTestDatabase('postgres');
    // Its location is its URL (trust auth: no password to leave out).
    const replicas = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: database.location, poolSize: 3 })),
    );
    try {
      const folder = await migrationsFolder('race');
      await Promise.all(
        replicas.map((replica) => replica.migrate({ migrationsFolder: folder, schema: 'race' })),
      );
      const rows = await database.db.execute(sql`select count(*)::int as n from drizzle.race_migrations`);
      expect([...(rows as unknown as { n: number }[])]).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await database.close();
    }
  });
});
