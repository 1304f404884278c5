import { z } from 'zod';
import { optionalText } from './config.ts';
import { ApiError } from './errors.ts';
import { redactSecretPaths } from './logged-path.ts';
import type { Logger } from './logger.ts';

export type Mail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header, '<id@host>' (default: one the transport makes). A mail sent again after an
   * unknown outcome carries the same one, so mail systems can recognise the copy.
   */
  messageId?: string;
};

/** Where the service's mails go: an SMTP server, or, with none configured, the log ('kept'). */
export interface Mailer {
  readonly delivery: 'smtp' | 'kept';
  /** Sends the mail; an SMTP failure is the 502 that says so. */
  send(mail: Mail): Promise<{ messageId: string | null }>;
}

export const MAIL_FAILED = 'Η αποστολή του email απέτυχε';

/** A dead or silent server fails the request within seconds instead of holding it for minutes. */
const TIMEOUT_MS = 10_000;

/** Sends through the SMTP server of `smtpUrl` (smtp:// with STARTTLS when offered, smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Loaded when the mailer is made, not with the module: a process without SMTP_URL never holds it.
  const transport = import('nodemailer').then(({ createTransport }) =>
    createTransport({
      url: smtpUrl,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    }),
  );
  return {
    delivery: 'smtp',
    async send({ to, subject, text, html, messageId }) {
      try {
        const info = await (await transport).sendMail({ from, to, subject, text, html, messageId });
        return { messageId: info.messageId ?? null };
      } catch (error) {
        throw new ApiError(502, 'mail_failed', `${MAIL_FAILED}: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * Sends nothing: the mail is written to the log, its approval link's secret redacted (logs travel
 * further than the business: the link is shown to the business on the campaigns screen instead).
 */
export function createKeptMailer(logger: Logger): Mailer {
  return {
    delivery: 'kept',
    async send({ to, subject, text }) {
      logger.info({ to, subject, text: redactSecretPaths(text) }, 'mail kept: no SMTP server is configured');
      return { messageId: null };
    },
  };
}

/**
 * The mail settings, the same for every service that sends mail (svc-auth's invitations, svc-posts'
 * approvals, digests and alerts): `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`,
 * and the sender. Unset, mails are kept and logged.
 */
export const mailEnv = {
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalText.transform((v) => v ?? 'Post Studio <no-reply@localhost>'),
};

/** The mailer the mail settings name: the SMTP server, or none (mails kept in the log, which it says). */
export function mailerFromEnv(env: { SMTP_URL?: string; MAIL_FROM: string }, logger: Logger): Mailer {
  if (!env.SMTP_URL) {
    logger.info('SMTP_URL is not set: mails are not sent but kept and written to the log');
    return createKeptMailer(logger);
  }
  return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
}
