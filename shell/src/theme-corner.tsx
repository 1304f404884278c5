import { ThemeToggle, usePageHasThemeToggle } from '@studio/ui';
import { prefixOf } from '@studio/web';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

const greek = { label: 'Θέμα εμφάνισης', labels: { light: 'Φωτεινό', dark: 'Σκοτεινό', system: 'Σύστημα' } };

/** Pages of the Greek business area (the login at / and /login included). */
function isGreekPage(pathname: string): boolean {
  if (pathname === '/' || pathname === '/login') return true;
  return prefixOf(pathname) === '/portal' || pathname === '/business' || pathname.startsWith('/business/');
}

/**
 * The theme choice, reachable on every page, tucked in a corner where no screen puts its own controls.
 * A screen with its own toggle (the portal's sidebar) takes over, so there is never a second one.
 */
export function ThemeCorner() {
  const { pathname } = useLocation();
  if (usePageHasThemeToggle()) return null;
  return (
    <Corner>{isGreekPage(pathname) ? <ThemeToggle floating {...greek} /> : <ThemeToggle floating />}</Corner>
  );
}

const Corner = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: 900;
  opacity: 0.7;
  transition: opacity 0.15s;
  &:hover, &:focus-within { opacity: 1; }
  @media print { display: none; }
`;
