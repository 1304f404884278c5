import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { type Tone, tint, toneColor } from './theme.ts';

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
};

/**
 * A message inside the page. Danger and warning are announced at once (role=alert), the others
 * politely (role=status).
 */
export function Alert({ tone = 'info', title, children, ...rest }: AlertProps) {
  return (
    <Box $tone={tone} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'} {...rest}>
      {title && <Title>{title}</Title>}
      {children && <Body>{children}</Body>}
    </Box>
  );
}

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme, $tone }) => tint(toneColor(theme, $tone), 40)};
  border-left-width: 4px;
  border-left-color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => tint(toneColor(theme, $tone), 10)};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.strong`
  font-weight: 600;
`;

const Body = styled.div`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
