import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions, utcOffsetOf } from './time-zones.ts';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('time zones in Greek', () => {
  it('names the region and city in Greek with the offset of the day', () => {
    expect(timeZoneLabel('Europe/Athens', winter)).toBe('Ευρώπη/Αθήνα (UTC+2)');
    expect(timeZoneLabel('Europe/Athens', summer)).toBe('Ευρώπη/Αθήνα (UTC+3)');
    expect(timeZoneLabel('Asia/Nicosia', winter)).toBe('Ασία/Λευκωσία (UTC+2)');
    expect(timeZoneLabel('America/Adak', winter)).toBe('Αμερική/Άντακ (UTC-10)');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', winter)).toBe('Αμερική/Μπουένος Άιρες (UTC-3)');
  });

  it('mixes no Latin letters into any label of a zone the browser knows', () => {
    const latin = timeZoneOptions('Europe/Athens', winter)
      .map((o) => o.label)
      .filter((label) => /[A-Za-z]/.test(label.replaceAll('UTC', '')));
    expect(latin).toEqual([]);
  });

  it('reads an offset-only zone as its offset and keeps an unknown one as it is', () => {
    expect(timeZoneLabel('UTC', winter)).toBe('UTC');
    expect(timeZoneLabel('Etc/GMT+5', winter)).toBe('UTC-5');
    expect(timeZoneLabel('Mars/Olympus', winter)).toBe('Mars/Olympus (UTC)');
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
