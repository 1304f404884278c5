import type { BulkPost } from '@studio/contracts';
import { browserClock } from '@studio/web';
import { useEffect, useRef, useState } from 'react';
import { nextRefreshDelay } from '../utils/publishing-refresh.ts';

/**
 * Fetches the cards again at a post's publishing time and while its outcome is awaited
 * (`nextRefreshDelay`), so Scheduled turns Publishing, then Published or Failed, on an open screen.
 * Only while the post changes stream is not open (`enabled`): when it is, each change is pushed.
 */
export function usePublishingRefresh(
  posts: readonly BulkPost[],
  refresh: () => unknown,
  enabled = true,
): void {
  const latest = useRef(refresh);
  // A look that brought nothing new leaves `posts` as it was: the tick arms the next one all the same.
  const [tick, setTick] = useState(0);

  useEffect(() => {
    latest.current = refresh;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` re-arms the timer after each look.
  useEffect(() => {
    const delay = enabled ? nextRefreshDelay(posts, browserClock().getTime()) : null;
    if (delay === null) return;
    const timer = setTimeout(() => {
      void latest.current();
      setTick((n) => n + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [posts, tick, enabled]);
}
