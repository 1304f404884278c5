import { DEFAULT_GRAPH_VERSION } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { GRAPH_RETIREMENTS, graphVersionWarning } from './graph-version.ts';

const on = (day: string) => new Date(`${day}T12:00:00Z`);

describe('Graph API version', () => {
  it('defaults to a version Meta supports for more than a year from now', () => {
    const retires = GRAPH_RETIREMENTS[DEFAULT_GRAPH_VERSION];
    expect(retires).toBeDefined();
    expect(Date.parse(retires!) - on('2026-11-23').getTime()).toBeGreaterThan(365 * 24 * 60 * 60_000);
    expect(graphVersionWarning(DEFAULT_GRAPH_VERSION, on('2026-11-23'))).toBeNull();
  });

  it('warns when the configured version retires within 90 days, naming the day', () => {
    expect(graphVersionWarning('v21.0', on('2026-11-23'))).toBe(
      'FACEBOOK_GRAPH_VERSION v21.0 is retired by Meta on 2027-01-21, in 59 days: move to a newer version before then',
    );
    expect(graphVersionWarning('v22.0', on('2026-11-23'))).toBeNull();
    expect(graphVersionWarning('v22.0', on('2027-03-01'))).toMatch(/in 80 days/);
  });

  it('says a retired version fails every call', () => {
    expect(graphVersionWarning('v20.0', on('2026-11-23'))).toMatch(/was retired by Meta on 2026-09-24/);
  });

  it('says nothing of a version it has no date for', () => {
    expect(graphVersionWarning('v26.0', on('2026-11-23'))).toBeNull();
  });
});
