import { LinkButton } from '@studio/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { texts } from '../texts.ts';

export type StepNavigationProps = {
  /** Where the Previous (or Back) button goes; no button without it. */
  previous?: string;
  previousLabel?: string;
  /** Where the Continue button goes; no button without it. */
  next?: string;
  nextLabel?: string;
  /** Replaces the Continue link (a step that must check something before moving on). */
  nextSlot?: ReactNode;
};

/** The Previous / Continue buttons at the bottom of a step. */
export function StepNavigation({
  previous,
  previousLabel = texts.previous,
  next,
  nextLabel = texts.continue,
  nextSlot,
}: StepNavigationProps) {
  return (
    <Bar>
      {previous ? (
        <LinkButton to={previous} variant="secondary">
          <span aria-hidden>←</span>
          {previousLabel}
        </LinkButton>
      ) : (
        <span />
      )}
      {nextSlot ??
        (next && (
          <LinkButton to={next} variant="primary">
            {nextLabel}
            <span aria-hidden>→</span>
          </LinkButton>
        ))}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
