import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers of `npm run services`
import { runRecord } from './services-run.mjs';

const DATABASE = 'postgres://postgres:secret@127.0.0.1:5432/post_studio';

describe('what npm run services keeps between runs', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'services-run-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('finds the processes an earlier run left running, by name and pid', async () => {
    // A service of an earlier run whose supervisor was killed: still running its built entry.
    const orphan = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'svc-auth/dist/main.js']);
    try {
      writeFileSync(
        path.join(dataDir, 'services-run.json'),
        JSON.stringify({
          supervisor: 999_999_999,
          children: { 'svc-auth': orphan.pid, 'svc-posts': 999_999_998 },
        }),
      );
      expect(runRecord(dataDir, DATABASE).leftRunning()).toEqual([{ name: 'svc-auth', pid: orphan.pid }]);
    } finally {
      orphan.kill('SIGKILL');
    }
  });

  it('finds nothing after a run that stopped, nor a pid now taken by another program', () => {
    const first = runRecord(dataDir, DATABASE);
    first.begin();
    first.spawned('svc-auth', process.pid);
    // This test's own process runs no built service: its pid in the record is not one left behind.
    expect(runRecord(dataDir, DATABASE).leftRunning()).toEqual([]);
    first.end();
    expect(runRecord(dataDir, DATABASE).leftRunning()).toEqual([]);
  });

  it('keeps the logins svc-auth seeded into a database and gives them at every start, admin first', () => {
    const run = runRecord(dataDir, DATABASE);
    run.heard('Seeded business login: demo@poststudio.gr / b-secret at /business/login');
    run.heard('Seeded admin login: admin / (the password you set) at /admin');
    run.heard('{"level":30,"msg":"request"}');
    expect(runRecord(dataDir, DATABASE).logins()).toEqual([
      { area: 'admin', username: 'admin', password: 'the ADMIN_PASSWORD you set', path: '/admin' },
      { area: 'business', username: 'demo@poststudio.gr', password: 'b-secret', path: '/business/login' },
    ]);
    expect(runRecord(dataDir, 'postgres://postgres@127.0.0.1:5432/other').logins()).toEqual([]);
  });
});
