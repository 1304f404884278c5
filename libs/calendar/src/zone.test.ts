import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock } from './zone.ts';

describe('company time zone', () => {
  it('draws 23:30 Athens on its Athens day and 00:30 Athens on the next', () => {
    expect(toWallClock('2026-07-10T20:30:00.000Z', 'Europe/Athens').toISOString()).toBe(
      '2026-07-10T23:30:00.000Z',
    );
    expect(toWallClock('2026-07-10T21:30:00.000Z', 'Europe/Athens').toISOString()).toBe(
      '2026-07-11T00:30:00.000Z',
    );
    expect(toWallClock('2026-01-10T21:30:00.000Z', 'Europe/Athens').toISOString()).toBe(
      '2026-01-10T23:30:00.000Z',
    );
  });

  it('turns a dropped wall-clock time back into the moment in the company zone', () => {
    expect(fromWallClock(new Date('2026-07-11T00:30:00.000Z'), 'Europe/Athens').toISOString()).toBe(
      '2026-07-10T21:30:00.000Z',
    );
    expect(fromWallClock(new Date('2026-01-11T09:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-01-11T08:00:00.000Z',
    );
  });
});
