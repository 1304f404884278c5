import {
  type OpeningDayHours,
  type OpeningHours,
  openingHoursMessages,
  openingHoursOn,
} from '@studio/contracts';

/** One weekday as the editor shows it: open or closed, and its hours ('HH:MM'). */
export type WeekdayHours = { day: number; open: boolean; from: string; to: string };

/** Monday to Sunday, as the contract numbers them (1 to 7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The times the editor offers: every quarter hour, 00:00 to 23:45. */
export const TIMES: readonly string[] = Array.from(
  { length: 96 },
  (_, n) => `${String(Math.floor(n / 4)).padStart(2, '0')}:${String((n % 4) * 15).padStart(2, '0')}`,
);
const DEFAULT_FROM = '09:00';
const DEFAULT_TO = '17:00';
const OPENS = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSES = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The week the editor starts from: the account's hours, or Monday to Friday 09:00–17:00 when none are set. */
export function weekOf(hours: OpeningHours | null): WeekdayHours[] {
  return WEEKDAYS.map((day) => {
    if (!hours) return { day, open: day <= 5, from: DEFAULT_FROM, to: DEFAULT_TO };
    const open = openingHoursOn(hours, day);
    return open ? { day, open: true, ...open } : { day, open: false, from: hours.from, to: hours.to };
  });
}

/** What is wrong with a day's hours (Greek), or null. A closed day has nothing wrong. */
export function dayProblem(row: WeekdayHours): string | null {
  if (!row.open) return null;
  if (!OPENS.test(row.from) || !CLOSES.test(row.to)) return 'Συμπληρώστε τις ώρες ως ΩΩ:ΛΛ, π.χ. 09:00.';
  if (minutesOf(row.to) <= minutesOf(row.from)) return openingHoursMessages.closesBeforeOpening;
  return null;
}

/** What is wrong with the week as a whole (Greek), or null. */
export function weekProblem(week: WeekdayHours[]): string | null {
  return week.some((row) => row.open) ? null : openingHoursMessages.noDay;
}

/**
 * The week as the API keeps it: the open days, the hours most of them share, and the days whose hours
 * differ. Call once the week has no problem.
 */
export function openingHoursOf(week: WeekdayHours[]): OpeningHours {
  const open = week.filter((row) => row.open);
  const counts = new Map<string, number>();
  for (const row of open) counts.set(`${row.from}-${row.to}`, (counts.get(`${row.from}-${row.to}`) ?? 0) + 1);
  let common = open[0]!;
  for (const row of open)
    if ((counts.get(`${row.from}-${row.to}`) ?? 0) > (counts.get(`${common.from}-${common.to}`) ?? 0))
      common = row;
  const byDay: OpeningDayHours[] = open
    .filter((row) => row.from !== common.from || row.to !== common.to)
    .map(({ day, from, to }) => ({ day, from, to }));
  return {
    days: open.map((row) => row.day),
    from: common.from,
    to: common.to,
    ...(byDay.length > 0 ? { byDay } : {}),
  };
}
