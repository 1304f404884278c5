// Runs the services and the gateway as separate processes (the production topology, as docker-compose.yml
// describes it) on this machine: used by `npm run services` and by the browser tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** name, entry file, port variable and default port of each process. */
export const topology = [
  { name: 'svc-auth', entry: 'svc-auth/src/main.ts', port: 4001 },
  { name: 'svc-catalog', entry: 'svc-catalog/src/main.ts', port: 4002 },
  { name: 'svc-social', entry: 'svc-social/src/main.ts', port: 4003 },
  { name: 'svc-posts', entry: 'svc-posts/src/main.ts', port: 4004 },
  { name: 'gateway', entry: 'gateway/src/main.ts', port: 8080 },
];

/** The topology entry of a process: `svc-social-2` is a second replica of svc-social. */
const specOf = (name) => topology.find((p) => p.name === name.replace(/-\d+$/, ''));

/**
 * Starts every process with a shared environment; resolves once each answers /healthz.
 * `ports` moves them (e.g. for tests); `only` starts a subset, where `svc-social-2` names a second
 * replica of svc-social (its port in `ports`); output lines are prefixed by name.
 * Returns { stop(name?), start(name), url, env }.
 */
export async function startProcesses({
  env = {},
  ports = {},
  only,
  output = process.stdout,
  timeoutMs = 90_000,
} = {}) {
  const portOf = (name) => ports[name] ?? specOf(name).port;
  const shared = {
    ...process.env,
    TOKEN_SECRET: process.env.TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    AUTH_URL: `http://127.0.0.1:${portOf('svc-auth')}`,
    CATALOG_URL: `http://127.0.0.1:${portOf('svc-catalog')}`,
    SOCIAL_URL: `http://127.0.0.1:${portOf('svc-social')}`,
    POSTS_URL: `http://127.0.0.1:${portOf('svc-posts')}`,
    ...env,
  };
  const children = new Map();

  const start = (name) => {
    const spec = specOf(name);
    // Node itself with tsx's loader, not tsx's launcher: the child is the service, so a kill reaches it.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, spec.entry)], {
      cwd: root,
      env: { ...shared, PORT: String(portOf(name)) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) output.write(`[${name}] ${line}\n`);
      });
    };
    prefix(child.stdout);
    prefix(child.stderr);
    children.set(name, child);
    return waitHealthy(name, portOf(name), child, timeoutMs);
  };

  const stop = async (name) => {
    const names = name ? [name] : [...children.keys()].reverse();
    await Promise.all(
      names.map(
        (n) =>
          new Promise((resolve) => {
            const child = children.get(n);
            children.delete(n);
            if (!child || child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      ),
    );
  };

  const names = only ?? topology.map((p) => p.name);
  try {
    await Promise.all(names.filter((n) => n !== 'gateway').map(start));
    if (names.includes('gateway')) await start('gateway');
  } catch (error) {
    await stop();
    throw error;
  }
  return { start, stop, url: `http://127.0.0.1:${portOf('gateway')}`, env: shared, children };
}

async function waitHealthy(name, port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      // The gateway answers 503 while a service is down; it is up all the same.
      if (res.ok || name === 'gateway') return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become healthy on port ${port} within ${timeoutMs} ms`);
}
