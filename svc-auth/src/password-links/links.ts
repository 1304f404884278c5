import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@studio/kit';
import { and, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { accounts, adminUsers, passwordLinks } from '../db/schema.ts';

export type LinkPurpose = 'invitation' | 'reset';

/** How long a link works: an invitation waits for a busy clinic, a reset is asked for on the spot. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  invitation: 7 * 24 * 3_600_000,
  reset: 3_600_000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Voids, in the caller's transaction, every pending link of the users `users` selects: what they were
 * sent for changed, and nothing brings them back (enabling the user, reactivating the account).
 */
export async function voidPasswordLinks(tx: Db, users: SQL, now: Date, links?: SQL): Promise<void> {
  await tx
    .update(passwordLinks)
    .set({ voidedAt: now })
    .where(
      and(
        inArray(passwordLinks.adminUserId, tx.select({ id: adminUsers.id }).from(adminUsers).where(users)),
        isNull(passwordLinks.usedAt),
        isNull(passwordLinks.voidedAt),
        links,
      ),
    );
}

/**
 * Makes a new single-use link for a user, in the caller's transaction, and voids the user's older
 * links of that purpose (an invitation: every one): only the newest mail works. A reset asked for on the
 * public form never voids a pending invitation, so nobody can keep an invitee out. Answers the secret,
 * which is kept nowhere but in the mail, and when the link expires.
 */
export async function createPasswordLink(
  tx: Db,
  adminUserId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]);
  await voidPasswordLinks(
    tx,
    eq(adminUsers.id, adminUserId),
    now,
    purpose === 'reset' ? eq(passwordLinks.purpose, 'reset') : undefined,
  );
  await tx.insert(passwordLinks).values({
    adminUserId,
    tokenHash: hashOf(token),
    purpose,
    expiresAt,
  });
  return { token, expiresAt };
}

export type LinkState =
  | {
      state: 'valid';
      linkId: number;
      adminUserId: number;
      email: string;
      purpose: LinkPurpose;
      /** The name of the business the user belongs to. */
      businessName: string;
    }
  | { state: LinkRefusal };

/** Why a link opens nothing: junk, used, expired, or void (what it was sent for changed). */
export type LinkRefusal = 'invalid' | 'used' | 'expired' | 'void';

/** What a link's secret opens, without using it. */
export async function readPasswordLink(db: Db, token: string, now: Date): Promise<LinkState> {
  const [row] = await db
    .select({
      id: passwordLinks.id,
      adminUserId: passwordLinks.adminUserId,
      purpose: passwordLinks.purpose,
      expiresAt: passwordLinks.expiresAt,
      usedAt: passwordLinks.usedAt,
      voidedAt: passwordLinks.voidedAt,
      email: adminUsers.email,
      disabledAt: adminUsers.disabledAt,
      suspendedAt: accounts.suspendedAt,
      businessName: accounts.businessName,
    })
    .from(passwordLinks)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordLinks.adminUserId))
    .innerJoin(accounts, eq(accounts.id, adminUsers.accountId))
    .where(eq(passwordLinks.tokenHash, hashOf(token)));
  if (!row) return { state: 'invalid' };
  if (row.usedAt !== null) return { state: 'used' };
  if (row.voidedAt !== null || row.disabledAt !== null || row.suspendedAt !== null) return { state: 'void' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return {
    state: 'valid',
    linkId: row.id,
    adminUserId: row.adminUserId,
    email: row.email,
    purpose: row.purpose,
    businessName: row.businessName,
  };
}

/**
 * Takes the link for good, in the caller's transaction: one compare-and-set, so two submits of the
 * same form (or two replicas) cannot both set a password; the user's other links are voided (the
 * password they were for is set). Answers whether this call took it.
 */
export async function usePasswordLink(tx: Db, linkId: number, now: Date): Promise<boolean> {
  const [taken] = await tx
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordLinks.id, linkId),
        isNull(passwordLinks.usedAt),
        isNull(passwordLinks.voidedAt),
        gt(passwordLinks.expiresAt, now),
      ),
    )
    .returning({ adminUserId: passwordLinks.adminUserId });
  if (!taken) return false;
  await voidPasswordLinks(tx, eq(adminUsers.id, taken.adminUserId), now, ne(passwordLinks.id, linkId));
  return true;
}
