import { type EventPayload, engagementOf, INSIGHT_CHECKPOINTS } from '@studio/contracts';
import { type Consumer, consumerOf, type Db, type Logger } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { accountProductsCopy, bulkGeneratedPosts, postInsights } from '../db/schema.ts';

type Collected = EventPayload<'social.post.insights-collected'>;

/**
 * Keeps a publication's numbers at a checkpoint, with the post's product and category as they are
 * now; a redelivery writes the same row again. A post deleted meanwhile has nothing to attach them to.
 */
export async function recordInsights(db: Db, event: Collected): Promise<boolean> {
  const [post] = await db
    .select({
      productId: bulkGeneratedPosts.productId,
      productName: bulkGeneratedPosts.productName,
      categoryName: bulkGeneratedPosts.categoryName,
      originalProductId: accountProductsCopy.originalProductId,
    })
    .from(bulkGeneratedPosts)
    .leftJoin(accountProductsCopy, eq(accountProductsCopy.accountProductId, bulkGeneratedPosts.productId))
    .where(and(eq(bulkGeneratedPosts.id, event.postId), eq(bulkGeneratedPosts.accountId, event.accountId)));
  if (!post) return false;
  const row = {
    postId: event.postId,
    accountId: event.accountId,
    platform: event.platform,
    pageId: event.pageId,
    pageName: event.pageName,
    graphPostId: event.graphPostId,
    checkpoint: event.checkpoint,
    checkpointRank: INSIGHT_CHECKPOINTS.indexOf(event.checkpoint),
    collectedAt: new Date(event.collectedAt),
    publishedAt: new Date(event.publishedAt),
    ...post,
    ...event.metrics,
    format: event.format ?? 'feed',
    engagement: engagementOf(event.metrics),
  };
  await db
    .insert(postInsights)
    .values(row)
    .onConflictDoUpdate({
      target: [postInsights.postId, postInsights.platform, postInsights.pageId, postInsights.checkpoint],
      set: row,
    });
  return true;
}

/** svc-social's readings of published posts, kept for the analytics (one durable consumer). */
export function insightsConsumer(db: Db, logger: Logger): Consumer {
  return consumerOf({
    durable: 'svc-posts-insights',
    subjects: ['social.post.insights-collected'],
    startAt: 'all',
    handler: async (message) => {
      const kept = await recordInsights(db, message.payload);
      logger.debug(
        { postId: message.payload.postId, checkpoint: message.payload.checkpoint, kept },
        'post numbers received',
      );
    },
  });
}
