import { type Db, tooManyRequests } from '@studio/kit';
import { lt, sql } from 'drizzle-orm';
import { proxyImageUsage } from '../db/schema.ts';

const MINUTE_MS = 60_000;
/** Images one caller may have the proxy fetch in a minute, across every replica. */
export const PROXY_IMAGES_PER_MINUTE = 300;
export const PROXY_RATE_LIMITED =
  'Too many images were loaded through the proxy. Please try again in a minute.';

/** Counts one fetch for `caller` in this minute's window; 429 past the limit. */
export async function countProxyFetch(db: Db, caller: string, now = Date.now()): Promise<void> {
  const windowStart = new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS);
  const [row] = await db
    .insert(proxyImageUsage)
    .values({ caller, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [proxyImageUsage.caller, proxyImageUsage.windowStart],
      set: { count: sql`${proxyImageUsage.count} + 1` },
    })
    .returning({ count: proxyImageUsage.count });
  if ((row?.count ?? 0) > PROXY_IMAGES_PER_MINUTE) {
    const retryAfter = Math.ceil((windowStart.getTime() + MINUTE_MS - now) / 1000);
    throw tooManyRequests(PROXY_RATE_LIMITED, Math.max(1, retryAfter));
  }
}

/** Forgets windows older than an hour. */
export async function purgeProxyUsage(db: Db, now = Date.now()): Promise<void> {
  await db.delete(proxyImageUsage).where(lt(proxyImageUsage.windowStart, new Date(now - 60 * MINUTE_MS)));
}
