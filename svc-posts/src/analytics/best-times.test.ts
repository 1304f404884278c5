import { describe, expect, it } from 'vitest';
import { dailySeries, zonedParts } from './best-times.ts';

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

describe('the daily series', () => {
  const post = (publishedAt: string) => ({ publishedAt, views: 10, reach: 8, engagement: 3 }) as never;

  it('has each calendar day of the range in the time zone once, across a change of the clocks', () => {
    // Athens goes back an hour on 25 October 2026; the range starts at Athens' midnight (21:00Z).
    const from = new Date('2026-10-22T21:00:00Z');
    const to = new Date('2026-10-27T22:00:00Z');
    const series = dailySeries(
      [post('2026-10-25T22:30:00Z'), post('2026-10-22T21:00:00Z')],
      from,
      to,
      'Europe/Athens',
    );
    expect(series.map((d) => d.date)).toEqual([
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    expect(series.map((d) => d.posts)).toEqual([1, 0, 0, 1, 0]);
    expect(series[3]).toEqual({ date: '2026-10-26', posts: 1, views: 10, reach: 8, engagement: 3 });
  });

  it('counts ninety days as ninety, and a range across New Year in New York by its own calendar', () => {
    const from = new Date('2026-11-26T05:00:00Z');
    const series = dailySeries([], from, new Date(from.getTime() + 90 * 86_400_000), 'America/New_York');
    expect(series).toHaveLength(90);
    expect(series[0]?.date).toBe('2026-11-26');
    expect(series.at(-1)?.date).toBe('2027-02-23');
    expect(new Set(series.map((d) => d.date)).size).toBe(90);
  });

  it('is one day when the range ends where it starts', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(dailySeries([], at, at, 'Europe/Athens').map((d) => d.date)).toEqual(['2026-11-26']);
  });
});
