import { systemClock } from '@studio/kit';
import { drivers, serverDrivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { facebookConnections } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { createHealthChecker } from './checker.ts';

const DAY_S = 24 * 3600;

describe.each(drivers)('the daily check of a Facebook connection on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  /** A business connected with its first page and that page's Instagram account selected. */
  async function connected(options: { declined?: string[] } = {}) {
    const business = await h.business();
    const pages = await h.selectPages(business.token, options);
    return { ...business, ...pages };
  }
  const check = (b: { accountId: number; token: string }) => h.checkHealth(b.accountId, b.token);
  const connectionOf = async (accountId: number) =>
    (await h.db.select().from(facebookConnections).where(eq(facebookConnections.accountId, accountId)))[0]!;

  it('finds nothing wrong with a fresh login and announces its pages', async () => {
    const b = await connected();
    const health = await check(b);
    expect(health).toMatchObject({ connected: true, status: 'ok', problems: [] });
    expect(Date.parse(health.expiresAt!)).toBeGreaterThan(Date.now() + 50 * DAY_S * 1000);
    expect(await h.healthReportOf(b.accountId, health.checkedAt)).toMatchObject({
      connected: true,
      problems: [],
      targets: [
        { platform: 'facebook', pageId: b.page.id },
        { platform: 'instagram', pageId: b.instagram.id },
      ],
    });
  });

  it('warns of a login that expires in 3 days when Facebook will not extend it', async () => {
    const b = await connected();
    h.facebook.faults.refreshKeepsExpiry = true;
    await h.facebook.expireTokens(3 * DAY_S);
    const health = await check(b);
    expect(health.status).toBe('warning');
    const [expiring] = health.problems;
    expect(health.problems).toHaveLength(1);
    expect(expiring).toMatchObject({ code: 'token_expiring', action: 'reconnect' });
    const expiresAt = Date.parse(expiring!.expiresAt!);
    expect(Math.abs(expiresAt - (Date.now() + 3 * DAY_S * 1000))).toBeLessThan(60_000);
    // Posts after the expiry fail; the message says when, in Athens time, and what to do.
    expect(expiring!.failsFrom).toBe(expiring!.expiresAt);
    expect(expiring!.message).toMatch(/λήγει στις \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(expiring!.message).toContain('Συνδέστε ξανά το Facebook στις Πλατφόρμες');
    expect((await h.healthReportOf(b.accountId, health.checkedAt)).problems).toEqual(health.problems);
  });

  it('warns from 14 days before the login ends, the first reminder', async () => {
    const b = await connected();
    await h.facebook.expireTokens(12 * DAY_S);
    const health = await check(b);
    expect(health.problems).toEqual([
      expect.objectContaining({ code: 'token_expiring', action: 'reconnect' }),
    ]);
  });

  it('refreshes a login near its end when Facebook allows, with the page tokens listed by the new one', async () => {
    const b = await connected();
    const before = await connectionOf(b.accountId);
    const pageTokenBefore = await h.pageToken(b.accountId, b.page.id);
    h.facebook.faults.refreshKeepsExpiry = false;
    await h.facebook.expireTokens(10 * DAY_S);
    const health = await check(b);
    expect(health).toMatchObject({ status: 'ok', problems: [] });
    const after = await connectionOf(b.accountId);
    expect(after.longLivedTokenEncrypted).not.toBe(before.longLivedTokenEncrypted);
    expect(after.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * DAY_S * 1000);
    expect(await h.pageToken(b.accountId, b.page.id)).not.toBe(pageTokenBefore);
    // What the new page token publishes with works.
    const due = await h.due(b.accountId);
    await h.announced(due.postId, 'social.post.published');
  });

  it('finds a permission taken back, names it and the account it stops', async () => {
    const b = await connected();
    h.facebook.faults.declinedPermissions = ['instagram_content_publish'];
    const health = await check(b);
    expect(health.status).toBe('problem');
    expect(health.problems).toEqual([
      expect.objectContaining({
        code: 'permission_missing',
        permission: 'instagram_content_publish',
        action: 'grant_permission',
        targets: [{ platform: 'instagram', pageId: b.instagram.id, pageName: b.instagram.name }],
      }),
    ]);
    const [missing] = health.problems;
    expect(missing!.failsFrom).toBe(missing!.since);
    expect(missing!.message).toContain('Λείπει η άδεια instagram_content_publish');
  });

  it('finds a permission unticked at the login as soon as the pages are saved', async () => {
    const b = await connected({ declined: ['pages_manage_posts'] });
    await expect
      .poll(async () => {
        const res = await h.request('GET', '/api/social-media/connection-health', { token: b.token });
        return (await res.json()).problems.map(
          (p: { code: string; permission: string | null }) => p.permission ?? p.code,
        );
      })
      .toEqual(['pages_manage_posts']);
  });

  it('tells a missing first-comment permission as a warning that stops no post', async () => {
    const b = await connected({ declined: ['pages_manage_engagement'] });
    const health = await check(b);
    expect(health.status).toBe('warning');
    expect(health.problems).toEqual([
      expect.objectContaining({
        code: 'permission_missing',
        permission: 'pages_manage_engagement',
        failsFrom: null,
      }),
    ]);
  });

  it('tells the inbox’s permissions taken back while the inbox is on as one inbox warning: its posts still publish', async () => {
    const b = await connected();
    h.facebook.faults.declinedPermissions = [
      'pages_read_user_content',
      'pages_manage_metadata',
      'pages_messaging',
      'instagram_manage_messages',
    ];
    const health = await check(b);
    expect(health.status).toBe('warning');
    expect(health.problems).toEqual([
      expect.objectContaining({
        code: 'permission_missing',
        permission: 'pages_read_user_content,pages_manage_metadata,pages_messaging,instagram_manage_messages',
        action: 'reconnect',
        failsFrom: null,
        targets: [],
      }),
    ]);
    expect(health.problems[0]!.message).toMatch(
      /^Τα Εισερχόμενα χρειάζονται νέα σύνδεση με το Facebook για να λαμβάνουν τα σχόλια .* \(λείπουν οι άδειες pages_read_user_content, pages_manage_metadata, pages_messaging, instagram_manage_messages\)\.$/,
    );
    const due = await h.due(b.accountId);
    await h.announced(due.postId, 'social.post.published');
  });

  it('asks nothing of the features a business left off: a login for publishing alone is well', async () => {
    const business = await h.business();
    await h.callback(await h.consent(await h.startLogin(business.token, undefined, []), 'allow'));
    await h.selectPages(business.token, { connect: false });
    const health = await check(business);
    expect(health).toMatchObject({ status: 'ok', problems: [] });
  });

  it('finds an Instagram account unlinked from its page', async () => {
    const b = await connected();
    h.facebook.faults.instagramUnlinked = true;
    const health = await check(b);
    expect(health.problems).toEqual([
      expect.objectContaining({
        code: 'instagram_unlinked',
        action: 'link_instagram',
        targets: [expect.objectContaining({ pageId: b.instagram.id })],
      }),
    ]);
  });

  it('finds a role on the pages that cannot publish', async () => {
    const b = await connected();
    h.facebook.faults.pageTasks = ['MODERATE', 'ANALYZE'];
    const codes = (await check(b)).problems.map((p) => `${p.code}:${p.targets[0]?.platform}`);
    expect(codes).toEqual(['page_role:facebook', 'page_role:instagram']);
  });

  it('finds a login Facebook no longer takes and asks for a reconnect', async () => {
    const b = await connected();
    h.facebook.faults.tokensExpired = true;
    const health = await check(b);
    expect(health).toMatchObject({ connected: false, status: 'problem' });
    expect(health.problems).toEqual([
      expect.objectContaining({ code: 'token_invalid', action: 'reconnect' }),
    ]);
    expect((await connectionOf(b.accountId)).status).toBe('reconnect_required');
  });

  it('finds Page Publishing Authorization after Facebook refused a publication for it', async () => {
    const b = await connected();
    h.facebook.faults.plan = [{ match: 'photos', kind: 'publishing_authorization' }];
    const due = await h.due(b.accountId);
    await h.announced(due.postId, 'social.post.failed');
    // The refusal has the connection checked at once.
    await expect
      .poll(async () => {
        const res = await h.request('GET', '/api/social-media/connection-health', { token: b.token });
        return (await res.json()).problems.map((p: { code: string }) => p.code);
      })
      .toContain('publishing_authorization');
  });

  it('keeps the first moment of a problem found again, so it stays one incident', async () => {
    const b = await connected();
    h.facebook.faults.declinedPermissions = ['instagram_content_publish'];
    const first = await check(b);
    await h.db
      .update(facebookConnections)
      .set({ healthCheckedAt: new Date(Date.now() - 60_000) })
      .where(eq(facebookConnections.accountId, b.accountId));
    const again = await check(b);
    expect(again.checkedAt).not.toBe(first.checkedAt);
    expect(again.problems[0]!.since).toBe(first.problems[0]!.since);
  });

  it('keeps a problem a reconnect did not fix as the same incident, and forgets one it fixed', async () => {
    const b = await connected({ declined: ['instagram_content_publish'] });
    const first = await check(b);
    await h.connect(b.token, undefined, ['instagram_content_publish']);
    const again = await check(b);
    expect(again.problems.map((p) => [p.permission, p.since])).toEqual([
      ['instagram_content_publish', first.problems[0]!.since],
    ]);
    await h.connect(b.token);
    expect((await check(b)).problems).toEqual([]);
  });

  it('keeps the last findings when Facebook does not answer, and tries again in an hour', async () => {
    const b = await connected();
    const before = await check(b);
    h.facebook.faults.plan = [{ match: 'health', kind: 'server_error' }];
    expect(await h.service.health.checkNow(b.accountId)).toBe('unanswered');
    const row = await connectionOf(b.accountId);
    expect(row.healthCheckedAt?.toISOString()).toBe(before.checkedAt);
    expect(row.healthCheckDueAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(row.claimedUntil).toBeNull();
  });

  it('checks a connection again only after a day', async () => {
    const b = await connected();
    await check(b);
    const calls = () => h.facebook.calls.filter((c) => c.match === 'health').length;
    const seen = calls();
    expect(await h.service.health.runDue()).toBe(0);
    expect(calls()).toBe(seen);
    expect((await connectionOf(b.accountId)).healthCheckDueAt.getTime()).toBeGreaterThan(
      Date.now() + 23 * 3600_000,
    );
  });

  it('announces a disconnection as a problem for the coming posts', async () => {
    const b = await connected();
    await h.request('POST', '/api/facebook/disconnect', { token: b.token });
    await expect.poll(() => h.healthReports(b.accountId).at(-1)?.connected).toBe(false);
    expect(h.healthReports(b.accountId).at(-1)?.problems).toEqual([
      expect.objectContaining({ code: 'not_connected', failsFrom: expect.any(String) }),
    ]);
    const health = await (
      await h.request('GET', '/api/social-media/connection-health', { token: b.token })
    ).json();
    expect(health).toMatchObject({ connected: false, status: 'ok', problems: [] });
  });

  it('checks again at once when the pages changed since the last check, even within half a minute', async () => {
    // Connected with no page chosen: the connect's check finds nothing to publish to.
    const business = await h.business();
    await h.connect(business.token);
    expect((await check(business)).problems.map((p) => p.code)).toEqual(['no_targets']);
    // The pages are chosen a few seconds later; the portal asks for a check at once.
    const b = { ...business, ...(await h.selectPages(business.token)) };
    const res = await h.request('POST', '/api/social-media/connection-health/check', { token: b.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ connected: true, status: 'ok', problems: [] });
  });

  it('checks again when the check under way began before the pages were chosen', async () => {
    const b = await h.business();
    await h.connect(b.token);
    expect((await check(b)).problems.map((p) => p.code)).toEqual(['no_targets']);
    // A check that read the (empty) selection is still waiting for Facebook when the pages are chosen.
    h.facebook.faults.latencyMs = 800; // within the client's 1 s
    const underWay = h.service.health.checkNow(b.accountId);
    await expect.poll(async () => (await connectionOf(b.accountId)).claimedUntil).not.toBeNull();
    h.facebook.faults.latencyMs = 0;
    await h.selectPages(b.token, { connect: false });
    const res = await h.request('POST', '/api/social-media/connection-health/check', { token: b.token });
    expect(await res.json()).toMatchObject({ connected: true, status: 'ok', problems: [] });
    expect(await underWay).toBe('checked');
  });

  it('answers a check asked again within half a minute from the last one, without asking Facebook', async () => {
    const b = await connected();
    await check(b);
    const seen = h.facebook.calls.length;
    const res = await h.request('POST', '/api/social-media/connection-health/check', { token: b.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ connected: true, status: 'ok' });
    expect(h.facebook.calls.length).toBe(seen);
  });
});

describe.each(serverDrivers)('connection checks with two replicas on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  it('checks a due connection once when two replicas look at the same moment', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    await h.checkHealth(accountId, token);
    // The service's own checker (kicked when the pages were chosen) would be a third replica.
    await h.service.health.stop();
    await h.db
      .update(facebookConnections)
      .set({ healthCheckDueAt: new Date(Date.now() - 1_000) })
      .where(eq(facebookConnections.accountId, accountId));
    const replica = () =>
      createHealthChecker({
        db: h.db,
        clock: systemClock,
        graph: h.graph,
        cipher: h.cipher,
        logger: h.logger,
        afterCommit: () => {},
      });
    const debugCalls = () => h.facebook.calls.filter((c) => c.match === 'health').length;
    const before = debugCalls();
    const checked = await Promise.all([replica().runDue(), replica().runDue()]);
    expect(checked[0]! + checked[1]!).toBe(1);
    // One check: debug_token and /me/permissions once each.
    expect(debugCalls() - before).toBe(2);
  });
});
