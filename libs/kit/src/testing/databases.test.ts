import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { createTestDatabase } from './databases.ts';

describe('createTestDatabase on PGlite', () => {
  it('refuses every use of a closed database, so a worker left running cannot reach the next one', async () => {
    const database = await createTestDatabase('pglite');
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    await database.close();
  });

  it('starts each database empty, whatever the one before it made or held', async () => {
    const first = await createTestDatabase('pglite');
    await first.db.execute(sql`create schema left_behind`);
    await first.db.execute(sql`create table left_behind.things (id int)`);
    await first.db.execute(sql`create table public.stray (id int)`);
    await first.db.execute(sql`set statement_timeout = '1234ms'`);
    await first.db.execute(sql`select pg_advisory_lock(42)`);
    await first.close();

    const second = await createTestDatabase('pglite');
    try {
      const schemas = rowsOf(
        await second.db.execute(
          sql`select nspname from pg_namespace where nspname not like 'pg\_%' and nspname <> 'information_schema' order by 1`,
        ),
      );
      expect(schemas).toEqual([{ nspname: 'public' }]);
      const tables = rowsOf(
        await second.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`),
      );
      expect(tables).toEqual([{ n: 0 }]);
      const timeout = rowsOf(await second.db.execute(sql`show statement_timeout`));
      expect(timeout).toEqual([{ statement_timeout: '0' }]);
      const locks = rowsOf(
        await second.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`),
      );
      expect(locks).toEqual([{ n: 0 }]);
      await second.db.execute(sql`create table public.stray (id int)`);
    } finally {
      await second.close();
    }
  });
});
