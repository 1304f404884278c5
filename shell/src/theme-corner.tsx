import { ThemeToggle, themeToggleHeight, themeToggleTexts, usePageHasThemeToggle } from '@studio/ui';
import { useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { languageOf } from './language.ts';

/**
 * The theme choice on the pages that have no frame of their own (logins and the dashboard and portal
 * put one in their frame, and this one steps aside). It sits in the bottom corner, and the page keeps
 * that much room at its end, so the toggle never hides the last lines, buttons or footer.
 */
export function ThemeCorner() {
  const { pathname } = useLocation();
  if (usePageHasThemeToggle()) return null;
  return (
    <>
      <RoomForTheCorner />
      <Corner>
        <ThemeToggle floating {...themeToggleTexts[languageOf(pathname)]} />
      </Corner>
    </>
  );
}

const RoomForTheCorner = createGlobalStyle`
  body { padding-bottom: calc(${themeToggleHeight}px + 2 * ${({ theme }) => theme.space.lg}); }
  @media print { body { padding-bottom: 0; } }
`;

const Corner = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: 900;
  @media print { display: none; }
`;
