import { createHash } from 'node:crypto';
import { type Db, emit, notFound } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { aiConfigurations, bulkGeneratedPosts, outbox } from '../db/schema.ts';

export type PostRow = typeof bulkGeneratedPosts.$inferSelect;
export type AiConfiguration = typeof aiConfigurations.$inferSelect;

export const POST_NOT_FOUND = 'Η ανάρτηση δεν βρέθηκε.';

/** The same text, however it is spaced or cased, has the same hash: no two posts of an account repeat. */
export function contentHash(content: string): string {
  return createHash('sha256')
    .update(content.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase())
    .digest('hex');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One of the account's posts; another account's id is 404 like a missing one. */
export async function ownedPost(db: Db, accountId: number, id: number, forUpdate = false): Promise<PostRow> {
  const query = db
    .select()
    .from(bulkGeneratedPosts)
    .where(and(eq(bulkGeneratedPosts.id, id), eq(bulkGeneratedPosts.accountId, accountId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

/** The account's AI settings, created with the platform's defaults on first use. */
export async function aiConfigurationOf(db: Db, accountId: number): Promise<AiConfiguration> {
  await db.insert(aiConfigurations).values({ accountId }).onConflictDoNothing();
  const [row] = await db.select().from(aiConfigurations).where(eq(aiConfigurations.accountId, accountId));
  if (!row) throw new Error(`ai configuration of account ${accountId} vanished`);
  return row;
}

type PostSubject = 'posts.post.generated' | 'posts.post.scheduled' | 'posts.post.unscheduled';

/** Announces a post's change through the outbox, inside the transaction that made it. */
export async function announcePost(tx: Db, subject: PostSubject, row: PostRow) {
  await emit(tx, outbox, subject, {
    accountId: row.accountId,
    postId: row.id,
    productId: row.productId,
    scheduledDate: iso(row.scheduledDate),
  });
}
