import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptSecret, resolveTokenSecret } from './secret.ts';

const run = promisify(execFile);

describe('resolveTokenSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses TOKEN_SECRET when it is set and writes nothing', async () => {
    expect(resolveTokenSecret('x'.repeat(32), dataDir)).toBe('x'.repeat(32));
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('generates a secret once and gives the same one at every later start', () => {
    const first = resolveTokenSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveTokenSecret(undefined, dataDir)).toBe(first);
  });

  it('gives processes starting together on one DATA_DIR one secret, leaving no stray file', async () => {
    const script = `import { resolveTokenSecret } from ${JSON.stringify(path.resolve(import.meta.dirname, 'secret.ts'))};
      process.stdout.write(resolveTokenSecret(undefined, process.argv[1]));`;
    const secrets = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { stdout } = await run(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '--eval',
          script,
          dataDir,
        ]);
        return stdout;
      }),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(dataDir)).toEqual(['token-secret']);
  });

  it('refuses a token-secret file of little strength, naming the file', async () => {
    const file = path.join(dataDir, 'token-secret');
    for (const weak of ['secret', 'a'.repeat(48), 'change-me-a-secret-of-at-least-32-characters']) {
      await writeFile(file, `${weak}\n`);
      expect(() => resolveTokenSecret(undefined, dataDir)).toThrow(file);
    }
    const strong = 'Zq4-8vTn1xR7bK2mW9pL3sY6cH0dF5gJ-e2';
    await writeFile(file, strong);
    expect(resolveTokenSecret(undefined, dataDir)).toBe(strong);
  });

  it('keeps a secret per name and installation: the same on the same DATA_DIR, another elsewhere', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'secret-'));
    try {
      const sandbox = keptSecret(dataDir, 'sandbox-app-secret');
      expect(keptSecret(dataDir, 'sandbox-app-secret')).toBe(sandbox);
      expect(resolveTokenSecret(undefined, dataDir)).not.toBe(sandbox);
      expect(keptSecret(other, 'sandbox-app-secret')).not.toBe(sandbox);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
