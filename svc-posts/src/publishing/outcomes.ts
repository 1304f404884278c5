import { type EventPayload, eventSchemas } from '@studio/contracts';
import { type Db, type EventBus, type Logger, PermanentFailure, type Subscription } from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { bulkGeneratedPosts } from '../db/schema.ts';

type Published = EventPayload<'social.post.published'>;
type Failed = EventPayload<'social.post.failed'>;

/** The latest moment among the pages', or now when none says. */
const publishedAtOf = (pages: Published['pages']) =>
  pages.reduce<Date | null>((latest, p) => {
    const at = new Date(p.publishedAt);
    return !latest || at > latest ? at : latest;
  }, null) ?? new Date();

/** A post went out everywhere: published, whatever attempt said so (it is never published twice). */
export async function recordPublished(db: Db, event: Published): Promise<void> {
  await db
    .update(bulkGeneratedPosts)
    .set({
      postStatus: 'published',
      publishedAt: publishedAtOf(event.pages),
      publishedPages: event.pages,
      failureReason: null,
      retryAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(bulkGeneratedPosts.id, event.postId),
        eq(bulkGeneratedPosts.accountId, event.accountId),
        inArray(bulkGeneratedPosts.postStatus, ['publishing', 'failed']),
      ),
    );
}

/**
 * A post did not go out: while svc-social retries it stays publishing with the reason and the retry
 * time; when it gives up it is failed. Only the current attempt's outcome counts, and never over a
 * publication.
 */
export async function recordFailed(db: Db, event: Failed): Promise<void> {
  await db
    .update(bulkGeneratedPosts)
    .set({
      ...(event.retrying ? {} : { postStatus: 'failed' as const }),
      failureReason: event.reason,
      retryAt: event.retrying && event.retryAt ? new Date(event.retryAt) : null,
      publishedPages: event.pages,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(bulkGeneratedPosts.id, event.postId),
        eq(bulkGeneratedPosts.accountId, event.accountId),
        eq(bulkGeneratedPosts.postStatus, 'publishing'),
        eq(bulkGeneratedPosts.publishAttempt, event.attempt),
      ),
    );
}

/** Records what svc-social reports of each publication on the post it was about. */
export function startOutcomeConsumer(db: Db, bus: EventBus, logger: Logger): Promise<Subscription> {
  return bus.subscribe({
    durable: 'svc-posts-publication-outcomes',
    subjects: ['social.post.published', 'social.post.failed'],
    handler: async ({ subject, payload }) => {
      if (subject === 'social.post.published') {
        const parsed = eventSchemas['social.post.published'].safeParse(payload);
        if (!parsed.success) throw new PermanentFailure(`malformed ${subject}: ${parsed.error.message}`);
        await recordPublished(db, parsed.data);
        logger.info({ postId: parsed.data.postId, pages: parsed.data.pages.length }, 'post published');
        return;
      }
      const parsed = eventSchemas['social.post.failed'].safeParse(payload);
      if (!parsed.success) throw new PermanentFailure(`malformed ${subject}: ${parsed.error.message}`);
      await recordFailed(db, parsed.data);
      logger.warn(
        { postId: parsed.data.postId, code: parsed.data.code, retrying: parsed.data.retrying },
        'post not published',
      );
    },
  });
}
