import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteClient, withOwnParsers } from './pglite.ts';

describe('openPgliteClient', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'pglite-')), 'pg');
  });
  afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

  it('initialises a new data directory, keeps its data across opens, with small buffers', async () => {
    const first = await openPgliteClient(dir);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    await first.exec('create table kept (id int); insert into kept values (7);');
    await first.close();

    const again = await openPgliteClient(dir);
    expect((await again.query<{ id: number }>('select id from kept')).rows).toEqual([{ id: 7 }]);
    expect(
      (await again.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers,
    ).toBe('16MB');
    await again.close();
  });
});

describe('withOwnParsers', () => {
  const row = sql`select timestamptz '2026-11-26 09:30:00+02' as at, date '2026-11-26' as day,
    interval '90 minutes' as wait, array[1.5, 2]::numeric[] as amounts, 7 as n`;

  it('answers drizzle as PGlite does, without handing PGlite its parsers on every statement', async () => {
    const client = await openPgliteClient(undefined);
    const asked: unknown[] = [];
    const query = client.query.bind(client);
    client.query = ((...[text, params, options]: Parameters<typeof client.query>) => {
      asked.push(options?.parsers);
      return query(text, params, options);
    }) as typeof client.query;
    const plain = drizzle({ client });
    const lean = drizzle({ client: withOwnParsers(client) });

    const expected = (await plain.execute(row)).rows;
    asked.length = 0;
    expect((await lean.execute(row)).rows).toEqual(expected);
    expect(await lean.transaction(async (tx) => (await tx.execute(row)).rows)).toEqual(expected);
    expect(expected[0]).toMatchObject({ day: '2026-11-26', wait: '01:30:00', n: 7 });
    // The outer query went without parsers (the transaction's own go through its tx object).
    expect(asked).toEqual([undefined]);
    await client.close();
  });

  it('passes the parsers on where the client does not already leave those types as text', async () => {
    const client = await PGlite.create();
    const lean = drizzle({ client: withOwnParsers(client) });
    expect((await lean.execute(row)).rows).toEqual((await drizzle({ client }).execute(row)).rows);
    await client.close();
  });
});
