import { LinkButton, ThemeToggle, themeToggleTexts } from '@studio/ui';
import { PageHeader } from '@studio/ui/content';
import type { ReactNode } from 'react';
import styled from 'styled-components';

type StandalonePageProps = {
  title: string;
  subtitle: string;
  /** The way back into the portal, shown beside the title. */
  back: { to: string; label: string };
  children: ReactNode;
};

/**
 * A portal screen shown outside the sidebar frame (Facebook pages, Facebook test, delete post). Its
 * theme choice sits in its header, so the shell's floating one, which would cover the form's last button
 * on a phone, steps aside.
 */
export function StandalonePage({ title, subtitle, back, children }: StandalonePageProps) {
  return (
    <Page>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <LinkButton to={back.to}>
              <span aria-hidden>←</span>
              {back.label}
            </LinkButton>
            <ThemeToggle {...themeToggleTexts.el} />
          </>
        }
      />
      {children}
    </Page>
  );
}

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;
