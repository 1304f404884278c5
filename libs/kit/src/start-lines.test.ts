import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Runs `body` as a process's entry point (the kit's logger imported as `kit`), with LOG_FORMAT set. */
async function entryPoint(body: string, format: 'json' | 'short') {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'start-lines-')), 'main.mts');
  await writeFile(file, `import * as kit from ${JSON.stringify(logger)};\n${body}\n`);
  return run(tsx, [file], { env: { ...process.env, LOG_FORMAT: format } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe.concurrent('what a process says at start, in the format of its logs', () => {
  it('says a refused configuration as one fatal JSON line, and exits 1', async () => {
    const { code, stderr } = await entryPoint(
      `kit.reportFatalErrors('svc-posts');
       await Promise.resolve();
       throw new Error('Invalid configuration:\\n  TOKEN_SECRET: at least 32 characters');`,
      'json',
    );
    expect(code).toBe(1);
    const line = JSON.parse(stderr.trim());
    expect(line).toMatchObject({
      level: 60,
      service: 'svc-posts',
      msg: 'Invalid configuration:\n  TOKEN_SECRET: at least 32 characters',
      err: { type: 'Error' },
    });
  });

  it('says it as text for a person when the logs are short', async () => {
    const { code, stderr } = await entryPoint(
      `kit.reportFatalErrors('gateway'); throw new Error('port 8080 is taken');`,
      'short',
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/^gateway: Error: port 8080 is taken\n\s+at /);
  });

  it('gives the start banner as one JSON line when the logs are JSON, as lines on a terminal', async () => {
    const banner = `kit.sayAtStart(kit.createLogger('post-studio'), 'Post Studio is running',
      ['', '  Post Studio is running at http://localhost:8080', ''], { url: 'http://localhost:8080', logins: [{ login: 'demo / x' }] });`;
    const json = await entryPoint(banner, 'json');
    expect(JSON.parse(json.stdout.trim())).toMatchObject({
      service: 'post-studio',
      msg: 'Post Studio is running',
      url: 'http://localhost:8080',
      logins: [{ login: 'demo / x' }],
    });
    const short = await entryPoint(banner, 'short');
    expect(short.stdout).toBe('\n  Post Studio is running at http://localhost:8080\n\n');
  });
});
