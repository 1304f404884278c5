import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatPeriodDate, formatTime } from './dates.ts';

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
});
