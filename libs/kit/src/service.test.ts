import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** The slow-start service as a process of its own, on the embedded database in memory; its log kept. */
function startService(env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'testing', 'slow-start-service.ts')],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        TOKEN_SECRET: 'a-token-secret-of-at-least-32-characters',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let log = '';
  let steps = '';
  child.stdout?.on('data', (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    steps += String(chunk);
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  children.push(child);
  return { child, log: () => messages(log, 'msg'), steps: () => messages(steps, 'step'), exited };
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The `key` of each JSON line of `text`. */
const messages = (text: string, key: 'msg' | 'step') =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as Record<string, string>)[key]);

describe('runServiceProcess', () => {
  it('stops cleanly on SIGTERM that comes while the service starts', { timeout: 60_000 }, async () => {
    const service = startService();
    await expect.poll(() => service.steps(), { timeout: 50_000 }).toEqual(['starting']);
    service.child.kill('SIGTERM');
    await expect.poll(() => service.log(), { timeout: 10_000 }).toContain('shutting down');
    // The start in hand finishes, then what it opened is undone; it never begins to listen.
    service.child.stdin?.write('go\n');
    expect(await service.exited).toEqual([0, null]);
    expect(service.steps()).toEqual(['starting', 'started', 'stopped']);
    expect(service.log()).toEqual([
      'platform opened',
      'NATS_URL is not set: events stay inside this process; set it when services run apart',
      'shutting down',
    ]);
  });

  it('waits for a database that is down with one clear line, and stops cleanly meanwhile', {
    timeout: 60_000,
  }, async () => {
    const service = startService({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/post_studio' });
    await expect
      .poll(() => service.log(), { timeout: 50_000 })
      .toContain(
        'waiting for the database at postgres://postgres@127.0.0.1:1/post_studio (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1); trying again every 1 s',
      );
    service.child.kill('SIGTERM');
    expect(await service.exited).toEqual([0, null]);
    // The service's own start never began, and nothing crashed.
    expect(service.steps()).toEqual([]);
    expect(service.log()).not.toContain('unhandled error');
  });
});
