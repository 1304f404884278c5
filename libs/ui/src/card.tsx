import styled from 'styled-components';
import type { SpaceKey } from './theme.ts';

/** A raised surface. `$padding` is a spacing key (default xl); `$muted` draws a dimmed card. */
export const Card = styled.div<{ $padding?: SpaceKey; $muted?: boolean }>`
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $muted }) => ($muted ? 'none' : theme.shadow.sm)};
  padding: ${({ theme, $padding = 'xl' }) => theme.space[$padding]};
  min-width: 0;
`;
