import { describe, expect, it } from 'vitest';
import { plusDays, wallClockOf } from './dates.ts';

describe('calendar days', () => {
  it('counts days on the calendar, across months, years and 29 February', () => {
    expect(plusDays('2026-11-26', 1)).toBe('2026-11-27');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(plusDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(plusDays('2026-11-26', 30)).toBe('2026-12-26');
  });

  it('reads the wall clock of a time zone, on the day of a change of the clocks too', () => {
    expect(wallClockOf(new Date('2026-10-25T00:30:00Z'), 'Europe/Athens')).toEqual({
      day: '2026-10-25',
      weekday: 7,
      hour: 3,
      minute: 30,
    });
  });
});
