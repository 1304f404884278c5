import { type Clock, type Consumer, consumerOf, type Db } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { publishedPosts } from '../db/schema.ts';

/** A bulk post deleted in svc-posts: what was published of it stays, no longer tied to it. */
export function postDeletedConsumer(db: Db, now: Clock): Consumer {
  return consumerOf({
    durable: 'svc-social-posts-deleted',
    subjects: ['posts.post.deleted'],
    startAt: 'all',
    handler: async ({ payload }) => {
      const { accountId, postId } = payload;
      await db
        .update(publishedPosts)
        .set({ bulkPostId: null, updatedAt: now() })
        .where(and(eq(publishedPosts.accountId, accountId), eq(publishedPosts.bulkPostId, postId)));
    },
  });
}
