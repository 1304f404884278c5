import type { Db } from '@studio/kit';
import { and, asc, eq } from 'drizzle-orm';
import { adminUserEmailsCopy } from '../db/schema.ts';

/** An admin user a mail of the account goes to, as svc-auth announced them. */
export type Recipient = { adminUserId: number; email: string };

/**
 * The account's admin users (as svc-auth announced them), each address once, but those the platform
 * admin disabled: who gets its mails.
 */
export async function recipientsOf(db: Db, accountId: number): Promise<Recipient[]> {
  const admins = await db
    .select({ adminUserId: adminUserEmailsCopy.adminUserId, email: adminUserEmailsCopy.email })
    .from(adminUserEmailsCopy)
    .where(and(eq(adminUserEmailsCopy.accountId, accountId), eq(adminUserEmailsCopy.disabled, false)))
    .orderBy(asc(adminUserEmailsCopy.adminUserId));
  const byEmail = new Map<string, Recipient>();
  for (const admin of admins) if (!byEmail.has(admin.email)) byEmail.set(admin.email, admin);
  return [...byEmail.values()];
}

/** The addresses a mail goes to. */
export const addressesOf = (recipients: readonly Recipient[]) => recipients.map((r) => r.email);
