import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { connectGoogle, googleSandboxOf } from './testing.ts';

describe.each(drivers)("Google locations' performance on %s", (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver, { mode: 'sandbox' });
  });
  afterAll(() => h.close());

  const sandbox = () => googleSandboxOf(h);
  const performance = (token: string, from: string, to: string) =>
    h.request('GET', `/api/google/performance?from=${from}&to=${to}`, { token });

  it("adds up each chosen location's daily metrics over the period, the same figures every time", async () => {
    const { token } = await h.business();
    expect(await (await performance(token, '2026-11-01', '2026-11-07')).json()).toMatchObject({
      locations: [],
    });
    await connectGoogle(h, token);
    const listed = await (await h.request('GET', '/api/google/locations', { token })).json();
    const chosen = [listed.locations[0].name, listed.locations[2].name];
    await h.request('POST', '/api/google/locations', { token, json: { locations: chosen } });
    const week = await (await performance(token, '2026-11-01', '2026-11-07')).json();
    expect(week.locations.map((l: { name: string }) => l.name).sort()).toEqual([...chosen].sort());
    for (const location of week.locations) {
      expect(location.impressionsMaps).toBeGreaterThan(0);
      expect(location.impressionsSearch).toBeGreaterThan(0);
      expect(location.callClicks + location.websiteClicks + location.directionRequests).toBeGreaterThan(0);
    }
    const day = await (await performance(token, '2026-11-01', '2026-11-01')).json();
    expect(day.locations[0].impressionsMaps).toBeLessThan(week.locations[0].impressionsMaps);
    expect(await (await performance(token, '2026-11-01', '2026-11-07')).json()).toEqual(week);
  });

  it('refuses a reversed period itself, and answers Google refusals in Greek', async () => {
    const { token } = await h.business();
    await connectGoogle(h, token);
    const listed = await (await h.request('GET', '/api/google/locations', { token })).json();
    await h.request('POST', '/api/google/locations', {
      token,
      json: { locations: [listed.locations[0].name] },
    });
    const reversed = await performance(token, '2026-11-07', '2026-11-01');
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ message: expect.stringContaining('περιόδου') });
    sandbox().faults.plan.push({ match: 'performance', kind: 'permission_denied' });
    const denied = await performance(token, '2026-11-01', '2026-11-07');
    expect(denied.status).toBe(403);
    expect((await denied.json()).message).toContain('τοποθεσία');
    sandbox().faults.plan.push({ match: 'performance', kind: 'quota_exceeded' });
    const quota = await performance(token, '2026-11-01', '2026-11-07');
    expect(quota.status).toBe(429);
    expect(quota.headers.get('Retry-After')).toBe('30');
  });
});
