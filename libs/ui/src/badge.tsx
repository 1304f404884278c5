import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { type Tone, tint, toneColor } from './theme.ts';

export type BadgeProps = { tone?: Tone };

const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $tone }) => tint(toneColor(theme, $tone), 35)};
  background: ${({ theme, $tone }) => tint(toneColor(theme, $tone), 12)};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.text : toneColor(theme, $tone))};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
`;

/** A short status label (Active, Trial, Scheduled, Online). */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps & ComponentProps<'span'>) {
  return <StyledBadge $tone={tone} {...rest} />;
}
