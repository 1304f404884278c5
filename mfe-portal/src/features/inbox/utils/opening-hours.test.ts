import { OpeningHours } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { dayProblem, openingHoursOf, weekOf, weekProblem } from './opening-hours.ts';

describe('the opening hours editor’s week', () => {
  it('starts from Monday to Friday 09:00–17:00 when the account set no hours', () => {
    const week = weekOf(null);
    expect(week.filter((d) => d.open).map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    expect(openingHoursOf(week)).toEqual({ days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' });
  });

  it('keeps the hours most days share and the days that differ, as the API accepts them', () => {
    const week = weekOf(null).map((d) =>
      d.day === 6
        ? { ...d, open: true, from: '10:00', to: '14:00' }
        : d.day === 5
          ? { ...d, to: '15:00' }
          : d,
    );
    const hours = openingHoursOf(week);
    expect(hours).toEqual({
      days: [1, 2, 3, 4, 5, 6],
      from: '09:00',
      to: '17:00',
      byDay: [
        { day: 5, from: '09:00', to: '15:00' },
        { day: 6, from: '10:00', to: '14:00' },
      ],
    });
    expect(OpeningHours.safeParse(hours).success).toBe(true);
    expect(weekOf(hours)).toEqual(week);
  });

  it('says in Greek what is wrong with a day or the week', () => {
    expect(dayProblem({ day: 1, open: true, from: '17:00', to: '09:00' })).toBe(
      'Η ώρα κλεισίματος πρέπει να είναι μετά την ώρα ανοίγματος.',
    );
    expect(dayProblem({ day: 1, open: true, from: '', to: '09:00' })).toMatch(/ΩΩ:ΛΛ/);
    expect(dayProblem({ day: 1, open: false, from: '', to: '' })).toBeNull();
    expect(weekProblem(weekOf(null).map((d) => ({ ...d, open: false })))).toBe(
      'Επιλέξτε τουλάχιστον μία ημέρα που είστε ανοιχτά.',
    );
  });
});
