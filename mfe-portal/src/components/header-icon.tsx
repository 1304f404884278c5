import styled, { css } from 'styled-components';

/**
 * The square icon buttons of the portal's header (the inbox, the bell): 40 px, framed, with a count in
 * a pill on their corner. `headerIconStyles` draws the button or link itself.
 */
export const headerIconStyles = css`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A line icon of the header, drawn with the text's colour from one SVG path. */
export function HeaderIconGlyph({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The count on an icon's corner, capped at 99+; nothing at 0. Red when something needs the business
 * (`urgent`), the brand's colour otherwise. Hidden from screen readers: the icon's label says it.
 */
export function HeaderIconCount({ count, urgent }: { count: number; urgent: boolean }) {
  if (count <= 0) return null;
  return (
    <Count aria-hidden $urgent={urgent}>
      {count > 99 ? '99+' : count}
    </Count>
  );
}

const Count = styled.span<{ $urgent: boolean }>`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.primary)};
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.dangerText : theme.colors.primaryText)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
