import { useEffect, useRef } from 'react';

/** Bulk schedule and unschedule, and a time edit, refresh the list after 100 ms. */
export const REFRESH_DELAY_MS = 100;

/** Refreshes `REFRESH_DELAY_MS` after being called; a refresh still waiting when the screen goes is dropped. */
export function useDelayedRefresh(refresh: () => unknown): () => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latest = useRef(refresh);

  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return () => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void latest.current();
    }, REFRESH_DELAY_MS);
    timers.current.add(timer);
  };
}
