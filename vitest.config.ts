import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'libs/*/src/**/*.test.{ts,tsx}',
            'svc-*/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'all-in-one/src/**/*.test.ts',
            'shell/src/**/*.test.{ts,tsx}',
            'mfe-*/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
