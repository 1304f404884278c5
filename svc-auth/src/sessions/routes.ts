import {
  authMessages,
  type LoginResponse,
  type MessageResponse,
  memberRoleOf,
  type TokenClaims,
  type VerifyResponse,
} from '@studio/contracts';
import {
  ApiError,
  type Auth,
  bearerToken,
  type Clock,
  createConcurrencyLimit,
  type Db,
  mountRoute,
  notFound,
  type ServiceApp,
  type TokenSigner,
  tooManyRequests,
  unauthorized,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { recordAudit } from '../audit/audit.ts';
import { accounts, adminUsers, sessions, users } from '../db/schema.ts';
import { checkPassword } from '../passwords.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, deviceCookieFor, deviceOf } from './device-cookie.ts';
import { openSession, revokeSession, type SessionTtl, sessionEnd } from './sessions.ts';
import {
  assertNotThrottled,
  clearFailures,
  clientAddress,
  perPair,
  recordFailure,
  throttleKeys,
} from './throttle.ts';

type Deps = {
  db: Db;
  signer: TokenSigner;
  auth: Auth;
  ttl: SessionTtl;
  afterCommit: () => void;
  clock: Clock;
};

/** Password checks at work at once in one process, and waiting. */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE = 32;

/**
 * A session the platform admin ended by suspending the account or disabling the user is refused
 * saying so, so the sign-in page can tell the user why: 401 `account_suspended` or
 * `user_disabled` with the message the sign-in gives. Any other refusal is left to `auth`.
 */
async function endedByAdmin(db: Db, signer: TokenSigner, token: string | null): Promise<ApiError | null> {
  if (!token) return null;
  const claims = await signer.check(token).catch(() => null);
  if (!claims) return null;
  const [row] = await db
    .select({
      revokedAt: sessions.revokedAt,
      disabledAt: adminUsers.disabledAt,
      suspendedAt: accounts.suspendedAt,
    })
    .from(sessions)
    .leftJoin(adminUsers, eq(adminUsers.id, sessions.adminUserId))
    .leftJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.token, claims.sid));
  if (!row?.revokedAt) return null;
  if (row.suspendedAt) return new ApiError(401, 'account_suspended', authMessages.accountSuspended);
  if (row.disabledAt) return new ApiError(401, 'user_disabled', authMessages.userDisabled);
  return null;
}

/**
 * Opens the business portal for the platform admin (`admin`, user `adminId`) acting as `account`: a
 * session that ends with the admin session that opened it, and no later, recorded in the audit log.
 */
async function openActingSession(
  db: Db,
  { signer, ttl, clock }: Pick<Deps, 'signer' | 'ttl' | 'clock'>,
  admin: TokenClaims,
  adminId: number,
  account: { id: number; suspendedAt: Date | null },
): Promise<string> {
  const opener = { sid: admin.sid, expiresAt: await sessionEnd(db, admin.sid) };
  return db.transaction(async (tx) => {
    await recordAudit(tx, admin, 'impersonation.started', account.id);
    return openSession(
      tx,
      signer,
      {
        sub: admin.sub,
        ...(admin.name ? { name: admin.name } : {}),
        role: 'business_admin',
        accountId: account.id,
        actingAdminId: adminId,
        // A suspended account's portal opens for looking only: every service refuses a change.
        ...(account.suspendedAt ? { readOnly: true } : {}),
        userId: adminId,
        adminUserId: null,
      },
      ttl.actingAdminMs,
      clock(),
      opener,
    );
  });
}

