import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Asks for data again on every navigation inside the portal, as the specification wants it asked (on navigation
 * and on opening, never on a timer); the first render asks by itself.
 */
export function useRefreshOnNavigation(refresh: () => unknown): void {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    void refresh();
  }, [pathname, refresh]);
}
