/**
 * How long a thread has waited for an answer (issue 38): every hour, or only the clinic's opening hours
 * (days and each day's hours in Greek time) when the account set them; and which threads wait longer than the
 * account's `waitAlertHours` (the bell's count, the daily mail).
 */
import { type InboxSettings, type OpeningHours, openingHoursOn } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { inboxThreads } from '../db/schema.ts';

const STEP_MS = 15 * 60_000;
const athens = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Athens',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether the clinic is open at this moment. */
export function isOpen(at: Date, hours: OpeningHours): boolean {
  const parts = Object.fromEntries(athens.formatToParts(at).map((p) => [p.type, p.value]));
  const day = DAYS[parts.weekday ?? ''] ?? 0;
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  const open = openingHoursOn(hours, day);
  return open !== null && minute >= minutesOf(open.from) && minute < minutesOf(open.to);
}

/** The hours waited from `since` to `now`: all of them, or those in opening hours (in steps of 15 minutes). */
export function hoursWaited(since: Date, now: Date, hours: OpeningHours | null): number {
  if (!hours) return (now.getTime() - since.getTime()) / 3_600_000;
  let open = 0;
  // A month back at most: a thread waiting longer is overdue however it is counted.
  const from = Math.max(since.getTime(), now.getTime() - 31 * 86_400_000);
  for (let t = from; t < now.getTime(); t += STEP_MS) if (isOpen(new Date(t), hours)) open += STEP_MS;
  return open / 3_600_000;
}

/** The account's threads waiting longer than its setting, longest first. */
export async function overdueThreads(
  db: Db,
  accountId: number,
  settings: Pick<InboxSettings, 'waitAlertHours' | 'openingHours'>,
  now: Date,
) {
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
  return rows.filter(
    (row) => hoursWaited(row.waitingSince!, now, settings.openingHours) >= settings.waitAlertHours,
  );
}
