#!/usr/bin/env node
// `npm start` on a fresh clone, before the server: install what is missing, build what is stale. The
// start script then `exec`s node on the built all-in-one process, so that server is npm start's only
// process beside npm itself (a stop of npm start reaches it, its exit code is npm start's).
// Only Node's own modules here: this runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// 1. Install when node_modules is missing or older than the lock file.
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing dependencies...');
  // npm install, not npm ci: the registry here lacks some other platforms' optional binaries, which npm ci
  // counts as a lock file out of sync. npm install keeps the locked versions all the same.
  const result = spawnSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['install', '--no-audit', '--no-fund'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// 2. Build the front-ends and the all-in-one process when their sources changed.
const { build } = await import('./build.mjs');
await build({ only: ['all-in-one'] });
