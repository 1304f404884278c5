import { describe, expect, it } from 'vitest';
import { scheduleMoment } from './schedule-time.ts';

const now = new Date(2026, 5, 10, 12, 0);
const day = new Date(2026, 5, 10);

describe('scheduleMoment', () => {
  it('requires both a date and a time', () => {
    expect(scheduleMoment(undefined, '14:30', now)).toEqual({
      ok: false,
      message: 'Παρακαλώ επιλέξτε ημερομηνία και ώρα.',
    });
    expect(scheduleMoment(day, ' ', now)).toEqual({
      ok: false,
      message: 'Παρακαλώ επιλέξτε ημερομηνία και ώρα.',
    });
  });

  it.each(['25:00', '12:60', '1430', 'ab:cd'])('refuses the time %s', (time) => {
    expect(scheduleMoment(day, time, now)).toEqual({
      ok: false,
      message: 'Μη έγκυρος χρόνος. Χρησιμοποιήστε τη μορφή ΩΩ:ΛΛ (π.χ. 14:30).',
    });
  });

  it('refuses a moment that is not in the future', () => {
    for (const time of ['11:59', '12:00']) {
      expect(scheduleMoment(day, time, now)).toEqual({
        ok: false,
        message: 'Η ημερομηνία και ώρα προγραμματισμού πρέπει να είναι στο μέλλον.',
      });
    }
  });

  it('turns the local date and time into an ISO UTC string', () => {
    const result = scheduleMoment(day, '14:30', now);
    expect(result).toEqual({
      ok: true,
      moment: new Date(2026, 5, 10, 14, 30),
      iso: new Date(2026, 5, 10, 14, 30).toISOString(),
    });
  });
});
