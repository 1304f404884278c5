import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../db/schema.ts';
import { authHarness } from '../testing.ts';

describe.each(drivers)('sessions the admin ends, and the audit log, on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  beforeAll(async () => {
    h = await authHarness(driver);
  });
  afterAll(() => h.close());

  const verify = async (token: string) => (await h.request('GET', '/api/auth/verify', { token })).status;
  const log = async (query = '') =>
    (await h.request('GET', `/api/audit-log${query}`, { token: await h.adminToken() })).json();

  it("ends a business user's sessions when the admin changes their e-mail", async () => {
    const { token, user, account } = await h.business('Κλινική Νέου Κωδικού');
    expect(await verify(token)).toBe(200);
    const res = await h.request('PUT', `/api/admin-users/${user.id}`, {
      token: await h.adminToken(),
      json: { email: 'changed@clinic.gr', password: 'changed-pass-1' },
    });
    expect(res.status).toBe(200);
    expect(await verify(token)).toBe(401);
    const { entries } = await log();
    expect(entries[0]).toMatchObject({
      action: 'admin-user.updated',
      accountId: account.id,
      // Names, not ids.
      accountName: 'Κλινική Νέου Κωδικού',
      actorName: 'admin',
      details: { adminUserId: user.id, sessionsRevoked: 1 },
    });
  });

  it("lets the admin end a user's sessions; a business cannot", async () => {
    const { token, user } = await h.business('Κλινική Χαμένου Κινητού');
    const admin = await h.adminToken();
    expect((await h.request('POST', `/api/admin-users/${user.id}/revoke-sessions`, { token })).status).toBe(
      403,
    );
    const res = await h.request('POST', `/api/admin-users/${user.id}/revoke-sessions`, { token: admin });
    expect(await res.json()).toEqual({ success: true, revoked: 1, message: 'Sessions ended' });
    expect(await verify(token)).toBe(401);
    expect(
      (await h.request('POST', '/api/admin-users/999999/revoke-sessions', { token: admin })).status,
    ).toBe(404);
  });

  it('ends the portal an admin opened when the admin signs out, and never lets it outlive the admin session', async () => {
    const account = await h.createAccount('Κλινική Επίσκεψης Admin');
    const admin = await h.adminToken();
    const opened = await h.request('POST', '/api/auth/impersonate', {
      token: admin,
      json: { accountId: account.id },
    });
    const { token: portal } = await opened.json();
    const rows = await h.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(rows).toHaveLength(1);
    const [parent] = await h.db.select().from(sessions).where(eq(sessions.token, rows[0]!.openedBy!));
    expect(rows[0]!.expiresAt.getTime()).toBeLessThanOrEqual(parent!.expiresAt.getTime());
    expect(await verify(portal)).toBe(200);
    expect((await h.request('POST', '/api/auth/logout', { token: admin })).status).toBe(200);
    expect(await verify(portal)).toBe(401);
    const { entries } = await log();
    expect(entries.find((e: { action: string }) => e.action === 'impersonation.started')).toMatchObject({
      accountId: account.id,
      actorName: 'admin',
    });
  });

  it('names the admin, also in entries recorded with the token subject before names were looked up', async () => {
    const [admin] = await h.db.select().from(users).where(eq(users.username, 'admin'));
    const [old] = await h.db
      .insert(auditLog)
      .values({
        actorId: admin!.id,
        actorName: `user:${admin!.id}`,
        action: 'account.created',
        accountId: null,
        at: new Date(Date.now() + 60_000),
      })
      .returning();
    const { entries } = await log('?limit=1');
    expect(entries[0]).toMatchObject({ id: old!.id, actorName: 'admin' });
    await h.db.delete(auditLog).where(eq(auditLog.id, old!.id));
  });

  it('records account changes, newest first, in pages, for the admin only', async () => {
    const admin = await h.adminToken();
    const created = await h.request('POST', '/api/accounts', {
      token: admin,
      json: { businessName: 'Κλινική Ημερολογίου', status: 'trial' },
    });
    const { account } = await created.json();
    const updated = await h.request('PUT', `/api/accounts/${account.id}`, {
      token: admin,
      json: { businessName: 'Κλινική Ημερολογίου', status: 'active' },
    });
    expect(updated.status).toBe(200);
    const first = await log('?page=1&limit=2');
    expect(first).toMatchObject({ success: true, page: 1, limit: 2, total: expect.any(Number) });
    expect(first.entries.map((e: { action: string }) => e.action)).toEqual([
      'account.updated',
      'account.created',
    ]);
    expect(first.entries[0]).toMatchObject({
      accountId: account.id,
      details: { status: { from: 'trial', to: 'active' } },
    });
    const { token } = await h.business('Κλινική Περίεργη');
    expect((await h.request('GET', '/api/audit-log', { token })).status).toBe(403);
    for (const bad of ['?page=0', '?limit=500', '?page=0x1e', '?page=%5B5%5D']) {
      expect((await h.request('GET', `/api/audit-log${bad}`, { token: admin })).status, bad).toBe(400);
    }
  });
});
