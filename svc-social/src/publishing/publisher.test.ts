import { randomUUID } from 'node:crypto';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeZoneOf } from '../accounts/time-zones.ts';
import { publishedPosts } from '../db/schema.ts';
import { reconnectReason } from '../graph/meta-errors.ts';
import { PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';

const PAGE_NAME = 'Κλινική Demo – Αθήνα';
const IG_ID = '17840000000000001';
const IMAGE_URL = `${PUBLIC_URL}/uploads/products/serum.jpg`;

describe.each(drivers)('publishing due posts on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  /** What the sandbox's pages show with this text. */
  const onPages = (content: string) => h.facebook.posts().filter((p) => p.message === content);
  const rowsOf = (postId: number, accountId: number) =>
    h.db
      .select()
      .from(publishedPosts)
      .where(eq(publishedPosts.bulkPostId, postId))
      .then((rows) => rows.filter((r) => r.accountId === accountId));

  it('publishes a photo post to the page and to its Instagram account, and records both', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token);
    const due = await h.due(accountId);
    const event = await h.announced(due.postId, 'social.post.published');

    const posts = onPages(due.content);
    expect(posts).toHaveLength(2);
    const fb = posts.find((p) => p.platform === 'facebook')!;
    const ig = posts.find((p) => p.platform === 'instagram')!;
    expect(fb).toMatchObject({ pageId: page.id, imageUrl: IMAGE_URL });
    expect(ig).toMatchObject({ pageId: IG_ID, imageUrl: IMAGE_URL });
    expect(event).toMatchObject({ accountId, postId: due.postId, attempt: 1 });
    expect(event.pages).toEqual([
      {
        pageId: page.id,
        pageName: PAGE_NAME,
        platform: 'facebook',
        postId: fb.id,
        // Made without a Graph call: facebook.com opens a page post by its id.
        permalink: `https://www.facebook.com/${fb.id}`,
        publishedAt: expect.any(String),
        firstComment: null,
      },
      expect.objectContaining({
        pageId: IG_ID,
        platform: 'instagram',
        postId: ig.id,
        permalink: ig.permalink,
      }),
    ]);
    const rows = await rowsOf(due.postId, accountId);
    expect(rows).toHaveLength(2);
    expect(
      rows.every((r) => r.status === 'published' && r.contentHash.length === 64 && r.publishedDate),
    ).toBe(true);
    expect(rows.map((r) => r.postId).sort()).toEqual([fb.id, ig.id].sort());
    expect(rows[0]).toMatchObject({ content: due.content, productId: 7, productName: 'Ορός υαλουρονικού' });
  });

  it('publishes nothing twice when the same due event comes again', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId);
    const first = await h.announced(due.postId, 'social.post.published');
    await h.due(accountId, due);
    const second = await h.announced(due.postId, 'social.post.published', 2);
    expect(onPages(due.content)).toHaveLength(2);
    expect(second.pages).toEqual(first.pages);
  });

  it('skips an inactive selected page, and posts text on the feed when there is no image', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token, { instagram: false, inactiveSecond: true });
    const due = await h.due(accountId, { productImage: null });
    const event = await h.announced(due.postId, 'social.post.published');
    expect(event.pages.map((p) => p.pageId)).toEqual([page.id]);
    expect(onPages(due.content)).toMatchObject([{ pageId: page.id, imageUrl: null }]);
  });

  it("fails with 'no_pages' for an account without active selected pages", async () => {
    const { accountId } = await h.business();
    const due = await h.due(accountId);
    expect(await h.announced(due.postId, 'social.post.failed')).toMatchObject({
      code: 'no_pages',
      retrying: false,
      retryAt: null,
      reason: expect.stringContaining('ενεργές επιλεγμένες σελίδες'),
      pages: [],
    });
  });

  it('gives up at once when the page token expired, and asks to reconnect', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'photos', kind: 'token_expired' });
    const due = await h.due(accountId);
    expect(await h.announced(due.postId, 'social.post.failed')).toMatchObject({
      code: 'token_expired',
      retrying: false,
      reason: reconnectReason(PAGE_NAME),
    });
    await expect.poll(() => h.finishedWith(due.postId)).toBe(true);
    expect(h.announcements(due.postId)).toHaveLength(1);
    expect(onPages(due.content)).toEqual([]);
    const status = await (await h.request('GET', '/api/social-media/facebook-status', { token })).json();
    expect(status.reconnectRequired).toBe(true);
  });

  it('names the missing permission', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'photos', kind: 'permission_missing' });
    const due = await h.due(accountId);
    const event = await h.announced(due.postId, 'social.post.failed');
    expect(event).toMatchObject({ code: 'permission_missing', retrying: false });
    expect(event.reason).toContain('pages_manage_posts');
  });

  it('reports an image Instagram rejected, and keeps the page that was published', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token);
    h.facebook.faults.plan.push({ match: 'media', kind: 'image_rejected' });
    const due = await h.due(accountId);
    const event = await h.announced(due.postId, 'social.post.failed');
    expect(event).toMatchObject({ code: 'image_rejected', retrying: false });
    expect(event.reason).toContain('Το Instagram δεν δέχεται την αναλογία της εικόνας');
    expect(event.pages.map((p) => p.pageId)).toEqual([page.id]);
    const rows = await rowsOf(due.postId, accountId);
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'published']);
  });

  it.each([
    ['spam_block', /Το Facebook μπλόκαρε προσωρινά τη δημοσίευση/],
    ['publishing_authorization', /Page Publishing Authorization/],
  ] as const)('gives up on %s with the Meta error table’s reason', async (kind, says) => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'photos', kind });
    const due = await h.due(accountId);
    const event = await h.announced(due.postId, 'social.post.failed');
    expect(event).toMatchObject({ retrying: false, retryAt: null });
    expect(event.reason).toMatch(says);
    expect(onPages(due.content)).toEqual([]);
  });

  it('retries an image Meta could not fetch, saying when', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'photos', kind: 'media_fetch_failed', times: 1 });
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    const [failed] = h.announcements(due.postId);
    expect(failed).toMatchObject({ code: 'image_rejected', retrying: true });
    expect(failed!.reason).toMatch(/δεν μπόρεσε να κατεβάσει την εικόνα .*νέα προσπάθεια στις \d\d:\d\d/);
    expect(onPages(due.content)).toHaveLength(1);
  });

  it('refuses an Instagram post without an image for good, and publishes the page', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId, { productImage: null });
    const event = await h.announced(due.postId, 'social.post.failed');
    expect(event).toMatchObject({ code: 'image_rejected', retrying: false });
    expect(event.reason).toContain('μόνο αναρτήσεις με εικόνα');
    expect(event.pages).toHaveLength(1);
  });

  it("says when it tries again in the business's own time zone", async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    await h.platform.bus.publish(
      'auth.company.updated',
      {
        accountId,
        companyName: 'Clinic Lisbon',
        location: 'Lisboa',
        postFrequencyDays: 3,
        scheduledTime: '09:00',
        timeZone: 'Europe/Lisbon',
      },
      randomUUID(),
    );
    await vi.waitFor(async () => expect(await timeZoneOf(h.db, accountId)).toBe('Europe/Lisbon'));
    h.facebook.faults.plan.push({ match: 'photos', kind: 'server_error', times: 1 });
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    const [failed] = h.announcements(due.postId);
    const lisbon = new Intl.DateTimeFormat('el-GR', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(failed!.retryAt!));
    expect(failed!.reason).toContain(`νέα προσπάθεια στις ${lisbon}.`);
  });

  it('retries a server error with backoff, saying when, then publishes', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'photos', kind: 'server_error', times: 1 });
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    const [failed, published] = h.announcements(due.postId);
    expect(failed).toMatchObject({ subject: 'social.post.failed', code: 'graph_error', retrying: true });
    expect(failed!.reason).toMatch(/νέα προσπάθεια στις \d\d:\d\d/);
    expect(Date.parse(failed!.retryAt!)).toBeGreaterThan(Date.now() - 5_000);
    expect(published!.subject).toBe('social.post.published');
    expect(onPages(due.content)).toHaveLength(1);
  });

  it('finds on the page a post whose answer was lost, and does not publish it again', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'photos', kind: 'timeout_after_publish', times: 1 });
    const due = await h.due(accountId);
    const published = await h.announced(due.postId, 'social.post.published');
    expect(h.announcements(due.postId)[0]).toMatchObject({ code: 'graph_error', retrying: true });
    const posts = onPages(due.content);
    expect(posts).toHaveLength(1);
    expect(published.pages[0]).toMatchObject({ postId: posts[0]!.id, permalink: posts[0]!.permalink });
  });

  it('unties what was published from a bulk post deleted in svc-posts', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    await h.platform.bus.publish(
      'posts.post.deleted',
      { accountId, postId: due.postId },
      `deleted-${due.postId}`,
    );
    await expect.poll(() => rowsOf(due.postId, accountId).then((rows) => rows.length)).toBe(0);
    const rows = await h.db.select().from(publishedPosts).where(eq(publishedPosts.content, due.content));
    expect(rows).toMatchObject([{ bulkPostId: null, status: 'published' }]);
  });
});
