import { IMAGE_SEARCH_DAILY_QUOTA } from '@studio/contracts';
import { type Db, tooManyRequests } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { imageSearchUsage } from '../db/schema.ts';

export const quotaMessage = `The daily limit of ${IMAGE_SEARCH_DAILY_QUOTA} image searches is reached. Try again tomorrow.`;

/** The UTC day of a moment, as the usage table keys it. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one image search against today's quota, or answers 429 when it is spent. One statement
 * does both, so concurrent searches (and replicas) can never go past the limit together.
 */
export async function takeImageSearch(db: Db, now: Date = new Date()): Promise<number> {
  const day = utcDay(now);
  const rows = await db
    .insert(imageSearchUsage)
    .values({ day, count: 1 })
    .onConflictDoUpdate({
      target: imageSearchUsage.day,
      set: { count: sql`${imageSearchUsage.count} + 1` },
      setWhere: sql`${imageSearchUsage.count} < ${IMAGE_SEARCH_DAILY_QUOTA}`,
    })
    .returning({ count: imageSearchUsage.count });
  const used = rows[0]?.count;
  if (used === undefined) {
    const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    throw tooManyRequests(quotaMessage, Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)));
  }
  return used;
}
