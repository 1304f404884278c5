import { type Db, type Mailer, mailLogo } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { accounts, adminUsers, companyInfo } from '../db/schema.ts';
import { createPasswordLink, type LinkPurpose } from './links.ts';
import { passwordLinkMail, passwordLinkUrl } from './mail.ts';

export type LinkMailDeps = { mailer: Mailer; publicUrl: string };

/**
 * Makes a user's new link in the caller's transaction and answers the mail to send once it commits
 * (a mail for a link that was rolled back would open nothing).
 */
export async function preparePasswordLinkMail(
  tx: Db,
  { publicUrl }: Pick<LinkMailDeps, 'publicUrl'>,
  adminUserId: number,
  purpose: LinkPurpose,
  now: Date,
) {
  const [user] = await tx
    .select({ email: adminUsers.email, businessName: accounts.businessName, logoUrl: companyInfo.logoUrl })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.accountId))
    .leftJoin(companyInfo, eq(companyInfo.accountId, adminUsers.accountId))
    .where(eq(adminUsers.id, adminUserId));
  if (!user) throw new Error(`admin user ${adminUserId} not found`);
  const { token, expiresAt } = await createPasswordLink(tx, adminUserId, purpose, now);
  const url = passwordLinkUrl(publicUrl, token);
  return {
    token,
    url,
    expiresAt,
    mail: passwordLinkMail(purpose, {
      to: user.email,
      businessName: user.businessName,
      url,
      logo: mailLogo(user.logoUrl, user.businessName, publicUrl),
    }),
  };
}

/**
 * Sends a prepared mail. With no SMTP server the mail is kept (in the log, its secret redacted) and the
 * link is answered, for the platform admin to pass on; once it was sent, nobody but the user sees it.
 */
export async function sendPasswordLinkMail(
  { mailer }: Pick<LinkMailDeps, 'mailer'>,
  prepared: PreparedLinkMail,
): Promise<KeptLink | null> {
  await mailer.send(prepared.mail);
  return mailer.delivery === 'kept'
    ? { link: prepared.url, linkExpiresAt: prepared.expiresAt.toISOString() }
    : null;
}

/** A link mail made with its link, to send once the link commits. */
export type PreparedLinkMail = Awaited<ReturnType<typeof preparePasswordLinkMail>>;

/** A link the platform admin passes on itself (no mail server), and until when it opens. */
export type KeptLink = { link: string; linkExpiresAt: string };
