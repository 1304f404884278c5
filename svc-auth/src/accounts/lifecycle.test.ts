import { authMessages } from '@studio/contracts';
import { drivers, eventsOf } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, adminUsers, auditLog, companyInfo, passwordLinks } from '../db/schema.ts';
import { authHarness } from '../testing.ts';

describe.each(drivers)('account lifecycle on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  let admin: string;
  beforeAll(async () => {
    h = await authHarness(driver);
    admin = await h.adminToken();
  });
  afterAll(() => h.close());

  const signIn = (email: string, password: string) =>
    h.request('POST', '/api/business/login', { json: { email, password } });
  const auditActions = async (accountId: number) =>
    (await h.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map((r) => r.action);

  it('suspends an account: its sessions end, its users cannot sign in (Greek message), it is announced', async () => {
    const suspended = eventsOf(h.platform.bus, 'auth.account.suspended');
    const { account, user, token } = await h.business('Προς Αναστολή');
    const res = await h.request('POST', `/api/accounts/${account.id}/suspend`, { token: admin });
    expect(res.status).toBe(200);
    expect((await res.json()).account.suspendedAt).toEqual(expect.any(String));
    // The ended session's check says why, so the sign-in page can.
    const verified = await h.request('GET', '/api/auth/verify', { token });
    expect(verified.status).toBe(401);
    expect(await verified.json()).toMatchObject({
      error: 'account_suspended',
      message: authMessages.accountSuspended,
    });
    const login = await signIn(user.email, user.plainPassword);
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({
      error: 'account_suspended',
      message: authMessages.accountSuspended,
    });
    // A wrong password learns nothing about the account.
    expect((await signIn(user.email, 'wrong-password')).status).toBe(401);
    await expect.poll(() => suspended.map((e) => e.accountId)).toContain(account.id);
    expect((await h.request('POST', `/api/accounts/${account.id}/suspend`, { token: admin })).status).toBe(
      409,
    );
    expect(await auditActions(account.id)).toContain('account.suspended');
  });

  it('reactivates a suspended account: its users sign in again', async () => {
    const reactivated = eventsOf(h.platform.bus, 'auth.account.reactivated');
    const { account, user } = await h.business('Προς Επαναφορά');
    await h.request('POST', `/api/accounts/${account.id}/suspend`, { token: admin });
    const res = await h.request('POST', `/api/accounts/${account.id}/reactivate`, { token: admin });
    expect(res.status).toBe(200);
    expect((await res.json()).account.suspendedAt).toBeNull();
    expect((await signIn(user.email, user.plainPassword)).status).toBe(200);
    await expect.poll(() => reactivated.map((e) => e.accountId)).toContain(account.id);
    expect((await h.request('POST', `/api/accounts/${account.id}/reactivate`, { token: admin })).status).toBe(
      409,
    );
    expect(await auditActions(account.id)).toEqual(
      expect.arrayContaining(['account.suspended', 'account.reactivated']),
    );
  });

  it('deletes an account only with its name typed: its rows go, its sessions end, it is announced once', async () => {
    const deleted = eventsOf(h.platform.bus, 'auth.account.deleted');
    const { account, user, token } = await h.business('Προς Διαγραφή');
    await h.db
      .insert(companyInfo)
      .values({ accountId: account.id, companyName: 'Προς Διαγραφή', location: 'Αθήνα' });
    const wrong = await h.request('DELETE', `/api/accounts/${account.id}`, {
      token: admin,
      json: { confirmName: 'Άλλο όνομα' },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('confirmation_mismatch');
    const res = await h.request('DELETE', `/api/accounts/${account.id}`, {
      token: admin,
      json: { confirmName: 'Προς Διαγραφή' },
    });
    expect(res.status).toBe(200);
    expect(await h.db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([]);
    expect(await h.db.select().from(adminUsers).where(eq(adminUsers.id, user.id))).toEqual([]);
    expect(await h.db.select().from(companyInfo).where(eq(companyInfo.accountId, account.id))).toEqual([]);
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    await expect.poll(() => deleted.filter((e) => e.accountId === account.id).length).toBe(1);
    expect(await auditActions(account.id)).toContain('account.deleted');
    expect(
      (await h.request('DELETE', `/api/accounts/${account.id}`, { token: admin, json: { confirmName: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('keeps a trial end date, and clears it with null', async () => {
    const account = await h.createAccount('Δοκιμαστική');
    const put = (trialEndsAt: string | null) =>
      h.request('PUT', `/api/accounts/${account.id}`, {
        token: admin,
        json: { businessName: 'Δοκιμαστική', status: 'trial', trialEndsAt },
      });
    expect((await (await put('2026-12-31')).json()).account.trialEndsAt).toBe('2026-12-31');
    expect((await put('31/12/2026')).status).toBe(400);
    // Days that do not exist are bad input, not a database error.
    for (const day of ['2026-02-30', '2026-04-31', '0000-01-01', '1900-02-29', '2026-13-01', '2026-00-10']) {
      const res = await put(day);
      expect(res.status, day).toBe(400);
      expect((await res.json()).message).toContain('Trial end must be a date');
    }
    expect((await (await put('2028-02-29')).json()).account.trialEndsAt).toBe('2028-02-29');
    expect((await (await put(null)).json()).account.trialEndsAt).toBeNull();
  });

  it('shows the account page: company, users and the last sign-in of its own users', async () => {
    const { account } = await h.business('Σελίδα Λογαριασμού');
    await h.db.insert(companyInfo).values({
      accountId: account.id,
      companyName: 'Σελίδα Λογαριασμού ΑΕ',
      location: 'Πάτρα',
      taxId: '094019245',
      responsibleDoctor: 'Δρ. Νίκος Ιατρού',
    });
    const res = await h.request('GET', `/api/accounts/${account.id}`, { token: admin });
    const body = await res.json();
    expect(body.company).toMatchObject({
      companyName: 'Σελίδα Λογαριασμού ΑΕ',
      location: 'Πάτρα',
      timeZone: 'Europe/Athens',
      address: null,
      taxId: '094019245',
      responsibleDoctor: 'Δρ. Νίκος Ιατρού',
      doctorRegistration: null,
    });
    expect(Date.parse(body.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe.each(drivers)('business users as the admin runs them on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  let admin: string;
  beforeAll(async () => {
    h = await authHarness(driver);
    admin = await h.adminToken();
  });
  afterAll(() => h.close());

  const signIn = (email: string, password: string) =>
    h.request('POST', '/api/business/login', { json: { email, password } });

  it('disables a user (sessions end, sign-in refused in Greek, announced) and enables it again', async () => {
    const updated = eventsOf(h.platform.bus, 'auth.admin-user.updated');
    const { account, user, token } = await h.business('Απενεργοποίηση');
    const res = await h.request('POST', `/api/admin-users/${user.id}/disable`, { token: admin });
    expect((await res.json()).adminUser.disabled).toBe(true);
    const verified = await h.request('GET', '/api/auth/verify', { token });
    expect(verified.status).toBe(401);
    expect(await verified.json()).toMatchObject({
      error: 'user_disabled',
      message: authMessages.userDisabled,
    });
    const refused = await signIn(user.email, user.plainPassword);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(authMessages.userDisabled);
    await h.request('POST', `/api/admin-users/${user.id}/enable`, { token: admin });
    expect((await signIn(user.email, user.plainPassword)).status).toBe(200);
    const announced = {
      adminUserId: user.id,
      accountId: account.id,
      email: user.email,
      role: 'owner',
      canSignIn: true,
    };
    await expect
      .poll(() => updated.filter((e) => e.adminUserId === user.id))
      .toEqual([
        { ...announced, disabled: true },
        { ...announced, disabled: false },
      ]);
  });

  it('removes a user: its sessions end, it is announced, its e-mail is free again', async () => {
    const removed = eventsOf(h.platform.bus, 'auth.admin-user.removed');
    const { account, user, token } = await h.business('Αφαίρεση');
    expect((await h.request('DELETE', `/api/admin-users/${user.id}`, { token: admin })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    expect((await signIn(user.email, user.plainPassword)).status).toBe(401);
    await expect.poll(() => removed).toContainEqual({ adminUserId: user.id, accountId: account.id });
    const again = await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: user.email },
    });
    expect(again.status).toBe(201);
    expect((await h.request('DELETE', `/api/admin-users/${user.id}`, { token: admin })).status).toBe(404);
  });

  it('an invited user cannot sign in before setting a password', async () => {
    const account = await h.createAccount('Πρόσκληση');
    await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'new@invite.gr' },
    });
    expect((await signIn('new@invite.gr', 'anything1')).status).toBe(401);
  });

  it('a link works once: the second use is refused and the password stays the first one', async () => {
    const account = await h.createAccount('Μία Χρήση');
    await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'once@link.gr' },
    });
    const path = h.linkPathFor('once@link.gr');
    const page = await h.request('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('once@link.gr');
    expect((await h.setPassword(path, 'first-pass')).status).toBe(200);
    const second = await h.setPassword(path, 'second-pass');
    expect(second.status).toBe(410);
    expect(await second.text()).toContain('Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.');
    expect((await signIn('once@link.gr', 'first-pass')).status).toBe(200);
    expect((await signIn('once@link.gr', 'second-pass')).status).toBe(401);
  });

  it('the page of a link names the business, says the password rule, links the icon, follows the theme of the app', async () => {
    const account = await h.createAccount('Κλινική Δέρματος Λάρισας');
    await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'named@link.gr' },
    });
    const path = h.linkPathFor('named@link.gr');
    const page = await (await h.request('GET', path)).text();
    expect(page).toContain('Σας προσκάλεσαν στον λογαριασμό «Κλινική Δέρματος Λάρισας» στο Post Studio.');
    expect(page).toContain('<p id="rules" class="muted rules">Τουλάχιστον 6 χαρακτήρες.');
    expect(page).toContain('aria-describedby="rules"');
    expect(page).toContain('<link rel="icon" href="/favicon.svg"');
    expect(page).not.toContain('color-scheme:dark');
    const dark = await (await h.request('GET', path, { headers: { Cookie: 'theme=dark' } })).text();
    expect(dark).toMatch(/html\{color-scheme:dark\}body\{background:#0f1115/);
    const system = await (await h.request('GET', path, { headers: { Cookie: 'theme=system' } })).text();
    expect(system).toContain('@media (prefers-color-scheme: dark){html{color-scheme:dark}');
  });

  it('the link mail carries the business logo, an uploaded one made absolute', async () => {
    const account = await h.createAccount('Κλινική με Λογότυπο');
    await h.db.insert(companyInfo).values({
      accountId: account.id,
      companyName: 'Κλινική με Λογότυπο',
      location: 'Βόλος',
      logoUrl: '/uploads/logos/clinic-1.png',
    });
    await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'logo@link.gr' },
    });
    const mail = h.mails.findLast((m) => m.to.includes('logo@link.gr'));
    expect(mail?.html).toMatch(
      /^<p><img src="http:\/\/studio\.test\/uploads\/logos\/clinic-1\.png" alt="Λογότυπο: Κλινική με Λογότυπο"/,
    );
  });

  it('a link expires, and a newer link ends the older one', async () => {
    const account = await h.createAccount('Λήξη');
    await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'late@link.gr' },
    });
    const first = h.linkPathFor('late@link.gr');
    const [user] = await h.db.select().from(adminUsers).where(eq(adminUsers.email, 'late@link.gr'));
    const resent = await h.request('POST', `/api/admin-users/${user!.id}/send-link`, { token: admin });
    expect(resent.status).toBe(200);
    const second = h.linkPathFor('late@link.gr');
    expect(second).not.toBe(first);
    expect((await h.request('GET', first)).status).toBe(410);
    await h.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.adminUserId, user!.id));
    const expired = await h.setPassword(second, 'too-late-1');
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Ο σύνδεσμος έχει λήξει.');
  });

  it('a new e-mail, disabling or removing the user, suspending the account void every link sent before', async () => {
    const invite = async (email: string) => {
      const account = await h.createAccount(`Ακύρωση ${email}`);
      const res = await h.request('POST', '/api/admin-users', {
        token: admin,
        json: { accountId: account.id, email },
      });
      const { adminUser } = await res.json();
      return { account, id: adminUser.id as number, path: h.linkPathFor(email) };
    };
    const typo = await invite('typo@wrong.test');
    await h.request('PUT', `/api/admin-users/${typo.id}`, {
      token: admin,
      json: { email: 'right@clinic.test', sendLink: true },
    });
    expect((await h.request('GET', typo.path)).status).toBe(410);
    expect((await h.setPassword(typo.path, 'taken-over-1')).status).toBe(410);

    const disabled = await invite('disabled@link.gr');
    await h.request('POST', `/api/admin-users/${disabled.id}/disable`, { token: admin });
    await h.request('POST', `/api/admin-users/${disabled.id}/enable`, { token: admin });
    // Enabling again does not revive what was sent before.
    expect((await h.request('GET', disabled.path)).status).toBe(410);

    const suspended = await invite('suspended@link.gr');
    await h.request('POST', `/api/accounts/${suspended.account.id}/suspend`, { token: admin });
    expect((await h.request('GET', suspended.path)).status).toBe(410);
    await h.request('POST', `/api/accounts/${suspended.account.id}/reactivate`, { token: admin });
    expect((await h.request('GET', suspended.path)).status).toBe(410);
    expect((await h.setPassword(suspended.path, 'after-return-1')).status).toBe(410);

    const removed = await invite('removed@link.gr');
    await h.request('DELETE', `/api/admin-users/${removed.id}`, { token: admin });
    expect((await h.request('GET', removed.path)).status).toBeGreaterThanOrEqual(404);
  });

  it('a reset asked for on the login page never voids a pending invitation', async () => {
    const account = await h.createAccount('Πρόσκληση σε Αναμονή');
    await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'invitee@clinic.test' },
    });
    const invitation = h.linkPathFor('invitee@clinic.test');
    await h.request('POST', '/api/auth/password-reset', { json: { email: 'invitee@clinic.test' } });
    await expect.poll(() => h.linkPathFor('invitee@clinic.test')).not.toBe(invitation);
    const reset = h.linkPathFor('invitee@clinic.test');
    expect((await h.request('GET', invitation)).status).toBe(200);
    expect((await h.setPassword(invitation, 'invited-pass-1')).status).toBe(200);
    // The password is set: the reset link has nothing left to do.
    expect((await h.request('GET', reset)).status).toBe(410);
  });

  // PGlite is one connection: a row lock held there stops every other query, so only a server shows this.
  // It is defined for the server alone (integration), not skipped on PGlite: a skip would hide a failure.
  if (driver === 'postgres')
    it('answers a reset before looking the address up: a known one waits for nothing an unknown one does not', async () => {
      const { user } = await h.business('Χρόνος Απάντησης');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // Another request holds the user's row: the work of a known address would wait for it.
      const holder = h.db.transaction(async (tx) => {
        await tx.select().from(adminUsers).where(eq(adminUsers.id, user.id)).for('update');
        locked();
        await held;
      });
      await isLocked;
      try {
        const answered = await Promise.race([
          h.request('POST', '/api/auth/password-reset', {
            json: { email: user.email },
            headers: { 'X-Forwarded-For': '198.51.100.7' },
          }),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
        ]);
        expect(answered?.status).toBe(200);
      } finally {
        release();
        await holder;
      }
    });

  it('limits reset requests per e-mail and per address, the same for a known and an unknown one', async () => {
    const ask = (email: string, from: string) =>
      h.request('POST', '/api/auth/password-reset', {
        json: { email },
        headers: { 'X-Forwarded-For': from },
      });
    const account = await h.createAccount('Όριο Επαναφοράς');
    await h.createBusinessUser(account.id, 'known-limit@clinic.test');
    for (const email of ['known-limit@clinic.test', 'nobody-limit@nowhere.test']) {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await ask(email, `203.0.113.${i + 1}`)).status);
      expect(statuses, email).toEqual([200, 200, 200, 200, 429]);
    }
    const fromOne = [];
    for (let i = 0; i < 12; i++) fromOne.push((await ask(`spray${i}@nowhere.test`, '192.0.2.50')).status);
    expect(fromOne.slice(0, 11).every((s) => s === 200)).toBe(true);
    expect(fromOne[11]).toBe(429);
  });

  it('refuses a link of a suspended account, even one sent while it was suspended', async () => {
    const { account, user } = await h.business('Αναστολή Συνδέσμου');
    await h.request('POST', `/api/accounts/${account.id}/suspend`, { token: admin });
    const sent = await h.request('POST', `/api/admin-users/${user.id}/send-link`, { token: admin });
    expect(sent.status).toBe(409);
    await h.request('POST', '/api/auth/password-reset', { json: { email: user.email } });
    expect(h.mails.filter((m) => m.to.includes(user.email))).toEqual([]);
  });

  it('refuses a short or mismatched password on the link page, and keeps the link usable', async () => {
    const account = await h.createAccount('Έλεγχος Κωδικού');
    await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'form@link.gr' },
    });
    const path = h.linkPathFor('form@link.gr');
    expect((await h.setPassword(path, '123')).status).toBe(400);
    const mismatch = await h.setPassword(path, 'secret123', 'secret124');
    expect(await mismatch.text()).toContain('Οι δύο κωδικοί δεν ταιριάζουν.');
    expect((await h.setPassword(path, 'secret123')).status).toBe(200);
  });

  it('resets a password from the login page: the same answer for an unknown address, sessions end', async () => {
    const { user, token } = await h.business('Επαναφορά Κωδικού');
    const before = h.mails.length;
    const unknown = await h.request('POST', '/api/auth/password-reset', {
      json: { email: 'nobody@nowhere.gr' },
    });
    const known = await h.request('POST', '/api/auth/password-reset', { json: { email: user.email } });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await expect.poll(() => h.mails.length).toBe(before + 1);
    // A second request within the minute sends nothing more.
    await h.request('POST', '/api/auth/password-reset', { json: { email: user.email } });
    const path = h.linkPathFor(user.email);
    expect((await h.setPassword(path, 'brand-new-1')).status).toBe(200);
    expect(h.mails.length).toBe(before + 1);
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    expect((await signIn(user.email, 'brand-new-1')).status).toBe(200);
  });
});
