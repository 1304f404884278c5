import type { AuditEntry, TokenClaims } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { count, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema.ts';

/** What the audit log records; each with who did it, when and for which account. */
export type AuditAction =
  | 'impersonation.started'
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
  | 'sessions.revoked';

/** The platform admin a token belongs to: its user id, from `user:{id}`. */
const adminIdOf = (claims: TokenClaims) => {
  const id = Number(claims.sub.match(/^user:(\d+)$/)?.[1]);
  return Number.isInteger(id) ? id : null;
};

/** Records one admin action, in the caller's transaction, so the change and its record stand or fall together. */
export async function recordAudit(
  tx: Db,
  actor: TokenClaims,
  action: AuditAction,
  accountId: number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  const actorId = adminIdOf(actor);
  const [user] =
    actorId === null
      ? []
      : await tx.select({ username: users.username }).from(users).where(eq(users.id, actorId));
  await tx
    .insert(auditLog)
    .values({ actorId, actorName: user?.username ?? actor.sub, action, accountId, details });
}

/** One page of the log, newest first, and how many entries there are. */
export async function auditPage(
  db: Db,
  page: number,
  limit: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog);
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total };
}
