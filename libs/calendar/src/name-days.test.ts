import { describe, expect, it } from 'vitest';
import { greekNameDays, nameDaysBetween } from './name-days.ts';

const dayOf = (year: number, feast: string) => greekNameDays(year).find((n) => n.feast === feast)?.date;

describe('Greek name days', () => {
  it.each([
    // Easter 5 May 2024, 2 May 2021 and 1 May 2016: 23 April fell in Lent.
    [2024, '2024-05-06', '2024-05-07'],
    [2021, '2021-05-03', '2021-05-04'],
    [2016, '2016-05-02', '2016-05-03'],
    // Easter 23 April 2006, on St George's own day: Easter Monday.
    [2006, '2006-04-24', '2006-04-25'],
    // Easter 20 April 2025 and 12 April 2026: both on their own days.
    [2025, '2025-04-23', '2025-04-25'],
    [2026, '2026-04-23', '2026-04-25'],
  ])('in %i keeps St George on %s and St Mark on %s', (year, george, mark) => {
    expect(dayOf(year, 'Αγίου Γεωργίου')).toBe(george);
    expect(dayOf(year, 'Αγίου Μάρκου')).toBe(mark);
  });

  it('counts Lazarus, Palm Sunday, Easter, the Life-giving Spring and Thomas from Easter', () => {
    expect(dayOf(2026, 'Σάββατο του Λαζάρου')).toBe('2026-04-04');
    expect(dayOf(2026, 'Κυριακή των Βαΐων')).toBe('2026-04-05');
    expect(dayOf(2026, 'Πάσχα')).toBe('2026-04-12');
    expect(dayOf(2026, 'Ζωοδόχου Πηγής')).toBe('2026-04-17');
    expect(dayOf(2026, 'Κυριακή του Θωμά')).toBe('2026-04-19');
    expect(dayOf(2027, 'Ζωοδόχου Πηγής')).toBe('2027-05-07');
  });

  it('keeps the fixed ones on their dates, with the names celebrated', () => {
    const days = greekNameDays(2026);
    expect(days.find((n) => n.date === '2026-01-07')?.names).toEqual(['Ιωάννης', 'Ιωάννα']);
    expect(days.find((n) => n.date === '2026-08-15')?.names).toContain('Μαρία');
    expect(days.find((n) => n.date === '2026-10-26')?.feast).toBe('Αγίου Δημητρίου');
    expect(days.map((n) => n.date)).toEqual([...days.map((n) => n.date)].sort());
  });

  it('finds those of a period, across the new year', () => {
    const period = nameDaysBetween(new Date('2026-12-25T00:00:00Z'), new Date('2027-01-08T00:00:00Z'));
    expect(period.map((n) => n.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2027-01-01',
      '2027-01-06',
      '2027-01-07',
    ]);
  });
});
