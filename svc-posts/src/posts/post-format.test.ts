import { type BulkPost, type EventPayload, type PostVideo, postFormatMessages } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRecordSteps } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { FORMAT_CHOSEN, FORMAT_NEEDS_NEW_APPROVAL } from './routes.ts';

const PAGES = [
  { platform: 'facebook' as const, pageName: 'Κλινική Demo', instagramUsername: null },
  { platform: 'instagram' as const, pageName: 'Κλινική Demo', instagramUsername: 'clinic.demo' },
];

/**
 * A post is a feed post, a Reel (one video, converted for the networks) or a Story
 * (one image or one video); the format and video are part of what an approval binds, the gate reads the
 * video as it reads an image (consent, alt text, the words in its frames) and Meta's limits, and the due
 * event carries them to svc-social.
 */
describe.each(drivers)('a post’s format and video on %s', (driver) => {
  let h: PostsHarness;
  let due: EventPayload<'posts.post.due'>[];
  let nextAccount = 3_700;
  let nextMedia = 37_000;

  beforeAll(async () => {
    h = await postsHarness(driver);
    due = h.events('posts.post.due');
  });
  afterAll(() => h.close());

  /** An account with pages and its period generated on 2026-06-10 (posts daily at 09:00 Athens from the 11th). */
  async function account() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, accountId * 10, { imagePath: `/uploads/product-${accountId}.png` });
    await h.pages(accountId, PAGES, '2026-06-01T00:00:00Z');
    h.clock.now = new Date('2026-06-10T12:00:00Z');
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const { posts } = (await (await call('POST', '/api/generate-period-posts')).json()) as {
      posts: BulkPost[];
    };
    const post = posts[0]!;
    const video = async (fields: Parameters<PostsHarness['video']>[2] = {}) => {
      const mediaId = nextMedia++;
      await h.video(accountId, mediaId, fields);
      return mediaId;
    };
    const image = async () => {
      const mediaId = nextMedia++;
      await h.media(accountId, mediaId);
      return mediaId;
    };
    const format = (json: unknown) => call('PUT', `/api/bulk-posts/${post.id}/format`, json);
    const schedule = () =>
      call('PUT', `/api/bulk-posts/${post.id}`, { isScheduled: true, postStatus: 'scheduled' });
    const shown = async () =>
      ((await (await call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] }).bulkPosts.find(
        (p) => p.id === post.id,
      )!;
    return { accountId, call, post, video, image, format, schedule, shown };
  }
  const handOver = async () => {
    h.clock.now = new Date('2026-06-11T06:00:30Z');
    await h.runScheduler();
  };
  const errorOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as object) });

  it('makes a post a Reel of a converted video, serves it on every post and hands it over with its video', async () => {
    const a = await account();
    const clip = await a.video({ altText: 'Η θεραπεία βήμα βήμα', imageText: 'Λάμψη χωρίς ένεση' });
    const res = await a.format({ format: 'reel', videoId: clip, shareToFeed: false });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { bulkPost: BulkPost; message: string };
    expect(body.message).toBe(FORMAT_CHOSEN);
    const video: PostVideo = {
      mediaId: clip,
      url: `/uploads/v${clip}.mp4`,
      coverUrl: `/uploads/v${clip}.jpg`,
      durationSeconds: 20,
      width: 1080,
      height: 1920,
      hasAudio: true,
      altText: 'Η θεραπεία βήμα βήμα',
      frameText: 'Λάμψη χωρίς ένεση',
    };
    const expected = { format: 'reel', videoId: clip, video, shareToFeed: false };
    expect(body.bulkPost).toMatchObject(expected);
    expect(await a.shown()).toMatchObject(expected);

    expect((await a.schedule()).status).toBe(200);
    await handOver();
    await expect
      .poll(() => due.find((e) => e.postId === a.post.id))
      .toMatchObject({
        format: 'reel',
        video,
        shareToFeed: false,
        images: [],
      });
    const [recorded] = await h.db
      .select()
      .from(postRecordSteps)
      .where(and(eq(postRecordSteps.postId, a.post.id), eq(postRecordSteps.kind, 'handed_over')));
    expect(recorded?.detail).toMatchObject({
      format: 'reel',
      video: { mediaId: clip, coverUrl: `/uploads/v${clip}.jpg` },
    });
  });

  it('hands a Story over with its one image, or with its video', async () => {
    const a = await account();
    const photo = await a.image();
    expect((await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [photo] })).status).toBe(
      200,
    );
    expect((await a.format({ format: 'story' })).status).toBe(200);
    expect((await a.schedule()).status).toBe(200);
    const b = await account();
    const clip = await b.video();
    expect((await b.format({ format: 'story', videoId: clip })).status).toBe(200);
    expect((await b.schedule()).status).toBe(200);
    await handOver();
    await expect
      .poll(() => due.find((e) => e.postId === a.post.id))
      .toMatchObject({
        format: 'story',
        video: null,
        images: [{ url: `/uploads/m${photo}.jpg` }],
      });
    await expect
      .poll(() => due.find((e) => e.postId === b.post.id))
      .toMatchObject({
        format: 'story',
        video: { mediaId: clip },
        images: [],
      });
  });

  it('refuses a video in a feed post, a Reel without one, a Story of several images and what is no video', async () => {
    const a = await account();
    const clip = await a.video();
    const [one, two] = [await a.image(), await a.image()];
    expect(await errorOf(await a.format({ format: 'feed', videoId: clip }))).toMatchObject({
      status: 422,
      message: postFormatMessages.videoInFeed,
    });
    expect(
      await errorOf(await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [clip] })),
    ).toMatchObject({
      status: 422,
      message: postFormatMessages.videoInFeed,
    });
    expect(await errorOf(await a.format({ format: 'reel' }))).toMatchObject({
      status: 422,
      message: postFormatMessages.reelNeedsVideo,
    });
    expect(await errorOf(await a.format({ format: 'reel', videoId: one }))).toMatchObject({
      status: 422,
      message: postFormatMessages.notAVideo,
    });
    expect((await a.format({ format: 'reel', videoId: 999_999 })).status).toBe(404);
    expect(await errorOf(await a.format({ format: 'clip' }))).toMatchObject({
      status: 400,
      message: expect.stringContaining(postFormatMessages.unknownFormat),
    });
    expect(
      (await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [one, two] })).status,
    ).toBe(200);
    expect(await errorOf(await a.format({ format: 'story' }))).toMatchObject({
      status: 422,
      message: postFormatMessages.storyOneItem,
    });
    const failed = await a.video({ video: { status: 'failed', url: null, coverUrl: null } });
    expect(await errorOf(await a.format({ format: 'reel', videoId: failed }))).toMatchObject({
      status: 422,
      message: postFormatMessages.videoFailed,
    });
    expect((await a.shown()).format).toBe('feed');
  });

  it('waits for a video still converting, and schedules the Reel once it is ready', async () => {
    const a = await account();
    const clip = await a.video({
      version: '2026-06-01T00:00:00.000Z',
      video: { status: 'converting', url: null, coverUrl: null },
    });
    expect((await a.format({ format: 'reel', videoId: clip })).status).toBe(200);
    expect(await a.shown()).toMatchObject({ videoId: clip, video: null });
    expect(await errorOf(await a.schedule())).toMatchObject({
      status: 409,
      error: 'video_pending',
      message: postFormatMessages.videoNotReady,
    });
    await h.video(a.accountId, clip, { version: '2026-06-02T00:00:00.000Z' });
    expect((await a.shown()).video?.url).toBe(`/uploads/v${clip}.mp4`);
    expect((await a.schedule()).status).toBe(200);
  });

  it('refuses a Reel too long for Facebook, naming the network and its limits', async () => {
    const a = await account();
    const clip = await a.video({ video: { durationSeconds: 95 } });
    expect((await a.format({ format: 'reel', videoId: clip })).status).toBe(200);
    const refused = await errorOf(await a.schedule());
    expect(refused).toMatchObject({ status: 422, error: 'video_limits' });
    expect((refused as unknown as { message: string }).message).toBe(
      'Το βίντεο διαρκεί 1:35, περισσότερο από όσο επιτρέπεται: ένα Reel στο Facebook διαρκεί από 3 δευτ. ' +
        'έως 1:30. Κόψτε το ή επιλέξτε άλλο βίντεο.',
    );
  });

  it('refuses a Reel whose frames show a block term, naming «Κείμενο στο βίντεο»', async () => {
    const a = await account();
    const clip = await a.video({ imageText: 'Λάμψη με BOTOX' });
    expect((await a.format({ format: 'reel', videoId: clip })).status).toBe(200);
    const refused = (await errorOf(await a.schedule())) as { status: number; error: string; message: string };
    expect(refused).toMatchObject({ status: 422, error: 'compliance' });
    expect(refused.message).toContain('«BOTOX» στο πεδίο «Κείμενο στο βίντεο»');
    expect(refused.message).toContain('επιλέξτε άλλο βίντεο');
  });

  it('refuses a video of a person without a recorded consent', async () => {
    const a = await account();
    const clip = await a.video({ showsPerson: true, altText: 'Ασθενής μετά τη θεραπεία' });
    expect(await errorOf(await a.format({ format: 'reel', videoId: clip }))).toMatchObject({
      status: 422,
      error: 'consent',
      message: expect.stringContaining('Το βίντεο «Ασθενής μετά τη θεραπεία» δείχνει πρόσωπο'),
    });
  });

  it('voids the approval when the format, the video or share-to-feed changes', async () => {
    const a = await account();
    const [first, second] = [await a.video(), await a.video()];
    expect((await a.schedule()).status).toBe(200);
    const toReel = (await (await a.format({ format: 'reel', videoId: first })).json()) as {
      bulkPost: BulkPost;
      message: string;
    };
    expect(toReel.message).toBe(`${FORMAT_CHOSEN} ${FORMAT_NEEDS_NEW_APPROVAL}`);
    expect(toReel.bulkPost).toMatchObject({ postStatus: 'draft', isScheduled: false, approval: null });
    for (const change of [
      { format: 'reel', videoId: second },
      { format: 'reel', shareToFeed: false },
    ]) {
      expect((await a.schedule()).status).toBe(200);
      expect((await a.shown()).approval).not.toBeNull();
      const body = (await (await a.format(change)).json()) as { bulkPost: BulkPost };
      expect(body.bulkPost).toMatchObject({ postStatus: 'draft', approval: null });
    }
    // The same choice again changes nothing, and keeps the approval.
    expect((await a.schedule()).status).toBe(200);
    const same = (await (await a.format({ format: 'reel' })).json()) as {
      bulkPost: BulkPost;
      message: string;
    };
    expect(same).toMatchObject({ message: FORMAT_CHOSEN, bulkPost: { postStatus: 'scheduled' } });
  });
});
