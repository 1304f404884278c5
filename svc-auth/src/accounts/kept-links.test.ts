import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness } from '../testing.ts';

/** With no mail server the platform admin passes the link on: the answer carries it and its expiry. */
describe.each(drivers)('password links with no mail server on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  let admin: string;
  beforeAll(async () => {
    h = await authHarness(driver, { mailDelivery: 'kept' });
    admin = await h.adminToken();
  });
  afterAll(() => h.close());

  it('answers an invitation link valid 7 days and a reset link valid 1 hour, each opening its page', async () => {
    const { account } = await (
      await h.request('POST', '/api/accounts', { token: admin, json: { businessName: 'Kept Clinic' } })
    ).json();
    const before = Date.now();
    const res = await h.request('POST', '/api/admin-users', {
      token: admin,
      json: { accountId: account.id, email: 'kept@clinic.gr' },
    });
    expect(res.status).toBe(201);
    const invited = await res.json();
    expect(invited.message).toBe('Admin user invited: no mail server, pass the link on');
    expect(invited.link).toMatch(/^http:\/\/studio\.test\/.+/);
    const days7 = Date.parse(invited.linkExpiresAt) - before;
    expect(days7).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);
    expect(days7).toBeLessThan(7 * 24 * 3_600_000 + 60_000);
    const page = await h.request('GET', new URL(invited.link).pathname);
    expect(page.status).toBe(200);

    expect((await h.setPassword(new URL(invited.link).pathname, 'secret123')).status).toBe(200);
    const reset = await (
      await h.request('POST', `/api/admin-users/${invited.adminUser.id}/send-link`, { token: admin })
    ).json();
    expect(reset.message).toBe('Link made: no mail server, pass it on');
    const hour = Date.parse(reset.linkExpiresAt) - Date.now();
    expect(hour).toBeGreaterThan(3_540_000);
    expect(hour).toBeLessThanOrEqual(3_600_000);
  });
});
