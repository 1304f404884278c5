import type { BulkPost } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostsHarness, postsHarness } from '../testing.ts';

/**
 * One verdict for all a post publishes: a `warn` term in an image's alt text (or its first comment) needs
 * the same acknowledgement as one in its text, and that acknowledgement is possible.
 */
describe.each(drivers)('warn terms outside the text on %s', (driver) => {
  let h: PostsHarness;
  let nextAccount = 4_800;
  let nextMedia = 48_000;

  beforeAll(async () => {
    h = await postsHarness(driver);
    h.clock.now = new Date('2026-06-10T12:00:00Z');
  });
  afterAll(() => h.close());

  async function draft() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, accountId * 10, { imagePath: `/uploads/product-${accountId}.png` });
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const { posts } = (await (await call('POST', '/api/generate-period-posts')).json()) as {
      posts: BulkPost[];
    };
    const post = posts[0]!;
    const schedule = () =>
      call('PUT', `/api/bulk-posts/${post.id}`, { isScheduled: true, postStatus: 'scheduled' });
    return { accountId, call, post, schedule };
  }

  it('asks to acknowledge a warn term of an alt text, takes the acknowledgement, then schedules', async () => {
    const d = await draft();
    const mediaId = nextMedia++;
    await h.media(d.accountId, mediaId, { altText: 'Ανώδυνη θεραπεία στο ιατρείο μας' });
    expect((await d.call('PUT', `/api/bulk-posts/${d.post.id}/images`, { mediaIds: [mediaId] })).status).toBe(
      200,
    );
    const refused = await d.schedule();
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /χωρίς επιβεβαίωση: περιέχει «Ανώδυνη» στο πεδίο «Εναλλακτικό κείμενο εικόνας»/,
    );
    const ack = await d.call('POST', `/api/bulk-posts/${d.post.id}/acknowledge`, { ruleIds: ['painless'] });
    expect(ack.status).toBe(200);
    expect((await d.schedule()).status).toBe(200);
  });

  it('still refuses to acknowledge when nothing the post publishes has a warn term', async () => {
    const d = await draft();
    const ack = await d.call('POST', `/api/bulk-posts/${d.post.id}/acknowledge`, { ruleIds: ['painless'] });
    expect(ack.status).toBe(409);
  });
});
