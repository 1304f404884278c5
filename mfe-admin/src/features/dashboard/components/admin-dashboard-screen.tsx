import { Button, CenteredSpinner } from '@studio/ui';
import { type AdminSection, paths, useDocumentTitle } from '@studio/web';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MenuIcon } from '../../../components/icons.tsx';
import { AccountsSection } from '../../accounts/index.ts';
import { AuditLogSection } from '../../audit-log/index.ts';
import { ComplianceSection } from '../../compliance/index.ts';
import { LlmConfigSection } from '../../llm-config/index.ts';
import { ProductsSection } from '../../products/index.ts';
import { sectionFromParam, sectionTitles } from '../utils/sections.ts';
import { PlatformStatus } from './platform-status.tsx';
import { Sidebar } from './sidebar.tsx';

/** The media library downloads when it is opened. */
const MediaSection = lazy(() => import('./media-section.tsx').then((m) => ({ default: m.MediaSection })));

/** The content calendar (and FullCalendar) download when it is opened. */
const CalendarSection = lazy(() =>
  import('./calendar-section.tsx').then((m) => ({ default: m.CalendarSection })),
);

const sectionScreens: Record<AdminSection, ComponentType> = {
  media: MediaSection,
  calendar: CalendarSection,
  products: ProductsSection,
  accounts: AccountsSection,
  'llm-config': LlmConfigSection,
  compliance: ComplianceSection,
  'audit-log': AuditLogSection,
};

/** /admin/dashboard and /admin/dashboard/:section: the sidebar, the header and the chosen section. */
export function AdminDashboardScreen() {
  const { section: param } = useParams();
  const section = sectionFromParam(param);
  useDocumentTitle(section ? `${sectionTitles[section]} · Admin` : 'Admin');
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

  if (!section) return <Navigate to={paths.adminDashboard} replace />;
  const Section = sectionScreens[section];

  return (
    <Layout>
      <Sidebar section={section} open={menuOpen} onClose={closeMenu} />
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
          <Title>{sectionTitles[section]}</Title>
          <PlatformStatus />
        </Header>
        <Content>
          <Suspense fallback={<CenteredSpinner label="Loading" />}>
            <Section />
          </Suspense>
        </Content>
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
