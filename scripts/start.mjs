#!/usr/bin/env node
// `npm start` on a fresh clone: install what is missing, build what is stale, run everything in one process.
// Only Node's own modules here: this runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// 1. Install when node_modules is missing or older than the lock file.
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing dependencies...');
  // npm install, not npm ci: the registry here lacks some other platforms' optional binaries, which npm ci
  // counts as a lock file out of sync. npm install keeps the locked versions all the same.
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['install', '--no-audit', '--no-fund']);
}

// 2. Build the shell and the remotes when their sources changed.
const { buildFrontends } = await import('./build-frontends.mjs');
buildFrontends();

// 3. Serve everything from one process, which a stop of `npm start` (Ctrl-C, or SIGTERM from a process
// manager) stops too: it is told, shuts down cleanly, and its exit code is npm start's.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'all-in-one', 'src', 'main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
