import { type MessageResponse, passwordResetSent, SetPasswordForm } from '@studio/contracts';
import { type Clock, type Db, type Logger, mountRoute, type ServiceApp } from '@studio/kit';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { announceAdminUser } from '../accounts/admin-users.ts';
import { accounts, adminUsers, passwordLinks, sessions } from '../db/schema.ts';
import { hashPassword } from '../passwords.ts';
import { revokeSessions } from '../sessions/sessions.ts';
import { assertNotThrottled, clientAddress, recordFailure, resetThrottleKeys } from '../sessions/throttle.ts';
import { type LinkRefusal, readPasswordLink, usePasswordLink } from './links.ts';
import {
  PAGE_TEXTS,
  PASSWORD_PAGE_CSP,
  pageThemeOf,
  passwordDonePage,
  passwordFormPage,
  passwordLinkErrorPage,
} from './page.ts';
import { type LinkMailDeps, preparePasswordLinkMail, sendPasswordLinkMail } from './send.ts';

type Deps = LinkMailDeps & { db: Db; logger: Logger; afterCommit: () => void; clock: Clock };

/** A user asks for at most one reset mail a minute: the public form cannot flood a mailbox. */
const RESET_INTERVAL_MS = 60_000;

const pageHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': PASSWORD_PAGE_CSP,
};

/**
 * POST /api/auth/password-reset (the login page's "forgot password"), and the page of a password link
 * (GET shows the form, POST sets the password): public, the link's secret is the credential.
 */
export function passwordLinkRoutes(
  app: ServiceApp,
  { db, logger, afterCommit, mailer, publicUrl, clock }: Deps,
) {
  /**
   * The lookup, the link and the mail: after the answer, so a known address and an unknown one are
   * answered alike and in the same time. A user gets at most one reset mail a minute.
   */
  const sendReset = async (email: string) => {
    // A disabled user, or one of a suspended account, gets no link.
    const [user] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .innerJoin(accounts, eq(accounts.id, adminUsers.accountId))
      .where(and(eq(adminUsers.email, email), isNull(adminUsers.disabledAt), isNull(accounts.suspendedAt)));
    if (!user) return;
    const prepared = await db.transaction(async (tx) => {
      // Locks the user's row: two requests at once make one link.
      await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, user.id)).for('update');
      const [recent] = await tx
        .select({ id: passwordLinks.id })
        .from(passwordLinks)
        .where(
          and(
            eq(passwordLinks.adminUserId, user.id),
            eq(passwordLinks.purpose, 'reset'),
            gt(passwordLinks.createdAt, new Date(clock().getTime() - RESET_INTERVAL_MS)),
          ),
        )
        .orderBy(desc(passwordLinks.createdAt))
        .limit(1);
      return recent ? null : preparePasswordLinkMail(tx, { publicUrl }, user.id, 'reset', clock());
    });
    if (prepared) await sendPasswordLinkMail({ mailer }, prepared);
  };

  mountRoute(app, 'POST /api/auth/password-reset', async (c) => {
    const { email } = c.req.valid('json');
    // Counted per e-mail and per address alike, known or not: the answer tells nothing either way.
    const keys = resetThrottleKeys(email.toLowerCase(), clientAddress(c));
    await assertNotThrottled(db, keys, clock());
    await recordFailure(db, keys, clock());
    void sendReset(email).catch((error: unknown) => logger.warn({ err: error }, 'password reset not sent'));
    return c.json({ success: true, message: passwordResetSent } satisfies MessageResponse);
  });

  /** Junk is no link (404); a link that was used, expired or voided is gone (410). */
  const refused = (state: LinkRefusal) => (state === 'invalid' ? 404 : 410);

  mountRoute(app, 'GET /api/auth/password/:token', async (c) => {
    const theme = pageThemeOf(getCookie(c, 'theme'));
    const link = await readPasswordLink(db, c.req.param('token'), clock());
    if (link.state !== 'valid')
      return c.html(passwordLinkErrorPage(link.state, theme), refused(link.state), pageHeaders);
    return c.html(passwordFormPage({ ...link, theme }), 200, pageHeaders);
  });

  mountRoute(app, 'POST /api/auth/password/:token', async (c) => {
    const theme = pageThemeOf(getCookie(c, 'theme'));
    const link = await readPasswordLink(db, c.req.param('token'), clock());
    if (link.state !== 'valid')
      return c.html(passwordLinkErrorPage(link.state, theme), refused(link.state), pageHeaders);
    const form = c.req.header('Content-Type')?.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(await c.req.text())
      : new URLSearchParams();
    const parsed = SetPasswordForm.safeParse({
      password: form.get('password'),
      confirm: form.get('confirm'),
    });
    const error = !parsed.success
      ? PAGE_TEXTS.tooShort
      : parsed.data.password !== parsed.data.confirm
        ? PAGE_TEXTS.mismatch
        : null;
    if (error || !parsed.success)
      return c.html(passwordFormPage({ ...link, theme, error: error ?? undefined }), 400, pageHeaders);
    const passwordHash = await hashPassword(parsed.data.password);
    const taken = await db.transaction(async (tx) => {
      const at = clock();
      if (!(await usePasswordLink(tx, link.linkId, at))) return false;
      const [user] = await tx
        .update(adminUsers)
        .set({ password: passwordHash, updatedAt: at })
        .where(eq(adminUsers.id, link.adminUserId))
        .returning();
      // An invitee who set a password can sign in now: svc-posts may mail it sign-off links.
      if (user) await announceAdminUser(tx, 'auth.admin-user.updated', user);
      // A new password ends every session the old one opened.
      await revokeSessions(tx, eq(sessions.adminUserId, link.adminUserId), at);
      return true;
    });
    if (!taken) return c.html(passwordLinkErrorPage('used', theme), 410, pageHeaders);
    afterCommit();
    return c.html(passwordDonePage(theme), 200, pageHeaders);
  });
}
