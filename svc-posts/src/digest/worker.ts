import { createHash, randomUUID } from 'node:crypto';
import {
  backoffMs,
  claimDue,
  type Db,
  isAccountSuspended,
  type Logger,
  type Mailer,
  startPoller,
} from '@studio/kit';
import { and, asc, eq, gt, lte, notExists } from 'drizzle-orm';
import { isKnownTimeZone } from '../accounts/time-zone.ts';
import {
  accountStates,
  adminUserEmailsCopy,
  aiConfigurations,
  companiesCopy,
  weeklyDigests,
} from '../db/schema.ts';
import { deliverDigest, prepareDigest } from './prepare.ts';
import { deliverReviewerDigest, prepareReviewerDigest } from './reviewer.ts';
import { digestWeekDueAt } from './week.ts';

export type DigestWorkerOptions = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** The platform's canonical public origin: the mails' images and links. */
  publicUrl: string;
  /** How often due digests are looked for. */
  intervalMs: number;
  /** How long a replica holds a digest it sends before another may take it over (it crashed). */
  claimMs?: number;
  /** The wait before a digest whose send failed is tried again, doubled each time up to half an hour. */
  retryMs?: number;
};

type DigestRow = typeof weeklyDigests.$inferSelect;

const DEFAULT_CLAIM_MS = 5 * 60_000;
const DEFAULT_RETRY_MS = 60_000;
const MAX_RETRY_MS = 30 * 60_000;

/**
 * The same Message-ID for every send of one digest of a week, so a copy sent again is recognisable; a
 * reviewer's is told apart by a hash of their address (which the header should not show).
 */
export const digestMessageId = (
  row: Pick<DigestRow, 'accountId' | 'weekStart' | 'recipient'>,
  publicUrl: string,
) => {
  const whose = row.recipient
    ? `.reviewer-${createHash('sha256').update(row.recipient).digest('hex').slice(0, 16)}`
    : '';
  return `<weekly-digest.${row.accountId}.${row.weekStart}${whose}@${new URL(publicUrl).hostname || 'localhost'}>`;
};

/**
 * Every business whose Monday morning has come gets its row for the week, and each of its medical
 * reviewers one of their own, once whatever the number of replicas (the key is the account, the local
 * Monday and whose digest it is). Only on that Monday: a deployment that was down all Monday makes none,
 * and never sends last week's digest later.
 */
async function planDue(db: Db, at: Date, logger: Logger): Promise<void> {
  const zones = await db.selectDistinct({ timeZone: companiesCopy.timeZone }).from(companiesCopy);
  for (const { timeZone } of zones) {
    if (!isKnownTimeZone(timeZone)) {
      logger.warn({ timeZone }, 'unknown time zone: its businesses get no weekly digest');
      continue;
    }
    const week = digestWeekDueAt(at, timeZone);
    if (!week) continue;
    const accounts = await db
      .select({ accountId: companiesCopy.accountId })
      .from(companiesCopy)
      .where(
        and(
          eq(companiesCopy.timeZone, timeZone),
          notExists(
            db
              .select({ one: weeklyDigests.accountId })
              .from(weeklyDigests)
              .where(
                and(
                  eq(weeklyDigests.accountId, companiesCopy.accountId),
                  eq(weeklyDigests.weekStart, week.weekStart),
                ),
              ),
          ),
        ),
      );
    if (accounts.length > 0)
      await db
        .insert(weeklyDigests)
        .values(
          accounts.map(({ accountId }) => ({ accountId, timeZone, ...week, nextAttemptAt: week.dueAt })),
        )
        .onConflictDoNothing();
    // The reviewers' own: one row each, made again as often as this runs that Monday (a reviewer who joined
    // in the morning gets theirs too); the key keeps each to one.
    const reviewers = await db
      .selectDistinct({ accountId: adminUserEmailsCopy.accountId, recipient: adminUserEmailsCopy.email })
      .from(adminUserEmailsCopy)
      .innerJoin(companiesCopy, eq(companiesCopy.accountId, adminUserEmailsCopy.accountId))
      .where(
        and(
          eq(companiesCopy.timeZone, timeZone),
          eq(adminUserEmailsCopy.role, 'medical_reviewer'),
          eq(adminUserEmailsCopy.disabled, false),
        ),
      );
    if (reviewers.length > 0)
      await db
        .insert(weeklyDigests)
        .values(reviewers.map((r) => ({ ...r, timeZone, ...week, nextAttemptAt: week.dueAt })))
        .onConflictDoNothing();
  }
}

