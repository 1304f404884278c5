#!/usr/bin/env node
// `npm run typecheck`: tsc over every package with its own tsconfig.json (browser packages with the DOM's
// types, server packages' code with Node's only, all extending tsconfig.base.json), and over the server
// packages' tests (tsconfig.tests.json: they also drive fetch the way a browser does), two at a time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const configs = [
  '.',
  ...workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern],
  ),
]
  .map((dir) => path.join(dir, 'tsconfig.json'))
  .filter((config) => existsSync(path.join(root, config)))
  .concat('tsconfig.tests.json');

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const check = (config) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', config], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ config, ok: code === 0, output }));
  });

const queue = [...configs];
const failed = [];
await Promise.all(
  [1, 2].map(async () => {
    for (let config = queue.shift(); config; config = queue.shift()) {
      const result = await check(config);
      console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${config}`);
      if (!result.ok) failed.push(result);
    }
  }),
);
for (const { output } of failed) process.stdout.write(output);
process.exit(failed.length > 0 ? 1 : 0);
