import { createHash, randomUUID } from 'node:crypto';
import { type EventPayload, eventSchemas } from '@studio/contracts';
import { createLogger, NatsBus } from '@studio/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  facebookPage,
  instagramAccount,
  type PublishingPlatform,
  startPublishingPlatform,
} from './support/publishing-platform.ts';
import { testTag } from './support/tag.ts';

type Published = {
  message: string;
  platform: 'facebook' | 'instagram';
  images: { url: string; altText: string | null }[];
  comments: { id: string; message: string }[];
};

/**
 * A post of several images with a first comment, handed over twice to two svc-social replicas (as a
 * re-handover would): one Instagram carousel and one Facebook multi-photo post, each with its images'
 * alt text and one first comment, and svc-posts records the comments' ids.
 */
describe('a carousel post with a first comment', () => {
  let p: PublishingPlatform;
  let bus: NatsBus;
  const account = 701;

  beforeAll(async () => {
    p = await startPublishingPlatform({ replicas: 2 });
    bus = await NatsBus.connect(p.nats.url, createLogger('formats-e2e', 'silent'));
  }, 120_000);
  afterAll(async () => {
    await bus?.close();
    await p?.stop();
  });

  it('appears once on the page and once on Instagram, with every image and one first comment', {
    timeout: 120_000,
  }, async () => {
    await p.connect(account, (pages, ig) => [facebookPage(pages[0]!), instagramAccount(ig)]);
    const content = `Τρεις εικόνες από την κλινική ${testTag()}.`;
    const firstComment = '#κλινική #φροντίδα Ραντεβού: https://clinic.example.com';
    const [row] = await p.sql`insert into posts.bulk_generated_posts ${p.sql({
      account_id: account,
      content,
      content_hash: createHash('sha256').update(content).digest('hex'),
      scheduled_date: new Date(),
      is_scheduled: true,
      scheduled_at: new Date(),
      post_status: 'publishing',
      product_name: 'Ορός Λάμψης',
      first_comment: firstComment,
    })} returning id`;
    const images = [1, 2, 3].map((n) => ({
      url: `/uploads/media/clinic-${n}.jpg`,
      altText: `Η κλινική, εικόνα ${n}`,
    }));
    // As svc-posts hands it over; what is left out (a feed post's format, no video) takes its default.
    const due: EventPayload<'posts.post.due'> = eventSchemas['posts.post.due'].parse({
      accountId: account,
      postId: row!.id as number,
      attempt: 1,
      content,
      productImage: null,
      images,
      firstComment,
      productId: null,
      productName: 'Ορός Λάμψης',
      scheduledDate: new Date().toISOString(),
      dueAt: new Date().toISOString(),
      resolution: null,
    });
    // Handed over twice, as svc-posts does after a long silence: the claims keep it to one publication.
    await bus.publish('posts.post.due', due, randomUUID());
    await bus.publish('posts.post.due', due, randomUUID());

    const status = async () =>
      (
        await p.sql`select post_status, published_pages from posts.bulk_generated_posts where id = ${row!.id}`
      )[0]!;
    await expect
      .poll(async () => (await status()).post_status, { timeout: 60_000, interval: 500 })
      .toBe('published');
    const onPages = async () =>
      ((await p.published()) as unknown as Published[]).filter((x) => x.message === content);
    await expect
      .poll(async () => (await onPages()).flatMap((x) => x.comments).length, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(2);
    const posts = await onPages();
    expect(posts.map((x) => x.platform).sort()).toEqual(['facebook', 'instagram']);
    for (const post of posts) {
      expect(post.images.map((i) => i.altText)).toEqual(images.map((i) => i.altText));
      expect(post.comments.map((c) => c.message)).toEqual([firstComment]);
    }
    const calls = await p.calls();
    expect(calls.filter((c) => c.match === 'feed' || c.match === 'media_publish')).toHaveLength(2);
    await expect
      .poll(async () =>
        ((await status()).published_pages as { firstComment: { commentId: string | null } | null }[])
          .map((page) => page.firstComment?.commentId)
          .sort(),
      )
      .toEqual(posts.map((x) => x.comments[0]!.id).sort());
  });
});
