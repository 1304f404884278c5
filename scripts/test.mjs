#!/usr/bin/env node
// `npm test`: biome (format and lint) first, then runs side by side: the type check, the tests beside the
// code (vitest's `unit`, `screens` and `integration` projects) and, once the front-ends and the server
// processes are built (scripts/build.mjs, when stale), the journeys in two runs: those on the shared
// platform with a browser (`e2e`) and those that start a platform of their own and mostly wait on it
// (`e2e-apart`: replicas killed and started again, posts falling due over a minute). Each journeys' run
// goes one file at a time; vitest would run such a project only after every other one, leaving the
// machine half idle while the journeys wait on processes, pages and clocks, so each is its own vitest
// process. The type check runs at the lowest CPU priority, so it takes only what the tests leave idle and
// never slows a test down. Every run must pass; each line is prefixed with its run.
// Arguments (`npm test -- e2e/calendar.test.ts`) go to one vitest run over every project.
// The runs' lines interleave, so the end of the output repeats the last lines of each run that failed:
// vitest's list of failed tests is there, where a CI log that keeps only its tail still shows it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const TAIL_LINES = 200;
/**
 * The code tests' workers: one fewer than the cores, so the journeys (a browser, the platform's processes)
 * keep a core of their own. Two workers beside them on two cores kept three busy runs on two cores and
 * slowed each: the code tests took 1,762 s beside the journeys, 420 s alone.
 */
const CODE_WORKERS = Math.max(1, availableParallelism() - 1);

/**
 * Runs a command; its output goes to the terminal as it comes (each line prefixed), or all at the end.
 * Resolves with its exit code, its whole output (quietUntilEnd) and its last lines (prefixed runs).
 */
function run(command, args, { prefix = '', quietUntilEnd = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: prefix || quietUntilEnd ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    const tail = [];
    const pending = { stdout: '', stderr: '' };
    const take = (stream) => (chunk) => {
      if (quietUntilEnd) {
        output += chunk;
        return;
      }
      const lines = (pending[stream] + chunk).split('\n');
      pending[stream] = lines.pop() ?? '';
      for (const line of lines) {
        process[stream].write(`${prefix}${line}\n`);
        tail.push(line);
      }
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    };
    child.stdout?.on('data', take('stdout'));
    child.stderr?.on('data', take('stderr'));
    const finish = (code, message = '') => {
      for (const stream of ['stdout', 'stderr'])
        if (pending[stream]) process[stream].write(`${prefix}${pending[stream]}\n`);
      resolve({
        code,
        output: output + message,
        tail: [...tail, pending.stdout, pending.stderr].filter(Boolean),
      });
    };
    child.on('error', (error) => finish(1, `${error.message}\n`));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const lint = await run(bin('biome'), ['check', '.']);
if (lint.code !== 0) process.exit(lint.code);

const typecheck = run('nice', ['-n', '19', process.execPath, path.join(root, 'scripts', 'typecheck.mjs')], {
  quietUntilEnd: true,
});
const args = process.argv.slice(2);
/** The front-ends and the server processes the journeys start, built (when stale) before they start. */
const built = () =>
  run(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { prefix: '[build] ' }).then(
    ({ code, tail }) => {
      if (code !== 0) throw new Error(`the build failed:\n${tail.join('\n')}`);
    },
  );
/** A journeys' run once the build is done (a failed build fails it). */
const afterBuild = (building, project, prefix) =>
  building.then(
    () => run(bin('vitest'), ['run', '--project', project], { prefix }),
    (error) => ({ code: 1, output: '', tail: [error.message] }),
  );
let runs;
if (args.length > 0) runs = [{ name: 'vitest', result: run(bin('vitest'), ['run', ...args]) }];
else {
  const code = run(
    bin('vitest'),
    [
      'run',
      '--project',
      'unit',
      '--project',
      'screens',
      '--project',
      'integration',
      `--maxWorkers=${CODE_WORKERS}`,
    ],
    { prefix: '[code] ' },
  );
  const building = built();
  runs = [
    { name: 'unit + screens + integration', result: code },
    { name: 'e2e', result: afterBuild(building, 'e2e', '[e2e]  ') },
    { name: 'e2e-apart', result: afterBuild(building, 'e2e-apart', '[apart] ') },
  ];
}
const results = [];
for (const { name, result } of runs) results.push({ name, ...(await result) });
const types = await typecheck;
process.stdout.write(`\n== Type check (tsc)\n${types.output}`);
for (const { name, code, tail } of results)
  if (code !== 0 && runs.length > 1)
    process.stdout.write(`\n== ${name} failed; its last lines\n${tail.join('\n')}\n`);
results.push({ name: 'type check', code: types.code });

process.stdout.write('\n== npm test\n');
for (const { name, code } of results) process.stdout.write(`${code === 0 ? 'passed' : 'FAILED'}  ${name}\n`);
process.exit(results.find(({ code }) => code !== 0)?.code ?? 0);
