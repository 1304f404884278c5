import { Alert, Button, ThemeToggle, themeToggleTexts } from '@studio/ui';
import {
  clearTabBusinessToken,
  paths,
  portalStep,
  portalSteps,
  useDocumentTitle,
  usePortalPrefix,
} from '@studio/web';
import { type ReactNode, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AlertsBell } from '../../../features/alerts/index.ts';
import { useBusinessSession, useLogout } from '../../../features/auth/index.ts';
import { InboxBadge } from '../../../features/inbox/badge.ts';
import { ConnectionHealthBanner } from '../../../features/platforms/index.ts';
import { usePostEvents } from '../../../live/index.ts';
import { stepLabels, texts } from '../../../texts.ts';
import { useActingAccount } from '../api/get-acting-account.ts';
import { layoutTexts } from '../texts.ts';
import { PortalFooter } from './portal-footer.tsx';
import { PageNav, StepNav } from './step-nav.tsx';

/**
 * The frame of the business area: the numbered steps and Logout in a sidebar (a menu on phones), a
 * header with the current step, the inbox's badge and the bell of alerts, the connection's banner when Facebook needs
 * attention (the platforms step shows its own account instead), the current step's screen (its
 * children), and the footer.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const session = useBusinessSession();
  const signOut = useLogout();
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const current = useCurrentStep();
  useDocumentTitle(current ? stepLabels[current.step] : texts.brand);
  // One stream of the account's post changes for the whole portal: cards, calendar and bell follow it.
  usePostEvents();

  const onLogout = async () => {
    setSigningOut(true);
    await signOut();
  };

  return (
    <Shell>
      <TopBar>
        <TopBarBrand>{texts.brand}</TopBarBrand>
        <CurrentStep>
          {current &&
            `${layoutTexts.stepOf(current.index + 1, portalSteps.length)} · ${stepLabels[current.step]}`}
        </CurrentStep>
        <InboxBadge />
        <AlertsBell />
        <MenuButton>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {layoutTexts.menu}
          </Button>
        </MenuButton>
      </TopBar>

      <Sidebar id={menuId} $open={menuOpen}>
        <SidebarInner>
          <SidebarBrand>{texts.brand}</SidebarBrand>
          <StepNav onNavigate={() => setMenuOpen(false)} />
          <PageNav onNavigate={() => setMenuOpen(false)} />
          <SidebarEnd>
            <ThemeToggle showLabel {...themeToggleTexts.el} />
            <Button variant="secondary" block loading={signingOut} onClick={onLogout}>
              {signingOut ? layoutTexts.loggingOut : layoutTexts.logout}
            </Button>
          </SidebarEnd>
        </SidebarInner>
      </Sidebar>

      <Main>
        <Content>
          {session?.actingAdmin && <ActingAdminBanner accountId={session.accountId} />}
          {current?.step !== 'platforms' && <ConnectionHealthBanner />}
          {children}
        </Content>
        <FooterArea>
          <PortalFooter />
        </FooterArea>
      </Main>
    </Shell>
  );
}

/** Which account an admin is acting for, and the way back to the accounts (this tab stops acting). */
function ActingAdminBanner({ accountId }: { accountId: number | null }) {
  const navigate = useNavigate();
  const name = useActingAccount(accountId).data?.account.businessName;
  const leave = () => {
    clearTabBusinessToken();
    navigate(paths.adminSection('accounts'));
  };
  return (
    <Alert
      tone="info"
      title={name ? layoutTexts.actingAdmin.titleFor(name) : layoutTexts.actingAdmin.title}
      data-testid="acting-admin-banner"
    >
      <BannerBody>
        <span>{layoutTexts.actingAdmin.body}</span>
        <Button variant="secondary" size="sm" onClick={leave}>
          {layoutTexts.actingAdmin.leave}
        </Button>
      </BannerBody>
    </Alert>
  );
}

const BannerBody = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

function useCurrentStep() {
  const prefix = usePortalPrefix();
  const { pathname } = useLocation();
  const index = portalSteps.findIndex((step) => {
    const path = portalStep(prefix, step);
    return pathname === path || pathname.startsWith(`${path}/`);
  });
  const step = portalSteps[index];
  return step ? { step, index } : null;
}

const sidebarWidth = '264px';

const Shell = styled.div`
  display: grid;
  grid-template-columns: ${sidebarWidth} minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  min-height: 100vh;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
  }
`;

/** Beside the sidebar on a wide screen (the step and the bell); on a phone the bar with the menu, kept in view. */
const TopBar = styled.header`
  grid-column: 2;
  grid-row: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xxl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-column: 1;
    grid-row: 1;
    position: sticky;
    top: 0;
    z-index: 10;
    flex-wrap: wrap;
    row-gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Brand = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The sidebar names the platform on a wide screen; the bar does on a phone. */
const TopBarBrand = styled(Brand)`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: block;
  }
  /* The step has its own line there: the buttons keep to the right. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    margin-right: auto;
  }
`;

const MenuButton = styled.div`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: block;
  }
`;

/** On a phone the step takes a line of its own under the bar's buttons, whole rather than cut short. */
const CurrentStep = styled.p`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    order: 1;
    flex-basis: 100%;
    white-space: normal;
  }
`;

const Sidebar = styled.aside<{ $open: boolean }>`
  grid-column: 1;
  grid-row: 1 / span 2;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-column: 1;
    grid-row: 2;
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    border-right: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

/** Stays in view while the step scrolls. */
const SidebarInner = styled.div`
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    position: static;
    height: auto;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const SidebarBrand = styled(Brand)`
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const SidebarEnd = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.div`
  grid-column: 2;
  grid-row: 2;
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl} 0`};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-column: 1;
    grid-row: 3;
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} 0`};
  }
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const FooterArea = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
`;
