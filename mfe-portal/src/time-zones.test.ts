import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions, utcOffsetOf } from './time-zones.ts';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('time zones in Greek', () => {
  it('names the region and city in Greek with the offset of the day', () => {
    expect(timeZoneLabel('Europe/Athens', winter)).toBe('Ευρώπη/Αθήνα (UTC+2)');
    expect(timeZoneLabel('Europe/Athens', summer)).toBe('Ευρώπη/Αθήνα (UTC+3)');
    expect(timeZoneLabel('Asia/Nicosia', winter)).toBe('Ασία/Λευκωσία (UTC+2)');
    expect(timeZoneLabel('Asia/Kolkata', winter)).toBe('Ασία/Kolkata (UTC+5:30)');
  });

  it('keeps an unknown city readable and a zone without region as it is', () => {
    expect(timeZoneLabel('America/Port_of_Spain', winter)).toBe('Αμερική/Port of Spain (UTC-4)');
    expect(timeZoneLabel('UTC', winter)).toBe('UTC');
    expect(utcOffsetOf('Not/AZone', winter)).toBe('UTC');
  });

  it('offers Greece and Cyprus first, then every zone in Greek order, and keeps the saved one', () => {
    const options = timeZoneOptions('Europe/Athens', winter);
    expect(options.slice(0, 2).map((o) => o.value)).toEqual(['Europe/Athens', 'Asia/Nicosia']);
    expect(options.length).toBe(Intl.supportedValuesOf('timeZone').length);
    const rest = options.slice(2).map((o) => o.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'el')));
    expect(options.some((o) => o.value.startsWith('Africa/') && o.label.startsWith('Αφρική/'))).toBe(true);
    const odd = timeZoneOptions('Mars/Olympus', winter);
    expect(odd.find((o) => o.value === 'Mars/Olympus')).toBeTruthy();
  });
});
