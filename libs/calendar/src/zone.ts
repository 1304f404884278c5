import { TZDate } from '@date-fns/tz';

/**
 * The calendar draws in UTC; a post's moment is handed to it as its wall-clock time in the company's zone
 * written as UTC, so a post at 23:30 Athens sits on its Athens day whatever the browser's zone.
 */
export function toWallClock(iso: string | Date, timeZone: string): Date {
  const local = new TZDate(new Date(iso).getTime(), timeZone);
  return new Date(
    Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()),
  );
}

/** The moment a wall-clock time of the calendar (written as UTC) means in the company's zone. */
export function fromWallClock(wall: Date, timeZone: string): Date {
  const moment = new TZDate(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    timeZone,
  );
  return new Date(moment.getTime());
}
