import { describe, expect, it } from 'vitest';
import { planPeriod } from './plan.ts';

const athens = (now: string, frequencyDays = 3, scheduledTime = '09:00') =>
  planPeriod({ now: new Date(now), timeZone: 'Europe/Athens', scheduledTime, frequencyDays });
const moments = (plan: ReturnType<typeof planPeriod>) => plan.slots.map((s) => s.at.toISOString());

describe('planPeriod', () => {
  it('plans from today to the end of next week, one post every N days at the local time', () => {
    // Wednesday 2026-06-10, 08:00 in Athens (UTC+3).
    const plan = athens('2026-06-10T05:00:00Z');
    expect(plan.weeks.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ['2026-06-07T21:00:00.000Z', '2026-06-14T21:00:00.000Z'],
      ['2026-06-14T21:00:00.000Z', '2026-06-21T21:00:00.000Z'],
    ]);
    expect(plan.slots.map((s) => [s.localDate, s.week])).toEqual([
      ['2026-06-10', 0],
      ['2026-06-13', 0],
      ['2026-06-16', 1],
      ['2026-06-19', 1],
    ]);
    expect(moments(plan)[0]).toBe('2026-06-10T06:00:00.000Z');
  });

  it('starts tomorrow when today’s time has passed', () => {
    const plan = athens('2026-06-10T07:00:00Z', 7);
    expect(plan.slots.map((s) => s.localDate)).toEqual(['2026-06-11', '2026-06-18']);
  });

  it('treats a Sunday as the last day of its week, and a Monday as the first', () => {
    // Sunday 2026-06-14, 07:00 local: the current week ends tonight.
    const sunday = athens('2026-06-14T04:00:00Z', 1);
    expect(sunday.slots.map((s) => [s.localDate, s.week])).toEqual([
      ['2026-06-14', 0],
      ...['15', '16', '17', '18', '19', '20', '21'].map((d) => [`2026-06-${d}`, 1]),
    ]);
    // Monday 2026-06-15, 00:30 local (still Sunday in UTC): a new week has begun.
    const monday = athens('2026-06-14T21:30:00Z', 7);
    expect(monday.weeks[0].start.toISOString()).toBe('2026-06-14T21:00:00.000Z');
    expect(monday.slots.map((s) => [s.localDate, s.week])).toEqual([
      ['2026-06-15', 0],
      ['2026-06-22', 1],
    ]);
  });

  it('keeps 09:00 local across the end of summer time (last Sunday of October)', () => {
    // Thursday 2026-10-22, 08:00 local (UTC+3); summer time ends on Sunday 2026-10-25.
    const plan = athens('2026-10-22T05:00:00Z', 2);
    expect(plan.slots.map((s) => [s.localDate, s.at.toISOString()])).toEqual([
      ['2026-10-22', '2026-10-22T06:00:00.000Z'],
      ['2026-10-24', '2026-10-24T06:00:00.000Z'],
      ['2026-10-26', '2026-10-26T07:00:00.000Z'],
      ['2026-10-28', '2026-10-28T07:00:00.000Z'],
      ['2026-10-30', '2026-10-30T07:00:00.000Z'],
      ['2026-11-01', '2026-11-01T07:00:00.000Z'],
    ]);
    // The next week starts at local midnight in winter time.
    expect(plan.weeks[1].start.toISOString()).toBe('2026-10-25T22:00:00.000Z');
    expect(plan.weeks[0].start.toISOString()).toBe('2026-10-18T21:00:00.000Z');
  });

  it('keeps the local time across the start of summer time, and on the change day itself', () => {
    // Saturday 2026-03-28, 10:00 local (UTC+2); summer time starts on Sunday 2026-03-29 at 03:00.
    const plan = athens('2026-03-28T08:00:00Z', 1, '09:00');
    expect(plan.slots.slice(0, 3).map((s) => [s.localDate, s.at.toISOString()])).toEqual([
      ['2026-03-29', '2026-03-29T06:00:00.000Z'],
      ['2026-03-30', '2026-03-30T06:00:00.000Z'],
      ['2026-03-31', '2026-03-31T06:00:00.000Z'],
    ]);
    expect(plan.slots.at(-1)?.localDate).toBe('2026-04-05');
  });

  it('uses the business’s own zone', () => {
    const plan = planPeriod({
      now: new Date('2026-06-10T05:00:00Z'),
      timeZone: 'America/New_York',
      scheduledTime: '18:30',
      frequencyDays: 7,
    });
    expect(moments(plan)).toEqual(['2026-06-10T22:30:00.000Z', '2026-06-17T22:30:00.000Z']);
  });

  it('plans a single post when N is larger than what is left', () => {
    expect(athens('2026-06-14T04:00:00Z', 30).slots.map((s) => s.localDate)).toEqual(['2026-06-14']);
  });
});
