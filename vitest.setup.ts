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
