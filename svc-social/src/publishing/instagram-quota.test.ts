import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishedPosts } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { nextSlotAt } from './instagram-quota.ts';

const IG_ID = '17840000000000001';

describe.each(drivers)('Instagram’s publishing limit on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const onPages = (content: string) => h.facebook.posts().filter((p) => p.message === content);
  const callsTo = (match: string) => h.facebook.calls.filter((c) => c.match === match).length;
  /** The sandbox's count of the account's posts in its window, as Instagram reports it. */
  const usage = async () =>
    (
      await (
        await fetch(`${h.fakeOrigin}/api/facebook-sandbox/v21.0/${IG_ID}/content_publishing_limit`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()
    ).data[0].quota_usage as number;
  let token = '';

  it('makes a post that would exceed the limit wait for the window, says when, then publishes it once', async () => {
    const business = await h.business();
    const { page } = await h.selectPages(business.token);
    token = await h.pageToken(business.accountId, page.id);
    h.facebook.faults.instagramQuotaTotal = 1;
    h.facebook.faults.instagramQuotaSeconds = 2;
    const first = await h.due(business.accountId);
    await h.announced(first.postId, 'social.post.published');

    const second = await h.due(business.accountId);
    const waiting = await h.announced(second.postId, 'social.post.waiting');
    expect(waiting.pages.map((p) => p.platform)).toEqual(['facebook']);
    expect(waiting.waiting).toEqual([{ pageId: IG_ID, pageName: 'Κλινική Demo', platform: 'instagram' }]);
    expect(waiting.reason).toMatch(
      /^Η ανάρτηση περιμένει το όριο δημοσιεύσεων του Instagram \(«Κλινική Demo»: 1 από 1 τα τελευταία 2 δευτερόλεπτα\)\. Θα δημοσιευτεί στο Instagram στις \d\d:\d\d, μόλις ελευθερωθεί θέση\.$/,
    );
    // The slot frees when the post that fills it is two seconds old.
    const instagramRow = (await h.db.select().from(publishedPosts)).find(
      (r) => r.bulkPostId === first.postId && r.platform === 'instagram',
    );
    expect(Date.parse(waiting.until)).toBeGreaterThanOrEqual(instagramRow!.publishedDate!.getTime() + 2_000);
    expect(Date.parse(waiting.until)).toBeLessThan(instagramRow!.publishedDate!.getTime() + 7_000);
    expect(h.announcements(second.postId).map((e) => e.subject)).toEqual(['social.post.waiting']);
    expect(onPages(second.content).map((p) => p.platform)).toEqual(['facebook']);

    // svc-posts hands it over again once the window has a slot (a new attempt).
    await expect.poll(usage, { timeout: 5_000, interval: 100 }).toBe(0);
    await h.due(business.accountId, { ...second, attempt: 2 });
    const published = await h.announced(second.postId, 'social.post.published');
    expect(published.attempt).toBe(2);
    expect(published.pages.map((p) => p.platform)).toEqual(['facebook', 'instagram']);
    expect(
      onPages(second.content)
        .map((p) => p.platform)
        .sort(),
    ).toEqual(['facebook', 'instagram']);
    expect(callsTo('photos')).toBe(2);
    expect(callsTo('media_publish')).toBe(2);
  });

  it('gives the last slot to one of two posts due together; the other waits', async () => {
    const business = await h.business();
    await h.selectPages(business.token, { instagram: true });
    h.facebook.faults.instagramQuotaTotal = 1;
    const [a, b] = [h.dueEvent(business.accountId), h.dueEvent(business.accountId)];
    await Promise.all([
      h.platform.bus.publish('posts.post.due', a, `a-${a.postId}`),
      h.platform.bus.publish('posts.post.due', b, `b-${b.postId}`),
    ]);
    const outcomes = await Promise.all(
      [a, b].map(async (due) => {
        await expect.poll(() => h.announcements(due.postId).length, { timeout: 10_000 }).toBeGreaterThan(0);
        return h.announcements(due.postId)[0]!.subject;
      }),
    );
    expect(outcomes.sort()).toEqual(['social.post.published', 'social.post.waiting']);
    expect(h.facebook.posts().filter((p) => p.platform === 'instagram')).toHaveLength(1);
    expect(callsTo('media_publish')).toBe(1);
  });

  it('shows each selected Instagram account’s limit, and why one cannot be read', async () => {
    const business = await h.business();
    await h.selectPages(business.token);
    h.facebook.faults.instagramQuotaUsage = 12;
    h.facebook.faults.instagramQuotaTotal = 50;
    const res = await h.request('GET', '/api/social-media/instagram-quota', { token: business.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      accounts: [
        {
          instagramId: IG_ID,
          pageName: 'Κλινική Demo',
          username: 'clinic.demo.athens',
          usage: 12,
          total: 50,
          durationSeconds: 86_400,
          nextSlotAt: null,
          error: null,
        },
      ],
    });
    h.facebook.faults.tokensExpired = true;
    const refused = await (
      await h.request('GET', '/api/social-media/instagram-quota', { token: business.token })
    ).json();
    expect(refused.accounts[0]).toMatchObject({ usage: null, total: null });
    expect(refused.accounts[0].error).toMatch(/^Η σύνδεση με τη σελίδα «Κλινική Demo» έληξε\./);
  });

  it('lists no account for a business without an Instagram account, nor another business’s', async () => {
    const other = await h.business();
    await h.selectPages(other.token);
    const business = await h.business();
    await h.selectPages(business.token, { instagram: false });
    const res = await h.request('GET', '/api/social-media/instagram-quota', { token: business.token });
    expect(await res.json()).toEqual({ success: true, accounts: [] });
  });
});

describe.each(drivers)('when an Instagram account’s window frees a slot, on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  const NOW = new Date('2026-11-24T10:00:00Z');
  const HOUR = 3_600_000;
  let ig = 0;
  /** An Instagram account with the platform's posts published these many hours before NOW. */
  async function account(hoursAgo: number[]) {
    const igUserId = `1784${String(++ig).padStart(11, '0')}`;
    for (const [i, hours] of hoursAgo.entries()) {
      await h.db.insert(publishedPosts).values({
        accountId: 1,
        bulkPostId: 10_000 + ig * 100 + i,
        pageId: igUserId,
        platform: 'instagram',
        pageName: 'clinic',
        content: `post ${i}`,
        contentHash: `hash ${ig} ${i}`,
        productName: 'Ορός',
        status: 'published',
        publishedDate: new Date(NOW.getTime() - hours * HOUR),
      });
    }
    return igUserId;
  }
  const limit = (usage: number, total: number) => ({ usage, total, durationSeconds: 86_400 });

  it('is none while the window has room', async () => {
    expect(await nextSlotAt(h.db, await account([1]), limit(1, 2), NOW)).toBeNull();
  });

  it('is when the oldest post that fills the window turns 24 hours old', async () => {
    const id = await account([20, 10, 2]);
    expect(await nextSlotAt(h.db, id, limit(3, 3), NOW)).toEqual(new Date(NOW.getTime() + 4 * HOUR));
  });

  it('waits for as many posts to leave as the count is over the limit', async () => {
    const id = await account([20, 10, 5, 2]);
    expect(await nextSlotAt(h.db, id, limit(4, 3), NOW)).toEqual(new Date(NOW.getTime() + 14 * HOUR));
  });

  it('counts posts it does not know of as the oldest, looking again within the hour', async () => {
    const id = await account([3]);
    // Two counted, one of them not the platform's: it may leave any moment before ours.
    expect(await nextSlotAt(h.db, id, limit(2, 2), NOW)).toEqual(new Date(NOW.getTime() + HOUR));
    // Nothing the platform published: the same.
    expect(await nextSlotAt(h.db, await account([]), limit(5, 5), NOW)).toEqual(
      new Date(NOW.getTime() + HOUR),
    );
  });

  it('ignores posts older than the window and other accounts’ posts', async () => {
    const id = await account([30, 5]);
    await account([1]);
    expect(await nextSlotAt(h.db, id, limit(1, 1), NOW)).toEqual(new Date(NOW.getTime() + 19 * HOUR));
  });
});
