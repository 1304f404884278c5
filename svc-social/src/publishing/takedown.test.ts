import { randomUUID } from 'node:crypto';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishedPosts } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';

describe.each(drivers)('taking a published post down when its consent is withdrawn, on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  /** A business with a page, and a post published to it through the publisher. */
  const published = async () => {
    const business = await h.business();
    const { page } = await h.selectPages(business.token, { instagram: false });
    const due = await h.due(business.accountId);
    const event = await h.announced(due.postId, 'social.post.published');
    return { ...business, page, bulkPostId: due.postId, postId: event.pages[0]!.postId };
  };
  const takedown = (accountId: number, postId: number) =>
    h.platform.bus.publish(
      'posts.post.takedown-requested',
      { accountId, postId, reason: 'consent_withdrawn', at: new Date().toISOString() },
      randomUUID(),
    );

  it('deletes every Facebook copy through the Graph API, marks it deleted and announces it', async () => {
    const { accountId, page, bulkPostId, postId } = await published();
    expect(h.facebook.posts().map((p) => p.id)).toContain(postId);
    await takedown(accountId, bulkPostId);
    const deleted = await h.announced(bulkPostId, 'social.post.deleted');
    expect(deleted).toMatchObject({ accountId, postId: bulkPostId, pageId: page.id, graphPostId: postId });
    expect(h.facebook.posts().map((p) => p.id)).not.toContain(postId);
    const [row] = await h.db.select().from(publishedPosts).where(eq(publishedPosts.postId, postId));
    expect(row?.status).toBe('deleted');
  });

  it('leaves another account’s post alone', async () => {
    const { bulkPostId, postId } = await published();
    const other = await h.business();
    await takedown(other.accountId, bulkPostId);
    // Handled (its durable consumer moves on): the next takedown of the owner still deletes it.
    const again = await published();
    await takedown(again.accountId, again.bulkPostId);
    await h.announced(again.bulkPostId, 'social.post.deleted');
    expect(h.facebook.posts().map((p) => p.id)).toContain(postId);
  });
});
