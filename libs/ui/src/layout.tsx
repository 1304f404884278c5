import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { SpaceKey } from './theme.ts';

type LayoutProps = {
  /** Spacing key between children; default md. */
  $gap?: SpaceKey;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
};

/** Children one under another. */
export const Stack = styled.div<LayoutProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  align-items: ${({ $align = 'stretch' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  min-width: 0;
`;

/** Children side by side, wrapping unless `$nowrap`. */
export const Row = styled.div<LayoutProps & { $nowrap?: boolean }>`
  display: flex;
  flex-wrap: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'wrap')};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  min-width: 0;
`;
