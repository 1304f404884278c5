import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from '../accounts/time-zone.ts';
import { digestPeriods, digestWeekDueAt, nextDigestAt } from './week.ts';

const ATHENS = 'Europe/Athens';
const utc = (iso: string) => new Date(iso);

describe('the weekly digest’s week', () => {
  // Summer time began in Athens on Sunday 29 March 2026 at 03:00 (UTC+2 → UTC+3).
  it('is due on Monday at 08:00 in Athens the day after summer time began (05:00 UTC, not 06:00)', () => {
    expect(digestWeekDueAt(utc('2026-03-30T04:59:59Z'), ATHENS)).toBeNull();
    expect(digestWeekDueAt(utc('2026-03-30T05:00:00Z'), ATHENS)).toEqual({
      weekStart: '2026-03-30',
      dueAt: utc('2026-03-30T05:00:00Z'),
      sendBy: utc('2026-03-30T21:00:00Z'),
    });
  });

  // Summer time ended on Sunday 25 October 2026 at 04:00 (UTC+3 → UTC+2).
  it('is due at 08:00 in Athens the day after summer time ended (06:00 UTC)', () => {
    expect(digestWeekDueAt(utc('2026-10-26T05:59:00Z'), ATHENS)).toBeNull();
    expect(digestWeekDueAt(utc('2026-10-26T06:00:00Z'), ATHENS)?.dueAt).toEqual(utc('2026-10-26T06:00:00Z'));
  });

  it('stays due all Monday long, and is not due on Tuesday nor on Sunday', () => {
    expect(digestWeekDueAt(utc('2026-03-30T20:59:59Z'), ATHENS)?.weekStart).toBe('2026-03-30');
    // Monday 24:00 in Athens is Tuesday.
    expect(digestWeekDueAt(utc('2026-03-30T21:00:00Z'), ATHENS)).toBeNull();
    expect(digestWeekDueAt(utc('2026-03-29T20:00:00Z'), ATHENS)).toBeNull();
  });

  it('follows the business’s own time zone', () => {
    // 08:00 in New York on Monday 30 March 2026 (EDT, UTC−4) is 12:00 UTC, when it is 15:00 in Athens.
    expect(digestWeekDueAt(utc('2026-03-30T11:59:00Z'), 'America/New_York')).toBeNull();
    expect(digestWeekDueAt(utc('2026-03-30T12:00:00Z'), 'America/New_York')?.weekStart).toBe('2026-03-30');
    // Monday 08:00 in Auckland is still Sunday in UTC.
    expect(digestWeekDueAt(utc('2026-03-29T19:00:00Z'), 'Pacific/Auckland')?.weekStart).toBe('2026-03-30');
  });

  it('covers last week Monday to Sunday (167 hours across the change), the week before, and the posts until next Monday 08:00', () => {
    const periods = digestPeriods(utc('2026-03-30T05:00:00Z'), ATHENS);
    expect(periods).toEqual({
      lastWeek: { from: utc('2026-03-22T22:00:00Z'), to: utc('2026-03-29T21:00:00Z') },
      weekBefore: { from: utc('2026-03-15T22:00:00Z'), to: utc('2026-03-22T22:00:00Z') },
      coming: { from: utc('2026-03-30T05:00:00Z'), to: utc('2026-04-06T05:00:00Z') },
    });
    expect(periods.lastWeek.to.getTime() - periods.lastWeek.from.getTime()).toBe(167 * 3_600_000);
  });

  it('covers the seven days before today and the seven after on any other day (a digest sent on request)', () => {
    expect(digestPeriods(utc('2026-06-10T12:00:00Z'), ATHENS)).toEqual({
      lastWeek: { from: utc('2026-06-02T21:00:00Z'), to: utc('2026-06-09T21:00:00Z') },
      weekBefore: { from: utc('2026-05-26T21:00:00Z'), to: utc('2026-06-02T21:00:00Z') },
      coming: { from: utc('2026-06-10T12:00:00Z'), to: utc('2026-06-17T05:00:00Z') },
    });
  });

  it('tells the next Monday 08:00 local: today’s before it, next week’s after it', () => {
    expect(nextDigestAt(utc('2026-03-30T04:00:00Z'), ATHENS)).toEqual(utc('2026-03-30T05:00:00Z'));
    expect(nextDigestAt(utc('2026-03-30T05:00:00Z'), ATHENS)).toEqual(utc('2026-04-06T05:00:00Z'));
    expect(nextDigestAt(utc('2026-03-25T12:00:00Z'), ATHENS)).toEqual(utc('2026-03-30T05:00:00Z'));
    expect(nextDigestAt(utc('2026-10-20T12:00:00Z'), ATHENS)).toEqual(utc('2026-10-26T06:00:00Z'));
  });

  it('knows a time zone from a name that is none', () => {
    expect(isKnownTimeZone(ATHENS)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
