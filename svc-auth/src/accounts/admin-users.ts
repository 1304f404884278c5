import type { AdminUserResponse, MemberRole } from '@studio/contracts';
import { conflict, type Db, emit, type Mailer, notFound } from '@studio/kit';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { adminUsers, outbox, sessions } from '../db/schema.ts';
import {
  type KeptLink,
  type PreparedLinkMail,
  preparePasswordLinkMail,
  sendPasswordLinkMail,
} from '../password-links/send.ts';
import { revokeSessions } from '../sessions/sessions.ts';
import { toAdminUser } from './queries.ts';

/** The changes to a business user both the platform admin and the account's owner make. */

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type Actor = Parameters<typeof recordAudit>[1];

/**
 * Tells the other services what a user now is in its account: its address, role, whether it is disabled
 * and whether it can sign in (an invitee who has not set a password yet cannot). The one way a user's
 * state leaves svc-auth: svc-posts mails and accepts sign-off links by it.
 */
export function announceAdminUser(
  tx: Db,
  subject: 'auth.admin-user.created' | 'auth.admin-user.updated',
  user: Pick<AdminUserRow, 'id' | 'accountId' | 'email' | 'role' | 'disabledAt' | 'password'>,
) {
  return emit(tx, outbox, subject, {
    adminUserId: user.id,
    accountId: user.accountId,
    email: user.email,
    disabled: user.disabledAt !== null,
    role: user.role,
    canSignIn: user.password !== null,
  });
}

/** Locks a user's row for a change: answers it, or 404. */
export async function lockUser(tx: Db, id: number, missing = 'Admin user not found'): Promise<AdminUserRow> {
  const [user] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  if (!user) throw notFound(missing);
  return user;
}

/** Sends the link mail prepared with a change (if any): the link itself when no mail server took it. */
export async function sendPrepared(
  mailer: Mailer,
  prepared: PreparedLinkMail | null,
): Promise<KeptLink | null> {
  return prepared ? await sendPasswordLinkMail({ mailer }, prepared) : null;
}

/**
 * Sends the link mail prepared with a user's change (if any) and answers the change: the link itself
 * when no mail server took it (`messages.kept`), else `messages.sent`; `messages.none` with no link.
 */
export async function answerWithLink(
  mailer: Mailer,
  row: AdminUserRow,
  prepared: PreparedLinkMail | null,
  messages: { none: string; kept: string; sent: string },
): Promise<AdminUserResponse> {
  const kept = await sendPrepared(mailer, prepared);
  return {
    success: true,
    adminUser: toAdminUser(row),
    message: !prepared ? messages.none : kept ? messages.kept : messages.sent,
    link: kept?.link ?? null,
    linkExpiresAt: kept?.linkExpiresAt ?? null,
  };
}

/** Writes a new user (with a password, or invited with a link mail prepared), its audit and its event. */
export async function insertAdminUser(
  tx: Db,
  actor: Actor,
  input: { accountId: number; email: string; passwordHash: string | null; role: MemberRole; at: Date },
  publicUrl: string,
) {
  const { accountId, email, passwordHash, role, at } = input;
  const [created] = await tx
    .insert(adminUsers)
    .values({ accountId, email, password: passwordHash, role })
    .returning();
  if (!created) throw new Error('insert returned no row');
  await recordAudit(tx, actor, passwordHash ? 'admin-user.created' : 'admin-user.invited', accountId, {
    adminUserId: created.id,
    email,
    role,
  });
  await announceAdminUser(tx, 'auth.admin-user.created', created);
  return {
    row: created,
    prepared: passwordHash
      ? null
      : await preparePasswordLinkMail(tx, { publicUrl }, created.id, 'invitation', at),
  };
}

/** Refuses a change that would leave the user's account with no owner (409, `message`). */
export async function assertAnotherOwner(tx: Db, user: AdminUserRow, message: string): Promise<void> {
  if (user.role !== 'owner') return;
  const [other] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(eq(adminUsers.accountId, user.accountId), eq(adminUsers.role, 'owner'), ne(adminUsers.id, user.id)),
    )
    .limit(1);
  if (!other) throw conflict(message);
}

/**
 * Gives a locked user a new role: its sessions end (its tokens carry the old one), with its audit and
 * the event svc-posts keeps the account's reviewers by. Answers the row and the sessions ended.
 */
export async function changeRole(tx: Db, actor: Actor, user: AdminUserRow, role: MemberRole, at: Date) {
  if (user.role === role) return { row: user, revoked: 0 };
  const [updated] = await tx
    .update(adminUsers)
    .set({ role, updatedAt: at })
    .where(eq(adminUsers.id, user.id))
    .returning();
  if (!updated) throw notFound('Admin user not found');
  const revoked = await revokeSessions(tx, eq(sessions.adminUserId, user.id), at);
  await recordAudit(tx, actor, 'admin-user.role-changed', user.accountId, {
    adminUserId: user.id,
    email: user.email,
    role: { from: user.role, to: role },
    sessionsRevoked: revoked,
  });
  await announceAdminUser(tx, 'auth.admin-user.updated', updated);
  return { row: updated, revoked };
}

/** Removes a locked user: its sessions end, with its audit and event. */
export async function removeAdminUser(tx: Db, actor: Actor, user: AdminUserRow, at: Date): Promise<void> {
  const revoked = await revokeSessions(tx, eq(sessions.adminUserId, user.id), at);
  await recordAudit(tx, actor, 'admin-user.removed', user.accountId, {
    adminUserId: user.id,
    email: user.email,
    sessionsRevoked: revoked,
  });
  await emit(tx, outbox, 'auth.admin-user.removed', { adminUserId: user.id, accountId: user.accountId });
  await tx.delete(adminUsers).where(eq(adminUsers.id, user.id));
}
