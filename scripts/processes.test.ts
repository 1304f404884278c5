import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { freePortRange } from '@studio/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { NODE_FLAGS } from './node-flags.mjs';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { replicated, restartDelayMs, startProcesses } from './processes.mjs';

const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** Whether `pid` runs (a process that ended but is not reaped yet does not). */
function isRunning(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

type Platform = { stop(): Promise<void>; children: Map<string, { pid: number; kill(signal: string): void }> };

describe('npm run services’ processes', () => {
  it('runs two of each service on the next ports with --replicas 2, the gateway given every address', () => {
    const first = {
      'svc-auth': 4001,
      'svc-catalog': 4002,
      'svc-social': 4003,
      'svc-posts': 4004,
      gateway: 8080,
    };
    const { names, ports, urls } = replicated(first, 2);
    expect(names).toEqual([
      'svc-auth',
      'svc-auth-2',
      'svc-catalog',
      'svc-catalog-2',
      'svc-social',
      'svc-social-2',
      'svc-posts',
      'svc-posts-2',
      'gateway',
    ]);
    expect(ports).toMatchObject({ 'svc-auth-2': 4011, 'svc-posts-2': 4014, gateway: 8080 });
    expect(urls).toEqual({
      AUTH_URL: 'http://127.0.0.1:4001,http://127.0.0.1:4011',
      CATALOG_URL: 'http://127.0.0.1:4002,http://127.0.0.1:4012',
      SOCIAL_URL: 'http://127.0.0.1:4003,http://127.0.0.1:4013',
      POSTS_URL: 'http://127.0.0.1:4004,http://127.0.0.1:4014',
    });
    expect(replicated(first, 1).names).toEqual([
      'svc-auth',
      'svc-catalog',
      'svc-social',
      'svc-posts',
      'gateway',
    ]);
  });

  it('waits 1 s before restarting a dead process, doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('tells the last lines of a process that died before it was healthy', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'processes-'));
    const port = await freePortRange(1);
    try {
      const starting = startProcesses({
        only: ['svc-auth'],
        ports: { 'svc-auth': port },
        // A setting it refuses: it stops at once, saying which.
        env: {
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'processes-admin',
          LOG_LEVEL: 'warn',
          DATABASE_POOL_SIZE: '1',
        },
        output: quiet(),
      });
      const error = await starting.then(
        () => null,
        (failure: Error) => failure,
      );
      expect(error?.message).toMatch(
        /^svc-auth exited with code 1 before it was healthy \(its last lines are kept in \S+\); its last lines:\n[\s\S]*DATABASE_POOL_SIZE/,
      );
      // The same lines in the file it names, for a report that shows only the end of the error.
      const kept = /kept in (\S+)\)/.exec(error?.message ?? '')?.[1] as string;
      expect(await readFile(kept, 'utf8')).toMatch(/DATABASE_POOL_SIZE/);
      await rm(kept, { force: true });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('starts nothing on a port something already answers on, whose health checks would pass for its own', async () => {
    const port = await freePortRange(1);
    const taken = http.createServer((_request, response) => response.writeHead(200).end('{"status":"ok"}'));
    await new Promise<void>((resolve) => taken.listen(port, resolve));
    try {
      const starting = startProcesses({ only: ['svc-auth'], ports: { 'svc-auth': port }, output: quiet() });
      await expect(starting).rejects.toThrow(`svc-auth: port ${port} is already in use`);
    } finally {
      taken.close();
    }
  });

  it('leaves none of its processes running when it is killed with SIGKILL', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'processes-'));
    const port = await freePortRange(1);
    const script = `
      const { startProcesses } = await import(${JSON.stringify(path.join(import.meta.dirname, 'processes.mjs'))});
      const p = await startProcesses({ only: ['svc-auth'], ports: { 'svc-auth': ${port} }, restart: true });
      console.log('started ' + p.children.get('svc-auth').pid);`;
    const supervisor = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'processes-admin', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let said = '';
      supervisor.stdout.on('data', (chunk) => {
        said += String(chunk);
      });
      await expect.poll(() => said, { timeout: 100_000 }).toMatch(/started \d+/);
      const service = Number(/started (\d+)/.exec(said)![1]);
      supervisor.kill('SIGKILL');
      await expect.poll(() => isRunning(service), { timeout: 10_000 }).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      supervisor.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe('with a process killed', () => {
    let dataDir: string;
    let platform: Platform | undefined;
    let output = '';
    afterAll(async () => {
      await platform?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('reports it and starts it again, healthy', { timeout: 120_000 }, async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'processes-'));
      const port = await freePortRange(1);
      const sink = new Writable({
        write(chunk, _encoding, done) {
          output += String(chunk);
          done();
        },
      });
      // The embedded database and the in-process bus: no server needed.
      platform = (await startProcesses({
        only: ['svc-auth'],
        ports: { 'svc-auth': port },
        env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'processes-admin', LOG_LEVEL: 'warn' },
        output: sink,
        restart: true,
      })) as Platform;
      const first = platform.children.get('svc-auth')?.pid;
      platform.children.get('svc-auth')?.kill('SIGKILL');

      await expect
        .poll(() => output, { timeout: 10_000 })
        .toContain('[svc-auth] exited (SIGKILL); restarting in 1 s');
      await expect.poll(() => output, { timeout: 90_000 }).toContain('[svc-auth] restarted and healthy');
      expect(platform.children.get('svc-auth')?.pid).not.toBe(first);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      // Idle connections are kept long enough for the gateway to let them go first (SERVICE_KEEP_ALIVE_MS).
      expect(health.headers.get('keep-alive')).toBe('timeout=60');
      // Two malloc arenas, as under npm start and in the image (about 30 MB less per idle process).
      const environ = await readFile(`/proc/${platform.children.get('svc-auth')?.pid}/environ`, 'utf8');
      expect(environ.split('\0')).toContain('MALLOC_ARENA_MAX=2');
      // And node's flags for the platform's processes (garbage collection on the JavaScript thread).
      const cmdline = await readFile(`/proc/${platform.children.get('svc-auth')?.pid}/cmdline`, 'utf8');
      expect(cmdline.split('\0')).toEqual(expect.arrayContaining(NODE_FLAGS));
    });
  });
});
