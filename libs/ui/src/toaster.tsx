import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

/** The one toast outlet; the shell renders it once, inside ThemeModeProvider. Call `toast` from anywhere. */
export function Toaster() {
  const theme = useTheme();
  return <SonnerToaster theme={theme.mode} position="top-right" richColors closeButton />;
}
