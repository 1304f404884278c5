import { ThemeModeProvider, Toaster } from '@studio/ui';
import { swrConfig } from '@studio/web';
import { SWRConfig } from 'swr';
import { type AroundNavHandler, Router } from 'wouter';
import { remoteScreens, retryRemote } from './remote-screens.tsx';
import { AppRoutes } from './routes.tsx';
import { ThemeCorner } from './theme-corner.tsx';

/**
 * Every history entry the platform adds carries a history state (`inApp`), so a page can tell that
 * the browser's Back stays inside the platform (the legal pages' Back link).
 */
const markInApp: AroundNavHandler = (navigate, to, options) =>
  navigate(to, { ...options, state: options?.state ?? { inApp: true } });

export function App() {
  return (
    <ThemeModeProvider>
      <SWRConfig value={swrConfig}>
        <Router aroundNav={markInApp}>
          <AppRoutes screens={remoteScreens} onRetryRemote={retryRemote} />
          <ThemeCorner />
        </Router>
        <Toaster />
      </SWRConfig>
    </ThemeModeProvider>
  );
}
