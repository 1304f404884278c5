#!/usr/bin/env node
// `npm test`: biome (format and lint) first, then the type check and vitest's three projects side by
// side. The type check runs at the lowest CPU priority, so it takes only what the tests leave idle (the
// browser journeys spend much of their time waiting on processes, pages and clocks) and never slows a
// test down. Both must pass; the type check's report is printed once it ends.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args, { quietUntilEnd = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quietUntilEnd ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const lint = await run(bin('biome'), ['check', '.']);
if (lint.code !== 0) process.exit(lint.code);

const typecheck = run('nice', ['-n', '19', process.execPath, path.join(root, 'scripts', 'typecheck.mjs')], {
  quietUntilEnd: true,
});
const vitest = await run(bin('vitest'), ['run', ...process.argv.slice(2)]);
const types = await typecheck;
process.stdout.write(`\n== Type check (tsc)\n${types.output}`);
process.exit(vitest.code !== 0 ? vitest.code : types.code);
