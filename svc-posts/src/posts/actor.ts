import type { TokenClaims } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { emailOfSubject } from '../records/steps.ts';

/** The name `actorOf` gives a caller whose e-mail is known. */
export const actorNameOf = (claims: TokenClaims, email: string) =>
  claims.actingAdminId === null ? email : `${email} (διαχειριστής πλατφόρμας #${claims.actingAdminId})`;

/**
 * Who a business caller is, as a person reads it on a card or in the audit: the admin user's e-mail
 * (from svc-auth's copy), and the platform admin acting for the business when one is.
 */
export async function actorOf(db: Db, claims: TokenClaims): Promise<string> {
  return actorNameOf(claims, await emailOfSubject(db, claims.sub));
}
