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

/**
 * A field and its button on one line, the button level with the field's input (below its label);
 * one under the other on narrow screens. Render it `as="form"` when the button submits.
 */
export const FieldWithButton = styled.div<{ $gap?: SpaceKey }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};

  > button {
    /* The height of a field's label and the space under it. */
    margin-top: 22px;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);

    > button {
      margin-top: 0;
    }
  }
`;
