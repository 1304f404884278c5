import type { Db } from '@studio/kit';
import { and, asc, eq } from 'drizzle-orm';
import { adminUserEmailsCopy } from '../db/schema.ts';

/**
 * The account's admin users' addresses (as svc-auth announced them), each once, but those the platform
 * admin disabled: who gets its mails.
 */
export async function recipientsOf(db: Db, accountId: number): Promise<string[]> {
  const admins = await db
    .select({ email: adminUserEmailsCopy.email })
    .from(adminUserEmailsCopy)
    .where(and(eq(adminUserEmailsCopy.accountId, accountId), eq(adminUserEmailsCopy.disabled, false)))
    .orderBy(asc(adminUserEmailsCopy.adminUserId));
  return [...new Set(admins.map((a) => a.email))];
}
