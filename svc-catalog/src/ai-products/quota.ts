import { IMAGE_SEARCH_DAILY_QUOTA } from '@studio/contracts';
import { type Db, takeAccountDayUsage, takeUsage, utcDayWindow } from '@studio/kit';
import { imageSearchAccountUsage, imageSearchUsage } from '../db/schema.ts';

export const quotaMessage = `The daily limit of ${IMAGE_SEARCH_DAILY_QUOTA} image searches is reached. Try again tomorrow.`;

/** Searches of the platform's daily quota only the admin may use: no business can leave the admin none. */
export const ADMIN_IMAGE_SEARCH_RESERVE = 20;
/** Searches one business account may make in a UTC day. */
export const ACCOUNT_IMAGE_SEARCHES_PER_DAY = 10;
export const ACCOUNT_SEARCH_LIMIT_REACHED = `Συμπληρώθηκε το ημερήσιο όριο των ${ACCOUNT_IMAGE_SEARCHES_PER_DAY} αναζητήσεων εικόνων για τον λογαριασμό σας. Δοκιμάστε ξανά αύριο.`;
export const PLATFORM_SEARCHES_SPENT =
  'Οι αναζητήσεις εικόνων της πλατφόρμας για σήμερα εξαντλήθηκαν. Δοκιμάστε ξανά αύριο.';

/** Who searches: the admin (the whole quota), or a business account (its share, never the admin's reserve). */
export type ImageSearcher = { accountId: number | null };

/** The UTC day of a moment, as the usage table keys it. */
export const utcDay = (now: Date) => utcDayWindow(now).key;

/**
 * Counts one image search against today's quotas, or answers 429 when one is spent: a business's own
 * share first, then the platform's quota (short of the admin's reserve for a business). Each count is one
 * statement and both are in one transaction, so concurrent searches (and replicas) never pass a limit
 * together, and a refused search counts nowhere.
 */
export async function takeImageSearch(db: Db, searcher: ImageSearcher, now: Date): Promise<number> {
  const window = utcDayWindow(now);
  const day = window.key;
  const { accountId } = searcher;
  return db.transaction(async (tx) => {
    if (accountId !== null)
      await takeAccountDayUsage(tx, imageSearchAccountUsage, accountId, {
        limit: ACCOUNT_IMAGE_SEARCHES_PER_DAY,
        at: now,
        refusal: { message: ACCOUNT_SEARCH_LIMIT_REACHED },
      });
    return takeUsage(tx, {
      table: imageSearchUsage,
      target: [imageSearchUsage.day],
      count: imageSearchUsage.count,
      values: { day },
      window,
      limit:
        accountId === null ? IMAGE_SEARCH_DAILY_QUOTA : IMAGE_SEARCH_DAILY_QUOTA - ADMIN_IMAGE_SEARCH_RESERVE,
      at: now,
      refusal: { message: accountId === null ? quotaMessage : PLATFORM_SEARCHES_SPENT },
    });
  });
}
