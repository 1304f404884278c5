import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top, as a page the browser loads would (the router keeps the scroll of the
 * page left otherwise: the login after a long form opened scrolled down). Back and Forward leave the
 * scroll to the browser.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}
