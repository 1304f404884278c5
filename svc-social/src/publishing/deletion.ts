import { type Db, emit } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { outbox, publishedPosts } from '../db/schema.ts';

/** Graph's "object does not exist". */
export const GRAPH_NO_SUCH_OBJECT = 100;

/**
 * Records that a published Facebook post (by its Graph id) was deleted from its page, and announces it in
 * the same transaction: svc-posts marks that page on the card of the bulk post it came from.
 */
export async function recordFacebookDeletion(db: Db, accountId: number, graphPostId: string, now: Date) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(publishedPosts)
      .set({ status: 'deleted', deletedAt: now, updatedAt: now })
      .where(
        and(
          eq(publishedPosts.accountId, accountId),
          eq(publishedPosts.platform, 'facebook'),
          eq(publishedPosts.postId, graphPostId),
        ),
      )
      .returning({ bulkPostId: publishedPosts.bulkPostId, pageId: publishedPosts.pageId });
    for (const row of deleted) {
      if (row.bulkPostId === null) continue;
      await emit(tx, outbox, 'social.post.deleted', {
        accountId,
        postId: row.bulkPostId,
        pageId: row.pageId,
        platform: 'facebook',
        graphPostId,
        deletedAt: now.toISOString(),
      });
    }
  });
}
