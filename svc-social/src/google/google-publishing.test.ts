import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPosts } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { connectGoogle, googleSandboxOf } from './testing.ts';

/** A post to Facebook, Instagram and Google locations at once, through the one publisher. */
describe.each(drivers)('publishing to Google Business Profile (%s)', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  const sandbox = () => googleSandboxOf(h);
  /** A business with a page, its Instagram account and the first Google location chosen. */
  async function everywhere() {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    await connectGoogle(h, token);
    const { locations } = await (await h.request('GET', '/api/google/locations', { token })).json();
    const location = locations.find((l: { verified: boolean; phone: string | null }) => l.verified);
    await h.request('POST', '/api/google/locations', { token, json: { locations: [location.name] } });
    return { accountId, token, location: location.name as string };
  }
  const rowsOf = (postId: number) =>
    h.db.select().from(publishedPosts).where(eq(publishedPosts.bulkPostId, postId));

  it('publishes one approved post to Facebook, Instagram and a Google location once, under a lost answer', async () => {
    const { accountId, token, location } = await everywhere();
    sandbox().faults.hangMs = 30;
    // Google makes the post, then its answer is lost (503 after the work).
    sandbox().faults.plan.push({ match: 'create_post', kind: 'answer_lost' });
    const due = await h.due(accountId);
    const event = await h.announced(due.postId, 'social.post.published');
    expect(event.pages.map((p: { platform: string }) => p.platform).sort()).toEqual([
      'facebook',
      'google',
      'instagram',
    ]);
    const google = event.pages.find((p: { platform: string }) => p.platform === 'google')!;
    expect(google.postId).toMatch(new RegExp(`^${location}/localPosts/`));
    const created = sandbox().calls.filter(
      (c) => c.startsWith('POST /mybusiness/v4/') && c.endsWith('/localPosts'),
    );
    expect(created).toHaveLength(1);
    const rows = await rowsOf(due.postId);
    expect(rows.find((r) => r.platform === 'google')).toMatchObject({
      status: 'published',
      postId: google.postId,
    });
    expect(h.facebook.posts().filter((p) => p.message === due.content)).toHaveLength(2);
    // The sandbox's location page shows it once.
    const shown = await (await h.request('GET', '/api/google-sandbox/published', { token })).json();
    const posts = shown.locations.find((l: { name: string }) => l.name === location).posts;
    expect(posts.map((p: { summary: string }) => p.summary)).toEqual([due.content]);
  });

  it('makes the call to action the clinic’s booking link when the company has one', async () => {
    const { accountId, token, location } = await everywhere();
    const due = await h.due(accountId, { bookingUrl: 'https://book.example.com/klinik' });
    await h.announced(due.postId, 'social.post.published');
    const shown = await (await h.request('GET', '/api/google-sandbox/published', { token })).json();
    const [post] = shown.locations.find((l: { name: string }) => l.name === location).posts;
    expect(post.callToAction).toEqual({ actionType: 'BOOK', url: 'https://book.example.com/klinik' });
  });

  it('publishes an offer with its coupon, terms and redeem link, and an event with its schedule', async () => {
    const { accountId, token, location } = await everywhere();
    const offer = {
      kind: 'offer' as const,
      title: 'Προσφορά για νέους πελάτες',
      startsAt: '2026-12-01T09:00',
      endsAt: '2026-12-31T21:30',
      couponCode: 'NEOS',
      terms: 'Μία φορά ανά πελάτη.',
      redeemUrl: 'https://clinic.example.com/offer',
    };
    const first = await h.due(accountId, { googleTopic: offer, bookingUrl: 'https://book.example.com/k' });
    await h.announced(first.postId, 'social.post.published');
    const event = {
      kind: 'event' as const,
      title: 'Ημέρα ενημέρωσης',
      startsAt: '2026-12-05T10:00',
      endsAt: '2026-12-05T14:00',
    };
    const second = await h.due(accountId, { googleTopic: event });
    await h.announced(second.postId, 'social.post.published');
    const shown = await (await h.request('GET', '/api/google-sandbox/published', { token })).json();
    const posts = shown.locations.find((l: { name: string }) => l.name === location).posts;
    const schedule = (start: [number, number, number, number, number], end: typeof start) => ({
      startDate: { year: start[0], month: start[1], day: start[2] },
      startTime: { hours: start[3], minutes: start[4], seconds: 0, nanos: 0 },
      endDate: { year: end[0], month: end[1], day: end[2] },
      endTime: { hours: end[3], minutes: end[4], seconds: 0, nanos: 0 },
    });
    expect(posts.find((p: { summary: string }) => p.summary === first.content)).toMatchObject({
      topicType: 'OFFER',
      event: { title: offer.title, schedule: schedule([2026, 12, 1, 9, 0], [2026, 12, 31, 21, 30]) },
      offer: { couponCode: 'NEOS', termsConditions: offer.terms, redeemOnlineUrl: offer.redeemUrl },
      // Google ignores a call to action on an offer: none is sent.
      callToAction: null,
    });
    expect(posts.find((p: { summary: string }) => p.summary === second.content)).toMatchObject({
      topicType: 'EVENT',
      event: { title: event.title, schedule: schedule([2026, 12, 5, 10, 0], [2026, 12, 5, 14, 0]) },
      offer: null,
    });
  });

  it('refuses an offer whose coupon promotes a price at the last check, acknowledged or not', async () => {
    const { accountId } = await everywhere();
    const before = sandbox().calls.length;
    const due = await h.due(accountId, {
      acknowledgedRuleIds: ['price-promotion'],
      googleTopic: {
        kind: 'offer',
        title: 'Προσφορά',
        startsAt: '2026-12-01T09:00',
        endsAt: '2026-12-31T21:00',
        couponCode: 'Δώρο η δεύτερη συνεδρία μεσοθεραπείας',
        terms: null,
        redeemUrl: null,
      },
    });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'compliance', retrying: false });
    expect(failed.reason).toContain('«Κωδικός προσφοράς»');
    expect(failed.reason).toContain('Μια προσφορά στη Google προωθεί τιμή');
    expect(
      sandbox()
        .calls.slice(before)
        .filter((c) => c.startsWith('POST')),
    ).toEqual([]);
  });

  it('tries a post Google refused for its quota again no sooner than Google’s 30 s', async () => {
    const { accountId } = await everywhere();
    sandbox().faults.plan.push({ match: 'create_post', kind: 'quota_exceeded', times: 1 });
    const due = await h.due(accountId);
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'rate_limited', retrying: true });
    expect(failed.reason).toMatch(/^Η Google περιορίζει προσωρινά τα αιτήματα.*νέα προσπάθεια στις/);
    expect(Date.parse(failed.retryAt ?? '') - Date.now()).toBeGreaterThan(25_000);
    const rows = await rowsOf(due.postId);
    expect(rows.find((r) => r.platform === 'facebook')?.status).toBe('published');
    expect(rows.find((r) => r.platform === 'google')?.status).not.toBe('published');
  });

  it('refuses an offer with a forbidden discount before any call to Google', async () => {
    const { accountId } = await everywhere();
    const before = sandbox().calls.length;
    const due = await h.due(accountId, {
      content: 'Προσφορά: έκπτωση 30% στα fillers υαλουρονικού μόνο αυτόν τον μήνα!',
    });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'compliance', retrying: false });
    expect(
      sandbox()
        .calls.slice(before)
        .filter((c) => c.startsWith('POST')),
    ).toEqual([]);
    expect(await rowsOf(due.postId)).toEqual([]);
  });

  it('refuses a text longer than Google takes, and still publishes the page', async () => {
    const { accountId } = await everywhere();
    const due = await h.due(accountId, {
      content: `Νέα θεραπεία προσώπου. ${'Λεπτομέρειες. '.repeat(120)}`.slice(0, 1600),
    });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed.reason).toContain('1500');
    const rows = await rowsOf(due.postId);
    expect(rows.find((r) => r.platform === 'google')?.status).toBe('failed');
    expect(rows.find((r) => r.platform === 'facebook')?.status).toBe('published');
  });
});
