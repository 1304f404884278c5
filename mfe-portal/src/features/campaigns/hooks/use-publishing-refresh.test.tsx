// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { OUTCOME_REFRESH_MS } from '../utils/publishing-refresh.ts';
import { usePublishingRefresh } from './use-publishing-refresh.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-08T09:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('refreshing the cards at the publishing time', () => {
  it('looks again just after the post’s time, then every 10 s while it stays unresolved', async () => {
    const refresh = vi.fn();
    const post = bulkPost({
      postStatus: 'scheduled',
      isScheduled: true,
      scheduledAt: '2026-06-08T09:00:30.000Z',
    });
    const posts = [post];
    const { unmount } = renderHook(() => usePublishingRefresh(posts, refresh));
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(refresh).toHaveBeenCalledTimes(1);
    // The answer was the same (the scheduler had not handed it over yet): the next look still comes.
    await act(async () => vi.advanceTimersByTime(OUTCOME_REFRESH_MS));
    expect(refresh).toHaveBeenCalledTimes(2);
    unmount();
    await act(async () => vi.advanceTimersByTime(OUTCOME_REFRESH_MS));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
