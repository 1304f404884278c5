import { type Db, type Mail, type Mailer, redactSecretPaths } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { companiesCopy, emailSchedulingTokens, mails } from '../db/schema.ts';
import { hashSecret, newSecret } from '../email/link-secret.ts';
import { addressesOf, type Recipient, recipientsOf } from '../email/recipients.ts';
import { type DigestContent, digestContentOf, hasApprovable, hasNews, unscheduledOf } from './content.ts';
import { digestMail } from './digest-mail.ts';
import { digestPeriods } from './week.ts';

/** Why an account gets no digest. */
export type NoDigest = 'no_company' | 'no_admin' | 'nothing_to_say';

/** A digest ready to go: its mail, and the approval link's secret (sent in the mail, only its hash kept). */
export type PreparedDigest = {
  kind: 'ready';
  accountId: number;
  content: DigestContent;
  mail: Mail;
  approvalUrl: string | null;
  link: { secret: string; postIds: number[]; expiresAt: Date; recipients: Recipient[] } | null;
};

/**
 * The digest of one account written at `at` (its company's time zone deciding the weeks), or why it
 * gets none: no company, no admin user to send it to, or nothing to say (no post published in the
 * last seven days and none coming in the next seven).
 */
export async function prepareDigest(
  db: Db,
  accountId: number,
  at: Date,
  { publicUrl, test = false }: { publicUrl: string; test?: boolean },
): Promise<PreparedDigest | { kind: 'none'; reason: NoDigest }> {
  const [company] = await db.select().from(companiesCopy).where(eq(companiesCopy.accountId, accountId));
  if (!company) return { kind: 'none', reason: 'no_company' };
  const recipients = await recipientsOf(db, accountId, { approvers: true });
  if (recipients.length === 0) return { kind: 'none', reason: 'no_admin' };
  const periods = digestPeriods(at, company.timeZone);
  const content = await digestContentOf(
    db,
    accountId,
    { companyName: company.companyName, timeZone: company.timeZone },
    periods,
    at,
  );
  if (!hasNews(content)) return { kind: 'none', reason: 'nothing_to_say' };
  const secret = hasApprovable(content) ? newSecret() : null;
  const approvalUrl = secret ? `${publicUrl}/api/email-scheduling/${secret}` : null;
  return {
    kind: 'ready',
    accountId,
    content,
    mail: { to: addressesOf(recipients), ...digestMail({ content, approvalUrl, publicUrl, test }) },
    approvalUrl,
    // The link works until the posts it lists are all past: the end of the digest's coming week.
    link: secret
      ? { secret, postIds: unscheduledOf(content), expiresAt: periods.coming.to, recipients }
      : null,
  };
}

/** When a digest goes: its message id (a replica's retry sends the same), and steps in its two transactions. */
export type DeliveryOptions = {
  messageId?: string;
  beforeSend?: (tx: Db) => Promise<void>;
  afterSend?: (tx: Db, messageId: string | null) => Promise<void>;
};

/**
 * Sends a mail whose links are stored first (`storeLinks`, with `beforeSend`), so a mail delivered just
 * before a crash carries links that work; the mail is recorded (its links' secrets redacted) once the
 * server took it (with `afterSend`). The account's digest and a reviewer's both go this way.
 */
export async function deliverWithLinks(
  db: Db,
  mailer: Mailer,
  { accountId, mail }: { accountId: number; mail: Mail },
  storeLinks: (tx: Db) => Promise<void>,
  { messageId, beforeSend, afterSend }: DeliveryOptions = {},
): Promise<{ messageId: string | null }> {
  await db.transaction(async (tx) => {
    await storeLinks(tx);
    await beforeSend?.(tx);
  });
  const sent = await mailer.send(messageId ? { ...mail, messageId } : mail);
  await db.transaction(async (tx) => {
    await tx.insert(mails).values({
      accountId,
      recipients: mail.to,
      subject: mail.subject,
      text: redactSecretPaths(mail.text),
      html: redactSecretPaths(mail.html),
      delivery: mailer.delivery,
      messageId: sent.messageId,
    });
    await afterSend?.(tx, sent.messageId);
  });
  return sent;
}

/** Sends a prepared digest, its one-click scheduling link stored before the mail goes. */
export function deliverDigest(
  db: Db,
  mailer: Mailer,
  digest: PreparedDigest,
  options: DeliveryOptions = {},
): Promise<{ messageId: string | null }> {
  const { link } = digest;
  return deliverWithLinks(
    db,
    mailer,
    digest,
    async (tx) => {
      if (link)
        await tx.insert(emailSchedulingTokens).values({
          accountId: digest.accountId,
          token: hashSecret(link.secret),
          postIds: link.postIds,
          recipients: link.recipients,
          expiresAt: link.expiresAt,
        });
    },
    options,
  );
}