/** Gives the browser that signed in as this name its device cookie (its own throttle from now on). */
function rememberDevice(c: Context, cookie: string) {
  setCookie(c, DEVICE_COOKIE, cookie, {
    path: '/api/auth/login',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:' || c.req.header('X-Forwarded-Proto') === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/** POST /api/auth/login, POST /api/business/login, GET /api/auth/verify, POST /api/auth/logout, POST /api/auth/impersonate */
export function sessionRoutes(app: ServiceApp, { db, signer, auth, ttl, afterCommit, clock }: Deps) {
  // Each password check is argon2, tens of ms of CPU: a burst of sign-ins waits its turn, or is refused.
  const slots = createConcurrencyLimit({
    concurrency: HASH_CONCURRENCY,
    queue: HASH_QUEUE,
    refuse: () => tooManyRequests(authMessages.tooManyAttempts, 1),
  });

  const deviceKey = signer.keyFor('admin-device-cookie');
  mountRoute(app, 'POST /api/auth/login', async (c) => {
    const { username, password } = c.req.valid('json');
    // A browser that signed in as this name before is throttled by its own cookie only.
    const device = deviceOf(deviceKey, username, getCookie(c, DEVICE_COOKIE));
    const keys = device
      ? [{ key: `device:${device}`, policy: perPair }]
      : throttleKeys('admin', username.toLowerCase(), clientAddress(c));
    await assertNotThrottled(db, keys, clock());
    const [user] = await db.select().from(users).where(eq(users.username, username));
    if (!(await slots.run(() => checkPassword(user?.password, password))) || !user) {
      await recordFailure(db, keys, clock());
      return c.json(
        { success: false, error: 'invalid_credentials', message: authMessages.invalidCredentials },
        401,
      );
    }
    await clearFailures(db, keys);
    const token = await db.transaction((tx) =>
      openSession(
        tx,
        signer,
        {
          sub: `user:${user.id}`,
          name: user.username,
          role: 'admin',
          accountId: null,
          actingAdminId: null,
          userId: user.id,
          adminUserId: null,
        },
        ttl.adminMs,
        clock(),
      ),
    );
    afterCommit();
    rememberDevice(c, deviceCookieFor(deviceKey, username));
    return c.json({ success: true, token, message: 'Login successful' } satisfies LoginResponse);
  });

  mountRoute(app, 'POST /api/business/login', async (c) => {
    const { email, password } = c.req.valid('json');
    const keys = throttleKeys('business', email, clientAddress(c));
    await assertNotThrottled(db, keys, clock(), authMessages.tooManyBusinessAttempts);
    const [found] = await db
      .select({ user: adminUsers, suspendedAt: accounts.suspendedAt })
      .from(adminUsers)
      .innerJoin(accounts, eq(accounts.id, adminUsers.accountId))
      .where(eq(adminUsers.email, email));
    const adminUser = found?.user;
    // An invited user with no password yet fails like a wrong password.
    const checked = await slots
      .run(() => checkPassword(adminUser?.password ?? undefined, password))
      .catch((error: unknown) => {
        // Too many sign-ins at once: told in Greek, as the throttle is.
        if (error instanceof ApiError && error.status === 429)
          throw tooManyRequests(authMessages.tooManyBusinessAttempts, 1);
        throw error;
      });
    if (!checked || !adminUser) {
      await recordFailure(db, keys, clock());
      return c.json(
        { success: false, error: 'invalid_credentials', message: authMessages.invalidBusinessCredentials },
        401,
      );
    }
    await clearFailures(db, keys);
    // Told only to whoever knows the password: a stranger learns nothing about the account.
    if (adminUser.disabledAt)
      return c.json({ success: false, error: 'user_disabled', message: authMessages.userDisabled }, 403);
    if (found.suspendedAt)
      return c.json(
        { success: false, error: 'account_suspended', message: authMessages.accountSuspended },
        403,
      );
    const token = await db.transaction((tx) =>
      openSession(
        tx,
        signer,
        {
          sub: `admin-user:${adminUser.id}`,
          email: adminUser.email,
          role: 'business_admin',
          memberRole: adminUser.role,
          accountId: adminUser.accountId,
          actingAdminId: null,
          userId: null,
          adminUserId: adminUser.id,
        },
        ttl.businessMs,
        clock(),
      ),
    );
    afterCommit();
    return c.json({ success: true, token, message: 'Επιτυχής σύνδεση' } satisfies LoginResponse);
  });

  // A session the admin ended says why before the token is refused: the login page shows it.
  auth.checkFirst('GET /api/auth/verify', async (c) => {
    const ended = await endedByAdmin(db, signer, bearerToken(c.req.header('Authorization')));
    if (ended) throw ended;
  });
  mountRoute(app, 'GET /api/auth/verify', (c) => {
    const claims = c.get('auth');
    return c.json({
      success: true,
      role: claims.role,
      accountId: claims.accountId,
      actingAdmin: claims.actingAdminId !== null,
      ...(claims.role === 'business_admin' ? { memberRole: memberRoleOf(claims) } : {}),
    } satisfies VerifyResponse);
  });

  mountRoute(app, 'POST /api/auth/logout', async (c) => {
    await revokeSession(db, c.get('auth').sid, clock());
    afterCommit();
    return c.json({ success: true, message: 'Logged out' } satisfies MessageResponse);
  });

  mountRoute(app, 'POST /api/auth/impersonate', async (c) => {
    const { accountId } = c.req.valid('json');
    const admin = c.get('auth');
    const [account] = await db
      .select({ id: accounts.id, suspendedAt: accounts.suspendedAt })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account) throw notFound('Account not found');
    const adminId = Number(admin.sub.split(':')[1]);
    if (!Number.isInteger(adminId)) throw unauthorized(authMessages.invalidToken);
    const token = await openActingSession(db, { signer, ttl, clock }, admin, adminId, account);
    afterCommit();
    return c.json({ success: true, token, message: 'Business portal opened' } satisfies LoginResponse);
  });
}
