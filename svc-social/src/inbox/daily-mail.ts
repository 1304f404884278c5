/**
 * The daily mail of waiting threads, svc-social's half: once a day per account, from 08:00 in
 * its time zone (svc-auth's company setting, kept by accounts/time-zones.ts; Greek time until it is
 * known), the threads waiting longer than the account's `waitAlertHours` (in opening hours read on the
 * same clock) are announced as `social.inbox.overdue-found`; svc-posts, which holds the account's
 * users, their roles and the mail server, mails them (svc-posts/src/inbox-mail/). The day's row and the
 * event are written in one transaction and the row's key is the account and the day, so however many
 * replicas look, one announces it, once; an account with nothing waiting, or its mail turned off, gets
 * its row and no event.
 */
import { DEFAULT_TIME_ZONE, type EventPayload, type InboxSettings } from '@studio/contracts';
import { type Db, emit, type Logger, type Poller, startPoller } from '@studio/kit';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { localTimeOf } from '../accounts/time-zones.ts';
import { accountTimeZones, inboxDailyMails, inboxThreads, outbox } from '../db/schema.ts';
import { settingsOf } from './queries.ts';
import { hoursWaited, overdueThreads } from './waiting.ts';

/** The local hour from which the day's mail goes. */
export const DAILY_MAIL_HOUR = 8;
/** The most threads one mail lists (the rest are counted). */
const LISTED = 50;
/** The shortest `waitAlertHours` there is: a thread waiting less is nobody's overdue. */
const MIN_ALERT_HOURS = 1;

type Thread = Awaited<ReturnType<typeof overdueThreads>>[number];
type Listed = EventPayload<'social.inbox.overdue-found'>['threads'][number];

const listed = (
  row: Thread,
  at: Date,
  settings: Pick<InboxSettings, 'openingHours' | 'timeZone'>,
): Listed => ({
  threadId: row.id,
  network: row.network,
  kind: row.kind,
  authorName: row.authorName,
  excerpt: row.lastItemExcerpt,
  waitingSince: row.waitingSince!.toISOString(),
  hoursWaited:
    Math.round(hoursWaited(row.waitingSince!, at, settings.openingHours, settings.timeZone) * 10) / 10,
});

/** Looks at one account's day: answers whether it announced threads (false: another replica had it, or none wait). */
async function lookAtAccount(db: Db, accountId: number, day: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .insert(inboxDailyMails)
      .values({ accountId, day, overdue: 0, checkedAt: at })
      .onConflictDoNothing()
      .returning({ accountId: inboxDailyMails.accountId });
    if (!mine) return false;
    // The collection does not matter here: only the mail's settings are read.
    const settings = await settingsOf(tx, accountId, 'webhook');
    if (!settings.dailyMail) return false;
    const overdue = await overdueThreads(tx, accountId, settings, at);
    if (overdue.length === 0) return false;
    await tx
      .update(inboxDailyMails)
      .set({ overdue: overdue.length })
      .where(and(eq(inboxDailyMails.accountId, accountId), eq(inboxDailyMails.day, day)));
    await emit(tx, outbox, 'social.inbox.overdue-found', {
      accountId,
      day,
      at: at.toISOString(),
      waitAlertHours: settings.waitAlertHours,
      openingHours: settings.openingHours !== null,
      total: overdue.length,
      threads: overdue.slice(0, LISTED).map((row) => listed(row, at, settings)),
    });
    return true;
  });
}

/**
 * One look: every account with a thread waiting at least an hour whose local time has passed the mail's
 * hour and which has no row for its local day yet is looked at; answers how many accounts' overdue
 * threads were announced.
 */
export async function announceOverdue(db: Db, at: Date, afterCommit: () => void): Promise<number> {
  const candidates = await db
    .selectDistinct({ accountId: inboxThreads.accountId, timeZone: accountTimeZones.timeZone })
    .from(inboxThreads)
    .leftJoin(accountTimeZones, eq(accountTimeZones.accountId, inboxThreads.accountId))
    .where(
      and(
        isNotNull(inboxThreads.waitingSince),
        lte(inboxThreads.waitingSince, new Date(at.getTime() - MIN_ALERT_HOURS * 3_600_000)),
      ),
    );
  const due = candidates
    .map(({ accountId, timeZone }) => ({ accountId, ...localTimeOf(at, timeZone ?? DEFAULT_TIME_ZONE) }))
    .filter(({ hour }) => hour >= DAILY_MAIL_HOUR);
  if (due.length === 0) return 0;
  const looked = await db
    .select({ accountId: inboxDailyMails.accountId, day: inboxDailyMails.day })
    .from(inboxDailyMails)
    .where(
      and(
        inArray(
          inboxDailyMails.accountId,
          due.map((d) => d.accountId),
        ),
        inArray(inboxDailyMails.day, [...new Set(due.map((d) => d.day))]),
      ),
    );
  const done = new Set(looked.map((l) => `${l.accountId}|${l.day}`));
  let announced = 0;
  for (const { accountId, day } of due) {
    if (done.has(`${accountId}|${day}`)) continue;
    if (await lookAtAccount(db, accountId, day, at)) announced += 1;
  }
  if (announced > 0) afterCommit();
  return announced;
}

export type DailyMailDeps = {
  db: Db;
  now: () => Date;
  logger: Logger;
  afterCommit: () => void;
  /** How often the day's looks are made (default: every 5 minutes). */
  intervalMs?: number;
};

/** How often the day's looks are made, unless told otherwise. */
export const DEFAULT_DAILY_MAIL_INTERVAL_MS = 5 * 60_000;

/** Looks every few minutes, in every replica. */
export function startInboxDailyMail({ db, now, logger, afterCommit, intervalMs }: DailyMailDeps): Poller {
  return startPoller({
    intervalMs: intervalMs ?? DEFAULT_DAILY_MAIL_INTERVAL_MS,
    run: async () => {
      const announced = await announceOverdue(db, now(), afterCommit);
      if (announced > 0)
        logger.info({ accounts: announced }, 'inbox: waiting threads announced for the daily mail');
    },
    onError: (error) => logger.error({ err: error }, 'inbox daily mail look failed'),
  });
}
