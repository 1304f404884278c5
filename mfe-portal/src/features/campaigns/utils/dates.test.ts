import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatPeriodDate, formatTime, formatWeekdayDateTimeIn } from './dates.ts';

describe('dates', () => {
  it('shows dd/MM/yyyy HH:mm in the local time zone', () => {
    const local = new Date(2026, 0, 5, 9, 7);
    expect(formatDay(local)).toBe('05/01/2026');
    expect(formatDateTime(local.toISOString())).toBe('05/01/2026 09:07');
    expect(formatTime(local.toISOString())).toBe('09:07');
  });

  it('shows the next period in Greek with a 24-hour clock', () => {
    const text = formatPeriodDate(new Date(2026, 0, 5, 21, 30).toISOString());
    expect(text).toContain('21:30');
    expect(text).toContain('2026');
  });

  it('shows a moment with its weekday on the business’s clock, whatever the browser’s', () => {
    expect(formatWeekdayDateTimeIn('2026-04-06T05:00:00Z', 'Europe/Athens')).toBe('Δευτέρα 06/04/2026 08:00');
    expect(formatWeekdayDateTimeIn('2026-04-06T12:00:00Z', 'America/New_York')).toBe(
      'Δευτέρα 06/04/2026 08:00',
    );
  });
});
