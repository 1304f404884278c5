import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { getISODay } from 'date-fns/getISODay';
import { startOfDay } from 'date-fns/startOfDay';

/** The digest goes out on Mondays from this hour, on the business's clock. */
export const DIGEST_HOUR = 8;
export const DIGEST_TIME = `${String(DIGEST_HOUR).padStart(2, '0')}:00`;

export type Period = { from: Date; to: Date };

/**
 * What a digest written at a moment covers, on the business's calendar: the seven days before today
 * (on Monday: last week, Monday to Sunday), the seven before those, and the posts from now until
 * DIGEST_HOUR seven days after today (on Monday: when the next digest is due). Days are local days, so a
 * week holding a daylight-saving change is 167 or 169 hours long and 08:00 stays 08:00.
 */
export type DigestPeriods = {
  lastWeek: Period;
  weekBefore: Period;
  coming: Period;
};

const atHour = (day: Date, hour: number, timeZone: string) => {
  const local = new TZDate(day.getTime(), timeZone);
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, 0, 0, timeZone).getTime(),
  );
};

export function digestPeriods(at: Date, timeZone: string): DigestPeriods {
  const today = startOfDay(new TZDate(at.getTime(), timeZone));
  const instant = (d: Date) => new Date(d.getTime());
  return {
    lastWeek: { from: instant(addDays(today, -7)), to: instant(today) },
    weekBefore: { from: instant(addDays(today, -14)), to: instant(addDays(today, -7)) },
    coming: { from: at, to: atHour(addDays(today, 7), DIGEST_HOUR, timeZone) },
  };
}

/** The Monday digest of one week of one business: when it is due and until when it may still go. */
export type DigestWeek = {
  /** The Monday, 'yyyy-MM-dd' on the business's calendar: the week's key. */
  weekStart: string;
  /** That Monday at DIGEST_HOUR, local. */
  dueAt: Date;
  /** The end of that Monday, local: a digest not sent by then is not sent at all. */
  sendBy: Date;
};

/**
 * The digest due at `at` in `timeZone`: the current week's when it is Monday from DIGEST_HOUR on, local
 * time; otherwise none (before 08:00 it is not due yet; from Tuesday it is too late for it).
 */
export function digestWeekDueAt(at: Date, timeZone: string): DigestWeek | null {
  const local = new TZDate(at.getTime(), timeZone);
  if (getISODay(local) !== 1) return null;
  const dueAt = atHour(local, DIGEST_HOUR, timeZone);
  if (at.getTime() < dueAt.getTime()) return null;
  const today = startOfDay(local);
  return {
    weekStart: format(today, 'yyyy-MM-dd'),
    dueAt,
    sendBy: new Date(addDays(today, 1).getTime()),
  };
}

/** The next Monday DIGEST_HOUR, local, after `at` (today's when it is Monday before that hour). */
export function nextDigestAt(at: Date, timeZone: string): Date {
  const today = startOfDay(new TZDate(at.getTime(), timeZone));
  const monday = getISODay(today) === 1 ? today : addDays(today, 8 - getISODay(today));
  const due = atHour(monday, DIGEST_HOUR, timeZone);
  return due.getTime() > at.getTime() ? due : atHour(addDays(monday, 7), DIGEST_HOUR, timeZone);
}
