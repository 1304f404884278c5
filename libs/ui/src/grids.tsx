import type { SpaceKey } from '@studio/ui';
import styled from 'styled-components';

/** Two equal columns side by side (two tables, two charts); one under the other below the md breakpoint. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * A list of tiles (images, cards) as many a line as fit, each `$min` wide at the least. Empty places stay
 * at the end of the last line; `$fit` lets a few tiles share the whole line instead.
 */
export const TileGrid = styled.ul<{ $min: string; $gap?: SpaceKey; $fit?: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $fit }) => ($fit ? 'auto-fit' : 'auto-fill')}, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
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

/**
 * Fields side by side with their buttons at the end of the line, all level with the fields' inputs;
 * the fields wrap as the width asks, and on a phone the buttons share a row of their own.
 */
export const FieldsWithButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  > * {
    flex: 1 1 150px;
  }
`;

/** The buttons at the end of `FieldsWithButtons`. */
export const LineButtons = styled.div`
  display: flex;
  flex: 0 0 auto !important;
  gap: ${({ theme }) => theme.space.sm};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    flex: 1 1 100% !important;

    > * {
      flex: 1 1 0;
    }
  }
`;
