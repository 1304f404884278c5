import { randomUUID } from 'node:crypto';
import type { BulkPost, EventPayload, PublishedPage } from '@studio/contracts';
import { createLogger } from '@studio/kit';
import { drivers, serverDrivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkGeneratedPosts } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { startScheduler } from './scheduler.ts';

const logger = createLogger('scheduler-test', 'silent');
type Due = EventPayload<'posts.post.due'>;
const slow = { timeout: 5_000 };

const page = (postId: string): PublishedPage => ({
  pageId: '1001',
  pageName: 'Κλινική Demo',
  platform: 'facebook',
  postId,
  permalink: `https://facebook.test/${postId}`,
  publishedAt: '2026-06-11T06:00:05.000Z',
  firstComment: null,
});

function publishingOf(h: PostsHarness) {
  let nextAccount = 700;
  const scheduler = (rehandoverAfterMs?: number) =>
    startScheduler({
      db: h.db,
      now: () => h.clock.now,
      logger,
      afterCommit: () => {},
      intervalMs: 3_600_000,
      ...(rehandoverAfterMs === undefined ? {} : { rehandoverAfterMs }),
    });

  /** An account with its period generated on 2026-06-10 (posts daily at 09:00 Athens from the 11th). */
  async function account() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, accountId * 10);
    h.clock.now = new Date('2026-06-10T12:00:00Z');
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const made = (await (await call('POST', '/api/generate-period-posts')).json()) as { posts: BulkPost[] };
    const schedule = (id: number) =>
      call('PUT', `/api/bulk-posts/${id}`, { isScheduled: true, postStatus: 'scheduled' });
    const get = async (id: number) =>
      ((await (await call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] }).bulkPosts.find(
        (p) => p.id === id,
      );
    return { accountId, token, call, posts: made.posts, schedule, get };
  }

  const outcome = async <
    S extends 'social.post.published' | 'social.post.failed' | 'social.post.deleted' | 'social.post.waiting',
  >(
    subject: S,
    payload: EventPayload<S>,
  ) => h.platform.bus.publish(subject, payload, randomUUID());

  /** An account's first post, scheduled, then handed over by a scheduler whose clock says `at`. */
  async function handedOver(at: string, rehandoverAfterMs?: number) {
    const a = await account();
    const post = a.posts[0]!;
    await a.schedule(post.id);
    h.clock.now = new Date(at);
    const s = scheduler(rehandoverAfterMs);
    await s.runDue();
    return { a, post, s };
  }

  return { scheduler, account, outcome, handedOver };
}

