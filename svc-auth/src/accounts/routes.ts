import {
  AccountStatus,
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
  notFound,
  parseId,
  validate,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.ts';
import { accounts, adminUsers, outbox, sessions } from '../db/schema.ts';
import { hashPassword } from '../passwords.ts';
import { revokeSessions } from '../sessions/sessions.ts';
import { accountExists, findAccount, listAccounts, toAdminUser } from './queries.ts';

type Deps = { db: Db; auth: Auth; afterCommit: () => void };

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
    const account = await findAccount(db, parseId(c.req.param('id'), 'Account'));
    if (!account) throw notFound('Account not found');
    return c.json({ success: true, account, adminUsers: account.adminUsers });
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
      const changed = (['businessName', 'status'] as const).filter((field) => before?.[field] !== row[field]);
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
export function adminUserRoutes({ db, auth, afterCommit }: Deps) {
  const app = new Hono<KitEnv>();
  app.use(auth.admin);

  app.post('/', validate('json', CreateAdminUserRequest), async (c) => {
    const { accountId, email, password } = c.req.valid('json');
    if (!(await accountExists(db, accountId))) throw notFound('Account not found');
    const passwordHash = await hashPassword(password);
    try {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(adminUsers)
          .values({ accountId, email, password: passwordHash })
          .returning();
        if (!created) throw new Error('insert returned no row');
        await recordAudit(tx, c.get('auth'), 'admin-user.created', accountId, {
          adminUserId: created.id,
          email,
        });
        await emit(tx, outbox, 'auth.admin-user.created', { adminUserId: created.id, accountId, email });
        return created;
      });
      afterCommit();
      return c.json({ success: true, adminUser: toAdminUser(row), message: 'Admin user created' }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  app.put('/:id', validate('json', UpdateAdminUserRequest), async (c) => {
    const id = parseId(c.req.param('id'), 'Admin user');
    const { email, password } = c.req.valid('json');
    const passwordHash = await hashPassword(password);
    try {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(adminUsers)
          .set({ email, password: passwordHash, updatedAt: new Date() })
          .where(eq(adminUsers.id, id))
          .returning();
        if (!updated) throw notFound('Admin user not found');
        // A new password or e-mail ends every session of the user: a stolen token stops here.
        const revoked = await revokeSessions(tx, eq(sessions.adminUserId, id));
        await recordAudit(tx, c.get('auth'), 'admin-user.updated', updated.accountId, {
          adminUserId: id,
          email,
          sessionsRevoked: revoked,
        });
        await emit(tx, outbox, 'auth.admin-user.updated', {
          adminUserId: id,
          accountId: updated.accountId,
          email,
        });
        return updated;
      });
      afterCommit();
      return c.json({ success: true, adminUser: toAdminUser(row), message: 'Admin user updated' });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
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
