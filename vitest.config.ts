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
  'bench/**/*.test.ts',
];

/** Every test file under these folders of the repository, with its text. */
function testFiles(dirs: string[]): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name))
        found.push({ file: path.relative(import.meta.dirname, file), text: readFileSync(file, 'utf8') });
    }
  };
  for (const dir of dirs) walk(path.join(import.meta.dirname, dir));
  return found;
}

/**
 * The tests beside the code that need a server, found by what they use, so a new one needs no listing:
 * - `drivers`: the libraries' tests that run on each of `drivers` (@studio/kit/testing): once on PGlite
 *   in `unit`, once on the real PostgreSQL server in `integration`. A service's tests that use `drivers`
 *   run on the PostgreSQL server only (`integration`), the database they run on in production: running
 *   each a second time on PGlite cost a quarter of the tests' time. The embedded default is the safety
 *   suite's (all-in-one/src/safety: every service's routes on PGlite, as `npm start` runs them) and the
 *   libraries' (leases, claims, idempotency, usage counters, the database itself on both);
 * - `serverOnly`: tests that need the real PostgreSQL server (a literal 'postgres' driver, alone or with options) or NATS
 *   through and through, the tests that start processes of their own (a service, `npm run services`,
 *   docker-compose, PGlite's initdb on disk: seconds each, mostly waiting), and the safety tests and
 *   journeys of the whole platform in one process: `integration` only, so `unit` stays a loop of seconds.
 */
function testsNeedingServers() {
  const drivers: string[] = [];
  const serverOnly: string[] = ['all-in-one/src/safety/**/*.test.ts', 'all-in-one/src/journeys/**/*.test.ts'];
  for (const { file, text } of testFiles([
    'libs',
    'svc-auth',
    'svc-catalog',
    'svc-social',
    'svc-posts',
    'gateway',
    'scripts',
  ])) {
    if (/\('postgres'[,)]|startNatsServer\(|NatsBus\.connect\(/.test(text)) serverOnly.push(file);
    else if (/from 'node:child_process'|\bstartProcesses\(|openPgliteClient\(dir\b/.test(text))
      serverOnly.push(file);
    else if (/\b(drivers|serverDrivers)\b/.test(text))
      (file.startsWith('libs/') ? drivers : serverOnly).push(file);
  }
  return { drivers, serverOnly };
}
const servers = testsNeedingServers();

/**
 * The screens' tests (those that ask for happy-dom). They run isolated, one module graph per file:
 * React roots, sonner's toasts and their timers, SWR's cache and the signed-in state are module state,
 * and a timer of one file must not fire into the next one's environment.
 */
const screens = testFiles(['libs', 'shell', 'mfe-admin', 'mfe-portal'])
  .filter(({ text }) => text.includes('@vitest-environment happy-dom'))
  .map(({ file }) => file);

/**
 * The journeys that start a platform of their own (replicas as separate processes, a fake Graph API of
 * their own) and drive no browser: most of their time is waiting (posts falling due over a minute, a
 * replica killed and started again, a broker stopped), so `npm test` runs them beside the other journeys,
 * which share the platform of e2e/global-setup.ts.
 */
const journeysApart = testFiles(['e2e'])
  .filter(
    ({ text }) =>
      /\bstart(?:PublishingPlatform|Processes)\(/.test(text) && !/\binject\(|support\/browser/.test(text),
  )
  .map(({ file }) => file);

/**
 * `expect.poll` waits for what another part does in its own time (an event relayed from the outbox, a
 * worker's turn). vitest's default of 1 s is too short on a loaded 2-core machine; a poll that
 * succeeds still returns at once.
 */
const poll = { expect: { poll: { timeout: 10_000 } } };

/**
 * The tests beside the code but the screens' share each worker's modules (`isolate: false`): PGlite's
 * WebAssembly and the services' code are loaded once per worker instead of once per file, which took
 * the unit tests from 8 minutes to 3 on two cores. Each file still makes its own databases, buses and
 * clocks, and a test must leave no global state behind (fake timers restored, mocks reset).
 */
/** The journeys (e2e/): one file at a time, on the platform as it runs in production. */
const journeys = {
  ...poll,
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 180_000,
  fileParallelism: false,
};

/**
 * The forked workers of the unit and service tests keep each regular expression interpreted until it has
 * run 100 times. A worker runs hundreds of files in one process (`isolate: false`) and the compliance
 * rules compile thousands of large expressions that most texts never run more than once: compiled to
 * machine code at their first run, one rule set took 134 MB of V8's code space and the fork ran out of it
 * (a heap out-of-memory in `RegExpMacroAssembler::GetCode`); interpreted, it takes 10 MB, and the corpora
 * run faster (18 s → 16 s), the hot expressions being compiled all the same.
 */
const FORK_EXEC_ARGV = ['--regexp-tier-up-ticks=100'];

const shared = {
  ...poll,
  isolate: false,
  environment: 'node' as const,
  setupFiles: ['./vitest.setup.ts'],
  // A test that compiles a new rule set (seconds alone) can take four times as long beside the journeys
  // on a loaded 2-core machine.
  testTimeout: 60_000,
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
          execArgv: FORK_EXEC_ARGV,
          include: codeTests,
          exclude: ['**/node_modules/**', ...servers.serverOnly, ...screens],
          env: { TEST_DRIVERS: 'pglite', TEST_MATRIX_DRIVER: 'postgres' },
        },
      },
      {
        // The screens, with happy-dom: part of the unit tests, each file in its own module graph.
        // In worker threads: a file's fresh module graph and page start faster there than in a forked
        // process (75 s → 57 s for the project on two cores); nothing in a screen needs a process.
        test: {
          ...shared,
          isolate: true,
          pool: 'threads',
          name: 'screens',
          include: screens,
        },
      },
      {
        // The same service tests on the real PostgreSQL server, and what needs it or NATS.
        test: {
          ...shared,
          name: 'integration',
          execArgv: FORK_EXEC_ARGV,
          include: [...servers.drivers, ...servers.serverOnly],
          env: { TEST_DRIVERS: 'postgres', TEST_MATRIX_DRIVER: 'postgres' },
        },
      },
      {
        test: {
          ...journeys,
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...journeysApart],
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
      {
        test: { ...journeys, name: 'e2e-apart', include: journeysApart },
      },
    ],
  },
});
