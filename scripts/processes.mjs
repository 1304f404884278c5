// Runs the services and the gateway as separate processes (the production topology, as docker-compose.yml
// describes it) on this machine: used by `npm run services`, the browser tests and the benchmark. Each runs
// its built JavaScript (`<package>/dist/main.js`, rebuilt first when stale) with node and the platform's
// flags (node-flags.mjs).
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, builtEntry } from './build.mjs';
import { NODE_FLAGS } from './node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exitWithParent = pathToFileURL(path.join(root, 'scripts', 'exit-with-parent.mjs')).href;

/** name, the variable `npm run services` reads its port from, and its default port. */
export const topology = [
  { name: 'svc-auth', portVariable: 'AUTH_PORT', port: 4001 },
  { name: 'svc-catalog', portVariable: 'CATALOG_PORT', port: 4002 },
  { name: 'svc-social', portVariable: 'SOCIAL_PORT', port: 4003 },
  { name: 'svc-posts', portVariable: 'POSTS_PORT', port: 4004 },
  { name: 'gateway', portVariable: 'PORT', port: 8080 },
];

/** The gateway's variable listing a service's addresses: AUTH_URL for svc-auth, … */
const urlVariableOf = (service) => `${service.replace(/^svc-/, '').toUpperCase()}_URL`;

/**
 * `replicas` processes of each service and one gateway, from the ports of the first ones: their names
 * (`svc-posts-2` is svc-posts' second), their ports (replica n on the first's port + 10 × (n − 1)) and the
 * variables that list every address of a service (AUTH_URL, CATALOG_URL, SOCIAL_URL, POSTS_URL), for the
 * gateway and for svc-posts' reads of svc-catalog's files.
 */
export function replicated(ports, replicas) {
  const names = [];
  const all = {};
  const urls = {};
  for (const { name } of topology) {
    const copies = name === 'gateway' ? 1 : replicas;
    const copyNames = Array.from({ length: copies }, (_, i) => (i === 0 ? name : `${name}-${i + 1}`));
    copyNames.forEach((copy, i) => {
      names.push(copy);
      all[copy] = ports[name] + 10 * i;
    });
    if (name !== 'gateway')
      urls[urlVariableOf(name)] = copyNames.map((copy) => `http://127.0.0.1:${all[copy]}`).join(',');
  }
  return { names, ports: all, urls };
}

/** The topology entry of a process: `svc-social-2` is a second replica of svc-social. */
const specOf = (name) => topology.find((p) => p.name === name.replace(/-\d+$/, ''));

/** The delay before restarting a process that died for the n-th time in a row: 1 s doubling to 30 s. */
export const restartDelayMs = (failures) => Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));

/** Lines of a process's output kept to tell why it died before it was healthy. */
const TAIL_LINES = 40;

/** A process that stayed up this long counts as healthy again: its next death waits 1 s. */
const STABLE_MS = 60_000;

/**
 * Starts every process with a shared environment (and `envOf[name]` on top, for one process of a
 * service: `envOf['svc-posts']` gives every replica of svc-posts); resolves once each answers /healthz.
 * `ports` moves them (e.g. for tests); `only` starts a subset, where `svc-social-2` names a second
 * replica of svc-social (its port in `ports`); output lines are prefixed by name.
 * With `restart`, a process that dies is reported and started again after `restartDelayMs`.
 * Each process stops when this one is gone (scripts/exit-with-parent.mjs), and is not started on a port
 * something else already listens on (a process an earlier run left behind would answer its health
 * checks). `onSpawn(name, child)` hears of each process started; `onLine(name, line)` of each line it writes.
 * In a terminal (and unless LOG_FORMAT says otherwise) the processes write short log lines, not JSON.
 * Returns { stop(name?), start(name), url, env, children }.
 */