/** Digests still unsent when their Monday ended are given up: a week's digest never goes on Tuesday. */
async function giveUpLate(db: Db, at: Date, logger: Logger): Promise<void> {
  const missed = await db
    .update(weeklyDigests)
    .set({ outcome: 'missed', claimedUntil: null, updatedAt: at })
    .where(and(eq(weeklyDigests.outcome, 'pending'), lte(weeklyDigests.sendBy, at)))
    .returning();
  for (const row of missed)
    logger.warn(
      { accountId: row.accountId, weekStart: row.weekStart, attempts: row.attempts, reason: row.reason },
      'weekly digest not sent by the end of its Monday: given up',
    );
}

/**
 * Claims one due digest (SKIP LOCKED: replicas never wait on each other); the claim keeps every other
 * replica off it while this one sends, and lets one take it over once it expires.
 */
async function claimDueDigest(
  db: Db,
  at: Date,
  owner: string,
  claimMs: number,
): Promise<DigestRow | undefined> {
  const [claimed] = await claimDue(db, {
    table: weeklyDigests,
    key: [weeklyDigests.accountId, weeklyDigests.weekStart, weeklyDigests.recipient],
    claim: weeklyDigests,
    due: and(
      eq(weeklyDigests.outcome, 'pending'),
      lte(weeklyDigests.nextAttemptAt, at),
      gt(weeklyDigests.sendBy, at),
    ),
    orderBy: [asc(weeklyDigests.nextAttemptAt)],
    leaseMs: claimMs,
    at,
    owner,
    set: { updatedAt: at },
  });
  return claimed;
}

/** Whether the account turned the digest off (an account without settings has it on). */
async function digestDisabled(db: Db, accountId: number): Promise<boolean> {
  const [config] = await db
    .select({ weeklyDigest: aiConfigurations.weeklyDigest })
    .from(aiConfigurations)
    .where(eq(aiConfigurations.accountId, accountId));
  return config?.weeklyDigest === false;
}

/**
 * The weekly digest: on Monday from 08:00 in each business's time zone, its admin users get
 * last week's results and the coming week's posts with the link that approves them. Any number of
 * replicas may run it; each account's week is sent once (see `runOne` for the one failure accepted).
 */
