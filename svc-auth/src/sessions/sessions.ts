import { randomUUID } from 'node:crypto';
import { authMessages, type TokenClaims } from '@studio/contracts';
import { type Db, emit, type TokenSigner, type TokenSubject, unauthorized } from '@studio/kit';
import { eq, lt } from 'drizzle-orm';
import { outbox, sessions } from '../db/schema.ts';

export type SessionTtl = { adminMs: number; businessMs: number; actingAdminMs: number };

type NewSession = Omit<TokenSubject, 'sid'> & { userId: number | null; adminUserId: number | null };

/** Issues a token and records its session, so it can be checked and signed out. */
export async function openSession(
  db: Db,
  signer: TokenSigner,
  subject: NewSession,
  ttlMs: number,
): Promise<string> {
  const sid = randomUUID();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    token: sid,
    userId: subject.userId,
    adminUserId: subject.adminUserId,
    role: subject.role,
    accountId: subject.accountId,
    expiresAt,
  });
  const { userId: _user, adminUserId: _adminUser, ...claims } = subject;
  return signer.issue({ ...claims, sid }, expiresAt);
}

/** Whether the session behind valid claims was signed out or no longer exists. */
export async function isSessionRevoked(db: Db, claims: TokenClaims): Promise<boolean> {
  const [session] = await db
    .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.token, claims.sid));
  return !session || session.revokedAt !== null || session.expiresAt.getTime() <= Date.now();
}

/** Signs a session out and tells the other services, in one transaction. */
export async function revokeSession(db: Db, sid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.token, sid))
      .returning({ expiresAt: sessions.expiresAt });
    if (!session) throw unauthorized(authMessages.invalidToken);
    await emit(tx, outbox, 'auth.session.revoked', { sid, expiresAt: session.expiresAt.toISOString() });
  });
}

/** Forgets sessions a day past their end: a token of one is refused anyway (no session, no entry). */
export async function purgeSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - 24 * 3_600_000)));
}
