import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishedPosts } from '../db/schema.ts';
import { PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';

const IG_ID = '17840000000000001';
const images = [
  { url: '/uploads/media/front.jpg', altText: 'Η είσοδος της κλινικής' },
  { url: '/uploads/media/room.jpg', altText: 'Η αίθουσα θεραπειών' },
  { url: 'https://cdn.example.com/serum.jpg', altText: null },
];
const absolute = [
  { url: `${PUBLIC_URL}/uploads/media/front.jpg`, altText: 'Η είσοδος της κλινικής' },
  { url: `${PUBLIC_URL}/uploads/media/room.jpg`, altText: 'Η αίθουσα θεραπειών' },
  { url: 'https://cdn.example.com/serum.jpg', altText: null },
];
const COMMENT = '#υαλουρονικό #δέρμα Κλείστε ραντεβού: https://clinic.example.com';

describe.each(drivers)('carousels, multi-photo posts and first comments on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const onPages = (content: string) => h.facebook.posts().filter((p) => p.message === content);
  const rowsOf = (postId: number) =>
    h.db.select().from(publishedPosts).where(eq(publishedPosts.bulkPostId, postId));
  const callsTo = (match: string) => h.facebook.calls.filter((c) => c.match === match).length;

  it('publishes several images as one Facebook multi-photo post and one Instagram carousel, alt text and first comment on each', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token);
    const due = await h.due(accountId, { images, firstComment: COMMENT });
    const event = await h.announced(due.postId, 'social.post.published');

    const posts = onPages(due.content);
    expect(posts).toHaveLength(2);
    const fb = posts.find((p) => p.platform === 'facebook')!;
    const ig = posts.find((p) => p.platform === 'instagram')!;
    expect(fb).toMatchObject({ pageId: page.id, images: absolute });
    expect(ig).toMatchObject({ pageId: IG_ID, images: absolute });
    expect(fb.comments).toMatchObject([{ message: COMMENT }]);
    expect(ig.comments).toMatchObject([{ message: COMMENT }]);
    // One publication each: one feed post, one media_publish; the photos went up unpublished.
    expect(callsTo('feed')).toBe(1);
    expect(callsTo('media_publish')).toBe(1);
    expect(event.pages.map((p) => p.firstComment)).toEqual([
      { commentId: fb.comments[0]!.id, failureReason: null, retrying: false },
      { commentId: ig.comments[0]!.id, failureReason: null, retrying: false },
    ]);
    const rows = await rowsOf(due.postId);
    expect(rows.map((r) => [r.status, r.commentStatus]).sort()).toEqual([
      ['published', 'posted'],
      ['published', 'posted'],
    ]);
  });

  it('fails a carousel whose item Instagram could not process, naming the image, and publishes the page', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.plan.push({ match: 'status', kind: 'container_error', times: 1 });
    const due = await h.due(accountId, { images });
    const event = await h.announced(due.postId, 'social.post.failed');
    expect(event).toMatchObject({ code: 'image_rejected', retrying: false });
    expect(event.reason).toContain('Το Instagram δεν μπόρεσε να επεξεργαστεί την εικόνα 1 από 3');
    expect(event.pages.map((p) => p.platform)).toEqual(['facebook']);
    expect(onPages(due.content).map((p) => p.platform)).toEqual(['facebook']);
    expect(callsTo('media_publish')).toBe(0);
  });

  it('keeps the post published when its first comment fails, and tries the comment alone again', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'comment', kind: 'server_error', times: 1 });
    const due = await h.due(accountId, { firstComment: COMMENT });
    const first = await h.announced(due.postId, 'social.post.published');
    expect(first.pages[0]!.firstComment).toMatchObject({ commentId: null, retrying: true });
    expect(first.pages[0]!.firstComment!.failureReason).toMatch(
      /^Η ανάρτηση δημοσιεύτηκε, αλλά το πρώτο σχόλιο δεν μπήκε: .*νέα προσπάθεια στις \d\d:\d\d/,
    );
    const second = await h.announced(due.postId, 'social.post.published', 2);
    const [post] = onPages(due.content);
    expect(post!.comments).toMatchObject([{ message: COMMENT }]);
    expect(second.pages[0]!.firstComment).toEqual({
      commentId: post!.comments[0]!.id,
      failureReason: null,
      retrying: false,
    });
    expect(onPages(due.content)).toHaveLength(1);
    expect(callsTo('photos')).toBe(1);
    expect(callsTo('comment')).toBe(2);
  });

  it('finds a comment whose answer was lost instead of posting it twice', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'comment', kind: 'timeout_after_publish', times: 1 });
    const due = await h.due(accountId, { firstComment: COMMENT });
    const published = await h.announced(due.postId, 'social.post.published', 2);
    const [post] = onPages(due.content);
    expect(post!.comments).toHaveLength(1);
    expect(published.pages[0]!.firstComment?.commentId).toBe(post!.comments[0]!.id);
    expect(callsTo('comment')).toBe(1);
  });

  it('says why a first comment Meta refuses is missing, without retrying it', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    h.facebook.faults.plan.push({ match: 'comment', kind: 'permission_missing' });
    const due = await h.due(accountId, { firstComment: COMMENT });
    const event = await h.announced(due.postId, 'social.post.published');
    expect(event.pages[0]!.firstComment).toMatchObject({ commentId: null, retrying: false });
    expect(event.pages[0]!.firstComment!.failureReason).toContain('Λείπει η άδεια');
    expect(onPages(due.content)).toHaveLength(1);
    await expect.poll(() => rowsOf(due.postId).then((rows) => rows[0]?.commentStatus)).toBe('failed');
    expect(callsTo('comment')).toBe(1);
  });
});
