import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SafetyPlatform, safetyPlatform } from './platform.ts';

/** Issue 32 items 15–16: what an admin does acting as a business is in the audit log; a suspended account only looks. */
let p: SafetyPlatform;
beforeAll(async () => {
  p = await safetyPlatform();
});
afterAll(() => p.close());

type Entry = {
  action: string;
  actorName: string;
  accountId: number | null;
  details: Record<string, unknown>;
};
const actingAs = async (accountId: number) =>
  (
    await p.expectOk<{ token: string }>('POST', '/api/auth/impersonate', {
      token: p.adminToken,
      json: { accountId },
    })
  ).token;

describe('an admin acting as a business', () => {
  it('has each change in the audit log with the admin’s name and the account', {
    timeout: 60_000,
  }, async () => {
    const owner = await p.business('Κλινική Επίσκεψης');
    const { posts } = await p.setUp(owner, {
      product: 'Ορός Επίσκεψης',
      company: 'Κλινική Επίσκεψης',
      location: 'Βόλος',
    });
    await p.connectFacebook(owner);
    const acting = await actingAs(owner.accountId);
    await p.expectOk('POST', '/api/v2/company-info', {
      token: acting,
      json: { companyName: 'Κλινική Αλλαγμένη', location: 'Βόλος', postFrequencyDays: 3 },
    });
    await p.expectOk('DELETE', `/api/bulk-posts/${posts[0]!.id}`, { token: acting });
    await p.expectOk('POST', '/api/facebook/disconnect', { token: acting });
    // The owner's own changes are the business's, not the admin's: not in the log.
    await p.expectOk('DELETE', `/api/bulk-posts/${posts[1]!.id}`, { token: owner.token });

    const changes = async () =>
      (
        await p.expectOk<{ entries: Entry[] }>('GET', '/api/audit-log?limit=100', { token: p.adminToken })
      ).entries.filter((e) => e.action === 'impersonation.change' && e.accountId === owner.accountId);
    await p.until('the three changes in the audit log', async () => (await changes()).length === 3);
    const entries = await changes();
    expect(entries.every((e) => e.actorName === 'safety-admin')).toBe(true);
    expect(entries.map((e) => `${e.details.method} ${e.details.path}`).sort()).toEqual(
      [
        'POST /api/v2/company-info',
        `DELETE /api/bulk-posts/${posts[0]!.id}`,
        'POST /api/facebook/disconnect',
      ].sort(),
    );
  });

  it('only looks at a suspended account: every change is refused, reading works', {
    timeout: 60_000,
  }, async () => {
    const owner = await p.business('Κλινική σε Αναστολή');
    const { posts } = await p.setUp(owner, {
      product: 'Ορός Αναστολής',
      company: 'Κλινική σε Αναστολή',
      location: 'Χανιά',
    });
    await p.expectOk('POST', `/api/accounts/${owner.accountId}/suspend`, { token: p.adminToken });
    const acting = await actingAs(owner.accountId);
    expect((await p.send('GET', '/api/bulk-posts', { token: acting })).status).toBe(200);
    for (const [method, url, json] of [
      ['POST', '/api/v2/company-info', { companyName: 'Αλλαγή', location: 'Χανιά', postFrequencyDays: 3 }],
      ['DELETE', `/api/bulk-posts/${posts[0]!.id}`, undefined],
      ['POST', '/api/facebook/disconnect', undefined],
      ['PATCH', '/api/v2/account-products/1', { customName: 'Αλλαγή' }],
    ] as const) {
      const res = await p.json<{ error: string }>(method, url, { token: acting, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.error).toBe('account_suspended');
    }
    await p.expectOk('POST', `/api/accounts/${owner.accountId}/reactivate`, { token: p.adminToken });
    // A portal opened after the reactivation changes again.
    const again = await actingAs(owner.accountId);
    expect((await p.send('DELETE', `/api/bulk-posts/${posts[0]!.id}`, { token: again })).status).toBe(200);
  });
});
