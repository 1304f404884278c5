import { describe, expect, it } from 'vitest';
import { inboxTexts as t } from '../texts.ts';
import { isOverdue, minutesWaiting } from './waiting.ts';

describe('how long a thread has waited', () => {
  const now = Date.parse('2026-06-10T12:00:00.000Z');
  it('counts whole minutes since the unanswered writing, none when nothing waits', () => {
    expect(minutesWaiting({ waitingSince: '2026-06-10T09:00:30.000Z' }, now)).toBe(179);
    expect(minutesWaiting({ waitingSince: null }, now)).toBeNull();
  });
  it('says it in Greek, in minutes, hours or days', () => {
    expect(t.waiting(0)).toBe('περιμένει λιγότερο από ένα λεπτό');
    expect(t.waiting(1)).toBe('περιμένει 1 λεπτό');
    expect(t.waiting(45)).toBe('περιμένει 45 λεπτά');
    expect(t.waiting(60)).toBe('περιμένει 1 ώρα');
    expect(t.waiting(180)).toBe('περιμένει 3 ώρες');
    expect(t.waiting(49 * 60)).toBe('περιμένει 2 ημέρες');
  });
  it('is overdue from the alert hours on', () => {
    expect(isOverdue(239, 4)).toBe(false);
    expect(isOverdue(240, 4)).toBe(true);
    expect(isOverdue(null, 4)).toBe(false);
  });
});
