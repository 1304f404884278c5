// Builds the shell and the remotes when their sources changed since the last build (or never were built).
// Only Node's own modules here: `npm start` calls it right after installing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', 'mfe-admin', 'mfe-portal'];
const sources = [
  ...apps,
  'libs/ui',
  'libs/web',
  'libs/calendar',
  'libs/previews',
  'libs/contracts',
  'libs/build',
];
const stamp = path.join(root, 'node_modules', '.cache', 'post-studio-build.sha256');

/** A digest of every source file the front-ends are built from. */
function digest() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(root, full)}\n`).update(readFileSync(full));
    }
  };
  for (const folder of sources) if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  hash.update(readFileSync(path.join(root, 'package-lock.json')));
  return hash.digest('hex');
}

export function buildFrontends({ force = false } = {}) {
  const current = digest();
  const built = apps.every((app) =>
    existsSync(path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js')),
  );
  if (!force && built && existsSync(stamp) && readFileSync(stamp, 'utf8') === current) return false;
  console.log('Building the shell and the remotes...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build:frontends'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`front-end build failed (exit ${result.status})`);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, current);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  buildFrontends({ force: process.argv.includes('--force') });
