import type { BulkPost } from '@studio/contracts';

/** How often the cards are looked at again while a post waits for its outcome. */
export const OUTCOME_REFRESH_MS = 10_000;
/** After a post's time, how long before the first look: the scheduler hands posts over every few seconds. */
const AFTER_DUE_MS = 1_000;
/** setTimeout's longest delay. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * When the campaign cards should be fetched again so that statuses change at the publishing time
 * without a reload: every 10 s while a post is publishing or past its time and still scheduled, else
 * just after the next scheduled post's time (or the moment a post waiting for Instagram's publishing
 * limit goes out: it may wait hours); never when nothing is scheduled.
 */
export function nextRefreshDelay(posts: readonly BulkPost[], now: number): number | null {
  let next: number | null = null;
  for (const post of posts) {
    const at =
      post.postStatus === 'publishing' && post.waitingUntil
        ? post.waitingUntil
        : post.postStatus === 'scheduled'
          ? post.scheduledAt
          : null;
    if (post.postStatus === 'publishing' && !at) return OUTCOME_REFRESH_MS;
    if (!at) continue;
    const due = Date.parse(at);
    if (due <= now) return OUTCOME_REFRESH_MS;
    next = next === null ? due : Math.min(next, due);
  }
  return next === null ? null : Math.min(next - now + AFTER_DUE_MS, LONGEST_DELAY_MS);
}
