/**
 * The one door through which a post's row changes: every update of the posts table goes through here.
 * What it stores is what the lifecycle (post-state.ts) answered for the move; the caller holds the
 * transaction, in which it also appends the move's record step, so a change and its record land together
 * or not at all.
 */
import { type Db, notFound } from '@studio/kit';
import { eq, type SQL } from 'drizzle-orm';
import { bulkGeneratedPosts } from '../db/schema.ts';
import type { PostChange } from './post-state.ts';
import { POST_NOT_FOUND, type PostRow } from './queries.ts';

/** Stores a change of a post the caller's transaction holds locked; answers the post as it is now. */
export async function storePostChange(tx: Db, id: number, change: PostChange, at: Date): Promise<PostRow> {
  const [updated] = await updatePostsWhere(tx, eq(bulkGeneratedPosts.id, id), change, at);
  if (!updated) throw notFound(POST_NOT_FOUND);
  return updated;
}

/**
 * Stores a change on the posts `where` finds, as they are when it runs (a condition on their state makes
 * a move that only applies once, whatever else happened meanwhile); answers them as they are now.
 */
export function updatePostsWhere(
  tx: Db,
  where: SQL | undefined,
  change: PostChange,
  at: Date,
): Promise<PostRow[]> {
  return tx
    .update(bulkGeneratedPosts)
    .set({ ...change, updatedAt: at })
    .where(where)
    .returning();
}
