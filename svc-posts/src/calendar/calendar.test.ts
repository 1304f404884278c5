import { randomUUID } from 'node:crypto';
import type { AdminCalendarResponse } from '@studio/contracts';
import { drivers, issueAdminToken } from '@studio/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkGeneratedPosts } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { PERIOD_TOO_LONG } from './routes.ts';

/** GET /api/posts/calendar: the admin's Content Calendar across accounts. */
describe.each(drivers)('the admin content calendar on %s', (driver) => {
  let h: PostsHarness;
  let adminToken: string;

  beforeAll(async () => {
    h = await postsHarness(driver, { clockStart: new Date('2026-06-10T05:00:00Z') });
    adminToken = await issueAdminToken(h.platform);
    const post = (accountId: number, day: string, postStatus: 'pending' | 'scheduled' | 'published') => ({
      accountId,
      content: `Ανάρτηση ${accountId} ${day} ${postStatus}`,
      contentHash: randomUUID(),
      productName: `Serum ${accountId}`,
      productImage: `/uploads/p${accountId}.png`,
      scheduledDate: new Date(`${day}T06:00:00Z`),
      postStatus,
    });
    await h.db
      .insert(bulkGeneratedPosts)
      .values([
        post(1, '2026-06-12', 'pending'),
        post(1, '2026-06-02', 'published'),
        post(2, '2026-06-11', 'scheduled'),
        post(2, '2026-09-30', 'scheduled'),
      ]);
  });
  beforeEach(() => h.clock.reset());
  afterAll(() => h.close());

  const calendar = async (query = '') => {
    const res = await h.request('GET', `/api/posts/calendar${query}`, { token: adminToken });
    return { status: res.status, body: (await res.json()) as AdminCalendarResponse & { message?: string } };
  };

  it('lists the posts of every account in the period by date, a pending one as a draft', async () => {
    const { status, body } = await calendar('?from=2026-06-01T00:00:00Z&to=2026-07-01T00:00:00Z');
    expect(status).toBe(200);
    expect(body.posts.map((p) => [p.accountId, p.scheduledDate, p.postStatus])).toEqual([
      [1, '2026-06-02T06:00:00.000Z', 'published'],
      [2, '2026-06-11T06:00:00.000Z', 'scheduled'],
      [1, '2026-06-12T06:00:00.000Z', 'draft'],
    ]);
    expect(body.posts[0]).toMatchObject({ productName: 'Serum 1', image: '/uploads/p1.png' });
  });

  it('filters by account and by state', async () => {
    const range = 'from=2026-06-01T00:00:00Z&to=2026-07-01T00:00:00Z';
    const ofAccount = await calendar(`?${range}&accountId=2`);
    expect(ofAccount.body.posts.map((p) => p.accountId)).toEqual([2]);
    const drafts = await calendar(`?${range}&state=draft`);
    expect(drafts.body.posts.map((p) => p.scheduledDate)).toEqual(['2026-06-12T06:00:00.000Z']);
  });

  it('defaults to a month back and a month ahead, and refuses a longer or reversed period', async () => {
    const byDefault = await calendar();
    expect(byDefault.body.posts).toHaveLength(3);
    const long = await calendar('?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z');
    expect(long).toMatchObject({ status: 400, body: { message: PERIOD_TOO_LONG } });
    const reversed = await calendar('?from=2026-06-02T00:00:00Z&to=2026-06-01T00:00:00Z');
    expect(reversed.status).toBe(400);
  });

  it('marks the posts that go or went to a Google location', async () => {
    const range = 'from=2026-06-01T00:00:00Z&to=2026-07-01T00:00:00Z';
    const before = await calendar(`?${range}`);
    expect(before.body.posts.map((p) => p.google)).toEqual([false, false, false]);
    await h.googleLocations(2, [
      { name: 'accounts/1/locations/2', title: 'Κλινική Κηφισιάς', phone: null, websiteUri: null },
    ]);
    const chosen = await calendar(`?${range}`);
    expect(chosen.body.posts.map((p) => [p.accountId, p.postStatus, p.google])).toEqual([
      [1, 'published', false],
      [2, 'scheduled', true],
      [1, 'draft', false],
    ]);
    await h.googleLocations(2, []);
    const none = await calendar(`?${range}`);
    expect(none.body.posts.map((p) => p.google)).toEqual([false, false, false]);
  });

  it('is the platform admin’s only', async () => {
    const res = await h.request('GET', '/api/posts/calendar', { token: await h.businessToken(1) });
    expect(res.status).toBe(403);
  });
});
