import { drivers } from '@studio/kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leases, publishedPosts } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { targetLeaseKey } from './published-posts.ts';

describe.each(drivers)('publish claims on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver, { publisher: { maxFailedLookups: 2, leaseMs: 2_000 } });
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const onPages = (content: string) => h.facebook.posts().filter((p) => p.message === content);
  const rowsOf = (postId: number) =>
    h.db.select().from(publishedPosts).where(eq(publishedPosts.bulkPostId, postId));

  /** A post of a business with one page, whose target another replica holds until `expiresIn` from now. */
  async function heldElsewhere(expiresIn: string) {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token, { instagram: false });
    const due = h.dueEvent(accountId);
    const key = targetLeaseKey(due.postId, { pageId: page.id, platform: 'facebook' });
    await h.db
      .insert(leases)
      .values({ key, owner: 'another-replica', expiresAt: sql`now() + ${expiresIn}::interval` });
    return { accountId, due, key };
  }

  /** A post of a business with one page whose publish timed out and whose page cannot be read: unconfirmed. */
  async function unconfirmedPost() {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'photos', kind: 'timeout', times: 1 });
    h.facebook.faults.plan.push({ match: 'lookup', kind: 'server_error' });
    const due = await h.due(accountId);
    const event = await h.announced(due.postId, 'social.post.unconfirmed');
    return { accountId, page, due, event };
  }

  it('publishes each target once when the same post is handed over three times at once', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    // Slow Graph answers, so the three handlers are at work together.
    h.facebook.faults.latencyMs = 150;
    const due = await h.due(accountId);
    await Promise.all([h.due(accountId, { ...due, attempt: 2 }), h.due(accountId, { ...due, attempt: 3 })]);
    await h.announced(due.postId, 'social.post.published');
    await expect
      .poll(async () => (await rowsOf(due.postId)).map((r) => r.status))
      .toEqual(['published', 'published']);
    expect(
      onPages(due.content)
        .map((p) => p.platform)
        .sort(),
    ).toEqual(['facebook', 'instagram']);
    expect(await h.db.select().from(leases)).toEqual([]);
  });

  it('leaves a target another live handler holds to it, and takes it over once its lease expired', async () => {
    const { accountId, due, key } = await heldElsewhere('1 hour');

    await h.due(accountId, due);
    await expect
      .poll(() => h.facebook.calls.filter((c) => c.match === 'photos').length, { timeout: 1_000 })
      .toBe(0);
    expect(h.announcements(due.postId)).toEqual([]);

    await h.db.update(leases).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(leases.key, key));
    await h.due(accountId, { ...due, attempt: 2 });
    await h.announced(due.postId, 'social.post.published');
    expect(onPages(due.content)).toHaveLength(1);
  });

  it('comes back to a post whose target was held elsewhere, and publishes it once its holder let it go unpublished', async () => {
    // Another handler holds the target for a moment more (its call failed; it is about to let go).
    const { accountId, due } = await heldElsewhere('80 milliseconds');

    await h.due(accountId, due);
    await h.announced(due.postId, 'social.post.published');
    expect(onPages(due.content)).toHaveLength(1);
  });

  it('leaves a publication it cannot check unconfirmed, never sending it again by itself', async () => {
    const { accountId, page, due, event } = await unconfirmedPost();
    expect(event).toMatchObject({
      unconfirmed: [{ pageId: page.id, platform: 'facebook' }],
      pages: [],
      reason: expect.stringContaining('Δεν μπορέσαμε να επιβεβαιώσουμε'),
    });
    expect((await rowsOf(due.postId))[0]).toMatchObject({ status: 'unconfirmed' });
    // Handed over again (a re-handover), it stays as the business must decide.
    await h.due(accountId, { ...due, attempt: 2 });
    await h.announced(due.postId, 'social.post.unconfirmed', 2);
    expect(h.facebook.calls.filter((c) => c.match === 'photos')).toHaveLength(1);
  });

  it('publishes an unconfirmed post again when the business says it is not on the page', async () => {
    const { accountId, due } = await unconfirmedPost();
    h.facebook.faults.plan.length = 0;

    await h.due(accountId, { ...due, attempt: 2, resolution: 'publish_again' });
    const published = await h.announced(due.postId, 'social.post.published');
    expect(onPages(due.content)).toHaveLength(1);
    expect(published.pages[0]).toMatchObject({ postId: onPages(due.content)[0]!.id });
  });

  it('records an unconfirmed post as published when the business found it on the page', async () => {
    const { accountId, page, due } = await unconfirmedPost();

    await h.due(accountId, { ...due, attempt: 2, resolution: 'mark_published' });
    const published = await h.announced(due.postId, 'social.post.published');
    expect(published.pages).toEqual([
      expect.objectContaining({ pageId: page.id, postId: '', permalink: null }),
    ]);
    expect(h.facebook.calls.filter((c) => c.match === 'photos')).toHaveLength(1);
  });

  it('publishes to one page one post at a time, whatever the number of handlers', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token, { instagram: false });
    h.facebook.faults.latencyMs = 200;
    const posts = await Promise.all([h.due(accountId), h.due(accountId), h.due(accountId)]);
    for (const due of posts) await h.announced(due.postId, 'social.post.published');
    const times = h.facebook.calls
      .filter((c) => c.match === 'photos' && c.id === page.id)
      .map((c) => Date.parse(c.at))
      .sort((a, b) => a - b);
    expect(times).toHaveLength(3);
    // Each call reaches the page only once the one before it was answered (and the latency passed).
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(180);
  });
});
