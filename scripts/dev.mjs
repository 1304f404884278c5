#!/usr/bin/env node
// `npm run dev`: the loop of one who works on a screen. Webpack rebuilds the shell and both remotes
// (development mode) into the dist folders the gateway serves whenever a source changes, and the whole
// platform runs from its TypeScript sources in one process (npm start's all-in-one: embedded PGlite
// under DATA_DIR, in-process bus, demo logins) that restarts when a service, gateway or kit file
// changes. Reload the browser to see a front-end change. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// Development builds land where production builds live: the next `npm start` must build them again.
rmSync(path.join(root, 'node_modules', '.cache', 'post-studio-build.sha256'), { force: true });

/** The commands of the loop: each app's webpack in watch mode, and the platform under tsx's watcher. */
const commands = [
  ...['shell', 'mfe-admin', 'mfe-portal'].map((app) => ({
    name: app,
    command: bin('webpack'),
    args: ['--config', 'webpack.config.mjs', '--watch', '--mode', 'development'],
    cwd: path.join(root, app),
  })),
  {
    name: 'platform',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'all-in-one/src/main.ts'],
    cwd: root,
  },
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
const children = commands.map(({ name, command, args, cwd }) => {
  const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout);
  prefix(child.stderr);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    // A watcher that ends leaves the loop half working: stop the rest and say which one ended.
    console.error(`[${name}] exited (${signal ?? code}); stopping npm run dev`);
    stop(1);
  });
  return child;
});

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
