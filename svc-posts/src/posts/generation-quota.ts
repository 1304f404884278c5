import { ApiError, type Db } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { generationUsage } from '../db/schema.ts';

export const generationLimitReached = (limit: number) =>
  `Συμπληρώθηκε το ημερήσιο όριο των ${limit} αναρτήσεων που γράφει η τεχνητή νοημοσύνη για τον λογαριασμό σας. Δοκιμάστε ξανά αύριο.`;

/**
 * Counts `posts` more written for the account today (UTC) in one statement, or refuses with 429 and
 * counts nothing when they would pass its daily limit: every replica counts in one row.
 */
export async function takeGenerations(
  db: Db,
  accountId: number,
  limit: number,
  posts: number,
): Promise<void> {
  const refused = () => new ApiError(429, 'generation_limit', generationLimitReached(limit));
  if (posts > limit) throw refused();
  const day = new Date().toISOString().slice(0, 10);
  const [row] = await db
    .insert(generationUsage)
    .values({ accountId, day, count: posts })
    .onConflictDoUpdate({
      target: [generationUsage.accountId, generationUsage.day],
      set: { count: sql`${generationUsage.count} + ${posts}` },
      setWhere: sql`${generationUsage.count} + ${posts} <= ${limit}`,
    })
    .returning({ count: generationUsage.count });
  if (!row) throw refused();
}
