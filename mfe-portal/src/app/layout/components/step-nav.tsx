import { portalPage, portalPages, portalStep, portalSteps, usePortalPrefix } from '@studio/web';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useMemberPermissions } from '../../../features/auth/index.ts';
import { pageLabels, stepLabels } from '../../../texts.ts';
import { layoutTexts } from '../texts.ts';

/** The four setup steps, numbered, the current one marked (aria-current), under the prefix in use. */
export function StepNav({ onNavigate }: { onNavigate?: () => void }) {
  const prefix = usePortalPrefix();
  return (
    <nav aria-label={layoutTexts.stepsLabel}>
      <Steps>
        {portalSteps.map((step, index) => (
          <li key={step}>
            <StepLink to={portalStep(prefix, step)} onNavigate={onNavigate}>
              <StepNumber aria-hidden>{index + 1}</StepNumber>
              <span>{stepLabels[step]}</span>
            </StepLink>
          </li>
        ))}
      </Steps>
    </nav>
  );
}

/**
 * The screens beside the steps (the media library), under the prefix in use; the team for its owner only,
 * the medical review for those who sign off.
 */
export function PageNav({ onNavigate }: { onNavigate?: () => void }) {
  const prefix = usePortalPrefix();
  const { managesTeam, reviews } = useMemberPermissions();
  const pages = portalPages.filter(
    (page) => (page !== 'team' || managesTeam) && (page !== 'medical-review' || reviews),
  );
  return (
    <nav aria-label={layoutTexts.pagesLabel}>
      <Steps>
        {pages.map((page) => (
          <li key={page}>
            <StepLink to={portalPage(prefix, page)} onNavigate={onNavigate}>
              <StepNumber aria-hidden>•</StepNumber>
              <span>{pageLabels[page]}</span>
            </StepLink>
          </li>
        ))}
      </Steps>
    </nav>
  );
}

/** A link that marks itself aria-current="page" on its own page (NavLink does; the styles below draw it). */
function StepLink({
  to,
  onNavigate,
  children,
}: {
  to: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  return (
    <StepAnchor to={to} onClick={onNavigate} end>
      {children}
    </StepAnchor>
  );
}

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StepNumber = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`;

const StepAnchor = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='page'] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent);
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }

  &[aria-current='page'] ${StepNumber} {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
