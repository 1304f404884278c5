import { Card } from '@studio/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A row of totals (analytics): as many cards a line as fit, `$min` wide at the least (default 150px),
 * two a line on a phone. The cards of a line are as tall as the tallest; `$top` keeps each card's lines
 * at its top (some cards have a line of help, others not) instead of spreading them. Give it an
 * aria-label: it is a section.
 */
export const Totals = styled.section<{ $min?: string; $top?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '150px' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ $top }) => ($top ? '> * { align-content: start; }' : '')}

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export type TotalProps = {
  label: string;
  /** The figure as the reader reads it, formatted by the screen ('1.234', '1,234'). */
  value: string;
  /** A total that calls for attention draws its figure in this colour. */
  tone?: 'danger' | 'warning';
  /** A line under the figure that says what it counts. */
  help?: ReactNode;
};

/** One total of a Totals row: its label, the figure large, and an optional line of help. */
export function Total({ label, value, tone, help }: TotalProps) {
  return (
    <TotalCard $padding="lg">
      <TotalLabel>{label}</TotalLabel>
      <TotalValue $tone={tone}>{value}</TotalValue>
      {help && <TotalHelp>{help}</TotalHelp>}
    </TotalCard>
  );
}

const TotalCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const TotalLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const TotalValue = styled.span<{ $tone?: 'danger' | 'warning' }>`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : theme.colors.text)};
`;

const TotalHelp = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
