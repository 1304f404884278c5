import { Button } from '@studio/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MenuIcon } from '../../../components/icons.tsx';
import { PlatformStatus } from './platform-status.tsx';
import { Sidebar, type SidebarItem } from './sidebar.tsx';

type DashboardFrameProps = { title: string; current: SidebarItem; children: ReactNode };

/**
 * The admin area's frame: the sidebar (a menu on narrow screens, with logout), the header with the
 * page's title and the platform's state, and the page. Every admin screen after sign-in is inside it.
 */
export function DashboardFrame({ title, current, children }: DashboardFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  const { pathname } = useLocation();

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Layout>
      <Sidebar current={current} open={menuOpen} onClose={closeMenu} />
      <Main>
        <Header>
          <MenuButton
            ref={menuButton}
            variant="ghost"
            size="sm"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={20} />
          </MenuButton>
          <Title>{title}</Title>
          <PlatformStatus />
        </Header>
        <Content>{children}</Content>
      </Main>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  padding: ${({ theme }) => `0 ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
  }
`;

const MenuButton = styled(Button)`
  display: none;
  margin-left: -${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: inline-flex;
  }
`;

const Title = styled.h1`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;

const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1400px;
  padding: ${({ theme }) => theme.space.xl};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;
