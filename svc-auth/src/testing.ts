import type { MemberRole } from '@studio/contracts';
import type { Mail, Mailer } from '@studio/kit';
import type { Driver } from '@studio/kit/testing';
import { createTestPlatform, throwOnContractBreaches } from '@studio/kit/testing';
import { accounts, adminUsers, users } from './db/schema.ts';
import { hashPassword } from './passwords.ts';
import { createAuthService } from './service.ts';

export const ADMIN = { username: 'admin', password: 'admin-secret' };

/** svc-auth on a fresh database, with one-line helpers to arrange accounts and sign in. */
export async function authHarness(
  driver: Driver,
  { mailDelivery = 'smtp' }: { mailDelivery?: Mailer['delivery'] } = {},
) {
  const platform = await createTestPlatform(driver);
  /** The mails svc-auth sent, as an SMTP server would receive them. */
  const mails: Mail[] = [];
  const mailer: Mailer = {
    delivery: mailDelivery,
    async send(mail) {
      mails.push(mail);
      return { messageId: `<${mails.length}@test>` };
    },
  };
  const service = createAuthService(platform, { mailer, publicUrl: 'http://studio.test' });
  // An answer outside its route's contract (the service checks each in tests) fails the test that got it.
  throwOnContractBreaches(service.app);
  await service.start();
  const { db } = platform.database;
  await db.insert(users).values({ username: ADMIN.username, password: await hashPassword(ADMIN.password) });

  const request = (
    method: string,
    path: string,
    { token, json, headers }: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) =>
    service.app.request(path, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  const login = async (path: string, body: unknown) => {
    const res = await request('POST', path, { json: body });
    const data = (await res.json()) as { token?: string };
    if (!data.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(data)}`);
    return data.token;
  };

  const harness = {
    platform,
    mails,
    /** The path of the password link in the last mail sent to `email`. */
    linkPathFor(email: string) {
      const mail = mails.findLast((m) => m.to.includes(email));
      const path = mail?.text.match(/http:\/\/studio\.test(\/api\/auth\/password\/[\w-]+)/)?.[1];
      if (!path) throw new Error(`no password link mailed to ${email}`);
      return path;
    },
    /** Submits a link's form as the browser does. */
    setPassword(path: string, password: string, confirm = password) {
      return service.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password, confirm }).toString(),
      });
    },
    service,
    db,
    request,
    adminToken: () => login('/api/auth/login', ADMIN),
    async createAccount(businessName = 'Κλινική Δοκιμής', status: 'trial' | 'active' = 'trial') {
      const [row] = await db.insert(accounts).values({ businessName, status }).returning();
      return row!;
    },
    async createBusinessUser(
      accountId: number,
      email = `user${accountId}@clinic.test`,
      password = 'secret123',
      role: MemberRole = 'owner',
    ) {
      const [row] = await db
        .insert(adminUsers)
        .values({ accountId, email, password: await hashPassword(password), role })
        .returning();
      return { ...row!, plainPassword: password };
    },
    /** Another user of an account with its role, signed in. */
    async member(accountId: number, role: MemberRole, email = `${role}${accountId}@clinic.test`) {
      const user = await harness.createBusinessUser(accountId, email, 'secret123', role);
      const token = await login('/api/business/login', { email, password: 'secret123' });
      return { user, token };
    },
    /** A new account with its admin user, signed in. */
    async business(name = 'Κλινική Δοκιμής') {
      const account = await harness.createAccount(name);
      const user = await harness.createBusinessUser(account.id);
      const token = await login('/api/business/login', { email: user.email, password: user.plainPassword });
      return { account, user, token };
    },
    async close() {
      await service.stop();
      await platform.close();
    },
  };
  return harness;
}
