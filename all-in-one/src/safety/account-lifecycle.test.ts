import { rowsOf } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SafetyPlatform, safetyPlatform } from './platform.ts';

/**
 * An account the platform admin deletes leaves no row anywhere. Every column that names an
 * account, in every service's schema, is looked at, so a table added later is checked too; the audit
 * log (who deleted which business, kept on purpose) and the outboxes (events, purged on their own) apart.
 */
let p: SafetyPlatform;
beforeAll(async () => {
  p = await safetyPlatform();
});
afterAll(() => p.close());

const KEPT = new Set(['auth.audit_log', 'auth.outbox', 'catalog.outbox', 'social.outbox', 'posts.outbox']);

/** The rows naming the account, per table: `schema.table` → count, tables with none left out. */
async function rowsNaming(accountId: number): Promise<Record<string, number>> {
  const { db } = p.platform.database;
  const columns = rowsOf<{ schema: string; table: string; column: string }>(
    await db.execute(sql`
    select table_schema as schema, table_name as table, column_name as column
    from information_schema.columns
    where table_schema in ('auth', 'catalog', 'social', 'posts')
      and column_name in ('account_id', 'owner_account_id', 'user_key')`),
  );
  const found: Record<string, number> = {};
  for (const { schema, table, column } of columns) {
    if (KEPT.has(`${schema}.${table}`)) continue;
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)} where ${sql.identifier(column)} = ${accountId}`,
      ),
    );
    if (row && row.n > 0) found[`${schema}.${table}`] = row.n;
  }
  return found;
}

describe('deleting an account', () => {
  it('removes its rows in every service and revokes its Facebook login, and touches no other account', {
    timeout: 60_000,
  }, async () => {
    const gone = await p.business('Κλινική προς Διαγραφή');
    const kept = await p.business('Κλινική που Μένει');
    for (const [owner, name] of [
      [gone, 'Κλινική προς Διαγραφή'],
      [kept, 'Κλινική που Μένει'],
    ] as const) {
      await p.setUp(owner, { product: `Ορός ${name}`, company: name, location: 'Αθήνα' });
      // Facebook connected as a browser does, and its first page selected.
      const { facebookPages } = await p.connectFacebook(owner);
      await p.expectOk('POST', '/api/selected-pages', {
        token: owner.token,
        json: {
          pages: [{ pageId: facebookPages[0]!.id, pageName: facebookPages[0]!.name, platform: 'facebook' }],
        },
      });
    }
    const before = await rowsNaming(gone.accountId);
    for (const table of [
      'auth.admin_users',
      'auth.company_info',
      'catalog.account_products',
      'social.selected_pages',
      'social.facebook_connections',
      'posts.bulk_generated_posts',
    ])
      expect(before[table], table).toBeGreaterThan(0);
    const keptBefore = await rowsNaming(kept.accountId);

    const refused = await p.send('DELETE', `/api/accounts/${gone.accountId}`, {
      token: p.adminToken,
      json: { confirmName: 'Κλινική που Μένει' },
    });
    expect(refused.status).toBe(400);
    await p.expectOk('DELETE', `/api/accounts/${gone.accountId}`, {
      token: p.adminToken,
      json: { confirmName: 'Κλινική προς Διαγραφή' },
    });

    await p.until(
      'every service to remove the deleted account',
      async () => Object.keys(await rowsNaming(gone.accountId)).length === 0,
      20_000,
    );
    expect(await rowsNaming(gone.accountId)).toEqual({});
    expect(await rowsNaming(kept.accountId)).toEqual(keptBefore);
    expect((await p.send('GET', '/api/bulk-posts', { token: gone.token })).status).toBe(401);
    expect(p.logs.some((line) => line.includes('Facebook login of a deleted account not revoked'))).toBe(
      false,
    );
  });
});