export async function startProcesses({
  env = {},
  envOf = {},
  ports = {},
  only,
  output = process.stdout,
  timeoutMs = 90_000,
  restart = false,
  onSpawn = () => {},
  onLine = () => {},
} = {}) {
  const portOf = (name) => ports[name] ?? specOf(name).port;
  const shared = {
    ...(output.isTTY ? { LOG_FORMAT: 'short' } : {}),
    // As npm start and the image run them: glibc's default of 8 malloc arenas a core holds ~30 MB more
    // per idle process (README, Performance). An operator's own value wins.
    MALLOC_ARENA_MAX: '2',
    ...process.env,
    AUTH_URL: `http://127.0.0.1:${portOf('svc-auth')}`,
    CATALOG_URL: `http://127.0.0.1:${portOf('svc-catalog')}`,
    SOCIAL_URL: `http://127.0.0.1:${portOf('svc-social')}`,
    POSTS_URL: `http://127.0.0.1:${portOf('svc-posts')}`,
    ...env,
  };
  const children = new Map();
  const failures = new Map();
  const timers = new Set();
  let stopping = false;

  // Replicas of one service share one build, made once.
  const builds = new Map();
  const built = (pkg) => {
    if (!builds.has(pkg)) builds.set(pkg, buildServer(pkg));
    return builds.get(pkg);
  };

  const start = async (name) => {
    await built(specOf(name).name);
    await assertPortFree(name, portOf(name));
    const startedAt = Date.now();
    const child = spawn(
      process.execPath,
      [...NODE_FLAGS, '--import', exitWithParent, builtEntry(specOf(name).name)],
      {
        cwd: root,
        env: { ...shared, ...envOf[specOf(name).name], PORT: String(portOf(name)) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // Its last lines, told when it dies before it is healthy (the output may be thrown away).
    const tail = [];
    const closed = new Promise((resolve) => child.once('close', resolve));
    const prefix = (stream) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) {
          onLine(name, line);
          output.write(`[${name}] ${line}\n`);
          tail.push(line);
          if (tail.length > TAIL_LINES) tail.shift();
        }
      });
    };
    prefix(child.stdout);
    prefix(child.stderr);
    children.set(name, child);
    onSpawn(name, child);
    if (restart) {
      child.once('exit', (code, signal) => {
        if (stopping || children.get(name) !== child) return;
        const count = Date.now() - startedAt > STABLE_MS ? 1 : (failures.get(name) ?? 0) + 1;
        failures.set(name, count);
        const delay = restartDelayMs(count);
        output.write(
          `[${name}] exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s (failure ${count} in a row)\n`,
        );
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (stopping) return;
          start(name).then(
            () => output.write(`[${name}] restarted and healthy\n`),
            (error) => output.write(`[${name}] restart failed: ${error.message}\n`),
          );
        }, delay);
        timers.add(timer);
      });
    }
    return waitHealthy(name, portOf(name), child, timeoutMs, { tail, closed });
  };

  const stop = async (name) => {
    if (!name) {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
    }
    const names = name ? [name] : [...children.keys()].reverse();
    await Promise.all(
      names.map(
        (n) =>
          new Promise((resolve) => {
            const child = children.get(n);
            children.delete(n);
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
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

/**
 * A process that died before it was healthy leaves its last lines in a file too (in the system's temporary
 * folder), as a long test run's report may show only the end of the error. Answers where, for the message.
 */
async function keepLastWords(name, tail) {
  try {
    const dir = path.join(os.tmpdir(), 'post-studio-failed-starts');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${name}.log`);
    await writeFile(file, `${tail.join('\n')}\n`);
    return ` (its last lines are kept in ${file})`;
  } catch {
    return '';
  }
}

/** Refuses to start a process on a port something listens on already (on any address, as they listen). */
async function assertPortFree(name, port) {
  const free = await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
  if (!free)
    throw new Error(
      `${name}: port ${port} is already in use (a process of an earlier run still running?); stop what listens there (\`lsof -i :${port}\` or \`ss -ltnp\` names it) and start again`,
    );
}

async function waitHealthy(name, port, child, timeoutMs, { tail, closed }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      // Its output streams may still hold its last words.
      await closed;
      const said = tail.length > 0 ? `; its last lines:\n${tail.join('\n')}` : '';
      const kept = await keepLastWords(name, tail);
      throw new Error(
        `${name} exited with ${child.signalCode ?? `code ${child.exitCode}`} before it was healthy${kept}${said}`,
      );
    }
    try {
      // The gateway is up when its process answers (/livez), whatever the services behind it say.
      const route = name === 'gateway' ? '/livez' : '/healthz';
      const res = await fetch(`http://127.0.0.1:${port}${route}`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become healthy on port ${port} within ${timeoutMs} ms`);
}
