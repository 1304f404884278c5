import { DEFAULT_TIME_ZONE } from './company.ts';

/**
 * A moment as the businesses read it, dd/MM/yyyy HH:mm on a 24-hour clock (Greek Intl options), for the
 * portal's screens and the services' Greek texts alike; add `timeZone` (and `weekday`) as each needs.
 */
export const NUMERIC_DATE_TIME = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const satisfies Intl.DateTimeFormatOptions;

/** A moment on the wall clock of a time zone: its day (YYYY-MM-DD), weekday (1 Monday to 7 Sunday), hour and minute. */
export type WallClock = { day: string; weekday: number; hour: number; minute: number };

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock format of a time zone, made once (Greek time for a zone the runtime does not know). */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return wallClockFormat(DEFAULT_TIME_ZONE);
    }
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** What the clock on the wall reads at `at` in `timeZone` (e.g. the company's): day, weekday, hour, minute. */
export function wallClockOf(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 1,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** The calendar day `days` after a YYYY-MM-DD day (before it when negative), on the calendar alone. */
export function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
