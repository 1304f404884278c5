import type { Db } from '@studio/kit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { adminUserEmailsCopy } from '../db/schema.ts';

/** An admin user a mail of the account goes to, as svc-auth announced them. */
export type Recipient = { adminUserId: number; email: string };

/** Who may schedule posts, and so be mailed a link that schedules them: not a medical reviewer. */
const APPROVERS = ['owner', 'marketer'] as const;

/**
 * The account's admin users (as svc-auth announced them), each address once, but those the platform
 * admin disabled: who gets its mails. `approvers`: only those whose role may schedule posts, for a mail
 * that carries a link that schedules them.
 */
export async function recipientsOf(
  db: Db,
  accountId: number,
  { approvers = false }: { approvers?: boolean } = {},
): Promise<Recipient[]> {
  const admins = await db
    .select({ adminUserId: adminUserEmailsCopy.adminUserId, email: adminUserEmailsCopy.email })
    .from(adminUserEmailsCopy)
    .where(
      and(
        eq(adminUserEmailsCopy.accountId, accountId),
        eq(adminUserEmailsCopy.disabled, false),
        approvers ? inArray(adminUserEmailsCopy.role, [...APPROVERS]) : undefined,
      ),
    )
    .orderBy(asc(adminUserEmailsCopy.adminUserId));
  const byEmail = new Map<string, Recipient>();
  for (const admin of admins) if (!byEmail.has(admin.email)) byEmail.set(admin.email, admin);
  return [...byEmail.values()];
}

/** The addresses a mail goes to. */
export const addressesOf = (recipients: readonly Recipient[]) => recipients.map((r) => r.email);
