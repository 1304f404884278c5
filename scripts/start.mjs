#!/usr/bin/env node
// `npm start` on a fresh clone: install what is missing, build what is stale, run everything in one process.
// Only Node's own modules here: this runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** A digest of every file under the given folders, to know whether a build is stale. */
function digest(folders) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(root, full)}\n`).update(readFileSync(full));
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  hash.update(readFileSync(path.join(root, 'package-lock.json')));
  return hash.digest('hex');
}

// 1. Install when node_modules is missing or older than the lock file.
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing dependencies (npm ci)...');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

// 2. Build the shell and the remotes when their sources changed since the last build.
const frontends = ['shell', 'mfe-admin', 'mfe-portal', 'libs/ui', 'libs/web', 'libs/contracts', 'libs/build'];
const stamp = path.join(root, 'node_modules', '.cache', 'post-studio-build.sha256');
const current = digest(frontends);
const built = ['shell', 'mfe-admin', 'mfe-portal'].every((app) => existsSync(path.join(root, app, 'dist')));
if (!built || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== current) {
  console.log('Building the shell and the remotes...');
  run(npm, ['run', 'build']);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, current);
}

// 3. Serve everything from one process.
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const child = spawnSync(tsx, [path.join(root, 'gateway', 'src', 'all-in-one.ts')], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(child.status ?? 0);
