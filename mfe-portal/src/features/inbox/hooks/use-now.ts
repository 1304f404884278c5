import { browserClock } from '@studio/web';
import { useEffect, useState } from 'react';

/** The minute hand of «περιμένει 3 ώρες»: the screen redraws each minute (nothing is asked again). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => browserClock().getTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(browserClock().getTime()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
