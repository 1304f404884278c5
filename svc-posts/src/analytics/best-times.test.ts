import { describe, expect, it } from 'vitest';
import { remembered, zonedParts } from './best-times.ts';

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

describe('a remembered answer', () => {
  it('is made once a key, and at most `limit` keys are kept, the oldest forgotten first', () => {
    const made: string[] = [];
    const lengthOf = remembered(2, (key) => {
      made.push(key);
      return key.length;
    });
    expect([lengthOf('a'), lengthOf('bb'), lengthOf('a'), lengthOf('bb')]).toEqual([1, 2, 1, 2]);
    expect(made).toEqual(['a', 'bb']);
    expect(lengthOf('ccc')).toBe(3);
    expect(lengthOf.size()).toBe(2);
    lengthOf('bb');
    lengthOf('a');
    expect(made).toEqual(['a', 'bb', 'ccc', 'a']);
    expect(lengthOf.size()).toBe(2);
  });
});
