import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness } from '../testing.ts';

describe.each(drivers)('business accounts on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  let admin: string;
  beforeAll(async () => {
    h = await authHarness(driver);
    admin = await h.adminToken();
  });
  afterAll(() => h.close());

  it('creates an account as trial by default and announces it', async () => {
    const events: unknown[] = [];
    await h.platform.bus.subscribe({
      durable: 'test',
      subjects: ['auth.account.created'],
      handler: async (m) => void events.push(m.payload),
    });
    const res = await h.request('POST', '/api/accounts', {
      token: admin,
      json: { businessName: '  Derma Clinic  ' },
    });
    expect(res.status).toBe(201);
    const { account } = await res.json();
    expect(account).toMatchObject({ businessName: 'Derma Clinic', status: 'trial', adminUsers: [] });
    expect(new Date(account.createdAt).getTime()).not.toBeNaN();
    await expect
      .poll(() => events, { timeout: 5000 })
      .toContainEqual({ accountId: account.id, businessName: 'Derma Clinic', status: 'trial' });
  });

  it('answers "Business name is required" for a short name', async () => {
    const res = await h.request('POST', '/api/accounts', { token: admin, json: { businessName: 'A' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation', message: 'Business name is required' });
  });

  it('lists accounts newest first with their admin users and no passwords', async () => {
    const older = await h.createAccount('Παλαιότερη');
    await h.createBusinessUser(older.id, 'owner@older.gr');
    const newer = await h.createAccount('Νεότερη', 'active');
    const res = await h.request('GET', '/api/accounts', { token: admin });
    const { accounts } = await res.json();
    const ids = accounts.map((a: { id: number }) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const withUser = accounts.find((a: { id: number }) => a.id === older.id);
    expect(withUser.adminUsers).toEqual([
      {
        id: expect.any(Number),
        accountId: older.id,
        email: 'owner@older.gr',
        disabled: false,
        invitationPending: false,
        role: 'owner',
      },
    ]);
    expect(JSON.stringify(accounts)).not.toContain('argon2');
  });

  it('filters by status and search', async () => {
    await h.createAccount('Ιατρείο Φίλτρου', 'active');
    const res = await h.request('GET', '/api/accounts?status=active&search=φίλτρου', { token: admin });
    const { accounts } = await res.json();
    expect(accounts.map((a: { businessName: string }) => a.businessName)).toEqual(['Ιατρείο Φίλτρου']);
  });

  it('reads and updates one account; a missing or malformed id is 404', async () => {
    const account = await h.createAccount('Προς Αλλαγή');
    const put = await h.request('PUT', `/api/accounts/${account.id}`, {
      token: admin,
      json: { businessName: 'Αλλαγμένη', status: 'active' },
    });
    expect(put.status).toBe(200);
    const get = await h.request('GET', `/api/accounts/${account.id}`, { token: admin });
    expect(await get.json()).toMatchObject({
      success: true,
      account: { businessName: 'Αλλαγμένη', status: 'active' },
      adminUsers: [],
    });
    expect((await h.request('GET', '/api/accounts/987654', { token: admin })).status).toBe(404);
    expect((await h.request('GET', '/api/accounts/1%20or%201=1', { token: admin })).status).toBe(404);
    expect(
      (
        await h.request('PUT', '/api/accounts/987654', {
          token: admin,
          json: { businessName: 'Καμία', status: 'trial' },
        })
      ).status,
    ).toBe(404);
  });

  it('invites an admin user by mail, who sets the password on the link and then signs in', async () => {
    const account = await h.createAccount('Με Χρήστη');
    const bad = async (json: unknown) =>
      (await (await h.request('POST', '/api/admin-users', { token: admin, json })).json()).message;
    expect(await bad({ accountId: 0, email: 'a@b.gr' })).toBe('Account is required');
    expect(await bad({ accountId: account.id, email: 'no-at-sign' })).toBe('Valid email is required');

    const res = await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'Owner@Clinic.GR' },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.adminUser).toEqual({
      id: expect.any(Number),
      accountId: account.id,
      email: 'owner@clinic.gr',
      disabled: false,
      invitationPending: true,
      role: 'owner',
    });
    // The mail was sent: the link is not in the answer.
    expect(body.link).toBeNull();
    expect(h.mails.at(-1)).toMatchObject({ to: ['owner@clinic.gr'], subject: 'Πρόσκληση στο Post Studio' });
    const path = h.linkPathFor('owner@clinic.gr');
    expect((await h.setPassword(path, 'secret123')).status).toBe(200);
    const login = await h.request('POST', '/api/business/login', {
      json: { email: 'owner@clinic.gr', password: 'secret123' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a second admin user with the same e-mail with 409, and a missing account with 404', async () => {
    const account = await h.createAccount('Διπλή');
    const json = { accountId: account.id, email: 'twice@clinic.gr' };
    expect((await h.request('POST', '/api/admin-users', { token: admin, json })).status).toBe(201);
    const again = await h.request('POST', '/api/admin-users', { token: admin, json });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('conflict');
    expect(
      (await h.request('POST', '/api/admin-users', { token: admin, json: { ...json, accountId: 999999 } }))
        .status,
    ).toBe(404);
  });

  it("changes an admin user's e-mail, which ends the user's sessions", async () => {
    const account = await h.createAccount('Ενημέρωση Χρήστη');
    const user = await h.createBusinessUser(account.id, 'before@clinic.gr');
    const token = await h.request('POST', '/api/business/login', {
      json: { email: 'before@clinic.gr', password: user.plainPassword },
    });
    const { token: session } = await token.json();
    const res = await h.request('PUT', `/api/admin-users/${user.id}`, {
      token: admin,
      json: { email: 'after@clinic.gr', sendLink: true },
    });
    expect(res.status).toBe(200);
    expect((await h.request('GET', '/api/auth/verify', { token: session })).status).toBe(401);
    const login = await h.request('POST', '/api/business/login', {
      json: { email: 'after@clinic.gr', password: user.plainPassword },
    });
    expect(login.status).toBe(200);
    // The reset link went to the new address.
    expect(h.linkPathFor('after@clinic.gr')).toMatch(/^\/api\/auth\/password\//);
    expect(
      (
        await h.request('PUT', '/api/admin-users/999999', {
          token: admin,
          json: { email: 'x@y.gr', password: 'secret123' },
        })
      ).status,
    ).toBe(404);
  });

  it('creates an admin user with the password the admin typed, and mails nothing', async () => {
    const account = await h.createAccount('Με Κωδικό');
    const create = (password: unknown) =>
      h.request('POST', '/api/admin-users', {
        token: admin,
        json: { accountId: account.id, email: 'typed@clinic.gr', password },
      });
    for (const short of ['', '12345']) {
      const res = await create(short);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Password must be at least 6 characters');
    }
    const mailed = h.mails.length;
    const res = await create('typed-secret');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ adminUser: { invitationPending: false }, link: null });
    expect(JSON.stringify(body)).not.toContain('typed-secret');
    expect(h.mails).toHaveLength(mailed);
    const login = await h.request('POST', '/api/business/login', {
      json: { email: 'typed@clinic.gr', password: 'typed-secret' },
    });
    expect(login.status).toBe(200);
  });

  it('always wants a new password when editing, ending the user’s sessions, unless a link is sent instead', async () => {
    const account = await h.createAccount('Νέος Κωδικός');
    const user = await h.createBusinessUser(account.id, 'edit@clinic.gr');
    const { token: session } = await (
      await h.request('POST', '/api/business/login', {
        json: { email: 'edit@clinic.gr', password: user.plainPassword },
      })
    ).json();
    const put = (json: unknown) => h.request('PUT', `/api/admin-users/${user.id}`, { token: admin, json });
    for (const json of [{ email: 'edit@clinic.gr' }, { email: 'edit@clinic.gr', password: 'short' }]) {
      const res = await put(json);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Password must be at least 6 characters');
    }
    expect((await put({ email: 'edit@clinic.gr', password: 'brand-new-2' })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/verify', { token: session })).status).toBe(401);
    const signIn = (password: string) =>
      h.request('POST', '/api/business/login', { json: { email: 'edit@clinic.gr', password } });
    expect((await signIn(user.plainPassword)).status).toBe(401);
    expect((await signIn('brand-new-2')).status).toBe(200);
  });

  it('creates a user with a role, changes it (ending its sessions) and keeps the account’s last owner', async () => {
    const account = await h.createAccount('Κλινική Ρόλων Διαχειριστή');
    const owner = await h.createBusinessUser(account.id, 'owner@roles-admin.gr');
    const res = await h.request('POST', '/api/admin-users', {
      token: admin,
      json: {
        accountId: account.id,
        email: 'dr@roles-admin.gr',
        password: 'secret123',
        role: 'medical_reviewer',
      },
    });
    expect(res.status).toBe(201);
    const { adminUser } = await res.json();
    expect(adminUser.role).toBe('medical_reviewer');
    const login = await h.request('POST', '/api/business/login', {
      json: { email: 'dr@roles-admin.gr', password: 'secret123' },
    });
    const { token } = await login.json();
    expect((await h.platform.signer.check(token)).memberRole).toBe('medical_reviewer');
    // A role alone needs no new password; the user's sessions end.
    const changed = await h.request('PUT', `/api/admin-users/${adminUser.id}`, {
      token: admin,
      json: { email: 'dr@roles-admin.gr', role: 'marketer' },
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).adminUser.role).toBe('marketer');
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    const lastOwner = await h.request('PUT', `/api/admin-users/${owner.id}`, {
      token: admin,
      json: { email: owner.email, role: 'marketer' },
    });
    expect(lastOwner.status).toBe(409);
    const { accounts } = await (await h.request('GET', '/api/accounts', { token: admin })).json();
    const roles = accounts
      .find((a: { id: number }) => a.id === account.id)
      .adminUsers.map((u: { email: string; role: string }) => `${u.email} ${u.role}`);
    expect(roles.sort()).toEqual(['dr@roles-admin.gr marketer', 'owner@roles-admin.gr owner']);
  });

  it('refuses every account route to a business token (403) and to no token (401)', async () => {
    const { token } = await h.business('Απλή Επιχείρηση');
    for (const [method, path] of [
      ['GET', '/api/accounts'],
      ['POST', '/api/accounts'],
      ['GET', '/api/accounts/1'],
      ['PUT', '/api/accounts/1'],
      ['POST', '/api/admin-users'],
      ['PUT', '/api/admin-users/1'],
      ['POST', '/api/accounts/1/suspend'],
      ['POST', '/api/accounts/1/reactivate'],
      ['DELETE', '/api/accounts/1'],
      ['POST', '/api/admin-users/1/disable'],
      ['POST', '/api/admin-users/1/enable'],
      ['POST', '/api/admin-users/1/send-link'],
      ['DELETE', '/api/admin-users/1'],
    ] as const) {
      const json = method === 'GET' ? undefined : {};
      expect((await h.request(method, path, { token, json })).status, `${method} ${path}`).toBe(403);
      expect((await h.request(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
  });
});
