import { useEffect, useState } from 'react';
import { browserClock } from './clock.ts';

/**
 * The whole seconds left of a wait that started with `seconds` (a 429's Retry-After), counting down
 * once a second to 0; null when there is no wait. A new wait (`started` changes) starts it again.
 */
export function useCountdown(wait: { seconds: number; started: number } | null): number | null {
  const left = () =>
    wait ? Math.max(0, Math.ceil(wait.seconds - (browserClock().getTime() - wait.started) / 1000)) : null;
  const [remaining, setRemaining] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `wait`, which the effect names.
  useEffect(() => {
    setRemaining(left());
    if (!wait) return;
    const timer = setInterval(() => {
      const now = left();
      setRemaining(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [wait]);
  return remaining;
}
