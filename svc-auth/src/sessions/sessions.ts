import { randomUUID } from 'node:crypto';
import { authMessages, type TokenClaims } from '@studio/contracts';
import { type Db, emit, type TokenSigner, type TokenSubject, unauthorized } from '@studio/kit';
import { and, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import { outbox, sessions } from '../db/schema.ts';

export type SessionTtl = { adminMs: number; businessMs: number; actingAdminMs: number };

type NewSession = Omit<TokenSubject, 'sid'> & { userId: number | null; adminUserId: number | null };

/**
 * Issues a token and records its session, so it can be checked and signed out, and announces it: the
 * other services take no token whose session was not announced. Call inside a transaction. A session
 * opened by another (`openedBy`, an admin's impersonation) ends no later than it, and with its sign-out.
 */
export async function openSession(
  tx: Db,
  signer: TokenSigner,
  subject: NewSession,
  ttlMs: number,
  now: Date,
  openedBy?: { sid: string; expiresAt: Date },
): Promise<string> {
  const sid = randomUUID();
  const expiresAt = new Date(Math.min(now.getTime() + ttlMs, openedBy?.expiresAt.getTime() ?? Infinity));
  await tx.insert(sessions).values({
    openedBy: openedBy?.sid ?? null,
    token: sid,
    userId: subject.userId,
    adminUserId: subject.adminUserId,
    role: subject.role,
    accountId: subject.accountId,
    expiresAt,
  });
  await emit(tx, outbox, 'auth.session.started', { sid, expiresAt: expiresAt.toISOString() });
  const { userId: _user, adminUserId: _adminUser, ...claims } = subject;
  return signer.issue({ ...claims, sid }, expiresAt);
}

/** Whether the session behind valid claims was signed out or no longer exists. */
export async function isSessionRevoked(db: Db, claims: TokenClaims, now: Date): Promise<boolean> {
  const [session] = await db
    .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.token, claims.sid));
  return !session || session.revokedAt !== null || session.expiresAt.getTime() <= now.getTime();
}

/** Signs out the live sessions `where` picks and tells the other services of each: how many. */
export async function revokeSessions(tx: Db, where: SQL, now: Date): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(where, isNull(sessions.revokedAt)))
    .returning({ sid: sessions.token, expiresAt: sessions.expiresAt });
  for (const { sid, expiresAt } of revoked)
    await emit(tx, outbox, 'auth.session.revoked', { sid, expiresAt: expiresAt.toISOString() });
  return revoked.length;
}

/** Signs a session out, with the sessions it opened (an admin's impersonations), in one transaction. */
export async function revokeSession(db: Db, sid: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, sid));
    if (!session) throw unauthorized(authMessages.invalidToken);
    await revokeSessions(tx, or(eq(sessions.token, sid), eq(sessions.openedBy, sid))!, now);
  });
}

/** When a session ends, for an admin opening another from it. */
export async function sessionEnd(db: Db, sid: string): Promise<Date> {
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.token, sid));
  if (!session) throw unauthorized(authMessages.invalidToken);
  return session.expiresAt;
}

/** Forgets sessions a day past their end: a token of one is refused anyway (no session, no entry). */
export async function purgeSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
}
