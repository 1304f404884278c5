import type {
  AccountResponse,
  AccountsResponse,
  MemberRole,
  MessageResponse,
  RevokeSessionsResponse,
} from '@studio/contracts';
import {
  type Auth,
  type Clock,
  conflict,
  type Db,
  emit,
  isUniqueViolation,
  type Mailer,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { accounts, adminUsers, outbox, sessions } from '../db/schema.ts';
import { voidPasswordLinks } from '../password-links/links.ts';
import { preparePasswordLinkMail } from '../password-links/send.ts';
import { hashPassword } from '../passwords.ts';
import { revokeSessions } from '../sessions/sessions.ts';
import {
  type Actor,
  announceAdminUser,
  answerWithLink,
  assertAnotherOwner,
  changeRole,
  insertAdminUser,
  lockUser,
  removeAdminUser,
} from './admin-users.ts';
import { accountExists, findAccount, findAccountDetail, listAccounts, toAdminUser } from './queries.ts';

type Deps = { db: Db; auth: Auth; afterCommit: () => void; clock: Clock };
type AdminUserDeps = Deps & { mailer: Mailer; publicUrl: string };

const emailTaken = () => conflict('An admin user with this email already exists');

/** /api/accounts: business accounts, the platform admin's only. */
export function accountRoutes(app: ServiceApp, { db, afterCommit, clock }: Deps) {
  mountRoute(app, 'GET /api/accounts', async (c) => {
    const { search, status } = c.req.valid('query');
    const needle = search?.toLowerCase();
    const found = (await listAccounts(db)).filter(
      (a) =>
        (!status || a.status === status) &&
        (!needle || a.businessName.toLowerCase().includes(needle) || String(a.id) === needle),
    );
    return c.json({ success: true, accounts: found } satisfies AccountsResponse);
  });

  mountRoute(app, 'POST /api/accounts', async (c) => {
    const input = c.req.valid('json');
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(accounts).values(input).returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, c.get('auth'), 'account.created', row.id, {
        businessName: row.businessName,
        status: row.status,
      });
      await emit(tx, outbox, 'auth.account.created', {
        accountId: row.id,
        businessName: row.businessName,
        status: row.status,
      });
      return row.id;
    });
    afterCommit();
    return c.json(
      {
        success: true,
        account: await findAccount(db, id),
        message: 'Account created',
      },
      201,
    );
  });

  mountRoute(app, 'GET /api/accounts/:id', async (c) => {
    const detail = await findAccountDetail(db, parseId(c.req.param('id'), 'Account'));
    if (!detail) throw notFound('Account not found');
    return c.json({ success: true, ...detail } satisfies AccountResponse);
  });

  mountRoute(app, 'PUT /api/accounts/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Account');
    const input = c.req.valid('json');
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
      const [row] = await tx
        .update(accounts)
        .set({ ...input, updatedAt: clock() })
        .where(eq(accounts.id, id))
        .returning();
      if (!row) throw notFound('Account not found');
      const changed = (['businessName', 'status', 'trialEndsAt'] as const).filter(
        (field) => before?.[field] !== row[field],
      );
      await recordAudit(
        tx,
        c.get('auth'),
        'account.updated',
        id,
        Object.fromEntries(changed.map((field) => [field, { from: before?.[field], to: row[field] }])),
      );
      await emit(tx, outbox, 'auth.account.updated', {
        accountId: id,
        businessName: row.businessName,
        status: row.status,
      });
    });
    afterCommit();
    return c.json({
      success: true,
      account: await findAccount(db, id),
      message: 'Account updated',
    });
  });
}

const lastOwner = 'An account needs an owner: make another user the owner first';

/**
 * Changes a user's e-mail and password: a new one of either ends the user's sessions (a stolen token
 * stops here) and voids the links sent before. With `sendLink`, prepares the link mail. A new `role`
 * ends the sessions too; the account's last owner keeps the role.
 */
async function changeAdminUser(
  tx: Db,
  actor: Actor,
  input: {
    id: number;
    email: string;
    passwordHash: string | null;
    sendLink?: boolean;
    role?: MemberRole | undefined;
    at: Date;
  },
  publicUrl: string,
) {
  const { id, email, passwordHash, sendLink, role } = input;
  const locked = await lockUser(tx, id);
  if (sendLink && locked.disabledAt) throw conflict('The admin user is disabled');
  if (role && role !== locked.role) await assertAnotherOwner(tx, locked, lastOwner);
  const before = role ? (await changeRole(tx, actor, locked, role, input.at)).row : locked;
  const [updated] = await tx
    .update(adminUsers)
    .set({ email, ...(passwordHash ? { password: passwordHash } : {}), updatedAt: input.at })
    .where(eq(adminUsers.id, id))
    .returning();
  if (!updated) throw notFound('Admin user not found');
  const changed = before.email !== email || passwordHash !== null;
  const revoked = changed ? await revokeSessions(tx, eq(sessions.adminUserId, id), input.at) : 0;
  if (changed) await voidPasswordLinks(tx, eq(adminUsers.id, id), input.at);
  await recordAudit(tx, actor, 'admin-user.updated', updated.accountId, {
    adminUserId: id,
    email: { from: before.email, to: email },
    passwordSet: passwordHash !== null,
    sessionsRevoked: revoked,
  });
  await announceAdminUser(tx, 'auth.admin-user.updated', updated);
  const purpose = updated.password === null ? 'invitation' : 'reset';
  return {
    row: updated,
    prepared: sendLink ? await preparePasswordLinkMail(tx, { publicUrl }, id, purpose, input.at) : null,
  };
}

