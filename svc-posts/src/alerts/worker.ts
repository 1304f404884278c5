import { DEFAULT_TIME_ZONE } from '@studio/contracts';
import {
  backoffMs,
  claimDue,
  claimReleased,
  type Db,
  type Logger,
  type Mailer,
  startPoller,
} from '@studio/kit';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { alerts, companiesCopy, mails } from '../db/schema.ts';
import { addressesOf, recipientsOf } from '../email/recipients.ts';
import { alertMail } from './alert-mail.ts';
import { accountsWithProblems, warnOfPostsAtRisk } from './at-risk.ts';
import { remindOfLoginExpiry } from './login-expiry.ts';

export type AlertWorkerOptions = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** The platform's first public address: the mails' links point there. */
  publicUrl: string;
  /** How often each replica looks for posts a connection problem puts at risk and for mails to send. */
  intervalMs: number;
  /** How long a replica may take to send one batch of mails before another may send them. */
  claimMs?: number;
  /** Waits before each new try of a mail the SMTP server refused; the mail is given up after them. */
  retryMs?: number[];
};

const BATCH = 20;
const DEFAULT_RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/**
 * The alerts' background work, in every replica: warns of coming posts a connection problem would make
 * fail (the posts that fall within 48 hours as time goes, and those scheduled since the last report),
 * reminds of a Facebook login nearing its end, and sends the mail of each new alert. A mail is claimed (`FOR UPDATE SKIP LOCKED`, a claim that
 * expires) before it is sent and marked after, so one replica sends it; only a crash between the send
 * and the mark sends it again, once the claim expires.
 */
export function startAlertWorker(options: AlertWorkerOptions) {
  const { db, mailer, now, logger } = options;
  const claimMs = options.claimMs ?? 2 * 60_000;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;

  const claimMails = () =>
    claimDue(db, {
      table: alerts,
      key: [alerts.id],
      claim: { claimedUntil: alerts.claimedUntil },
      due: and(eq(alerts.mailStatus, 'pending'), lte(alerts.nextAttemptAt, sql`now()`)),
      orderBy: [asc(alerts.id)],
      limit: BATCH,
      leaseMs: claimMs,
    });

  const deliver = async (alert: typeof alerts.$inferSelect) => {
    const recipients = await recipientsOf(db, alert.accountId);
    if (recipients.length === 0) {
      await db
        .update(alerts)
        .set({ mailStatus: 'no_recipients', claimedUntil: null })
        .where(eq(alerts.id, alert.id));
      logger.warn(
        { alertId: alert.id, accountId: alert.accountId },
        'alert not mailed: the account has no admin e-mail',
      );
      return;
    }
    const [company] = await db
      .select()
      .from(companiesCopy)
      .where(eq(companiesCopy.accountId, alert.accountId));
    const mail = {
      to: addressesOf(recipients),
      ...alertMail({
        alert,
        companyName: company?.companyName ?? null,
        logoUrl: company?.logoUrl ?? null,
        timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
        publicUrl: options.publicUrl,
      }),
    };
    let messageId: string | null;
    try {
      ({ messageId } = await mailer.send(mail));
    } catch (error) {
      const attempts = alert.attempts + 1;
      const wait = backoffMs({ stepsMs: retryMs, giveUp: true }, attempts);
      await db
        .update(alerts)
        .set({
          attempts,
          ...claimReleased,
          ...(wait === null
            ? { mailStatus: 'failed' as const }
            : { nextAttemptAt: sql`now() + ${wait} * interval '1 millisecond'` }),
        })
        .where(eq(alerts.id, alert.id));
      logger.warn({ err: error, alertId: alert.id, attempts }, 'alert mail not sent');
      return;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(alerts)
        .set({
          mailStatus: mailer.delivery === 'smtp' ? 'sent' : 'kept',
          attempts: alert.attempts + 1,
          mailedAt: now(),
          claimedUntil: null,
        })
        .where(eq(alerts.id, alert.id));
      await tx.insert(mails).values({
        accountId: alert.accountId,
        recipients: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        delivery: mailer.delivery,
        messageId,
      });
    });
    logger.info({ alertId: alert.id, accountId: alert.accountId, kind: alert.kind }, 'alert mailed');
  };

  /** Sends every alert mail that is due; answers how many it handled. */
  async function sendDue(signal?: AbortSignal): Promise<number> {
    let handled = 0;
    while (!signal?.aborted) {
      const claimed = await claimMails();
      for (const alert of claimed) await deliver(alert);
      handled += claimed.length;
      if (claimed.length < BATCH) break;
    }
    return handled;
  }

  /** Warns every account whose connection has a problem of the coming posts it stops. */
  async function warnAll(signal?: AbortSignal): Promise<number> {
    let raised = 0;
    for (const accountId of await accountsWithProblems(db)) {
      if (signal?.aborted) break;
      raised += await warnOfPostsAtRisk(db, accountId, now());
    }
    return raised;
  }

  const run = async (signal?: AbortSignal) => {
    await warnAll(signal);
    await remindOfLoginExpiry(db, now());
    await sendDue(signal);
  };

  const poller = startPoller({
    intervalMs: options.intervalMs,
    run,
    onError: (error) => logger.error({ err: error }, 'alerts run failed'),
  });

  return {
    run,
    sendDue,
    warnAll,
    /** Looks now (a new alert was raised in this process), not at the next tick. */
    kick: poller.kick,
    stop: poller.stop,
  };
}
