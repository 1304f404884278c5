import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { ADMIN, authHarness } from '../testing.ts';
import { purgeSessions } from './sessions.ts';

describe.each(drivers)('sign-in and sessions on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  beforeAll(async () => {
    h = await authHarness(driver);
  });
  afterAll(() => h.close());

  it('signs the admin in and verifies the token as admin', async () => {
    const res = await h.request('POST', '/api/auth/login', { json: ADMIN });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    const verify = await h.request('GET', '/api/auth/verify', { token: body.token });
    expect(await verify.json()).toEqual({
      success: true,
      role: 'admin',
      accountId: null,
      actingAdmin: false,
    });
  });

  it('names the admin in the token, so a change they make records who made it', async () => {
    const { token } = await (await h.request('POST', '/api/auth/login', { json: ADMIN })).json();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ role: 'admin', name: ADMIN.username });
  });

  it('stores passwords hashed with argon2id, never as given', async () => {
    const [admin] = await h.db.select().from(users).where(eq(users.username, ADMIN.username));
    expect(admin?.password).toMatch(/^\$argon2id\$/);
    expect(admin?.password).not.toContain(ADMIN.password);
  });

  it('refuses a wrong password with 401 and the spec-shaped answer', async () => {
    const res = await h.request('POST', '/api/auth/login', {
      json: { username: 'admin', password: 'wrong-one' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      success: false,
      error: 'invalid_credentials',
      message: 'Invalid username or password',
    });
  });

  it('answers the spec messages for missing username and password', async () => {
    const noName = await h.request('POST', '/api/auth/login', { json: { username: '', password: 'x' } });
    expect(noName.status).toBe(400);
    expect((await noName.json()).message).toBe('Username is required');
    const noPassword = await h.request('POST', '/api/auth/login', { json: { username: 'admin' } });
    expect((await noPassword.json()).message).toBe('Password is required');
  });

  it('answers malformed JSON with 400 JSON, not 500', async () => {
    const res = await h.service.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('signs a business user in with a token bound to its account', async () => {
    const { account, token } = await h.business();
    const verify = await h.request('GET', '/api/auth/verify', { token });
    expect(await verify.json()).toEqual({
      success: true,
      role: 'business_admin',
      accountId: account.id,
      actingAdmin: false,
      memberRole: 'owner',
    });
  });

  it('validates the business login with the spec messages', async () => {
    const badEmail = await h.request('POST', '/api/business/login', {
      json: { email: 'nope', password: 'secret123' },
    });
    expect((await badEmail.json()).message).toBe('Please enter a valid email address');
    const shortPassword = await h.request('POST', '/api/business/login', {
      json: { email: 'a@b.gr', password: '123' },
    });
    expect((await shortPassword.json()).message).toBe('Password must be at least 6 characters');
  });

  it('answers 401 "No auth token found", "Invalid token" and "Token expired"', async () => {
    const none = await h.request('GET', '/api/auth/verify');
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe('No auth token found');
    const garbage = await h.request('GET', '/api/auth/verify', { token: 'not.a.token' });
    expect((await garbage.json()).message).toBe('Invalid token');
    const expired = await h.platform.signer.issue(
      { sub: 'user:1', sid: 'x', role: 'admin', accountId: null, actingAdminId: null },
      new Date(Date.now() - 1000),
    );
    const res = await h.request('GET', '/api/auth/verify', { token: expired });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Token expired');
  });

  it('refuses a token signed with another secret', async () => {
    const { TokenSigner } = await import('@studio/kit');
    const forged = await new TokenSigner('x'.repeat(40)).issue(
      { sub: 'user:1', sid: 'x', role: 'admin', accountId: null, actingAdminId: null },
      new Date(Date.now() + 60_000),
    );
    const res = await h.request('GET', '/api/auth/verify', { token: forged });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Invalid token');
  });

  it('revokes the session on logout and announces it', async () => {
    const token = await h.adminToken();
    const logout = await h.request('POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(200);
    const after = await h.request('GET', '/api/auth/verify', { token });
    expect(after.status).toBe(401);
    expect((await after.json()).message).toBe('Invalid token');
    const revoked: string[] = [];
    await h.platform.bus.replay({
      subjects: ['auth.session.revoked'],
      handler: async (m) => void revoked.push((m.payload as { sid: string }).sid),
    });
    await expect.poll(() => revoked.length, { timeout: 5000 }).toBeGreaterThan(0);
    const [session] = await h.db.select().from(sessions).where(eq(sessions.token, revoked[0]!));
    expect(session?.revokedAt).not.toBeNull();
  });

  it('forgets sessions a day past their end, and their tokens stay refused', async () => {
    const { token, account } = await h.business('Κλινική Παλιάς Συνεδρίας');
    const mine = eq(sessions.accountId, account.id);
    await h.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(mine);
    await purgeSessions(h.db, new Date());
    expect(await h.db.select().from(sessions).where(mine)).toEqual([]);
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
  });

  it('gives an admin a business token for an account, marked as an admin acting', async () => {
    const account = await h.createAccount('Κλινική Επίσκεψης');
    const admin = await h.adminToken();
    const res = await h.request('POST', '/api/auth/impersonate', {
      token: admin,
      json: { accountId: account.id },
    });
    expect(res.status).toBe(200);
    const { token } = await res.json();
    const verify = await h.request('GET', '/api/auth/verify', { token });
    expect(await verify.json()).toEqual({
      success: true,
      role: 'business_admin',
      accountId: account.id,
      actingAdmin: true,
      memberRole: 'owner',
    });
  });

  it('refuses impersonation to a business, and of a missing account', async () => {
    const { token } = await h.business('Κλινική Χωρίς Δικαίωμα');
    const other = await h.createAccount('Άλλη Κλινική');
    const asBusiness = await h.request('POST', '/api/auth/impersonate', {
      token,
      json: { accountId: other.id },
    });
    expect(asBusiness.status).toBe(403);
    const admin = await h.adminToken();
    const missing = await h.request('POST', '/api/auth/impersonate', {
      token: admin,
      json: { accountId: 999999 },
    });
    expect(missing.status).toBe(404);
  });
});