/** Disables (ending its sessions and voiding its links) or enables a user, with its audit and event. */
async function setDisabled(tx: Db, actor: Actor, id: number, disabled: boolean, at: Date) {
  await lockUser(tx, id);
  const [updated] = await tx
    .update(adminUsers)
    .set({ disabledAt: disabled ? at : null, updatedAt: at })
    .where(eq(adminUsers.id, id))
    .returning();
  if (!updated) throw notFound('Admin user not found');
  const revoked = disabled ? await revokeSessions(tx, eq(sessions.adminUserId, id), at) : 0;
  if (disabled) await voidPasswordLinks(tx, eq(adminUsers.id, id), at);
  await recordAudit(tx, actor, disabled ? 'admin-user.disabled' : 'admin-user.enabled', updated.accountId, {
    adminUserId: id,
    email: updated.email,
    sessionsRevoked: revoked,
  });
  // The account's mails (digest, alerts) stop going to a disabled user.
  await announceAdminUser(tx, 'auth.admin-user.updated', updated);
  return updated;
}

/** /api/admin-users: the sign-in users of a business account, the platform admin's only. */
export function adminUserRoutes(
  app: ServiceApp,
  { db, afterCommit, mailer, publicUrl, clock }: AdminUserDeps,
) {
  /**
   * Creates a user with the password the admin typed, or, with none, invites the user: the
   * user sets the password on the mail's link.
   */
  mountRoute(app, 'POST /api/admin-users', async (c) => {
    const { accountId, email, password, role = 'owner' } = c.req.valid('json');
    if (!(await accountExists(db, accountId))) throw notFound('Account not found');
    const passwordHash = password === undefined ? null : await hashPassword(password);
    try {
      const { row, prepared } = await db.transaction((tx) =>
        insertAdminUser(tx, c.get('auth'), { accountId, email, passwordHash, role, at: clock() }, publicUrl),
      );
      afterCommit();
      const body = await answerWithLink(mailer, row, prepared, {
        none: 'Admin user created',
        kept: 'Admin user invited: no mail server, pass the link on',
        sent: `Invitation sent to ${email}`,
      });
      return c.json(body, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  /**
   * The e-mail and a new password, which ends the user's sessions and voids the links sent
   * before; or the e-mail and a link mailed instead of a password (`sendLink`).
   */
  mountRoute(app, 'PUT /api/admin-users/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Admin user');
    const { email, password, sendLink, role } = c.req.valid('json');
    const passwordHash = password === undefined ? null : await hashPassword(password);
    try {
      const { row, prepared } = await db.transaction((tx) =>
        changeAdminUser(
          tx,
          c.get('auth'),
          { id, email, passwordHash, sendLink, role, at: clock() },
          publicUrl,
        ),
      );
      afterCommit();
      const body = await answerWithLink(mailer, row, prepared, {
        none: 'Admin user updated',
        kept: 'Admin user updated: no mail server, pass the link on',
        sent: `Admin user updated: link sent to ${email}`,
      });
      return c.json(body);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  /** Sends a new link: the invitation again while no password is set, else a password reset. */
  mountRoute(app, 'POST /api/admin-users/:id/send-link', async (c) => {
    const id = parseId(c.req.param('id'), 'Admin user');
    const { row, prepared } = await db.transaction(async (tx) => {
      const user = await lockUser(tx, id);
      if (user.disabledAt) throw conflict('The admin user is disabled');
      const [account] = await tx
        .select({ suspendedAt: accounts.suspendedAt })
        .from(accounts)
        .where(eq(accounts.id, user.accountId));
      if (account?.suspendedAt) throw conflict('The account is suspended');
      const purpose = user.password === null ? 'invitation' : 'reset';
      await recordAudit(tx, c.get('auth'), 'admin-user.link-sent', user.accountId, {
        adminUserId: id,
        purpose,
      });
      return { row: user, prepared: await preparePasswordLinkMail(tx, { publicUrl }, id, purpose, clock()) };
    });
    const body = await answerWithLink(mailer, row, prepared, {
      none: '',
      kept: 'Link made: no mail server, pass it on',
      sent: `Link sent to ${row.email}`,
    });
    return c.json(body);
  });

  for (const [key, disabled] of [
    ['POST /api/admin-users/:id/disable', true],
    ['POST /api/admin-users/:id/enable', false],
  ] as const) {
    mountRoute(app, key, async (c) => {
      const id = parseId(c.req.param('id'), 'Admin user');
      const row = await db.transaction((tx) => setDisabled(tx, c.get('auth'), id, disabled, clock()));
      afterCommit();
      return c.json({
        success: true,
        adminUser: toAdminUser(row),
        message: disabled ? 'Admin user disabled' : 'Admin user enabled',
      });
    });
  }

  mountRoute(app, 'DELETE /api/admin-users/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Admin user');
    await db.transaction(async (tx) => removeAdminUser(tx, c.get('auth'), await lockUser(tx, id), clock()));
    afterCommit();
    return c.json({ success: true, message: 'Admin user removed' } satisfies MessageResponse);
  });

  /** Ends every session of a business user, e.g. after a device was lost. */
  mountRoute(app, 'POST /api/admin-users/:id/revoke-sessions', async (c) => {
    const id = parseId(c.req.param('id'), 'Admin user');
    const revoked = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ accountId: adminUsers.accountId })
        .from(adminUsers)
        .where(eq(adminUsers.id, id));
      if (!user) throw notFound('Admin user not found');
      const count = await revokeSessions(tx, eq(sessions.adminUserId, id), clock());
      await recordAudit(tx, c.get('auth'), 'sessions.revoked', user.accountId, { adminUserId: id, count });
      return count;
    });
    afterCommit();
    const body: RevokeSessionsResponse = { success: true, revoked, message: 'Sessions ended' };
    return c.json(body);
  });
}
