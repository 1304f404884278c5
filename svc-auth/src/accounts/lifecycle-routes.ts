import type { MessageResponse } from '@studio/contracts';
import {
  type Auth,
  badRequest,
  type Clock,
  conflict,
  type Db,
  emit,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { accounts, adminUsers, outbox, sessions } from '../db/schema.ts';
import { voidPasswordLinks } from '../password-links/links.ts';
import { revokeSessions } from '../sessions/sessions.ts';
import { findAccount } from './queries.ts';

type Deps = { db: Db; auth: Auth; afterCommit: () => void; clock: Clock };

/** Locks the account's row for the change: answers it, or 404. */
async function lockAccount(tx: Db, id: number) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  if (!row) throw notFound('Account not found');
  return row;
}

/**
 * An account's lifecycle, the platform admin's only: suspend (its users are signed out and cannot sign in,
 * its posts stop publishing), reactivate, delete (every service removes its rows on `auth.account.deleted`).
 */
export function accountLifecycleRoutes(app: ServiceApp, { db, afterCommit, clock }: Deps) {
  mountRoute(app, 'POST /api/accounts/:id/suspend', async (c) => {
    const id = parseId(c.req.param('id'), 'Account');
    await db.transaction(async (tx) => {
      const row = await lockAccount(tx, id);
      if (row.suspendedAt) throw conflict('The account is already suspended');
      const at = clock();
      await tx.update(accounts).set({ suspendedAt: at, updatedAt: at }).where(eq(accounts.id, id));
      const revoked = await revokeSessions(tx, eq(sessions.accountId, id), at);
      await voidPasswordLinks(tx, eq(adminUsers.accountId, id), at);
      await recordAudit(tx, c.get('auth'), 'account.suspended', id, { sessionsRevoked: revoked });
      await emit(tx, outbox, 'auth.account.suspended', { accountId: id, at: at.toISOString() });
    });
    afterCommit();
    return c.json({
      success: true,
      account: await findAccount(db, id),
      message: 'Account suspended',
    });
  });

  mountRoute(app, 'POST /api/accounts/:id/reactivate', async (c) => {
    const id = parseId(c.req.param('id'), 'Account');
    await db.transaction(async (tx) => {
      const row = await lockAccount(tx, id);
      if (!row.suspendedAt) throw conflict('The account is not suspended');
      const at = clock();
      await tx.update(accounts).set({ suspendedAt: null, updatedAt: at }).where(eq(accounts.id, id));
      await recordAudit(tx, c.get('auth'), 'account.reactivated', id, {
        suspendedSince: row.suspendedAt.toISOString(),
      });
      await emit(tx, outbox, 'auth.account.reactivated', { accountId: id, at: at.toISOString() });
    });
    afterCommit();
    return c.json({
      success: true,
      account: await findAccount(db, id),
      message: 'Account reactivated',
    });
  });

  mountRoute(app, 'DELETE /api/accounts/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Account');
    const { confirmName } = c.req.valid('json');
    await db.transaction(async (tx) => {
      const row = await lockAccount(tx, id);
      if (confirmName !== row.businessName.trim())
        throw badRequest('The name typed does not match the business name', 'confirmation_mismatch');
      const revoked = await revokeSessions(tx, eq(sessions.accountId, id), clock());
      // The record outlives the account: who deleted which business, when (no personal data of its users).
      await recordAudit(tx, c.get('auth'), 'account.deleted', id, {
        businessName: row.businessName,
        sessionsRevoked: revoked,
      });
      await emit(tx, outbox, 'auth.account.deleted', { accountId: id, at: clock().toISOString() });
      // Its admin users, their links and sessions, company info and setup copy go with it (cascade).
      await tx.delete(accounts).where(eq(accounts.id, id));
    });
    afterCommit();
    return c.json({ success: true, message: 'Account deleted' } satisfies MessageResponse);
  });
}
