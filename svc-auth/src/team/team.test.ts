import { authMessages, type EventPayload, type TeamMember } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLinks } from '../db/schema.ts';
import { authHarness } from '../testing.ts';
import { teamMessages } from './routes.ts';

/** The owner manages the account's users and their roles from the portal. */
describe.each(drivers)('the team on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  const created: EventPayload<'auth.admin-user.created'>[] = [];
  const updated: EventPayload<'auth.admin-user.updated'>[] = [];
  beforeAll(async () => {
    h = await authHarness(driver);
    await h.platform.bus.subscribe({
      durable: 'team-test',
      subjects: ['auth.admin-user.created', 'auth.admin-user.updated'],
      handler: async (m) => {
        if (m.subject === 'auth.admin-user.created') created.push(m.payload as never);
        else updated.push(m.payload as never);
      },
    });
  });
  afterAll(() => h.close());

  const roleOf = async (token: string) => (await h.platform.signer.check(token)).memberRole;

  it('lists the account’s users with their roles, the caller marked', async () => {
    const { account, user, token } = await h.business('Κλινική Λίστας');
    const { user: reviewer } = await h.member(account.id, 'medical_reviewer', 'dr@list.test');
    await h.business('Άλλη Κλινική Λίστας');
    const res = await h.request('GET', '/api/team-members', { token });
    expect(res.status).toBe(200);
    expect((await res.json()).members).toEqual([
      {
        id: user.id,
        email: user.email,
        role: 'owner',
        invitationPending: false,
        disabled: false,
        you: true,
        invitation: null,
      },
      {
        id: reviewer.id,
        email: 'dr@list.test',
        role: 'medical_reviewer',
        invitationPending: false,
        disabled: false,
        you: false,
        invitation: null,
      },
    ]);
  });

  it('invites a user with a role by mail; the user sets a password on the link and signs in with that role', async () => {
    const { account, token } = await h.business('Κλινική Πρόσκλησης');
    const res = await h.request('POST', '/api/team-members', {
      token,
      json: { email: ' Marketing@Invite.test ', role: 'marketer' },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      member: { email: 'marketing@invite.test', role: 'marketer', invitationPending: true, you: false },
      message: teamMessages.invitedSent('marketing@invite.test'),
      link: null,
    });
    const announced = {
      adminUserId: body.member.id,
      accountId: account.id,
      email: 'marketing@invite.test',
      role: 'marketer',
    };
    // Announced as one who cannot sign in yet: no sign-off link is mailed to an invitee.
    await expect.poll(() => created).toContainEqual({ ...announced, canSignIn: false });
    const link = h.linkPathFor('marketing@invite.test');
    expect((await h.setPassword(link, 'new-secret-1')).status).toBe(200);
    await expect.poll(() => updated).toContainEqual({ ...announced, disabled: false, canSignIn: true });
    const login = await h.request('POST', '/api/business/login', {
      json: { email: 'marketing@invite.test', password: 'new-secret-1' },
    });
    const { token: marketer } = await login.json();
    expect(await roleOf(marketer)).toBe('marketer');
    const verify = await h.request('GET', '/api/auth/verify', { token: marketer });
    expect(await verify.json()).toMatchObject({ accountId: account.id, memberRole: 'marketer' });
    // A token issued before roles has none: the owner's, as SPEC's admin user is.
    expect(await roleOf(token)).toBe('owner');
  });

  it('answers the link itself when no mail server is configured, as the admin’s screen does', async () => {
    const kept = await authHarness(driver, { mailDelivery: 'kept' });
    try {
      const { token } = await kept.business('Κλινική Χωρίς SMTP');
      const res = await kept.request('POST', '/api/team-members', {
        token,
        json: { email: 'dr@kept.test', role: 'medical_reviewer' },
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.message).toBe(teamMessages.invitedKept);
      expect(body.link).toMatch(/^http:\/\/studio\.test\/api\/auth\/password\/[\w-]+$/);
      expect(body.linkExpiresAt).toEqual(expect.any(String));

      // A second invitation: both keep their links, read again from the database (a reload, a replica).
      const second = await (
        await kept.request('POST', '/api/team-members', {
          token,
          json: { email: 'mkt@kept.test', role: 'marketer' },
        })
      ).json();
      const invitations = async () =>
        Object.fromEntries(
          ((await (await kept.request('GET', '/api/team-members', { token })).json()).members as TeamMember[])
            .filter((member) => member.invitationPending)
            .map((member) => [member.email, member.invitation]),
        );
      expect(await invitations()).toEqual({
        'dr@kept.test': { link: body.link, expiresAt: body.linkExpiresAt },
        'mkt@kept.test': { link: second.link, expiresAt: second.linkExpiresAt },
      });
      // The secret is stored sealed, never as it is.
      const stored = await kept.db.select().from(passwordLinks);
      expect(JSON.stringify(stored)).not.toContain(body.link.split('/').at(-1));

      // «Αποστολή ξανά»: a new link; the old one opens nothing.
      const resent = await kept.request('POST', `/api/team-members/${body.member.id}/invitation`, { token });
      expect(resent.status).toBe(200);
      const again = await resent.json();
      expect(again.message).toBe(teamMessages.resentKept);
      expect(again.link).not.toBe(body.link);
      expect((await invitations())['dr@kept.test']).toEqual({
        link: again.link,
        expiresAt: again.linkExpiresAt,
      });
      expect((await kept.request('GET', new URL(body.link).pathname)).status).toBe(410);
      // Not for a user who already set a password.
      const { user: owner } = await kept.member(
        (await kept.business('Άλλη')).account.id,
        'owner',
        'o@kept.test',
      );
      expect((await kept.request('POST', `/api/team-members/${owner.id}/invitation`, { token })).status).toBe(
        404,
      );
    } finally {
      await kept.close();
    }
  });

  it('refuses an address already used, and a role that does not exist, in Greek', async () => {
    const { token } = await h.business('Κλινική Διπλού');
    // The address is another account's user: addresses are unique across the platform.
    await h.createBusinessUser((await h.createAccount('Τρίτη')).id, 'taken@team.test');
    const dup = await h.request('POST', '/api/team-members', {
      token,
      json: { email: 'taken@team.test', role: 'marketer' },
    });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: 'conflict', message: teamMessages.emailTaken });
    const bad = await h.request('POST', '/api/team-members', {
      token,
      json: { email: 'x@team.test', role: 'admin' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Επιλέξτε ρόλο');
  });

  it('refuses a marketer and a medical reviewer every team route (403 in Greek)', async () => {
    const { account, user, token: owner } = await h.business('Κλινική Ρόλων');
    for (const role of ['marketer', 'medical_reviewer'] as const) {
      const { token } = await h.member(account.id, role, `${role}@roles.test`);
      for (const [method, path, json] of [
        ['GET', '/api/team-members', undefined],
        ['POST', '/api/team-members', { email: 'new@roles.test', role: 'owner' }],
        ['PUT', `/api/team-members/${user.id}`, { role: 'marketer' }],
        ['DELETE', `/api/team-members/${user.id}`, undefined],
      ] as const) {
        const res = await h.request(method, path, { token, ...(json ? { json } : {}) });
        expect(res.status, `${method} ${path} as ${role}`).toBe(403);
        expect(await res.json()).toEqual({ error: 'role_forbidden', message: authMessages.roleForbidden });
      }
    }
    // Nothing changed: the owner is still the owner, the others kept their roles.
    const list = await h.request('GET', '/api/team-members', { token: owner });
    expect((await list.json()).members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'marketer',
      'medical_reviewer',
    ]);
  });

  it('never reaches another account’s users: 404, and they stay as they were', async () => {
    const { token } = await h.business('Κλινική Α ομάδας');
    const other = await h.business('Κλινική Β ομάδας');
    const { user: theirs } = await h.member(other.account.id, 'marketer', 'theirs@team.test');
    for (const [method, json] of [
      ['PUT', { role: 'owner' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await h.request(method, `/api/team-members/${theirs.id}`, {
        token,
        ...(json ? { json } : {}),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found', message: teamMessages.notFound });
    }
    const missing = await h.request('DELETE', '/api/team-members/999999', { token });
    expect(missing.status).toBe(404);
    const still = await h.request('GET', '/api/team-members', { token: other.token });
    expect((await still.json()).members).toContainEqual(
      expect.objectContaining({ id: theirs.id, role: 'marketer' }),
    );
  });

  it('changes a role: the user’s sessions end, and its next sign-in carries the new role', async () => {
    const { account, token } = await h.business('Κλινική Αλλαγής');
    const { user, token: before } = await h.member(account.id, 'marketer', 'change@team.test');
    expect((await h.request('GET', '/api/auth/verify', { token: before })).status).toBe(200);
    const res = await h.request('PUT', `/api/team-members/${user.id}`, {
      token,
      json: { role: 'medical_reviewer' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      member: { id: user.id, role: 'medical_reviewer' },
      message: teamMessages.roleChanged,
    });
    expect((await h.request('GET', '/api/auth/verify', { token: before })).status).toBe(401);
    await expect
      .poll(() => updated)
      .toContainEqual(
        expect.objectContaining({ adminUserId: user.id, accountId: account.id, role: 'medical_reviewer' }),
      );
    const login = await h.request('POST', '/api/business/login', {
      json: { email: 'change@team.test', password: 'secret123' },
    });
    expect(await roleOf((await login.json()).token)).toBe('medical_reviewer');
  });

  it('removes a user: its sessions end and it cannot sign in', async () => {
    const { account, token } = await h.business('Κλινική Αφαίρεσης');
    const { user, token: theirs } = await h.member(account.id, 'medical_reviewer', 'gone@team.test');
    const res = await h.request('DELETE', `/api/team-members/${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: teamMessages.removed });
    expect((await h.request('GET', '/api/auth/verify', { token: theirs })).status).toBe(401);
    const login = await h.request('POST', '/api/business/login', {
      json: { email: 'gone@team.test', password: 'secret123' },
    });
    expect(login.status).toBe(401);
  });

  it('keeps an owner: not oneself (422), not the last owner (409)', async () => {
    const { account, user: owner, token } = await h.business('Κλινική Ιδιοκτήτη');
    for (const [method, json] of [
      ['PUT', { role: 'marketer' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await h.request(method, `/api/team-members/${owner.id}`, {
        token,
        ...(json ? { json } : {}),
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: 'own_user', message: teamMessages.yourself });
    }
    // The platform admin acting as the business is no user of it: only the last-owner rule stops it.
    const admin = await h.adminToken();
    const acting = (
      await (
        await h.request('POST', '/api/auth/impersonate', { token: admin, json: { accountId: account.id } })
      ).json()
    ).token as string;
    for (const [method, json] of [
      ['PUT', { role: 'medical_reviewer' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await h.request(method, `/api/team-members/${owner.id}`, {
        token: acting,
        ...(json ? { json } : {}),
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: 'conflict', message: teamMessages.lastOwner });
    }
    // With a second owner, the first may be made a marketer by the second.
    const { token: second } = await h.member(account.id, 'owner', 'second@owner.test');
    const demoted = await h.request('PUT', `/api/team-members/${owner.id}`, {
      token: second,
      json: { role: 'marketer' },
    });
    expect(demoted.status).toBe(200);
    expect((await h.request('GET', '/api/team-members', { token })).status).toBe(401);
  });
});
