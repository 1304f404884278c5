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
