import type { Account, AccountResponse, AdminUser } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { accounts, adminUsers, companyInfo, sessions } from '../db/schema.ts';

type AccountRow = typeof accounts.$inferSelect;

const toAdminUser = (row: typeof adminUsers.$inferSelect): AdminUser => ({
  id: row.id,
  accountId: row.accountId,
  email: row.email,
  disabled: row.disabledAt !== null,
  invitationPending: row.password === null,
  role: row.role,
});

/** Accounts with their admin users (never their passwords), newest first. */
export async function listAccounts(db: Db, ids?: number[]): Promise<Account[]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(ids ? inArray(accounts.id, ids) : undefined)
    .orderBy(desc(accounts.createdAt), desc(accounts.id));
  if (rows.length === 0) return [];
  const users = await db
    .select()
    .from(adminUsers)
    .where(
      inArray(
        adminUsers.accountId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(adminUsers.id));
  return rows.map((row) => toAccount(row, users.filter((u) => u.accountId === row.id).map(toAdminUser)));
}

export async function findAccount(db: Db, id: number): Promise<Account | null> {
  const [account] = await listAccounts(db, [id]);
  return account ?? null;
}

/** The admin's account page: the account, its company setup and its users' last sign-in. */
export async function findAccountDetail(
  db: Db,
  id: number,
): Promise<Omit<AccountResponse, 'success'> | null> {
  const account = await findAccount(db, id);
  if (!account) return null;
  const [company] = await db
    .select({
      companyName: companyInfo.companyName,
      location: companyInfo.location,
      postFrequencyDays: companyInfo.postFrequencyDays,
      scheduledTime: companyInfo.scheduledTime,
      timeZone: companyInfo.timeZone,
      address: companyInfo.address,
      taxId: companyInfo.taxId,
      responsibleDoctor: companyInfo.responsibleDoctor,
      doctorRegistration: companyInfo.doctorRegistration,
    })
    .from(companyInfo)
    .where(eq(companyInfo.accountId, id));
  // A sign-in of one of its own users: an admin's impersonation is not the business's activity.
  const [lastSignIn] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(and(eq(sessions.accountId, id), isNotNull(sessions.adminUserId)));
  return {
    account,
    adminUsers: account.adminUsers,
    company: company ?? null,
    lastSignInAt: lastSignIn?.at ? new Date(lastSignIn.at).toISOString() : null,
  };
}

export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return row !== undefined;
}

function toAccount(row: AccountRow, users: AdminUser[]): Account {
  return {
    id: row.id,
    businessName: row.businessName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    adminUsers: users,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt,
  };
}

export { toAdminUser };
