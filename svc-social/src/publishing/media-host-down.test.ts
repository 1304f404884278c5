import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialHarness, socialHarness } from '../testing.ts';

describe.each(drivers)('publishing while the images’ address is down for a moment, on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    // A backoff far longer than the test may wait: only the media-fetch waits can bring the post out.
    h = await socialHarness(driver, { publisher: { backoffMs: [60_000], mediaFetchBackoffMs: [200] } });
  });
  afterAll(() => h.close());

  it('tries again after the media-fetch wait, not the backoff, and publishes once on each page', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.media.down = true;
    const due = await h.due(accountId);
    expect(await h.announced(due.postId, 'social.post.failed')).toMatchObject({
      code: 'image_rejected',
      retrying: true,
    });

    h.media.down = false;
    const published = await h.announced(due.postId, 'social.post.published');
    await expect.poll(() => h.finishedWith(due.postId)).toBe(true);
    const onPages = h.facebook.posts().filter((p) => p.message === due.content);
    expect(onPages.map((p) => p.platform).sort()).toEqual(['facebook', 'instagram']);
    expect(published.pages.map((p) => p.platform).sort()).toEqual(['facebook', 'instagram']);
    expect(h.announcements(due.postId).filter((e) => e.subject === 'social.post.published')).toHaveLength(1);
  });
});
