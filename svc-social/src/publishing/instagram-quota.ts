import type { Db } from '@studio/kit';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { publishedPosts } from '../db/schema.ts';
import type { PublishingLimit } from '../graph/publishing-calls.ts';

/** When the posts Instagram counts are not ours, how long before the limit is read again at most. */
const RECHECK_MS = 60 * 60_000;
/** The soonest a wait ends: Instagram's count may lag a moment behind a post leaving the window. */
const MIN_WAIT_MS = 5_000;

/**
 * When an Instagram account whose publishing limit is reached (`usage >= total`) has a free slot again:
 * the window rolls, so a slot frees when the post that fills it is `durationSeconds` old. Instagram
 * says how many posts it counts, not when they went out; the platform's own publications on that
 * account tell. Posts it counts that are not the platform's (another app's) are taken to be the oldest:
 * then the wait may end early, the limit is read again and the post waits again, but it never waits
 * longer than the window needs. Null when a slot is free now.
 */
export async function nextSlotAt(
  db: Db,
  igUserId: string,
  limit: PublishingLimit,
  now: Date,
): Promise<Date | null> {
  if (limit.usage < limit.total) return null;
  const windowMs = limit.durationSeconds * 1000;
  const rows = await db
    .select({ at: publishedPosts.publishedDate })
    .from(publishedPosts)
    .where(
      and(
        eq(publishedPosts.platform, 'instagram'),
        eq(publishedPosts.pageId, igUserId),
        inArray(publishedPosts.status, ['published', 'deleted']),
        gt(publishedPosts.publishedDate, new Date(now.getTime() - windowMs)),
      ),
    )
    .orderBy(asc(publishedPosts.publishedDate));
  const ours = rows.flatMap((row) => (row.at ? [row.at.getTime()] : []));
  // How many counted posts must leave the window for one slot; those not ours leave first.
  const leaving = limit.usage - limit.total + 1;
  const others = Math.max(0, limit.usage - ours.length);
  const index = leaving - 1 - others;
  const frees =
    index >= 0 && ours[index] !== undefined
      ? ours[index] + windowMs
      : Math.min((ours[0] ?? now.getTime()) + windowMs, now.getTime() + RECHECK_MS);
  return new Date(Math.max(frees, now.getTime() + Math.min(MIN_WAIT_MS, windowMs)));
}
