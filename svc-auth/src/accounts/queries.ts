import type { Account, AdminUser } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { accounts, adminUsers } from '../db/schema.ts';

type AccountRow = typeof accounts.$inferSelect;

const toAdminUser = (row: typeof adminUsers.$inferSelect): AdminUser => ({
  id: row.id,
  accountId: row.accountId,
  email: row.email,
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
  };
}

export { toAdminUser };
