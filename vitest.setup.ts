import { configure } from '@testing-library/dom';
// DOM matchers for the screen tests (toBeInTheDocument, toBeVisible, toHaveTextContent…).
import '@testing-library/jest-dom/vitest';
import { afterAll, vi } from 'vitest';

// Screen tests wait for what a user would see; on a busy 2-core machine (the browser tests build the
// front-ends at the same time) a second is not always enough for a render to settle.
configure({ asyncUtilTimeout: 5_000 });

// A worker runs many files in one module graph (`isolate: false`): a file's fake clock or mocks never
// reach the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// A screen test's trees stay mounted until its file ends. Before the page goes, let sonner remove the
// toasts it is dismissing (a 200 ms timer that no unmount clears, which would otherwise fire into a
// window that no longer exists), then unmount every tree, so their own timers are cleared.
afterAll(async () => {
  // Typed here without the DOM's types: this file is set up for the server tests too.
  const page = (globalThis as { document?: { querySelector(selector: string): unknown } }).document;
  if (!page) return;
  if (page.querySelector('[data-sonner-toast]')) await new Promise((resolve) => setTimeout(resolve, 300));
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
