import {
  type AccountResponse,
  AccountStatus,
  type AdminUserResponse,
  CreateAccountRequest,
  CreateAdminUserRequest,
  type RevokeSessionsResponse,
  UpdateAccountRequest,
  UpdateAdminUserRequest,
} from '@studio/contracts';
import {
  type Auth,
  conflict,
  type Db,
  emit,
  isUniqueViolation,
  type KitEnv,
  type Mailer,
  notFound,
  parseId,
  validate,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.ts';
import { accounts, adminUsers, outbox, sessions } from '../db/schema.ts';
import { voidPasswordLinks } from '../password-links/links.ts';
import { preparePasswordLinkMail, sendPasswordLinkMail } from '../password-links/send.ts';
import { hashPassword } from '../passwords.ts';
import { revokeSessions } from '../sessions/sessions.ts';
import { accountExists, findAccount, findAccountDetail, listAccounts, toAdminUser } from './queries.ts';

type Deps = { db: Db; auth: Auth; afterCommit: () => void };
type AdminUserDeps = Deps & { mailer: Mailer; publicUrl: string };

const ListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: AccountStatus.optional().catch(undefined),
});

const emailTaken = () => conflict('An admin user with this email already exists');

/** /api/accounts: business accounts, the platform admin's only. */
export function accountRoutes({ db, auth, afterCommit }: Deps) {
  const app = new Hono<KitEnv>();
  app.use(auth.admin);

  app.get('/', validate('query', ListQuery), async (c) => {
    const { search, status } = c.req.valid('query');
    const needle = search?.toLowerCase();
    const found = (await listAccounts(db)).filter(
      (a) =>
        (!status || a.status === status) &&
        (!needle || a.businessName.toLowerCase().includes(needle) || String(a.id) === needle),
    );
    return c.json({ success: true, accounts: found });
  });

  app.post('/', validate('json', CreateAccountRequest), async (c) => {
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
    return c.json({ success: true, account: await findAccount(db, id), message: 'Account created' }, 201);
  });

  app.get('/:id', async (c) => {
    const detail = await findAccountDetail(db, parseId(c.req.param('id'), 'Account'));
    if (!detail) throw notFound('Account not found');
    return c.json({ success: true, ...detail } satisfies AccountResponse);
  });

  app.put('/:id', validate('json', UpdateAccountRequest), async (c) => {
    const id = parseId(c.req.param('id'), 'Account');
    const input = c.req.valid('json');
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
      const [row] = await tx
        .update(accounts)
        .set({ ...input, updatedAt: new Date() })
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
    return c.json({ success: true, account: await findAccount(db, id), message: 'Account updated' });
  });

  return app;
}

