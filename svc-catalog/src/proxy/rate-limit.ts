import { type Db, fixedWindow, takeUsage } from '@studio/kit';
import { lt } from 'drizzle-orm';
import { proxyImageUsage } from '../db/schema.ts';

const MINUTE_MS = 60_000;
/** Images one caller may have the proxy fetch in a minute, across every replica. */
export const PROXY_IMAGES_PER_MINUTE = 300;
export const PROXY_RATE_LIMITED =
  'Too many images were loaded through the proxy. Please try again in a minute.';

/** Counts one fetch for `caller` in this minute's window; 429 past the limit. */
export async function countProxyFetch(db: Db, caller: string, at: Date): Promise<void> {
  const window = fixedWindow(at, MINUTE_MS);
  await takeUsage(db, {
    table: proxyImageUsage,
    target: [proxyImageUsage.caller, proxyImageUsage.windowStart],
    count: proxyImageUsage.count,
    values: { caller, windowStart: new Date(window.key) },
    window,
    limit: PROXY_IMAGES_PER_MINUTE,
    at,
    refusal: { message: PROXY_RATE_LIMITED },
  });
}

/** Forgets windows older than an hour. */
export async function purgeProxyUsage(db: Db, now: Date): Promise<void> {
  await db
    .delete(proxyImageUsage)
    .where(lt(proxyImageUsage.windowStart, new Date(now.getTime() - 60 * MINUTE_MS)));
}
