import { randomBytes } from 'node:crypto';
import { type Db, emit } from '@studio/kit';
import { eq, sql } from 'drizzle-orm';
import { announceAdminUser } from './accounts/admin-users.ts';
import { accounts, adminUsers, outbox, users } from './db/schema.ts';
import { hashPassword } from './passwords.ts';

export type SeedOptions = {
  adminUsername: string;
  /** Generated when not given, and reported once, in the answer. */
  adminPassword?: string;
  demoBusiness: boolean;
  demoEmail: string;
  demoPassword?: string;
};

/** A login the seed created; `password` only when generated (one the operator set is never repeated). */
export type Login = { area: 'admin' | 'business'; path: string; username: string; password: string | null };

const generatePassword = () => randomBytes(9).toString('base64url');

/**
 * On an empty database: the platform admin and, when asked, a demo business with its admin
 * user (its company setup is left to the demo, as step 1), announced like an account and an admin user
 * created through the API, so the other services know them (svc-posts mails the admin user). Returns
 * the logins it created (none when the data was already there).
 */
export async function seed(db: Db, options: SeedOptions): Promise<Login[]> {
  // Replicas starting together on an empty database take turns: the first seeds, the others find it done.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('post-studio:auth-seed'))`);
    return seedOnce(tx, options);
  });
}

async function seedOnce(db: Db, options: SeedOptions): Promise<Login[]> {
  const logins: Login[] = [];
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (!anyUser) {
    const password = options.adminPassword ?? generatePassword();
    const created = await db
      .insert(users)
      .values({ username: options.adminUsername, password: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created.length > 0)
      logins.push({
        area: 'admin',
        path: '/admin',
        username: options.adminUsername,
        password: options.adminPassword ? null : password,
      });
  }
  if (!options.demoBusiness) return logins;
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, options.demoEmail));
  const [anyAccount] = await db.select({ id: accounts.id }).from(accounts).limit(1);
  if (existing || anyAccount) return logins;
  const password = options.demoPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const [account] = await db
    .insert(accounts)
    .values({ businessName: 'Κλινική Αισθητικής Αθηνά', status: 'active' })
    .returning();
  if (!account) throw new Error('insert returned no row');
  await emit(db, outbox, 'auth.account.created', {
    accountId: account.id,
    businessName: account.businessName,
    status: account.status,
  });
  const [adminUser] = await db
    .insert(adminUsers)
    .values({ accountId: account.id, email: options.demoEmail, password: passwordHash })
    .returning();
  if (!adminUser) throw new Error('insert returned no row');
  await announceAdminUser(db, 'auth.admin-user.created', adminUser);
  logins.push({
    area: 'business',
    path: '/business/login',
    username: options.demoEmail,
    password: options.demoPassword ? null : password,
  });
  return logins;
}