describe.each(drivers)('publishing on %s', (driver) => {
  let h: PostsHarness;
  let p: ReturnType<typeof publishingOf>;
  let due: Due[];

  beforeAll(async () => {
    h = await postsHarness(driver);
    p = publishingOf(h);
    due = h.events('posts.post.due') as Due[];
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  const dueFor = (postId: number) => due.filter((d) => d.postId === postId);

  it('hands over a scheduled post when its time comes, as it is then', async () => {
    const a = await p.account();
    const [first, second, third] = a.posts as [BulkPost, BulkPost, BulkPost];
    for (const post of [first, second, third]) expect((await a.schedule(post.id)).status).toBe(200);
    // Before its time: edited (which takes its approval, so it is approved again), the second
    // unscheduled, the third deleted.
    await a.call('PUT', `/api/bulk-posts/${first.id}`, {
      content: 'Το τελικό κείμενο.',
      updatedAt: new Date().toISOString(),
    });
    expect((await a.schedule(first.id)).status).toBe(200);
    await a.call('PUT', `/api/bulk-posts/${second.id}`, { isScheduled: false, postStatus: 'draft' });
    await a.call('DELETE', `/api/bulk-posts/${third.id}`);

    const s = p.scheduler();
    h.clock.now = new Date('2026-06-11T05:59:59Z');
    expect(await s.runDue()).toBe(0);
    h.clock.now = new Date('2026-06-11T06:00:01Z');
    expect(await s.runDue()).toBe(1);
    await expect.poll(() => dueFor(first.id), slow).toHaveLength(1);
    expect(dueFor(first.id)[0]).toMatchObject({
      accountId: a.accountId,
      attempt: 1,
      content: 'Το τελικό κείμενο.',
      scheduledDate: '2026-06-11T06:00:00.000Z',
    });
    expect(await a.get(first.id)).toMatchObject({ postStatus: 'publishing', lateBySeconds: null });
    expect(dueFor(second.id)).toEqual([]);
    expect(dueFor(third.id)).toEqual([]);
    // Handed over once, however often the scheduler looks.
    expect(await s.runDue()).toBe(0);
    await s.stop();
  });

  it('hands over a post missed during an outage when it comes back, and records its lateness when it goes out', async () => {
    const { a, post, s } = await p.handedOver('2026-06-11T08:30:00Z');
    await expect.poll(() => dueFor(post.id), slow).toHaveLength(1);
    expect(await a.get(post.id)).toMatchObject({ postStatus: 'publishing', lateBySeconds: null });
    await p.outcome('social.post.published', {
      accountId: a.accountId,
      postId: post.id,
      attempt: 1,
      pages: [{ ...page('1001_556'), publishedAt: '2026-06-11T08:30:05.000Z' }],
    });
    await expect.poll(async () => (await a.get(post.id))?.postStatus, slow).toBe('published');
    expect(await a.get(post.id)).toMatchObject({ lateBySeconds: 2.5 * 3600 + 5 });
    await s.stop();
  });

  it('records a publication; a published post is not edited, moved or unscheduled any more', async () => {
    const { a, post, s } = await p.handedOver('2026-06-11T06:00:10Z');
    await p.outcome('social.post.published', {
      accountId: a.accountId,
      postId: post.id,
      attempt: 1,
      pages: [page('1001_555')],
    });
    await expect.poll(async () => (await a.get(post.id))?.postStatus, slow).toBe('published');
    expect(await a.get(post.id)).toMatchObject({
      publishedAt: '2026-06-11T06:00:05.000Z',
      lateBySeconds: null,
      publishedPages: [page('1001_555')],
      failureReason: null,
    });
    const url = `/api/bulk-posts/${post.id}`;
    for (const body of [
      { content: 'Άλλο κείμενο.', updatedAt: new Date().toISOString() },
      { isScheduled: false, postStatus: 'draft' },
      { isScheduled: true, postStatus: 'scheduled' },
    ]) {
      const res = await a.call('PUT', url, body);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe('Η ανάρτηση έχει ήδη δημοσιευτεί και δεν αλλάζει πια.');
    }
    expect((await a.call('POST', `${url}/retry`)).status).toBe(409);
    // Deleting it keeps what is on the page; svc-social forgets the link to it.
    expect((await a.call('DELETE', url)).status).toBe(200);
    await s.stop();
  });

  it('marks the page a published post was deleted from, once, whatever the repeats', async () => {
    const { a, post, s } = await p.handedOver('2026-06-11T06:00:10Z');
    const instagram = { ...page('17900000000000001'), pageId: '17841', platform: 'instagram' as const };
    await p.outcome('social.post.published', {
      accountId: a.accountId,
      postId: post.id,
      attempt: 1,
      pages: [page('1001_555'), instagram],
    });
    await expect.poll(async () => (await a.get(post.id))?.postStatus, slow).toBe('published');
    const deleted = {
      accountId: a.accountId,
      postId: post.id,
      pageId: '1001',
      platform: 'facebook' as const,
      graphPostId: '1001_555',
      deletedAt: '2026-06-12T10:00:00.000Z',
    };
    // A repeat, in any order, keeps the earliest; another account's event about this post changes nothing.
    await p.outcome('social.post.deleted', { ...deleted, deletedAt: '2026-06-12T11:00:00.000Z' });
    await p.outcome('social.post.deleted', { ...deleted, accountId: a.accountId + 1000 });
    await p.outcome('social.post.deleted', deleted);
    await expect
      .poll(async () => (await a.get(post.id))?.publishedPages, slow)
      .toEqual([{ ...page('1001_555'), deletedAt: '2026-06-12T10:00:00.000Z' }, instagram]);
    expect(await a.get(post.id)).toMatchObject({ postStatus: 'published' });
    await s.stop();
  });

  it('shows a transient failure while it is retried, then a final one; the business retries it', async () => {
    const { a, post, s } = await p.handedOver('2026-06-11T06:00:10Z');
    const url = `/api/bulk-posts/${post.id}`;
    // Not while svc-social is on it.
    expect((await a.call('DELETE', url)).status).toBe(409);
    expect((await a.call('POST', `${url}/retry`)).status).toBe(409);

    const failure = {
      accountId: a.accountId,
      postId: post.id,
      attempt: 1,
      code: 'rate_limited' as const,
      reason: 'Όριο αιτημάτων του Facebook: νέα προσπάθεια στις 09:05.',
      pages: [],
    };
    await p.outcome('social.post.failed', {
      ...failure,
      retrying: true,
      retryAt: '2026-06-11T06:05:00.000Z',
    });
    await expect.poll(async () => (await a.get(post.id))?.retryAt, slow).toBe('2026-06-11T06:05:00.000Z');
    expect(await a.get(post.id)).toMatchObject({ postStatus: 'publishing', failureReason: failure.reason });

    const expired = 'Η σύνδεση με τη σελίδα «Κλινική Demo» έληξε. Συνδέστε ξανά το Facebook στις Πλατφόρμες.';
    await p.outcome('social.post.failed', {
      ...failure,
      code: 'token_expired',
      reason: expired,
      retrying: false,
      retryAt: null,
    });
    await expect.poll(async () => (await a.get(post.id))?.postStatus, slow).toBe('failed');
    expect(await a.get(post.id)).toMatchObject({ failureReason: expired, retryAt: null });
    expect((await a.call('PUT', url, { isScheduled: false, postStatus: 'draft' })).status).toBe(409);

    // The clock moves first: the retry wakes the service's own scheduler at once, and a hand-over at
    // an earlier moment would look stale to the test's scheduler below and be handed over again.
    h.clock.now = new Date('2026-06-11T09:00:00Z');
    const retried = await a.call('POST', `${url}/retry`);
    expect(retried.status).toBe(200);
    expect((await retried.json()).bulkPost).toMatchObject({ postStatus: 'scheduled', failureReason: null });
    await s.runDue();
    await expect.poll(() => dueFor(post.id).map((d) => d.attempt), slow).toEqual([1, 2]);
    // The first attempt's late answer does not undo the second's state.
    await p.outcome('social.post.failed', { ...failure, retrying: false, retryAt: null });
    await h.platform.bus.settled();
    expect((await a.get(post.id))?.postStatus).toBe('publishing');
    await p.outcome('social.post.published', {
      accountId: a.accountId,
      postId: post.id,
      attempt: 2,
      pages: [page('1001_777')],
    });
    await expect.poll(async () => (await a.get(post.id))?.postStatus, slow).toBe('published');
    // Published before it was retried: the first-time lateness is kept (none).
    expect((await a.get(post.id))?.lateBySeconds).toBeNull();
    await s.stop();
  });

  it('keeps a post that waits for Instagram’s limit publishing, saying when, and hands it over again then', async () => {
    const { a, post, s } = await p.handedOver('2026-06-11T06:00:05Z');
    const reason =
      'Η ανάρτηση περιμένει το όριο δημοσιεύσεων του Instagram («Κλινική Demo»: 50 από 50 τις τελευταίες 24 ώρες). Θα δημοσιευτεί στο Instagram στις 12:30, μόλις ελευθερωθεί θέση.';
    await p.outcome('social.post.waiting', {
      accountId: a.accountId,
      postId: post.id,
      attempt: 1,
      reason,
      until: '2026-06-11T09:30:00.000Z',
      waiting: [{ pageId: '17840000000000001', pageName: 'Κλινική Demo', platform: 'instagram' }],
      pages: [page('1001_555')],
    });
    await expect
      .poll(async () => (await a.get(post.id))?.waitingUntil, slow)
      .toBe('2026-06-11T09:30:00.000Z');
    expect(await a.get(post.id)).toMatchObject({
      postStatus: 'publishing',
      failureReason: reason,
      retryAt: '2026-06-11T09:30:00.000Z',
      publishedPages: [page('1001_555')],
    });
    await expect.poll(() => dueFor(post.id).length, slow).toBe(1);
    // Not before its moment, however long it waits (no re-handover for silence either).
    h.clock.now = new Date('2026-06-11T09:29:59Z');
    await s.runDue();
    await h.platform.bus.settled();
    expect(dueFor(post.id).map((d) => d.attempt)).toEqual([1]);
    h.clock.now = new Date('2026-06-11T09:30:01Z');
    await s.runDue();
    await s.runDue();
    await expect.poll(() => dueFor(post.id).map((d) => d.attempt), slow).toEqual([1, 2]);
    expect(await a.get(post.id)).toMatchObject({
      postStatus: 'publishing',
      waitingUntil: null,
      retryAt: null,
    });
    await p.outcome('social.post.published', {
      accountId: a.accountId,
      postId: post.id,
      attempt: 2,
      pages: [page('1001_555'), { ...page('17841_1'), pageId: '17840000000000001', platform: 'instagram' }],
    });
    await expect.poll(async () => (await a.get(post.id))?.postStatus, slow).toBe('published');
    expect(await a.get(post.id)).toMatchObject({ failureReason: null, waitingUntil: null });
    await s.stop();
  });

  it('ignores a late word that an earlier attempt waited', async () => {
    const { a, post, s } = await p.handedOver('2026-06-11T06:00:05Z');
    await p.outcome('social.post.waiting', {
      accountId: a.accountId,
      postId: post.id,
      attempt: 0,
      reason: 'παλιό',
      until: '2026-06-11T09:30:00.000Z',
      waiting: [],
      pages: [],
    });
    await h.platform.bus.settled();
    expect(await a.get(post.id)).toMatchObject({
      postStatus: 'publishing',
      waitingUntil: null,
      failureReason: null,
    });
    await s.stop();
  });

  it('hands a post over again when no outcome came for a long while', async () => {
    const { post, s } = await p.handedOver('2026-06-11T06:00:10Z', 10 * 60_000);
    h.clock.now = new Date('2026-06-11T06:05:00Z');
    await s.runDue();
    h.clock.now = new Date('2026-06-11T06:20:00Z');
    await s.runDue();
    await expect.poll(() => dueFor(post.id).map((d) => d.attempt), slow).toEqual([1, 2]);
    const [row] = await h.db.select().from(bulkGeneratedPosts).where(eq(bulkGeneratedPosts.id, post.id));
    expect(row).toMatchObject({ postStatus: 'publishing', publishAttempt: 2 });
    await s.stop();
  });
});

describe.each(serverDrivers)('the scheduler with two replicas on %s', (driver) => {
  let h: PostsHarness;

  beforeAll(async () => {
    h = await postsHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  it('hands each due post over once', async () => {
    const p = publishingOf(h);
    const accounts = await Promise.all([p.account(), p.account(), p.account()]);
    for (const a of accounts)
      for (const post of a.posts) expect((await a.schedule(post.id)).status).toBe(200);
    const all = accounts.flatMap((a) => a.posts.map((post) => post.id));
    h.clock.now = new Date('2026-06-30T00:00:00Z');
    const replicas = [p.scheduler(), p.scheduler()];
    const handed = await Promise.all(replicas.map((r) => r.runDue()));
    expect(handed[0]! + handed[1]!).toBe(all.length);
    const rows = await h.db.select().from(bulkGeneratedPosts);
    const mine = rows.filter((r) => all.includes(r.id));
    expect(mine.every((r) => r.postStatus === 'publishing' && r.publishAttempt === 1)).toBe(true);
    await Promise.all(replicas.map((r) => r.stop()));
  });
});
