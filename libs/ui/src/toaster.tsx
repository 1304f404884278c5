import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

/**
 * The one toast outlet; the shell renders it once, inside ThemeModeProvider. Call `toast` from anywhere.
 * `duration` (ms) is sonner's default of 4 s unless given. At the bottom: at the top they covered the
 * bell, the phone menu and dialogs' close buttons, which are all up there.
 */
export function Toaster({ duration }: { duration?: number }) {
  const theme = useTheme();
  return (
    <SonnerToaster
      theme={theme.mode}
      position="bottom-right"
      offset={{ bottom: 72 }}
      mobileOffset={{ bottom: 72 }}
      richColors
      closeButton
      duration={duration}
    />
  );
}
