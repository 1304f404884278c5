import { describe, expect, it } from 'vitest';
import { greekHolidays, orthodoxEaster } from './holidays.ts';

describe('Greek public holidays', () => {
  it.each([
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
  ])('Orthodox Easter %i is on %s', (year, day) => {
    expect(orthodoxEaster(year).toISOString().slice(0, 10)).toBe(day);
  });

  it('counts Clean Monday, Good Friday, Easter Monday and Whit Monday from Easter', () => {
    const days = Object.fromEntries(greekHolidays(2026).map((h) => [h.name, h.date]));
    expect(days['Καθαρά Δευτέρα']).toBe('2026-02-23');
    expect(days['Μεγάλη Παρασκευή']).toBe('2026-04-10');
    expect(days['Δευτέρα του Πάσχα']).toBe('2026-04-13');
    expect(days['Αγίου Πνεύματος']).toBe('2026-06-01');
    expect(days['Επέτειος του «Όχι»']).toBe('2026-10-28');
  });
});
