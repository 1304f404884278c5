/**
 * The inbox's daily mail, svc-posts' half: svc-social, which owns the inbox, announces once a
 * day per account the threads waiting too long (`social.inbox.overdue-found`); svc-posts, which holds the
 * account's users and their roles, the company's time zone and the mail server, mails them to the owner
 * and the marketers (those who answer the inbox; a medical reviewer signs replies off in the portal).
 * The account's day is one row (`inbox_mails`): a redelivery of the event finds it settled and sends
 * nothing; a send that failed leaves it pending and the bus delivers the event again after its backoff.
 * As for the weekly digest, only a crash between the SMTP server taking the mail and its record sends a
 * second copy, with the same Message-ID.
 */

import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@studio/contracts';
import { DEFAULT_TIME_ZONE } from '@studio/contracts';
import {
  type Consumer,
  claimDue,
  claimReleased,
  consumerOf,
  type Db,
  isAccountSuspended,
  type Logger,
  type Mailer,
} from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { accountStates, companiesCopy, inboxMails, mails } from '../db/schema.ts';
import { addressesOf, recipientsOf } from '../email/recipients.ts';
import { inboxDailyMail } from './mail.ts';

type Overdue = EventPayload<'social.inbox.overdue-found'>;
type Row = typeof inboxMails.$inferSelect;

export type InboxMailDeps = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** The platform's canonical public origin: the mail's links. */
  publicUrl: string;
  /** How long one delivery holds the day's mail while it sends it (default: 2 minutes). */
  leaseMs?: number;
  /** The waits before the event is delivered again after a failed send (default: 1, 5, then 15 minutes). */
  retryMs?: number[];
};

/** Tries of one day's mail: about an hour and a half with the default waits. */
const MAX_DELIVER = 8;

/** The same Message-ID for every send of one account's day. */
export const inboxMailMessageId = (row: Pick<Row, 'accountId' | 'day'>, publicUrl: string) =>
  `<inbox-daily.${row.accountId}.${row.day}@${new URL(publicUrl).hostname || 'localhost'}>`;

/**
 * Handles one delivery of the day's overdue threads: makes the day's row, claims it, and sends its mail or
 * records why none goes. Throws (the bus delivers it again) when the mail failed or another delivery holds it.
 */
export async function mailOverdue(deps: InboxMailDeps, overdue: Overdue): Promise<Row['state']> {
  const { db, mailer, now, publicUrl } = deps;
  const { accountId, day } = overdue;
  await db.insert(inboxMails).values({ accountId, day, threads: overdue.total }).onConflictDoNothing();
  const theRow = and(eq(inboxMails.accountId, accountId), eq(inboxMails.day, day));
  const [row] = await claimDue(db, {
    table: inboxMails,
    key: [inboxMails.accountId, inboxMails.day],
    claim: { claimedUntil: inboxMails.claimedUntil, attempts: inboxMails.attempts },
    due: and(theRow, eq(inboxMails.state, 'pending')),
    orderBy: [inboxMails.accountId],
    leaseMs: deps.leaseMs ?? 120_000,
    at: now(),
  });
  if (!row) {
    const [settled] = await db.select({ state: inboxMails.state }).from(inboxMails).where(theRow);
    if (settled && settled.state !== 'pending') return settled.state;
    throw new Error('the inbox mail of the day is being sent by another delivery');
  }
  const settle = (state: Row['state']) =>
    db
      .update(inboxMails)
      .set({ state, ...claimReleased })
      .where(theRow)
      .then(() => state);
  if (await isAccountSuspended(db, accountStates, accountId)) return settle('suspended');
  const recipients = await recipientsOf(db, accountId, { approvers: true });
  if (recipients.length === 0) return settle('no_recipients');
  const [company] = await db.select().from(companiesCopy).where(eq(companiesCopy.accountId, accountId));
  const mail = {
    to: addressesOf(recipients),
    messageId: inboxMailMessageId(row, publicUrl),
    ...inboxDailyMail({
      overdue,
      companyName: company?.companyName ?? null,
      logoUrl: company?.logoUrl ?? null,
      timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
      publicUrl,
    }),
  };
  let messageId: string | null;
  try {
    ({ messageId } = await mailer.send(mail));
  } catch (error) {
    await db.update(inboxMails).set(claimReleased).where(theRow);
    throw error;
  }
  const state = mailer.delivery === 'smtp' ? 'sent' : 'kept';
  await db.transaction(async (tx) => {
    await tx
      .update(inboxMails)
      .set({ state, sentAt: now(), messageId, ...claimReleased })
      .where(theRow);
    await tx.insert(mails).values({
      accountId,
      recipients: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      delivery: mailer.delivery,
      messageId,
    });
  });
  return state;
}

/** Mails each account's daily overdue threads as svc-social announces them. */
export function inboxMailConsumer(deps: InboxMailDeps): Consumer {
  const owner = randomUUID();
  return consumerOf({
    durable: 'svc-posts-inbox-mail',
    subjects: ['social.inbox.overdue-found'],
    startAt: 'all',
    maxDeliver: MAX_DELIVER,
    backoffMs: deps.retryMs ?? [60_000, 5 * 60_000, 15 * 60_000],
    handler: async ({ payload, deliveryCount }) => {
      const log = deps.logger.child({ accountId: payload.accountId, day: payload.day, owner });
      try {
        const state = await mailOverdue(deps, payload);
        log.info({ state, threads: payload.total }, 'inbox daily mail');
      } catch (error) {
        log.warn({ err: error, deliveryCount }, 'inbox daily mail not sent; it will be tried again');
        throw error;
      }
    },
  });
}
