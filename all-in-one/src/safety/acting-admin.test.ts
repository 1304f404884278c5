import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SafetyPlatform, safetyPlatform } from './platform.ts';

/** What an admin does acting as a business is in the audit log; a suspended account only looks. */
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

  it('has each read of health-related data in the audit log: consents, their forms, inbox threads', {
    timeout: 60_000,
  }, async () => {
    const owner = await p.business('Κλινική Συναινέσεων');
    const form = new FormData();
    form.set('personRef', 'ΦΑΚ-Ε-17');
    form.set('channels', 'facebook');
    form.set('startsOn', '2026-01-01');
    form.set('endsOn', '2030-12-31');
    form.set('form', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'form.pdf'));
    const { consent } = await p.expectOk<{ consent: { id: number } }>('POST', '/api/consents', {
      token: owner.token,
      body: form,
    });
    const { facebookPages } = await p.connectFacebook(owner);
    const page = facebookPages[0]!;
    await p.expectOk('POST', '/api/selected-pages', {
      token: owner.token,
      json: { pages: [{ pageId: page.id, pageName: page.name, platform: 'facebook' }] },
    });
    await p.expectOk('POST', '/api/facebook-sandbox/messages', {
      token: owner.token,
      json: { pageId: page.id, text: 'Πόνεσα μετά τη θεραπεία, είναι φυσιολογικό;' },
    });
    const { threads } = await p.expectOk<{ threads: { id: number }[] }>('GET', '/api/inbox/threads', {
      token: owner.token,
    });
    // The owner's own reads are the business's: not in the log.
    await p.expectOk('GET', `/api/inbox/threads/${threads[0]!.id}`, { token: owner.token });
    const acting = await actingAs(owner.accountId);
    const reads = [
      '/api/consents',
      `/api/consents/${consent.id}/form`,
      '/api/inbox/threads',
      `/api/inbox/threads/${threads[0]!.id}`,
    ];
    for (const url of reads) expect((await p.send('GET', url, { token: acting })).status).toBe(200);
    // A read of no health-related data is not recorded.
    expect((await p.send('GET', '/api/bulk-posts', { token: acting })).status).toBe(200);

    const entries = async () =>
      (
        await p.expectOk<{ entries: Entry[] }>('GET', '/api/audit-log?limit=100', { token: p.adminToken })
      ).entries.filter((e) => e.action === 'impersonation.read' && e.accountId === owner.accountId);
    // One more audited read of svc-posts marks the end: the bulk posts' read went through the same outbox
    // before it, so a record of it would be there by the time the marker's is.
    expect((await p.send('GET', '/api/consents', { token: acting })).status).toBe(200);
    await p.until('the reads and the marker in the audit log', async () => (await entries()).length >= 5);
    const recorded = await entries();
    expect(recorded.every((e) => e.actorName === 'safety-admin')).toBe(true);
    expect(recorded.map((e) => `${e.details.method} ${e.details.path}`).sort()).toEqual(
      [...reads, '/api/consents'].map((url) => `GET ${url}`).sort(),
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
