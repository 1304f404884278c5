import { createHash } from 'node:crypto';
import type { EventPayload, PublishedPage } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { publishedPosts } from '../db/schema.ts';

export type PublishedPostRow = typeof publishedPosts.$inferSelect;

/** Where a post goes: a Facebook page, or an Instagram account (published with its page's token). */
export type Target = {
  platform: 'facebook' | 'instagram';
  /** The Graph id: the page id, or the Instagram business account id. */
  pageId: string;
  pageName: string;
  token: string | null;
};

type Due = EventPayload<'posts.post.due'>;

const keyOf = (bulkPostId: number, target: Target) =>
  and(
    eq(publishedPosts.bulkPostId, bulkPostId),
    eq(publishedPosts.pageId, target.pageId),
    eq(publishedPosts.platform, target.platform),
  );

export const contentHash = (content: string) => createHash('sha256').update(content).digest('hex');

export async function findPublication(db: Db, bulkPostId: number, target: Target) {
  const [row] = await db.select().from(publishedPosts).where(keyOf(bulkPostId, target));
  return row ?? null;
}

/** Commits the row as 'publishing' before a Graph call: from now on its outcome is unknown until told. */
export async function beginAttempt(db: Db, due: Due, target: Target, startedAt: Date): Promise<void> {
  const values = {
    accountId: due.accountId,
    pageName: target.pageName,
    content: due.content,
    contentHash: contentHash(due.content),
    productId: due.productId,
    productName: due.productName,
    status: 'publishing' as const,
    attemptStartedAt: startedAt,
    postId: null,
    permalink: null,
    error: null,
    updatedAt: startedAt,
  };
  await db
    .insert(publishedPosts)
    .values({ ...values, bulkPostId: due.postId, pageId: target.pageId, platform: target.platform })
    .onConflictDoUpdate({
      target: [publishedPosts.bulkPostId, publishedPosts.pageId, publishedPosts.platform],
      set: values,
    });
}

export async function markPublished(
  db: Db,
  bulkPostId: number,
  target: Target,
  { postId, permalink }: { postId: string; permalink: string | null },
): Promise<PublishedPostRow> {
  const now = new Date();
  const [row] = await db
    .update(publishedPosts)
    .set({ status: 'published', postId, permalink, publishedDate: now, error: null, updatedAt: now })
    .where(keyOf(bulkPostId, target))
    .returning();
  if (!row) throw new Error(`published_posts row of post ${bulkPostId} on ${target.pageId} is gone`);
  return row;
}

/**
 * Notes why the attempt failed. `outcomeKnown`: Graph refused it, so nothing went out ('failed');
 * otherwise the row stays 'publishing' and the next attempt looks on the page first.
 */
export async function markAttemptFailed(
  db: Db,
  bulkPostId: number,
  target: Target,
  error: string,
  outcomeKnown: boolean,
): Promise<void> {
  await db
    .update(publishedPosts)
    .set({ error, updatedAt: new Date(), ...(outcomeKnown ? { status: 'failed' as const } : {}) })
    .where(keyOf(bulkPostId, target));
}

export const toPublishedPage = (row: PublishedPostRow): PublishedPage => ({
  pageId: row.pageId,
  pageName: row.pageName,
  platform: row.platform,
  postId: row.postId ?? '',
  permalink: row.permalink,
  publishedAt: (row.publishedDate ?? row.updatedAt).toISOString(),
});
