import { useEffect, useState } from 'react';

/** How long a search box waits for the typing to pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `ms`: a search asks the server once per pause, not per key. */
export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
