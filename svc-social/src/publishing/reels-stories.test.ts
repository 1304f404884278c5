import type { PostVideo } from '@studio/contracts';
import { mp4Bytes, pngBytes } from '@studio/fakes';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishedPosts } from '../db/schema.ts';
import { PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';

const IG_ID = '17840000000000001';
const VIDEO_PATH = '/uploads/videos/botox-free-glow.mp4';
const VIDEO_URL = `${PUBLIC_URL}${VIDEO_PATH}`;
const COVER_URL = `${PUBLIC_URL}/uploads/videos/botox-free-glow.jpg`;

/** A Reel's or a Story's video as svc-posts hands it over: svc-catalog's converted MP4 and its cover. */
const video = (fields: Partial<PostVideo> = {}): PostVideo => ({
  mediaId: 41,
  url: VIDEO_PATH,
  coverUrl: '/uploads/videos/botox-free-glow.jpg',
  durationSeconds: 12,
  width: 1080,
  height: 1920,
  hasAudio: true,
  altText: null,
  frameText: null,
  ...fields,
});

describe.each(drivers)('Reels and Stories on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.facebook.reset();
    h.media.served.clear();
  });

  const rowsOf = (postId: number) =>
    h.db.select().from(publishedPosts).where(eq(publishedPosts.bulkPostId, postId));
  const published = (postId: number) =>
    rowsOf(postId).then((rows) => rows.map((r) => r.postId).filter(Boolean) as string[]);
  const onNetworks = async (postId: number) => {
    const ids = await published(postId);
    return h.facebook.posts().filter((p) => ids.includes(p.id));
  };
  const callsOf = (match: string) => h.facebook.calls.filter((c) => c.match === match).length;

  it('publishes a Reel once on the page and on Instagram, with its caption, cover and share_to_feed', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token);
    // Instagram processes the video for a while: the container says IN_PROGRESS three times first.
    h.facebook.faults.containerPolls = 3;
    const due = await h.due(accountId, { format: 'reel', video: video(), shareToFeed: false });
    const event = await h.announced(due.postId, 'social.post.published');

    const posts = await onNetworks(due.postId);
    expect(posts).toHaveLength(2);
    const fb = posts.find((p) => p.platform === 'facebook')!;
    const ig = posts.find((p) => p.platform === 'instagram')!;
    expect(fb).toMatchObject({ pageId: page.id, format: 'reel', message: due.content, videoUrl: VIDEO_URL });
    expect(ig).toMatchObject({
      pageId: IG_ID,
      format: 'reel',
      message: due.content,
      videoUrl: VIDEO_URL,
      coverUrl: COVER_URL,
      shareToFeed: false,
      expiresAt: null,
    });
    expect(callsOf('status')).toBeGreaterThanOrEqual(3);
    expect(callsOf('media_publish')).toBe(1);
    expect(callsOf('video_reels')).toBe(1);
    expect(event.pages).toEqual([
      expect.objectContaining({
        platform: 'facebook',
        postId: fb.id,
        permalink: `https://www.facebook.com/reel/${fb.id}`,
      }),
      expect.objectContaining({ platform: 'instagram', postId: ig.id, permalink: ig.permalink }),
    ]);
    expect((await rowsOf(due.postId)).map((r) => r.format)).toEqual(['reel', 'reel']);

    // The same due event again publishes nothing more.
    await h.due(accountId, due);
    await h.announced(due.postId, 'social.post.published', 2);
    expect(await onNetworks(due.postId)).toHaveLength(2);
    expect(callsOf('media_publish')).toBe(1);
  });

  it('fails a Reel whose video Meta cannot take, on both networks, with a Greek reason and nothing published', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.media.served.set(VIDEO_URL, { bytes: pngBytes(64, 64) });
    const due = await h.due(accountId, { format: 'reel', video: video() });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'image_rejected', retrying: false });
    expect(failed.reason).toContain('δεν μπόρεσε να επεξεργαστεί το βίντεο');
    expect(failed.reason).toContain('MP4');
    expect(h.facebook.posts()).toEqual([]);
    expect((await rowsOf(due.postId)).map((r) => r.status)).toEqual(['failed', 'failed']);
  });

  it('fails a Reel whose Instagram container ends in ERROR, and one too long for a page Reel', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    // 120 seconds: Instagram takes up to 900, a page Reel up to 90.
    h.media.served.set(VIDEO_URL, { bytes: mp4Bytes(120) });
    h.facebook.faults.plan.push({ match: 'status', kind: 'container_error' });
    const due = await h.due(accountId, { format: 'reel', video: video({ durationSeconds: 120 }) });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'image_rejected', retrying: false });
    expect(failed.reason).toContain('το βίντεο');
    expect(h.facebook.posts()).toEqual([]);
    const rows = await rowsOf(due.postId);
    expect(rows.find((r) => r.platform === 'facebook')).toMatchObject({ status: 'failed' });
    expect(rows.find((r) => r.platform === 'facebook')!.error).toContain('too long');
    expect(rows.find((r) => r.platform === 'instagram')).toMatchObject({ status: 'failed' });
    expect(rows.find((r) => r.platform === 'instagram')!.error).toContain('is ERROR');
  });

  it('tries an EXPIRED container again with a new one, and publishes it once', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    // A video Story: the page's needs no status check, so the one fault is Instagram's.
    h.facebook.faults.plan.push({ match: 'status', kind: 'container_expired', times: 1 });
    const due = await h.due(accountId, { format: 'story', video: video() });
    await h.announced(due.postId, 'social.post.published');
    expect(h.announcements(due.postId)[0]).toMatchObject({ subject: 'social.post.failed', retrying: true });
    expect(h.announcements(due.postId)[0]!.reason).toContain('έληξε');
    expect((await onNetworks(due.postId)).map((p) => p.format)).toEqual(['story', 'story']);
    expect(callsOf('media_publish')).toBe(1);
  });

  it('publishes a Story of an image on both, without a caption on Instagram, gone after 24 hours', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId, {
      format: 'story',
      images: [{ url: '/uploads/products/serum.jpg', altText: null, imageText: null }],
    });
    await h.announced(due.postId, 'social.post.published');
    const posts = await onNetworks(due.postId);
    expect(posts).toHaveLength(2);
    for (const story of posts) {
      expect(story).toMatchObject({ format: 'story', message: '', videoUrl: null });
      expect(story.images).toHaveLength(1);
      const lifetime = Date.parse(story.expiresAt!) - Date.parse(story.createdAt);
      expect(lifetime).toBe(24 * 3_600_000);
    }
    expect(callsOf('stories')).toBe(1);
    // A Story takes no first comment.
    expect(callsOf('comment')).toBe(0);
  });

  it('publishes a Story of a video on both', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId, { format: 'story', video: video(), firstComment: 'Κλείστε ραντεβού' });
    await h.announced(due.postId, 'social.post.published');
    const posts = await onNetworks(due.postId);
    expect(posts.map((p) => [p.platform, p.format, p.videoUrl, p.message]).sort()).toEqual([
      ['facebook', 'story', VIDEO_URL, ''],
      ['instagram', 'story', VIDEO_URL, ''],
    ]);
    expect(callsOf('comment')).toBe(0);
  });

  it('finds a Reel and a Story whose answers were lost, and publishes neither twice', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.plan.push(
      { match: 'media_publish', kind: 'timeout_after_publish', times: 1 },
      { match: 'video_reels', kind: 'timeout_after_publish', times: 1 },
    );
    const reel = await h.due(accountId, { format: 'reel', video: video() });
    const reelOut = await h.announced(reel.postId, 'social.post.published');
    const reels = await onNetworks(reel.postId);
    expect(reels).toHaveLength(2);
    expect(h.facebook.posts().filter((p) => p.format === 'reel')).toHaveLength(2);
    expect(reelOut.pages.map((p) => p.postId).sort()).toEqual(reels.map((p) => p.id).sort());

    h.facebook.faults.plan.push(
      { match: 'media_publish', kind: 'timeout_after_publish', times: 1 },
      { match: 'stories', kind: 'timeout_after_publish', times: 1 },
    );
    const story = await h.due(accountId, { format: 'story', video: video() });
    await h.announced(story.postId, 'social.post.published');
    expect(h.facebook.posts().filter((p) => p.format === 'story')).toHaveLength(2);
    expect(await onNetworks(story.postId)).toHaveLength(2);
  });

  it("refuses a Story whose video's frames hold a blocked term, and takes a Story whose text does", async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const blocked = await h.due(accountId, {
      format: 'story',
      video: video({ frameText: 'Botox χωρίς πόνο' }),
    });
    const failed = await h.announced(blocked.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'compliance', retrying: false });
    expect(failed.reason).toContain('«Botox»');
    // A Story carries no text on either network: the words never go out, so they stop nothing.
    const quiet = await h.due(accountId, { format: 'story', video: video(), content: 'Botox' });
    await h.announced(quiet.postId, 'social.post.published');
    expect(h.facebook.posts().filter((p) => p.format === 'story')).toHaveLength(2);
  });
});
