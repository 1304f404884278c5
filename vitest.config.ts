import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The tests beside the code (all but the browser journeys of e2e/). */
const codeTests = [
  'libs/*/src/**/*.test.{ts,tsx}',
  'svc-*/src/**/*.test.ts',
  'gateway/src/**/*.test.ts',
  'all-in-one/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'shell/src/**/*.test.{ts,tsx}',
  'mfe-*/src/**/*.test.{ts,tsx}',
];

/**
 * The tests beside the code that need a server, found by what they use, so a new one needs no listing:
 * - `drivers`: tests that run on each of `drivers` (@studio/kit/testing): once on PGlite in `unit`,
 *   once on the real PostgreSQL server in `integration`;
 * - `serverOnly`: tests that need the real PostgreSQL server (a literal 'postgres' driver) or NATS
 *   through and through, and the safety tests of the whole platform: `integration` only.
 */
function testsNeedingServers() {
  const drivers: string[] = [];
  const serverOnly: string[] = ['all-in-one/src/safety/**/*.test.ts'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        const relative = path.relative(import.meta.dirname, file);
        if (/\('postgres'\)|startNatsServer\(|NatsBus\.connect\(/.test(text)) serverOnly.push(relative);
        else if (/\b(drivers|serverDrivers)\b/.test(text)) drivers.push(relative);
      }
    }
  };
  for (const dir of ['libs', 'svc-auth', 'svc-catalog', 'svc-social', 'svc-posts', 'gateway'])
    walk(path.join(import.meta.dirname, dir));
  return { drivers, serverOnly };
}
const servers = testsNeedingServers();

/**
 * `expect.poll` waits for what another part does in its own time (an event relayed from the outbox, a
 * worker's turn). vitest's default of 1 s is too short on a loaded 2-core machine; a poll that
 * succeeds still returns at once.
 */
const poll = { expect: { poll: { timeout: 10_000 } } };

const shared = {
  ...poll,
  environment: 'node' as const,
  setupFiles: ['./vitest.setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        // No PostgreSQL server, no NATS: PGlite in memory and the in-process bus.
        test: {
          ...shared,
          name: 'unit',
          include: codeTests,
          exclude: ['**/node_modules/**', ...servers.serverOnly],
          env: { TEST_DRIVERS: 'pglite' },
        },
      },
      {
        // The same service tests on the real PostgreSQL server, and what needs it or NATS.
        test: {
          ...shared,
          name: 'integration',
          include: [...servers.drivers, ...servers.serverOnly],
          env: { TEST_DRIVERS: 'postgres' },
        },
      },
      {
        test: {
          ...poll,
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
