import { ThemeModeProvider, Toaster } from '@studio/ui';
import { swrConfig } from '@studio/web';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';

/** Shows where the router is, so a test can see a navigation. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders admin screens the way the shell does: theme, toasts, the SWR settings of SPEC §9 with a
 * fresh cache, and a router at `url` whose `routes` are the screens under test.
 */
export function renderAdmin(url: string, routes: ReactNode) {
  return render(
    <ThemeModeProvider>
      <Toaster />
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>{routes}</Routes>
          <CurrentLocation />
        </MemoryRouter>
      </SWRConfig>
    </ThemeModeProvider>,
  );
}

/** A stub for a page a screen may navigate to. */
export function landing(path: string) {
  return <Route path={path} element={<p>{`landed on ${path}`}</p>} />;
}

type Answer = { status?: number; body?: unknown };
type Handler = (request: { body: unknown; headers: Headers }) => Answer;

export type ApiCall = { key: string; body: unknown; authorization: string | null };

/**
 * Replaces fetch with answers by 'METHOD /path'. Returns the calls made, in order. A handler that
 * throws is a network failure; an unexpected call fails the test with its name.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    const key = `${method} ${path}`;
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, authorization: headers.get('Authorization') });
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const answer = handler({ body, headers });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** An error answer in the platform's one shape. */
export const refused = (status: number, message: string, error = 'refused'): Answer => ({
  status,
  body: { error, message },
});
