import { type Db, takeAccountDayUsage } from '@studio/kit';
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
  at: Date,
): Promise<void> {
  await takeAccountDayUsage(db, generationUsage, accountId, {
    amount: posts,
    limit,
    at,
    refusal: { code: 'generation_limit', message: generationLimitReached(limit) },
  });
}
