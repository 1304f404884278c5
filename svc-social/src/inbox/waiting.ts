/**
 * How long a thread has waited for an answer: every hour, or only the clinic's opening hours
 * (days and each day's hours on the clock of the account's time zone, accounts/time-zones.ts) when the
 * account set them; and which threads wait longer than the account's `waitAlertHours` (the bell's
 * count, the daily mail).
 */
import { DEFAULT_TIME_ZONE, type InboxSettings, type OpeningHours, openingHoursOn } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { localTimeOf } from '../accounts/time-zones.ts';
import { inboxThreads } from '../db/schema.ts';

const STEP_MS = 15 * 60_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether the clinic is open at this moment, on the clock of its time zone (default: Greek time). */
export function isOpen(at: Date, hours: OpeningHours, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const local = localTimeOf(at, timeZone);
  const minute = local.hour * 60 + local.minute;
  const open = openingHoursOn(hours, local.weekday);
  return open !== null && minute >= minutesOf(open.from) && minute < minutesOf(open.to);
}

/**
 * The hours waited from `since` to `now`: all of them, or those in opening hours on the clock of the
 * account's time zone (in steps of 15 minutes).
 */
export function hoursWaited(
  since: Date,
  now: Date,
  hours: OpeningHours | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  if (!hours) return (now.getTime() - since.getTime()) / 3_600_000;
  let open = 0;
  // A month back at most: a thread waiting longer is overdue however it is counted.
  const from = Math.max(since.getTime(), now.getTime() - 31 * 86_400_000);
  for (let t = from; t < now.getTime(); t += STEP_MS)
    if (isOpen(new Date(t), hours, timeZone)) open += STEP_MS;
  return open / 3_600_000;
}

type WaitSettings = Pick<InboxSettings, 'waitAlertHours' | 'openingHours' | 'timeZone'>;

/**
 * Whether a thread waiting since `since` (null: nothing waits) has waited longer than the account's
 * setting at `now`, in its opening hours when set: the red of the thread list, the bell, the daily mail.
 */
export const overdueAt =
  (settings: WaitSettings, now: Date) =>
  (since: Date | null): boolean =>
    since !== null &&
    hoursWaited(since, now, settings.openingHours, settings.timeZone) >= settings.waitAlertHours;

/** The account's threads waiting longer than its setting, longest first (opening hours read in its time zone). */
export async function overdueThreads(db: Db, accountId: number, settings: WaitSettings, now: Date) {
  // Opening hours only shorten a wait: the threads past the setting by the clock are the candidates.
  const rows = await db
    .select()
    .from(inboxThreads)
    .where(
      and(
        eq(inboxThreads.accountId, accountId),
        isNotNull(inboxThreads.waitingSince),
        lte(inboxThreads.waitingSince, new Date(now.getTime() - settings.waitAlertHours * 3_600_000)),
      ),
    )
    .orderBy(inboxThreads.waitingSince);
  const overdue = overdueAt(settings, now);
  return rows.filter((row) => overdue(row.waitingSince));
}
