import { useEffect, useState } from 'react';

/** A phone-wide window: the calendar shows a week as an agenda and its toolbar in two rows. */
export const PHONE = '(max-width: 640px)';

/** True on a phone-wide screen, following the window as it changes. */
export function useCompactScreen(): boolean {
  const [compact, setCompact] = useState(() => window.matchMedia?.(PHONE).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE);
    if (!query) return;
    const changed = () => setCompact(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return compact;
}