export function startDigestWorker(options: DigestWorkerOptions) {
  const { db, mailer, now, logger, publicUrl } = options;
  const owner = randomUUID();
  const claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;

  /** The row of this digest (the account's week, whose digest). */
  const theRow = (row: DigestRow) =>
    and(
      eq(weeklyDigests.accountId, row.accountId),
      eq(weeklyDigests.weekStart, row.weekStart),
      eq(weeklyDigests.recipient, row.recipient),
    );
  const ours = (row: DigestRow) => and(theRow(row), eq(weeklyDigests.claimedBy, owner));

  /**
   * Sends one claimed digest, or records why none goes. The order: the row is marked `sendingSince` (with
   * the link's hash) and committed, then the mail goes, then the row is marked sent with the mail's
   * record. A crash between the SMTP server taking the mail and that last commit leaves the row unsent
   * with `sendingSince`; its claim expires and the digest goes again, with the same Message-ID. That is
   * the failure accepted: a rare second copy (which mail systems can recognise by its Message-ID) rather
   * than a lost week, since the crash may as well have come before the server took anything.
   */
  async function runOne(row: DigestRow, at: Date): Promise<void> {
    const log = logger.child({
      accountId: row.accountId,
      weekStart: row.weekStart,
      digest: row.recipient ? 'reviewer' : 'account',
    });
    const skip = async (reason: string) => {
      await db
        .update(weeklyDigests)
        .set({ outcome: 'skipped', reason, claimedUntil: null, updatedAt: at })
        .where(ours(row));
      log.info({ reason }, 'weekly digest not sent');
    };
    try {
      if (await digestDisabled(db, row.accountId)) return await skip('disabled');
      if (await isAccountSuspended(db, accountStates, row.accountId)) return await skip('suspended');
      // A reviewer's own (their queue, sign-off links), or the account's.
      const digest = row.recipient
        ? await prepareReviewerDigest(db, row.accountId, row.recipient, at, { publicUrl })
        : await prepareDigest(db, row.accountId, at, { publicUrl });
      if (digest.kind === 'none') return await skip(digest.reason);
      const deliver = (to: Mailer, options: Parameters<typeof deliverDigest>[3]) =>
        'email' in digest
          ? deliverReviewerDigest(db, to, digest, options)
          : deliverDigest(db, to, digest, options);
      if (row.sendingSince)
        log.warn(
          { sendingSince: row.sendingSince.toISOString() },
          'the weekly digest’s last send ended unknown: sending it again, with the same Message-ID',
        );
      /** What the mailer answered, once the mail went. */
      const went: { messageId: string | null }[] = [];
      const markSent = (tx: Db, messageId: string | null) =>
        tx
          .update(weeklyDigests)
          .set({
            outcome: 'sent',
            sentAt: now(),
            messageId,
            reason: null,
            claimedUntil: null,
            updatedAt: now(),
          })
          .where(theRow(row));
      try {
        await deliver(
          {
            delivery: mailer.delivery,
            send: async (mail) => {
              const answer = await mailer.send(mail);
              went.push(answer);
              return answer;
            },
          },
          {
            messageId: digestMessageId(row, publicUrl),
            beforeSend: async (tx) => {
              const [still] = await tx
                .update(weeklyDigests)
                .set({ sendingSince: at, updatedAt: at })
                .where(and(ours(row), gt(weeklyDigests.claimedUntil, now())))
                .returning({ accountId: weeklyDigests.accountId });
              if (!still) throw new Error('the claim on the weekly digest expired before it was sent');
            },
            afterSend: (tx, messageId) => markSent(tx, messageId).then(() => undefined),
          },
        );
      } catch (error) {
        const [sent] = went;
        if (!sent) throw error;
        // The mail went but its record failed: left as it is, the row would send it again once its
        // claim expires, so it is recorded once more; failing that too, that is the copy accepted above.
        log.error({ err: error }, 'weekly digest sent, but recording it failed');
        await markSent(db, sent.messageId).catch((again: unknown) =>
          log.error({ err: again }, 'weekly digest still not recorded as sent: it may go again'),
        );
        return;
      }
      log.info({ recipients: digest.mail.to.length, delivery: mailer.delivery }, 'weekly digest sent');
    } catch (error) {
      // Nothing went (the server refused, or it failed before sending): the next try sends no second copy.
      const retryAt = new Date(
        at.getTime() + backoffMs({ baseMs: retryMs, maxMs: MAX_RETRY_MS }, row.attempts)!,
      );
      await db
        .update(weeklyDigests)
        .set({
          reason: (error as Error).message.slice(0, 500),
          nextAttemptAt: retryAt,
          sendingSince: null,
          claimedUntil: null,
          updatedAt: at,
        })
        .where(ours(row));
      log.warn(
        { err: error, retryAt: retryAt.toISOString() },
        'weekly digest failed; it will be tried again',
      );
    }
  }

  /** Plans the due weeks, gives up late ones and sends every due digest; answers how many it took. */
  async function runDue(signal?: AbortSignal): Promise<number> {
    const at = now();
    await planDue(db, at, logger);
    await giveUpLate(db, at, logger);
    let count = 0;
    while (!signal?.aborted) {
      const at = now();
      const row = await claimDueDigest(db, at, owner, claimMs);
      if (!row) break;
      await runOne(row, at);
      count++;
    }
    return count;
  }

  const poller = startPoller({
    intervalMs: options.intervalMs,
    run: runDue,
    onError: (error) => logger.error({ err: error }, 'weekly digest check failed'),
  });

  return { runDue, stop: poller.stop };
}
