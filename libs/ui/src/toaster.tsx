import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

/**
 * The one toast outlet; the shell renders it once, inside ThemeModeProvider. Call `toast` from anywhere.
 * `duration` (ms) is sonner's default of 4 s unless given.
 */
export function Toaster({ duration }: { duration?: number }) {
  const theme = useTheme();
  return <SonnerToaster theme={theme.mode} position="top-right" richColors closeButton duration={duration} />;
}
