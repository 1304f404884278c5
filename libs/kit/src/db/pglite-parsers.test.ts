import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../testing/databases.ts';
import { openPgliteClient, withOwnParsers } from './pglite.ts';

// In memory, from the tests' template data directory: no initdb.
describe('withOwnParsers', () => {
  const row = sql`select timestamptz '2026-11-26 09:30:00+02' as at, date '2026-11-26' as day,
    interval '90 minutes' as wait, array[1.5, 2]::numeric[] as amounts, 7 as n`;

  it('answers drizzle as PGlite does, without handing PGlite its parsers on every statement', async () => {
    const client = await openPgliteClient(undefined, await pgliteTemplate());
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
    const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    const lean = drizzle({ client: withOwnParsers(client) });
    expect((await lean.execute(row)).rows).toEqual((await drizzle({ client }).execute(row)).rows);
    await client.close();
  });
});
