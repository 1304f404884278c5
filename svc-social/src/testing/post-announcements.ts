import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@studio/contracts';
import type { BusMessage } from '@studio/kit';
import type { createTestPlatform } from '@studio/kit/testing';
import { and, isNull, sql } from 'drizzle-orm';
import { outbox } from '../db/schema.ts';

type AnnouncedSubject =
  | 'social.post.published'
  | 'social.post.failed'
  | 'social.post.unconfirmed'
  | 'social.post.deleted'
  | 'social.post.waiting';

/**
 * A post's own hashtag, unique to it: Greek consonants only, so that it spells no word the compliance gate
 * reads. Random hex could: digits read as letters made «Famvir» or «Eylea» of 3 tags in 20,000.
 */
const uniqueTag = () =>
  [...randomUUID().replaceAll('-', '').slice(0, 10)]
    .map((digit) => 'βγδζθκλμνξπρστφχ'[parseInt(digit, 16)])
    .join('');

/**
 * svc-posts' side of the publishing conversation: due events sent to svc-social, and what svc-social
 * announced about posts, heard on the bus as svc-posts would hear it.
 */
export async function postAnnouncements(platform: Awaited<ReturnType<typeof createTestPlatform>>) {
  const announced: BusMessage[] = [];
  await platform.bus.subscribe({
    durable: 'test-social-posts',
    subjects: [
      'social.post.published',
      'social.post.failed',
      'social.post.unconfirmed',
      'social.post.deleted',
      'social.post.insights-collected',
      'social.post.waiting',
    ],
    startAt: 'all',
    handler: async (message) => void announced.push(message),
  });
  let nextPostId = 1;
  const { db } = platform.database;

  const posts = {
    /** The numbers svc-social announced about a post, in order. */
    insightsOf(postId: number) {
      return announced
        .filter(
          (m) =>
            m.subject === 'social.post.insights-collected' &&
            (m.payload as EventPayload<'social.post.insights-collected'>).postId === postId,
        )
        .map((m) => m.payload as EventPayload<'social.post.insights-collected'>);
    },
    /** svc-posts saying a post's time has come, with a message id of its own (never a duplicate). */
    async due(accountId: number, fields: Partial<EventPayload<'posts.post.due'>> = {}) {
      const payload = posts.dueEvent(accountId, fields);
      await platform.bus.publish('posts.post.due', payload, randomUUID());
      return payload;
    },
    /** A due event of a new post of the account, not sent. */
    dueEvent(accountId: number, fields: Partial<EventPayload<'posts.post.due'>> = {}) {
      const payload: EventPayload<'posts.post.due'> = {
        accountId,
        postId: nextPostId++,
        attempt: 1,
        content: `Νέα θεραπεία προσώπου με υαλουρονικό οξύ ✨ #${uniqueTag()}`,
        productImage: '/uploads/products/serum.jpg',
        images: [],
        firstComment: null,
        productId: 7,
        productName: 'Ορός υαλουρονικού',
        scheduledDate: new Date().toISOString(),
        dueAt: new Date().toISOString(),
        acknowledgedRuleIds: [],
        resolution: null,
        format: 'feed',
        video: null,
        shareToFeed: true,
        bookingUrl: null,
        googleTopic: null,
        ...fields,
      };
      return payload;
    },
    /** The social.post.* events about a post, in order. */
    announcements(postId: number) {
      return announced
        .filter((m) => (m.payload as { postId: number }).postId === postId)
        .map((m) => ({
          subject: m.subject,
          ...(m.payload as EventPayload<'social.post.failed'> & EventPayload<'social.post.waiting'>),
        }));
    },
    /**
     * Whether svc-social is done with a post, with no sleep: every delivery in hand has been handled, no
     * `posts.post.due` about it waits for a redelivery, and its outbox holds no announcement the bus has
     * not carried yet. What a test checks before asserting that nothing more happened.
     */
    async finishedWith(postId: number) {
      await platform.bus.settled();
      const retries = platform.bus
        .redeliveriesWaiting()
        .filter((m) => (m.payload as { postId?: number }).postId === postId);
      const unsent = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.publishedAt), sql`(${outbox.payload}->>'postId')::int = ${postId}`));
      return retries.length === 0 && unsent.length === 0;
    },
    /**
     * Waits for the `count`-th event of `subject` about a post: up to 20 s, for the first check of a worker
     * builds the compliance gate's tables, which on a loaded 2-core machine takes seconds.
     */
    async announced(postId: number, subject: AnnouncedSubject, count = 1) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const events = posts.announcements(postId).filter((e) => e.subject === subject);
        if (events.length >= count) return events[count - 1]!;
        if (Date.now() > deadline) {
          throw new Error(
            `no ${subject} #${count} for post ${postId}: ${JSON.stringify(posts.announcements(postId))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
  return posts;
}
