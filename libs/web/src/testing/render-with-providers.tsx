import { ThemeModeProvider, Toaster } from '@studio/ui';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { swrConfig } from '../swr.ts';

/** Shows where the router is, so a test can see a navigation. */
function CurrentLocation() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output data-testid="location">{search ? `${pathname}?${search}` : pathname}</output>;
}

/**
 * Renders a remote's screens the way the shell does: theme, toasts, the SWR settings of SPEC §9 with
 * a fresh cache, and an in-memory router at `url` whose `routes` (wouter <Route>s, the first match
 * wins) are the screens under test. The current location is shown under the test id `location`.
 */
export function renderWithProviders(url: string, routes: ReactNode) {
  const { hook } = memoryLocation({ path: url });
  return render(
    <ThemeModeProvider>
      <Toaster />
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <Router hook={hook}>
          <Switch>{routes}</Switch>
          <CurrentLocation />
        </Router>
      </SWRConfig>
    </ThemeModeProvider>,
  );
}

/** A stub for a page a screen may navigate to: it says 'landed on {path}'. */
export function landing(path: string) {
  return (
    <Route path={path}>
      <p>{`landed on ${path}`}</p>
    </Route>
  );
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
  });
}
