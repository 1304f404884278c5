import { ThemeModeProvider, Toaster } from '@studio/ui';
import { swrConfig } from '@studio/web';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DocumentLanguage } from './document-language.tsx';
import { remoteScreens, retryRemote } from './remote-screens.tsx';
import { AppRoutes } from './routes.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { ThemeCorner } from './theme-corner.tsx';

export function App() {
  return (
    <ThemeModeProvider>
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <DocumentLanguage />
          <ScrollToTop />
          <AppRoutes screens={remoteScreens} onRetryRemote={retryRemote} />
          <ThemeCorner />
        </BrowserRouter>
        <Toaster />
      </SWRConfig>
    </ThemeModeProvider>
  );
}
