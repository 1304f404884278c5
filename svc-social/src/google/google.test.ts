import { randomUUID } from 'node:crypto';
import { rowsOf } from '@studio/kit';
import { drivers, eventsOf } from '@studio/kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVOKE_TRIES, removeDeletedAccount } from '../accounts/lifecycle.ts';
import { googleConnections } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { connectGoogle, googleSandboxOf } from './testing.ts';

describe.each(drivers)('Google Business Profile connection on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver, { mode: 'sandbox' });
  });
  afterAll(() => h.close());

  const sandbox = () => googleSandboxOf(h);

  it('connects with business.manage offline, seals the refresh token and lists every location of every account', async () => {
    const { accountId, token } = await h.business();
    const { consentUrl, landing } = await connectGoogle(h, token);
    const consent = new URL(consentUrl, 'http://x');
    expect(consent.pathname).toBe('/api/google-sandbox/o/oauth2/v2/auth');
    expect(consent.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/business.manage');
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(landing).toBe('/portal/platforms?connected=google');
    const [row] = await h.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.accountId, accountId));
    expect(row?.refreshTokenEncrypted).toMatch(/^v1:/);
    expect(row?.refreshTokenEncrypted).not.toContain('sbx_');
    const listed = await (await h.request('GET', '/api/google/locations', { token })).json();
    expect(listed).toMatchObject({ connected: true, mode: 'sandbox', status: 'connected' });
    // Two accounts (personal and a location group), three locations, each under its own account.
    expect(listed.locations.map((l: { name: string }) => l.name)).toEqual([
      `accounts/${100_001 + accountId * 10}/locations/${700_001 + accountId * 10}`,
      `accounts/${100_001 + accountId * 10}/locations/${700_002 + accountId * 10}`,
      `accounts/${100_000 + accountId * 10}/locations/${700_000 + accountId * 10}`,
    ]);
    expect(listed.locations.map((l: { verified: boolean }) => l.verified)).toEqual([true, false, true]);
  });

  it('follows every page of locations, keeps the choice, and refuses a location of another account', async () => {
    const { token } = await h.business();
    await connectGoogle(h, token);
    sandbox().faults.pageSize = 1;
    const refreshed = await (await h.request('POST', '/api/google/locations/refresh', { token })).json();
    sandbox().faults.pageSize = null;
    expect(refreshed.locations).toHaveLength(3);
    const chosen = refreshed.locations.slice(0, 2).map((l: { name: string }) => l.name);
    const saved = await h.request('POST', '/api/google/locations', { token, json: { locations: chosen } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).locations.filter((l: { selected: boolean }) => l.selected)).toHaveLength(2);
    const stranger = await h.request('POST', '/api/google/locations', {
      token,
      json: { locations: ['accounts/1/locations/2'] },
    });
    expect(stranger.status).toBe(400);
    const again = await (await h.request('POST', '/api/google/locations/refresh', { token })).json();
    expect(
      again.locations.filter((l: { selected: boolean }) => l.selected).map((l: { name: string }) => l.name),
    ).toEqual(chosen);
  });

  it('says why when Google refuses: the API not enabled, the quota', async () => {
    const { token } = await h.business();
    await connectGoogle(h, token);
    sandbox().faults.plan.push({ match: 'accounts', kind: 'service_disabled' });
    const disabled = await h.request('POST', '/api/google/locations/refresh', { token });
    expect(disabled.status).toBe(502);
    expect((await disabled.json()).message).toContain('δεν είναι ενεργό');
    sandbox().faults.plan.push({ match: 'locations', kind: 'quota_exceeded' });
    const limited = await h.request('POST', '/api/google/locations/refresh', { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('30');
    expect((await limited.json()).message).toContain('δοκιμάστε ξανά σε 30 δευτερόλεπτα');
  });

  it('a refused consent connects nothing; a disconnect revokes the login at Google', async () => {
    const { accountId, token } = await h.business();
    const denied = await connectGoogle(h, token, 'deny');
    expect(denied.landing).toContain('error=auth_failed');
    expect((await (await h.request('GET', '/api/google/locations', { token })).json()).connected).toBe(false);
    await connectGoogle(h, token);
    const [row] = await h.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.accountId, accountId));
    const refresh = h.cipher.decrypt(row?.refreshTokenEncrypted ?? '');
    expect(await h.service.google.client.accessToken(refresh)).toMatch(/^ya29\./);
    // Google failing: the disconnect says so and forgets nothing, so it can be asked again.
    sandbox().faults.plan.push({ match: 'revoke', kind: 'unavailable' });
    const failed = await h.request('POST', '/api/google/disconnect', { token });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toBe('google_error');
    expect((await (await h.request('GET', '/api/google/locations', { token })).json()).connected).toBe(true);
    const out = await h.request('POST', '/api/google/disconnect', { token });
    expect(out.status).toBe(200);
    await expect(h.service.google.client.accessToken(refresh)).rejects.toMatchObject({
      status: 'invalid_grant',
    });
    expect((await (await h.request('GET', '/api/google/locations', { token })).json()).connected).toBe(false);
  });

  it('tells the other services the chosen locations, with what a post’s preview needs, and none after a disconnect', async () => {
    const announced = eventsOf(h.platform.bus, 'social.google-locations.changed');
    const { accountId, token } = await h.business();
    await connectGoogle(h, token);
    const listed = await (await h.request('GET', '/api/google/locations', { token })).json();
    const [first] = listed.locations;
    await h.request('POST', '/api/google/locations', { token, json: { locations: [first.name] } });
    const ofAccount = () => announced.filter((e) => e.accountId === accountId);
    await expect.poll(() => ofAccount().length).toBe(2);
    expect(ofAccount().map((e) => e.locations)).toEqual([
      [],
      [{ name: first.name, title: first.title, phone: first.phone, websiteUri: first.websiteUri }],
    ]);
    await h.request('POST', '/api/google/disconnect', { token });
    await expect.poll(() => ofAccount().length).toBe(3);
    expect(ofAccount()[2]?.locations).toEqual([]);
  });

  /** The account's sealed refresh token, opened (the test's way to ask the sandbox whether Google still takes it). */
  const refreshTokenOf = async (accountId: number) => {
    const [row] = await h.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.accountId, accountId));
    return row ? h.cipher.decrypt(row.refreshTokenEncrypted) : null;
  };

  it('revokes the Google login of a deleted account; Google failing, keeps its rows and tries again', async () => {
    const { accountId, token } = await h.business();
    await connectGoogle(h, token);
    const refresh = (await refreshTokenOf(accountId))!;
    expect(await h.service.google.client.accessToken(refresh)).toMatch(/^ya29\./);
    // Google answers the first try 503: nothing is removed, the delivery comes again after the bus's backoff.
    sandbox().faults.plan.push({ match: 'revoke', kind: 'unavailable' });
    await h.platform.bus.publish(
      'auth.account.deleted',
      { accountId, at: new Date().toISOString() },
      randomUUID(),
    );
    await expect.poll(() => sandbox().faults.plan.length).toBe(0);
    expect(await refreshTokenOf(accountId)).toBe(refresh);
    expect(await h.service.google.client.accessToken(refresh)).toMatch(/^ya29\./);
    // The next delivery revokes it at Google, then the rows go.
    await expect.poll(() => refreshTokenOf(accountId), { timeout: 15_000 }).toBeNull();
    await expect(h.service.google.client.accessToken(refresh)).rejects.toMatchObject({
      status: 'invalid_grant',
    });
  });

  it('removes a deleted account at its last delivery though Google never answers, saying so; a login revoked already is done', async () => {
    const { accountId, token } = await h.business();
    await connectGoogle(h, token);
    const refresh = (await refreshTokenOf(accountId))!;
    const error = vi.fn();
    const deps = {
      db: h.db,
      graph: h.graph,
      cipher: h.cipher,
      google: h.service.google.client,
      logger: { ...h.logger, error, info: () => {} } as unknown as typeof h.logger,
    };
    sandbox().faults.plan.push({ match: 'revoke', kind: 'internal', times: REVOKE_TRIES });
    // Before the last delivery a failure throws, so the bus delivers it again, and nothing is removed.
    for (let delivery = 1; delivery < REVOKE_TRIES; delivery++)
      await expect(removeDeletedAccount(deps, accountId, delivery)).rejects.toMatchObject({
        status: 'INTERNAL',
      });
    expect(await refreshTokenOf(accountId)).toBe(refresh);
    expect(error).not.toHaveBeenCalled();
    await removeDeletedAccount(deps, accountId, REVOKE_TRIES);
    expect(await refreshTokenOf(accountId)).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ accountId }),
      'Google login of a deleted account not revoked; its data is removed anyway',
    );
    sandbox().faults.plan.length = 0;
    // A login revoked at Google before the deletion (400 invalid_token): counted as revoked, nothing logged.
    const other = await h.business();
    await connectGoogle(h, other.token);
    await h.service.google.client.revoke((await refreshTokenOf(other.accountId))!);
    error.mockClear();
    await removeDeletedAccount(deps, other.accountId, 1);
    expect(await refreshTokenOf(other.accountId)).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('removes every Google row of a deleted account', async () => {
    const { accountId, token } = await h.business();
    await connectGoogle(h, token);
    const listed = await (await h.request('GET', '/api/google/locations', { token })).json();
    await h.request('POST', '/api/google/locations', {
      token,
      json: { locations: [listed.locations[0].name] },
    });
    await h.request('GET', '/api/google/performance?from=2026-10-01&to=2026-10-07', { token });
    const left = async () => {
      const counted = await h.db.execute(sql`
        select (select count(*) from social.google_connections where account_id = ${accountId})
             + (select count(*) from social.google_locations where account_id = ${accountId})
             + (select count(*) from social.google_performance where account_id = ${accountId}) as n`);
      return Number(rowsOf<{ n: number }>(counted)[0]?.n);
    };
    expect(await left()).toBeGreaterThanOrEqual(3);
    await h.platform.bus.publish(
      'auth.account.deleted',
      { accountId, at: new Date().toISOString() },
      randomUUID(),
    );
    await expect.poll(left).toBe(0);
  });
});
