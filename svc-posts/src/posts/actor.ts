import type { TokenClaims } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { adminUserEmailsCopy } from '../db/schema.ts';

/**
 * Who a business caller is, as a person reads it on a card or in the audit: the admin user's e-mail
 * (from svc-auth's copy), and the platform admin acting for the business when one is.
 */
export async function actorOf(db: Db, claims: TokenClaims): Promise<string> {
  const adminUserId = /^admin-user:(\d+)$/.exec(claims.sub)?.[1];
  const [row] = adminUserId
    ? await db
        .select({ email: adminUserEmailsCopy.email })
        .from(adminUserEmailsCopy)
        .where(eq(adminUserEmailsCopy.adminUserId, Number(adminUserId)))
    : [];
  const who = row?.email ?? claims.sub;
  return claims.actingAdminId === null ? who : `${who} (διαχειριστής πλατφόρμας #${claims.actingAdminId})`;
}
