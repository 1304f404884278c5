import { NUMERIC_DATE_TIME } from '@studio/contracts';

/** The portal's day and moment, shared with the screens of other features (src/dates.ts). */
export { formatDateTime, formatDay } from '../../../dates.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm in the browser's time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const periodFormat = new Intl.DateTimeFormat('el-GR', {
  dateStyle: 'full',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** The next period's moment as the green box shows it: el-GR, 24-hour clock. */
export function formatPeriodDate(iso: string): string {
  return periodFormat.format(new Date(iso));
}

/** 'Δευτέρα 06/04/2026 08:00': a moment on the business's clock (its company's time zone). */
export function formatWeekdayDateTimeIn(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('el-GR', { ...NUMERIC_DATE_TIME, timeZone, weekday: 'long' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
