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

describe('connections to PostgreSQL', () => {
  it('name their process, and give up a statement and an idle transaction within their limits', async () => {
    const database = await createTestDatabase('postgres');
    const opened = await openDatabase({
      databaseUrl: database.location,
      poolSize: 2,
      applicationName: 'svc-test',
      statementTimeoutMs: 200,
    });
    try {
      const [settings] = (await opened.db.execute(
        sql`select current_setting('application_name') as name,
                   current_setting('statement_timeout') as statement,
                   current_setting('idle_in_transaction_session_timeout') as idle`,
      )) as unknown as Record<string, string>[];
      expect(settings).toEqual({ name: 'svc-test', statement: '200ms', idle: '1min' });
      const started = Date.now();
      await expect(opened.db.execute(sql`select pg_sleep(5)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await opened.close();
      await database.close();
    }
  });

  it('fail to connect within two seconds when the server takes the connection and never answers', async () => {
    const { createServer } = await import('node:net');
    const held: import('node:net').Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as import('node:net').AddressInfo).port;
    const opened = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/silent` });
    try {
      const started = Date.now();
      await expect(opened.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      await opened.close();
    }
  });
});
