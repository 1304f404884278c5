import { describe, expect, it } from 'vitest';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { nextRefreshDelay, OUTCOME_REFRESH_MS } from './publishing-refresh.ts';

const now = Date.parse('2026-06-08T09:00:00.000Z');
const scheduledIn = (ms: number, id = 1) =>
  bulkPost({ id, postStatus: 'scheduled', isScheduled: true, scheduledAt: new Date(now + ms).toISOString() });

describe('when the campaign cards are looked at again', () => {
  it('never, when nothing is scheduled or awaited', () => {
    expect(nextRefreshDelay([bulkPost(), bulkPost({ id: 2, postStatus: 'published' })], now)).toBeNull();
  });

  it('just after the next scheduled post’s time', () => {
    expect(nextRefreshDelay([scheduledIn(60_000, 1), scheduledIn(5_000, 2)], now)).toBe(6_000);
  });

  it('every 10 s while a post is publishing or past its time and still scheduled', () => {
    expect(nextRefreshDelay([scheduledIn(60_000), bulkPost({ id: 2, postStatus: 'publishing' })], now)).toBe(
      OUTCOME_REFRESH_MS,
    );
    expect(nextRefreshDelay([scheduledIn(-2_000)], now)).toBe(OUTCOME_REFRESH_MS);
  });

  it('just after a post waiting for Instagram’s publishing limit goes out, not every 10 s meanwhile', () => {
    const waiting = (ms: number) =>
      bulkPost({ id: 3, postStatus: 'publishing', waitingUntil: new Date(now + ms).toISOString() });
    expect(nextRefreshDelay([waiting(3 * 3_600_000), scheduledIn(4 * 3_600_000)], now)).toBe(
      3 * 3_600_000 + 1_000,
    );
    expect(nextRefreshDelay([waiting(-1_000)], now)).toBe(OUTCOME_REFRESH_MS);
  });

  it('waits at most what a timer can, for a post weeks away', () => {
    expect(nextRefreshDelay([scheduledIn(40 * 24 * 3_600_000)], now)).toBe(2 ** 31 - 1);
  });
});
