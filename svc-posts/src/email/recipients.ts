import type { Db } from '@studio/kit';
import { asc, eq } from 'drizzle-orm';
import { adminUserEmailsCopy } from '../db/schema.ts';

/** The account's admin users' addresses (as svc-auth announced them), each once: who gets its mails. */
export async function recipientsOf(db: Db, accountId: number): Promise<string[]> {
  const admins = await db
    .select({ email: adminUserEmailsCopy.email })
    .from(adminUserEmailsCopy)
    .where(eq(adminUserEmailsCopy.accountId, accountId))
    .orderBy(asc(adminUserEmailsCopy.adminUserId));
  return [...new Set(admins.map((a) => a.email))];
}
