import { Button, ThemeToggle } from '@studio/ui';
import { type AdminSection, adminSections, paths } from '@studio/web';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AccountsIcon,
  AuditIcon,
  CalendarIcon,
  ChartIcon,
  CloseIcon,
  ImageSearchIcon,
  LogoutIcon,
  MediaIcon,
  OverviewIcon,
  ProductsIcon,
  ShieldIcon,
  SparklesIcon,
} from '../../../components/icons.tsx';
import { useLogout } from '../../../features/auth/index.ts';
import { sectionLabels } from '../utils/sections.ts';

const sectionIcons: Record<AdminSection, ReactNode> = {
  products: <ProductsIcon />,
  overview: <OverviewIcon />,
  accounts: <AccountsIcon />,
  'llm-config': <SparklesIcon />,
  compliance: <ShieldIcon />,
  'audit-log': <AuditIcon />,
  media: <MediaIcon />,
  calendar: <CalendarIcon />,
  analytics: <ChartIcon />,
};

/** What the sidebar marks as the current page: a section, or the image search test. */
export type SidebarItem = AdminSection | 'image-test';

type SidebarProps = { current: SidebarItem; open: boolean; onClose: () => void };

/** The dashboard's navigation; on narrow screens a menu that slides in from the left. */
export function Sidebar({ current, open, onClose }: SidebarProps) {
  const { logout, pending } = useLogout();

  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // The opened menu takes the focus, so the keyboard goes on from there (Esc closes it).
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <Backdrop $open={open} onClick={onClose} aria-hidden />
      <Panel id="admin-sidebar" $open={open} aria-label="Admin menu">
        <Brand>
          <Logo aria-hidden>PS</Logo>
          <div>
            <BrandName>Post Studio</BrandName>
            <BrandNote>Admin Dashboard</BrandNote>
          </div>
          <CloseButton ref={closeButton} variant="ghost" size="sm" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Brand>

        <Nav aria-label="Sections">
          <GroupTitle>Sections</GroupTitle>
          <List>
            {adminSections.map((name) => (
              <li key={name}>
                <Item
                  as={Link}
                  to={paths.adminSection(name)}
                  aria-current={name === current ? 'page' : undefined}
                >
                  {sectionIcons[name]}
                  {sectionLabels[name]}
                </Item>
              </li>
            ))}
          </List>

          <GroupTitle>Quick Tools</GroupTitle>
          <List>
            <li>
              <Item
                as={Link}
                to={paths.imageTest}
                aria-current={current === 'image-test' ? 'page' : undefined}
              >
                <ImageSearchIcon />
                Image Search Test
              </Item>
            </li>
          </List>
        </Nav>

        <Footer>
          <Who>
            <Avatar aria-hidden>A</Avatar>
            <AdminLabel>
              <strong>Administrator</strong>
              <span>Platform admin</span>
            </AdminLabel>
          </Who>
          <ThemeToggle showLabel />
          <Button variant="secondary" size="sm" block onClick={logout} loading={pending}>
            {!pending && <LogoutIcon size={16} />}
            Logout
          </Button>
        </Footer>
      </Panel>
    </>
  );
}

const WIDTH = '264px';

const Panel = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  flex: none;
  width: ${WIDTH};
  height: 100vh;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 200;
    width: min(${WIDTH}, 85vw);
    box-shadow: ${({ theme, $open }) => ($open ? theme.shadow.lg : 'none')};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    /* Hidden when closed, so its links are neither seen nor reached by keyboard. */
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform 0.22s ease,
      visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.22s')};
  }
`;

const Backdrop = styled.div<{ $open: boolean }>`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    inset: 0;
    z-index: 150;
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled.div`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`;

const BrandName = styled.div`
  font-weight: 700;
`;

const BrandNote = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const CloseButton = styled(Button)`
  display: none;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space.sm};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: inline-flex;
  }
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
`;

const GroupTitle = styled.p`
  margin: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.05em;
  text-transform: uppercase;

  &:first-child {
    margin-top: 0;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  &[aria-current='page'] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent);
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    svg {
      color: inherit;
    }
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Avatar = styled.div`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`;

const AdminLabel = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.3;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;
