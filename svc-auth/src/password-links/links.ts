import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@studio/kit';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { adminUsers, passwordLinks } from '../db/schema.ts';

export type LinkPurpose = 'invitation' | 'reset';

/** How long a link works: an invitation waits for a busy clinic, a reset is asked for on the spot. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  invitation: 7 * 24 * 3_600_000,
  reset: 3_600_000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a new single-use link for a user, in the caller's transaction, and ends the user's older
 * links: only the newest mail works. Answers the secret, which is kept nowhere but in the mail.
 */
export async function createPasswordLink(
  tx: Db,
  adminUserId: number,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.adminUserId, adminUserId), isNull(passwordLinks.usedAt)));
  await tx.insert(passwordLinks).values({
    adminUserId,
    tokenHash: hashOf(token),
    purpose,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

export type LinkState =
  | { state: 'valid'; linkId: number; adminUserId: number; email: string; purpose: LinkPurpose }
  | { state: 'invalid' | 'used' | 'expired' };

/** What a link's secret opens, without using it. */
export async function readPasswordLink(db: Db, token: string, now = new Date()): Promise<LinkState> {
  const [row] = await db
    .select({
      id: passwordLinks.id,
      adminUserId: passwordLinks.adminUserId,
      purpose: passwordLinks.purpose,
      expiresAt: passwordLinks.expiresAt,
      usedAt: passwordLinks.usedAt,
      email: adminUsers.email,
      disabledAt: adminUsers.disabledAt,
    })
    .from(passwordLinks)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordLinks.adminUserId))
    .where(eq(passwordLinks.tokenHash, hashOf(token)));
  if (!row || row.disabledAt !== null) return { state: 'invalid' };
  if (row.usedAt !== null) return { state: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return {
    state: 'valid',
    linkId: row.id,
    adminUserId: row.adminUserId,
    email: row.email,
    purpose: row.purpose,
  };
}

/**
 * Takes the link for good, in the caller's transaction: one compare-and-set, so two submits of the
 * same form (or two replicas) cannot both set a password. Answers whether this call took it.
 */
export async function usePasswordLink(tx: Db, linkId: number, now = new Date()): Promise<boolean> {
  const taken = await tx
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.id, linkId), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, now)))
    .returning({ id: passwordLinks.id });
  return taken.length === 1;
}
