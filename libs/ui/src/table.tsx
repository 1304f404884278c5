import { VisuallyHidden } from '@studio/ui';
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';

export type TableProps = ComponentProps<'table'> & {
  /** Names the table for screen readers (hidden unless `showCaption`). */
  caption?: ReactNode;
  showCaption?: boolean;
  children: ReactNode;
};

/**
 * A data table that scrolls sideways inside its own box on narrow screens. Use with thead/tbody, Tr, Th, Td.
 * The box takes the keyboard's focus, so its arrow keys scroll it (WCAG 2.1.1), named by the caption.
 */
export function Table({ caption, showCaption = false, children, ...rest }: TableProps) {
  const named = typeof caption === 'string' ? { role: 'region', 'aria-label': caption } : {};
  return (
    <Scroll tabIndex={0} {...named}>
      <StyledTable {...rest}>
        {caption &&
          (showCaption ? (
            <Caption>{caption}</Caption>
          ) : (
            <VisuallyHidden as="caption">{caption}</VisuallyHidden>
          ))}
        {children}
      </StyledTable>
    </Scroll>
  );
}

const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Caption = styled.caption`
  padding: ${({ theme }) => theme.space.md};
  text-align: left;
  font-weight: 600;
`;

export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tbody &:last-child { border-bottom: 0; }
  tbody &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export const Th = styled.th`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.03em;
  text-align: left;
  text-transform: uppercase;
  white-space: nowrap;
`;

export const Td = styled.td`
  padding: ${({ theme }) => theme.space.md};
  vertical-align: middle;
`;
