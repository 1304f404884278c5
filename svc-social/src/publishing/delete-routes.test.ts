import { INSTAGRAM_DELETE_UNSUPPORTED } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishedPosts } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';

describe.each(drivers)('deleting a published post on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const remove = (token: string, json: unknown) =>
    h.request('DELETE', '/api/social-media/delete', { token, json });

  /** A business with a page, and a post published to it through the publisher. */
  const published = async () => {
    const business = await h.business();
    const { page } = await h.selectPages(business.token, { instagram: false });
    const due = await h.due(business.accountId);
    const event = await h.announced(due.postId, 'social.post.published');
    return { ...business, page, bulkPostId: due.postId, postId: event.pages[0]!.postId };
  };

  it('deletes a Facebook post from the page, marks it deleted and announces it to svc-posts', async () => {
    const { accountId, token, page, bulkPostId, postId } = await published();
    const res = await remove(token, { postId: ` ${postId} `, platform: 'facebook' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'The post was deleted successfully from Facebook',
    });
    expect(h.facebook.posts().map((p) => p.id)).not.toContain(postId);
    const [row] = await h.db.select().from(publishedPosts).where(eq(publishedPosts.postId, postId));
    expect(row).toMatchObject({ status: 'deleted', deletedAt: expect.any(Date) });
    expect(await h.announced(bulkPostId, 'social.post.deleted')).toEqual({
      subject: 'social.post.deleted',
      accountId,
      postId: bulkPostId,
      pageId: page.id,
      platform: 'facebook',
      graphPostId: postId,
      deletedAt: row!.deletedAt!.toISOString(),
    });
  });

  it('deletes a post of a selected page it did not publish, found by the page id in the post id', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token, { instagram: false });
    const pageToken = await h.pageToken(accountId, page.id);
    const made = await fetch(`${h.fakeOrigin}/api/facebook-sandbox/v21.0/${page.id}/feed`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${pageToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Γραμμένο στο Facebook' }),
    });
    const { id } = await made.json();
    expect((await remove(token, { postId: id, platform: 'facebook' })).status).toBe(200);
    expect(h.facebook.posts()).toEqual([]);
  });

  it('refuses Instagram, which cannot delete through the API', async () => {
    const { token } = await h.business();
    const res = await remove(token, { postId: '17900000000000001', platform: 'instagram' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'instagram_delete_unsupported',
      message: INSTAGRAM_DELETE_UNSUPPORTED,
    });
  });

  it("does not find another account's post", async () => {
    const { postId } = await published();
    const other = await h.business();
    const res = await remove(other.token, { postId, platform: 'facebook' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: 'not_found',
      message: 'The post was not found on your pages.',
    });
    expect(h.facebook.posts().map((p) => p.id)).toContain(postId);
  });

  it('answers 404 for a post Facebook no longer has, and 409 when the page must be reconnected', async () => {
    const { token, postId } = await published();
    h.facebook.faults.plan.push({ match: 'delete', kind: 'token_expired', times: 1 });
    const expired = await remove(token, { postId, platform: 'facebook' });
    expect(expired.status).toBe(409);
    expect((await expired.json()).message).toContain('Reconnect Facebook');
    h.facebook.reset();
    const gone = await remove(token, { postId, platform: 'facebook' });
    expect(gone.status).toBe(404);
  });

  it("answers 400 with the spec's messages for bad input, and 401 without a token", async () => {
    const { token } = await h.business();
    const message = async (json: unknown) => {
      const res = await remove(token, json);
      expect(res.status).toBe(400);
      return (await res.json()).message;
    };
    expect(await message({ postId: '   ', platform: 'facebook' })).toBe('Please enter the post ID.');
    expect(await message({ platform: 'facebook' })).toBe('Please enter the post ID.');
    expect(await message({ postId: '1_2' })).toBe('Please select the platform.');
    expect(await message({ postId: '1_2', platform: 'twitter' })).toBe('Please select the platform.');
    expect((await h.request('DELETE', '/api/social-media/delete', { json: {} })).status).toBe(401);
  });
});
