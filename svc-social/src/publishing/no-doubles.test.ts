import type { PostVideo } from '@studio/contracts';
import { faultAtEveryStep } from '@studio/facebook-sandbox/testing';
import { drivers, runsWholeMatrix } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishedPosts } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';

const IG_ID = '17840000000000001';

const video = (): PostVideo => ({
  mediaId: 41,
  url: '/uploads/videos/botox-free-glow.mp4',
  coverUrl: '/uploads/videos/botox-free-glow.jpg',
  durationSeconds: 12,
  width: 1080,
  height: 1920,
  hasAudio: true,
  altText: null,
  frameText: null,
});

/**
 * A publication's call that publishes (a page Reel's finish, Instagram's media_publish) is the moment
 * it is out: what comes after it (a status poll), a lost answer, or a redelivery never publishes it a
 * second time, whatever Meta answers at each step.
 */
describe.each(drivers)('publishing never doubles, whatever Meta answers (%s)', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    // Three status checks of a video per delivery: a container still at work after them is asked again.
    // A Graph call times out after 400 ms (a hung step below hangs 600 ms): a timeout is what is tested,
    // not its length. A slow answer on a busy machine is one more unknown outcome, which must not double either.
    h = await socialHarness(driver, { publisher: { videoPollAttempts: 3 }, timeoutMs: 400 });
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.facebook.reset();
  });

  const rowsOf = (postId: number) =>
    h.db.select().from(publishedPosts).where(eq(publishedPosts.bulkPostId, postId));
  const callsOf = (match: string, on?: string) =>
    h.facebook.calls.filter((c) => c.match === match && (on === undefined || c.id === on)).length;
  /** What the networks show of a post's text (a Story has none: its format is counted). */
  const shown = (content: string) => h.facebook.posts().filter((p) => p.message === content);

  it.each(['rate_limited', 'user_rate_limited', 'page_rate_limited', 'token_expired'] as const)(
    'publishes a page Reel once when its status poll after finish fails (%s)',
    async (kind) => {
      const { accountId, token } = await h.business();
      const { page } = await h.selectPages(token, { instagram: false });
      h.facebook.faults.plan.push({ match: 'status', kind, on: page.id });
      const due = await h.due(accountId, { format: 'reel', video: video() });
      const event = await h.announced(due.postId, 'social.post.published');
      const reels = shown(due.content);
      expect(reels).toHaveLength(1);
      expect(callsOf('video_reels')).toBe(1);
      expect(event.pages).toEqual([expect.objectContaining({ platform: 'facebook', postId: reels[0]!.id })]);
      expect(h.announcements(due.postId).map((e) => e.subject)).toEqual(['social.post.published']);
    },
  );

  it('publishes an Instagram post once when the answer of media_publish is lost and its media is not listed yet', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.plan.push(
      { match: 'media_publish', kind: 'timeout_after_publish', times: 1 },
      // Meta's listing lags behind the publish: a look by caption finds nothing.
      { match: 'lookup', kind: 'listing_stale', on: IG_ID },
    );
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    expect(shown(due.content).filter((p) => p.platform === 'instagram')).toHaveLength(1);
    expect(callsOf('media_publish')).toBe(1);
    // The container was asked for its status (PUBLISHED), not replaced by a second one.
    expect(callsOf('media', IG_ID)).toBe(1);
    const ig = (await rowsOf(due.postId)).find((r) => r.platform === 'instagram');
    expect(ig).toMatchObject({ status: 'published' });
  });

  it('publishes an Instagram Reel still processing after the checks with the same container on the next delivery', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    // Five status checks before FINISHED: more than one delivery's three.
    h.facebook.faults.containerPolls = 5;
    const due = await h.due(accountId, { format: 'reel', video: video() });
    await h.announced(due.postId, 'social.post.published');
    expect(callsOf('media', IG_ID)).toBe(1);
    expect(callsOf('media_publish')).toBe(1);
    expect(shown(due.content).filter((p) => p.platform === 'instagram')).toHaveLength(1);
  });

  it('retries a temporary publishing error (2207008) with the same container, and publishes once', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.plan.push({ match: 'media_publish', kind: 'temporary_publish_error', times: 1 });
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    const [failed] = h.announcements(due.postId);
    expect(failed).toMatchObject({ subject: 'social.post.failed', retrying: true });
    expect(shown(due.content).filter((p) => p.platform === 'instagram')).toHaveLength(1);
    expect(callsOf('media', IG_ID)).toBe(1);
  });

  it('builds a new container for an expired one (2207020), and publishes once', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.plan.push({ match: 'media_publish', kind: 'media_expired', times: 1 });
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    expect(h.announcements(due.postId)[0]).toMatchObject({ subject: 'social.post.failed', retrying: true });
    expect(shown(due.content).filter((p) => p.platform === 'instagram')).toHaveLength(1);
    expect(callsOf('media', IG_ID)).toBe(2);
  });

  it('waits out the 400 containers an Instagram account makes in 24 hours, says why, and publishes once', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.instagramContainersPerDay = 0;
    const due = await h.due(accountId);
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'rate_limited', retrying: true });
    expect(failed.reason).toMatch(/όριο των 400 προετοιμασιών ανάρτησης \(containers\).*νέα προσπάθεια στις/);
    h.facebook.faults.instagramContainersPerDay = 400;
    await h.announced(due.postId, 'social.post.published');
    expect(shown(due.content).filter((p) => p.platform === 'instagram')).toHaveLength(1);
    expect(shown(due.content).filter((p) => p.platform === 'facebook')).toHaveLength(1);
  });

  it('publishes an image Story on Instagram without alt_text, which Meta refuses on Stories', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId, {
      format: 'story',
      images: [{ url: '/uploads/products/serum.jpg', altText: 'Ορός σε γυάλινο μπουκάλι', imageText: null }],
    });
    await h.announced(due.postId, 'social.post.published');
    expect(h.facebook.posts().filter((p) => p.format === 'story' && p.platform === 'instagram')).toHaveLength(
      1,
    );
  });

  /**
   * Every Graph step of each format, with each fault Meta documents for it, once: the post ends
   * published or failed, and is never on a network twice.
   */
  const STEPS = (['feed', 'reel'] as const).flatMap((format) =>
    faultAtEveryStep(format).map((faults) => ({ format, faults })),
  );

  /** Waits until the post is settled: published, unconfirmed, or failed for good, and nothing more on its way. */
  const settled = async (postId: number) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const done = h
        .announcements(postId)
        .some((e) => e.subject !== 'social.post.failed' || e.retrying === false);
      if (done && (await h.finishedWith(postId))) return;
      if (Date.now() > deadline) throw new Error(`post ${postId} did not settle`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  // The sweep tests the publisher, not the database: the whole of it once, on the matrix's driver, and
  // on the other driver one case of each format.
  const steps = runsWholeMatrix(driver)
    ? STEPS
    : [STEPS.find((s) => s.format === 'feed')!, STEPS.find((s) => s.format === 'reel')!];
  it(`never publishes twice with a fault at any Graph step (${steps.length} cases)`, async () => {
    const doubles: string[] = [];
    for (const step of steps) {
      await h.facebook.reset();
      const { accountId, token } = await h.business();
      await h.selectPages(token);
      h.facebook.faults.hangMs = 600;
      h.facebook.faults.plan.push(...step.faults.map((fault) => ({ ...fault })));
      const due = await h.due(accountId, step.format === 'reel' ? { format: 'reel', video: video() } : {});
      await settled(due.postId);
      for (const platform of ['facebook', 'instagram'] as const) {
        const count = shown(due.content).filter((p) => p.platform === platform).length;
        if (count > 1) doubles.push(`${JSON.stringify(step)} on ${platform}: ${count}`);
      }
    }
    expect(doubles).toEqual([]);
  }, 600_000);
});
