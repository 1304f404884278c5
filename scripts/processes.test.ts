import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { freePortRange } from '@studio/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { restartDelayMs, startProcesses } from './processes.mjs';

type Platform = { stop(): Promise<void>; children: Map<string, { pid: number; kill(signal: string): void }> };

describe('npm run services’ processes', () => {
  it('waits 1 s before restarting a dead process, doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('tells the last lines of a process that died before it was healthy', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'processes-'));
    const port = await freePortRange(1);
    // Its port is taken (by a server that answers 503): it cannot listen.
    const taken = http.createServer((_request, response) => response.writeHead(503).end());
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const starting = startProcesses({
        only: ['svc-auth'],
        ports: { 'svc-auth': port },
        env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'processes-admin', LOG_LEVEL: 'warn' },
        output: new Writable({ write: (_chunk, _encoding, done) => done() }),
      });
      await expect(starting).rejects.toThrow(
        /^svc-auth exited with code 1 before it was healthy; its last lines:\n[\s\S]*EADDRINUSE/,
      );
    } finally {
      taken.close();
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
    });
  });
});
