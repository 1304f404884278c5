import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A portal screen shown outside the sidebar frame (Facebook pages, Facebook test, delete post). */
export function StandalonePage({ children }: { children: ReactNode }) {
  return <Page>{children}</Page>;
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