/** /api/admin-users: the sign-in users of a business account, the platform admin's only. */
export function adminUserRoutes({ db, auth, afterCommit, mailer, publicUrl }: AdminUserDeps) {
  const app = new Hono<KitEnv>();
  app.use(auth.admin);

  /** Locks a user's row for a change: answers it, or 404. */
  const lockUser = async (tx: Db, id: number) => {
    const [user] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
    if (!user) throw notFound('Admin user not found');
    return user;
  };

  /**
   * Creates a user with the password the admin typed (SPEC §7), or, with none, invites the user: the
   * user sets the password on the mail's link.
   */
  app.post('/', validate('json', CreateAdminUserRequest), async (c) => {
    const { accountId, email, password } = c.req.valid('json');
    if (!(await accountExists(db, accountId))) throw notFound('Account not found');
    const passwordHash = password === undefined ? null : await hashPassword(password);
    try {
      const { row, prepared } = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(adminUsers)
          .values({ accountId, email, password: passwordHash })
          .returning();
        if (!created) throw new Error('insert returned no row');
        await recordAudit(
          tx,
          c.get('auth'),
          passwordHash ? 'admin-user.created' : 'admin-user.invited',
          accountId,
          {
            adminUserId: created.id,
            email,
          },
        );
        await emit(tx, outbox, 'auth.admin-user.created', { adminUserId: created.id, accountId, email });
        return {
          row: created,
          prepared: passwordHash
            ? null
            : await preparePasswordLinkMail(tx, { publicUrl }, created.id, 'invitation'),
        };
      });
      afterCommit();
      const kept = prepared ? await sendPasswordLinkMail({ mailer }, prepared) : null;
      const body: AdminUserResponse = {
        success: true,
        adminUser: toAdminUser(row),
        message: !prepared
          ? 'Admin user created'
          : kept
            ? 'Admin user invited: no mail server, pass the link on'
            : `Invitation sent to ${email}`,
        link: kept?.link ?? null,
        linkExpiresAt: kept?.linkExpiresAt ?? null,
      };
      return c.json(body, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  /**
   * The e-mail and a new password (SPEC §7), which ends the user's sessions and voids the links sent
   * before; or the e-mail and a link mailed instead of a password (`sendLink`).
   */
  app.put('/:id', validate('json', UpdateAdminUserRequest), async (c) => {
    const id = parseId(c.req.param('id'), 'Admin user');
    const { email, password, sendLink } = c.req.valid('json');
    const passwordHash = password === undefined ? null : await hashPassword(password);
    try {
      const { row, prepared } = await db.transaction(async (tx) => {
        const before = await lockUser(tx, id);
        if (sendLink && before.disabledAt) throw conflict('The admin user is disabled');
        const [updated] = await tx
          .update(adminUsers)
          .set({ email, ...(passwordHash ? { password: passwordHash } : {}), updatedAt: new Date() })
          .where(eq(adminUsers.id, id))
          .returning();
        if (!updated) throw notFound('Admin user not found');
        // A new e-mail or password ends every session of the user (a stolen token stops here) and voids
        // the links sent before.
        const changed = before.email !== email || passwordHash !== null;
        const revoked = changed ? await revokeSessions(tx, eq(sessions.adminUserId, id)) : 0;
        if (changed) await voidPasswordLinks(tx, eq(adminUsers.id, id));
        await recordAudit(tx, c.get('auth'), 'admin-user.updated', updated.accountId, {
          adminUserId: id,
          email: { from: before.email, to: email },
          passwordSet: passwordHash !== null,
          sessionsRevoked: revoked,
        });
        await emit(tx, outbox, 'auth.admin-user.updated', {
          adminUserId: id,
          accountId: updated.accountId,
          email,
          disabled: updated.disabledAt !== null,
        });
        const purpose = updated.password === null ? 'invitation' : 'reset';
        return {
          row: updated,
          prepared: sendLink ? await preparePasswordLinkMail(tx, { publicUrl }, id, purpose) : null,
        };
      });
      afterCommit();
      const kept = prepared ? await sendPasswordLinkMail({ mailer }, prepared) : null;
      const body: AdminUserResponse = {
        success: true,
        adminUser: toAdminUser(row),
        message: !prepared
          ? 'Admin user updated'
          : kept
            ? 'Admin user updated: no mail server, pass the link on'
            : `Admin user updated: link sent to ${email}`,
        link: kept?.link ?? null,
        linkExpiresAt: kept?.linkExpiresAt ?? null,
      };
      return c.json(body);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  /** Sends a new link: the invitation again while no password is set, else a password reset. */
  app.post('/:id/send-link', async (c) => {
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
      return { row: user, prepared: await preparePasswordLinkMail(tx, { publicUrl }, id, purpose) };
    });
    const kept = await sendPasswordLinkMail({ mailer }, prepared);
    const body: AdminUserResponse = {
      success: true,
      adminUser: toAdminUser(row),
      message: kept ? 'Link made: no mail server, pass it on' : `Link sent to ${row.email}`,
      link: kept?.link ?? null,
      linkExpiresAt: kept?.linkExpiresAt ?? null,
    };
    return c.json(body);
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/:id/${action}`, async (c) => {
      const id = parseId(c.req.param('id'), 'Admin user');
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, id);
        const [updated] = await tx
          .update(adminUsers)
          .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
          .where(eq(adminUsers.id, id))
          .returning();
        if (!updated) throw notFound('Admin user not found');
        const revoked = disabled ? await revokeSessions(tx, eq(sessions.adminUserId, id)) : 0;
        if (disabled) await voidPasswordLinks(tx, eq(adminUsers.id, id));
        await recordAudit(
          tx,
          c.get('auth'),
          disabled ? 'admin-user.disabled' : 'admin-user.enabled',
          updated.accountId,
          {
            adminUserId: id,
            email: updated.email,
            sessionsRevoked: revoked,
          },
        );
        // The account's mails (digest, alerts) stop going to a disabled user.
        await emit(tx, outbox, 'auth.admin-user.updated', {
          adminUserId: id,
          accountId: updated.accountId,
          email: updated.email,
          disabled,
        });
        return updated;
      });
      afterCommit();
      return c.json({
        success: true,
        adminUser: toAdminUser(row),
        message: disabled ? 'Admin user disabled' : 'Admin user enabled',
      });
    });
  }

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Admin user');
    await db.transaction(async (tx) => {
      const user = await lockUser(tx, id);
      const revoked = await revokeSessions(tx, eq(sessions.adminUserId, id));
      await recordAudit(tx, c.get('auth'), 'admin-user.removed', user.accountId, {
        adminUserId: id,
        email: user.email,
        sessionsRevoked: revoked,
      });
      await emit(tx, outbox, 'auth.admin-user.removed', { adminUserId: id, accountId: user.accountId });
      await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    });
    afterCommit();
    return c.json({ success: true, message: 'Admin user removed' });
  });

  /** Ends every session of a business user, e.g. after a device was lost. */
  app.post('/:id/revoke-sessions', async (c) => {
    const id = parseId(c.req.param('id'), 'Admin user');
    const revoked = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ accountId: adminUsers.accountId })
        .from(adminUsers)
        .where(eq(adminUsers.id, id));
      if (!user) throw notFound('Admin user not found');
      const count = await revokeSessions(tx, eq(sessions.adminUserId, id));
      await recordAudit(tx, c.get('auth'), 'sessions.revoked', user.accountId, { adminUserId: id, count });
      return count;
    });
    afterCommit();
    const body: RevokeSessionsResponse = { success: true, revoked, message: 'Sessions ended' };
    return c.json(body);
  });

  return app;
}
