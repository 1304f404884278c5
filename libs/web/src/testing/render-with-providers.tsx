import { ThemeModeProvider, Toaster } from '@studio/ui';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import { swrConfig } from '../swr.ts';

const TOASTS_STAY_MS = 10 * 60_000;

/** Shows where the router is, so a test can see a navigation. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a remote's screens the way the shell does: theme, toasts, the platform's SWR settings with
 * a fresh cache, and an in-memory router at `url` whose `routes` (react-router <Route>s, the best
 * match wins) are the screens under test. The current location is shown under the test id `location`.
 */
export function renderWithProviders(url: string, routes: ReactNode) {
  return render(
    <ThemeModeProvider>
      {/* No toast closes by itself during a test: a closing toast's timer would outlive the test file. */}
      <Toaster duration={TOASTS_STAY_MS} />
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>{routes}</Routes>
          <CurrentLocation />
        </MemoryRouter>
      </SWRConfig>
    </ThemeModeProvider>,
  );
}

/** A stub for a page a screen may navigate to: it says 'landed on {path}'. */
export function landing(path: string) {
  return <Route key={path} path={path} element={<p>{`landed on ${path}`}</p>} />;
}

/**
 * Every test of the file starts with empty storages (no token, no remembered path) and leaves
 * nothing behind: the rendered screens, the fake fetch and any spy are undone after it.
 */
export function resetBrowserBetweenTests(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers(); // a test that failed with fake timers on must not stop the next one's clock
  });
}
