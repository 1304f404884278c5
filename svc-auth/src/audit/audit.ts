import type { AuditEntry, EventPayload, TokenClaims } from '@studio/contracts';
import type { ACTING_CHANGE, Db } from '@studio/kit';
import { count, desc, eq, sql } from 'drizzle-orm';
import { accounts, adminUsers, auditLog, users } from '../db/schema.ts';

/** What the audit log records; each with who did it, when and for which account. */
export type AuditAction =
  | 'impersonation.started'
  | typeof ACTING_CHANGE
  | 'account.created'
  | 'account.updated'
  | 'account.suspended'
  | 'account.reactivated'
  | 'account.deleted'
  | 'admin-user.created'
  | 'admin-user.invited'
  | 'admin-user.updated'
  | 'admin-user.link-sent'
  | 'admin-user.disabled'
  | 'admin-user.enabled'
  | 'admin-user.removed'
  | 'admin-user.role-changed'
  | 'sessions.revoked';

/** A token subject: a platform admin's `user:{id}`, a business user's `admin-user:{id}`. */
const SUBJECT = /^(admin-)?user:\d+$/;

/** The platform admin a token belongs to: its user id, from `user:{id}`. */
const adminIdOf = (claims: Pick<TokenClaims, 'sub'>) => {
  const id = Number(claims.sub.match(/^user:(\d+)$/)?.[1]);
  return Number.isInteger(id) ? id : null;
};

/** The name of the admin a token subject (`user:{id}`) belongs to, or the subject itself. */
async function actorOf(db: Db, sub: string): Promise<{ actorId: number | null; actorName: string }> {
  const actorId = adminIdOf({ sub });
  const [user] =
    actorId === null
      ? []
      : await db.select({ username: users.username }).from(users).where(eq(users.id, actorId));
  return { actorId, actorName: user?.username ?? sub };
}

/**
 * Records an admin's change another service announced (`catalog.change.audited`, `posts.change.audited`),
 * once however often the event arrives.
 */
export async function recordAuditedChange(
  db: Db,
  change: EventPayload<'catalog.change.audited'>,
): Promise<void> {
  await db
    .insert(auditLog)
    .values({
      ...(await actorOf(db, change.actorSub)),
      at: new Date(change.at),
      action: change.action,
      accountId: change.accountId,
      details: change.details,
      eventId: change.id,
    })
    .onConflictDoNothing({ target: auditLog.eventId });
}

/** Records one admin action, in the caller's transaction, so the change and its record stand or fall together. */
export async function recordAudit(
  tx: Db,
  actor: TokenClaims,
  action: AuditAction,
  accountId: number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({ ...(await actorOf(tx, actor.sub)), action, accountId, details });
}

/** One page of the log, newest first, and how many entries there are. */
export async function auditPage(
  db: Db,
  page: number,
  limit: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog);
  const rows = await db
    .select({
      entry: auditLog,
      username: users.username,
      accountName: accounts.businessName,
      businessUser: adminUsers.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    // A business user's change (`admin-user:{id}`) names the user by e-mail.
    .leftJoin(adminUsers, sql`${auditLog.actorName} = 'admin-user:' || ${adminUsers.id}`)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    // The admin by name: entries recorded before names were looked up hold the token's `user:{id}`.
    entries: rows.map(({ entry: { eventId: _eventId, ...r }, username, accountName, businessUser }) => ({
      ...r,
      actorName: SUBJECT.test(r.actorName) ? (username ?? businessUser ?? r.actorName) : r.actorName,
      accountName: accountName ?? null,
      at: r.at.toISOString(),
    })),
    total,
  };
}
