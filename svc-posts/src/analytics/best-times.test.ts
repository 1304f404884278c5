import { describe, expect, it } from 'vitest';
import { zonedParts } from './best-times.ts';

describe('an instant’s parts in a time zone', () => {
  it('gives the day, ISO weekday and hour there, across a change of the clocks', () => {
    // Sunday 25 October 2026, 00:30 UTC: 03:30 in Athens; summer time ends at 01:00 UTC, so 02:30 UTC is 04:30.
    expect(zonedParts(new Date('2026-10-25T00:30:00Z'), 'Europe/Athens')).toEqual({
      date: '2026-10-25',
      weekday: 7,
      hour: 3,
    });
    expect(zonedParts(new Date('2026-10-25T02:30:00Z'), 'Europe/Athens')).toEqual({
      date: '2026-10-25',
      weekday: 7,
      hour: 4,
    });
    expect(zonedParts(new Date('2026-11-26T23:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-26',
      weekday: 4,
      hour: 18,
    });
    expect(zonedParts(new Date('2026-11-26T22:30:00Z'), 'Europe/Athens').date).toBe('2026-11-27');
  });
});
