import { drivers } from '@studio/kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googlePerformance } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { RECENT_FRESH_MS, SETTLED_FRESH_MS } from './performance.ts';
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

  /** A business with two chosen locations, and the sandbox's Performance calls counted from now. */
  const twoLocations = async () => {
    const { token, accountId } = await h.business();
    await connectGoogle(h, token);
    const listed = await (await h.request('GET', '/api/google/locations', { token })).json();
    const chosen = [listed.locations[0].name, listed.locations[1].name];
    await h.request('POST', '/api/google/locations', { token, json: { locations: chosen } });
    const from = sandbox().calls.length;
    const asked = () =>
      sandbox()
        .calls.slice(from)
        .filter((c) => c.includes(':fetchMulti')).length;
    return { token, accountId, asked };
  };
  /** The account's kept figures aged by `ms`, as if read from Google that long before. */
  const age = (accountId: number, ms: number) =>
    h.db
      .update(googlePerformance)
      .set({ fetchedAt: sql`${googlePerformance.fetchedAt} - ${ms} * interval '1 millisecond'` })
      .where(sql`${googlePerformance.accountId} = ${accountId}`);

  it('keeps each location’s figures per period: a second load asks Google nothing, a stale one once a location', async () => {
    const { token, accountId, asked } = await twoLocations();
    const first = await (await performance(token, '2026-10-01', '2026-10-07')).json();
    expect(asked()).toBe(2);
    expect(first.locations.every((l: { stale: boolean }) => !l.stale)).toBe(true);
    expect(await (await performance(token, '2026-10-01', '2026-10-07')).json()).toEqual(first);
    expect(asked()).toBe(2);
    await performance(token, '2026-10-01', '2026-10-08');
    expect(asked()).toBe(4);
    // A period long past stays fresh for a day, not for a recent period's hours.
    await age(accountId, RECENT_FRESH_MS + 60_000);
    await performance(token, '2026-10-01', '2026-10-07');
    expect(asked()).toBe(4);
    await age(accountId, SETTLED_FRESH_MS);
    const again = await (await performance(token, '2026-10-01', '2026-10-07')).json();
    expect(asked()).toBe(6);
    expect(Date.parse(again.locations[0].fetchedAt)).toBeGreaterThan(
      Date.parse(first.locations[0].fetchedAt),
    );
  });

  it('reads a period reaching into the last week again after hours, not a day', async () => {
    const { token, accountId, asked } = await twoLocations();
    const today = new Date().toISOString().slice(0, 10);
    await performance(token, '2026-09-01', today);
    await age(accountId, RECENT_FRESH_MS + 60_000);
    await performance(token, '2026-09-01', today);
    expect(asked()).toBe(4);
  });

  it('asks Google once a location when loads come together', async () => {
    const { token, asked } = await twoLocations();
    const answers = await Promise.all(
      [1, 2, 3].map(async () => (await performance(token, '2026-10-01', '2026-10-07')).json()),
    );
    expect(asked()).toBe(2);
    expect(answers[1].locations).toEqual(answers[0].locations);
    expect(answers[2].locations).toEqual(answers[0].locations);
  });

  it('serves stale figures with their date when Google refuses, and leaves Google alone for the wait', async () => {
    const { token, accountId, asked } = await twoLocations();
    const first = await (await performance(token, '2026-10-01', '2026-10-07')).json();
    await age(accountId, SETTLED_FRESH_MS + 60_000);
    sandbox().faults.plan.push({ match: 'performance', kind: 'quota_exceeded', times: 2 });
    const refused = await performance(token, '2026-10-01', '2026-10-07');
    expect(refused.status).toBe(200);
    const stale = (await refused.json()).locations;
    expect(asked()).toBe(4);
    expect(stale.map((l: { stale: boolean }) => l.stale)).toEqual([true, true]);
    expect(stale[0].fetchedAt).toBe(
      new Date(Date.parse(first.locations[0].fetchedAt) - SETTLED_FRESH_MS - 60_000).toISOString(),
    );
    expect(stale[0].impressionsMaps).toBe(first.locations[0].impressionsMaps);
    await performance(token, '2026-10-01', '2026-10-07');
    expect(asked()).toBe(4);
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
