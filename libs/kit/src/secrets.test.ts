import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseEnv, loadEnv } from './config.ts';
import { keyProblem, secretProblem } from './secrets.ts';

describe('secrets', () => {
  it('refuses a placeholder, a short secret and one of little randomness', () => {
    expect(secretProblem('change-me-a-secret-of-at-least-32-characters', 32)).toMatch(/placeholder/);
    expect(secretProblem(randomBytes(8).toString('hex'), 32)).toMatch(/at least 32/);
    expect(secretProblem('s'.repeat(40), 32)).toMatch(/randomness/);
    expect(secretProblem('abcd'.repeat(10), 32)).toMatch(/randomness/);
    expect(secretProblem(randomBytes(32).toString('hex'), 32)).toBeNull();
    expect(secretProblem(randomBytes(48).toString('base64url'), 32)).toBeNull();
  });

  it('refuses an all-zero or patterned key and takes a random one', () => {
    expect(keyProblem(new Uint8Array(32))).toMatch(/randomness/);
    expect(keyProblem(Buffer.from('01'.repeat(32), 'hex'))).toMatch(/randomness/);
    expect(keyProblem(randomBytes(32))).toBeNull();
  });

  it('names TOKEN_SECRET and DATABASE_URL when they keep the placeholders of .env.example', () => {
    const load = (vars: Record<string, string>) => () => loadEnv(baseEnv, vars);
    expect(load({ TOKEN_SECRET: 'change-me-a-secret-of-at-least-32-characters' })).toThrow(
      /TOKEN_SECRET: is the placeholder/,
    );
    expect(load({ TOKEN_SECRET: 'x'.repeat(44) })).toThrow(/TOKEN_SECRET: has too little randomness/);
    expect(
      load({ DATABASE_URL: 'postgres://poststudio:change-me-postgres-password@postgres:5432/poststudio' }),
    ).toThrow(/DATABASE_URL: its password is the placeholder/);
    // npm start sets none of them: its secret is generated and kept in DATA_DIR.
    expect(loadEnv(baseEnv, {}).TOKEN_SECRET).toBeUndefined();
  });

  describe('from files (NAME_FILE)', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('reads a setting from its file, trimmed, and checks it as any other', async () => {
      const secret = randomBytes(32).toString('hex');
      const file = path.join(dir, 'token-secret');
      await writeFile(file, `${secret}\n`);
      expect(loadEnv(baseEnv, { TOKEN_SECRET_FILE: file }).TOKEN_SECRET).toBe(secret);
      const weak = path.join(dir, 'weak');
      await writeFile(weak, 'short');
      expect(() => loadEnv(baseEnv, { TOKEN_SECRET_FILE: weak })).toThrow(/TOKEN_SECRET: must be at least/);
    });

    it('refuses a file that cannot be read, and a setting given both ways, by name', () => {
      expect(() => loadEnv(baseEnv, { TOKEN_SECRET_FILE: path.join(dir, 'missing') })).toThrow(
        /TOKEN_SECRET_FILE: cannot read .*missing \(ENOENT\)/,
      );
      const secret = randomBytes(32).toString('hex');
      expect(() => loadEnv(baseEnv, { TOKEN_SECRET: secret, TOKEN_SECRET_FILE: '/etc/hostname' })).toThrow(
        /TOKEN_SECRET_FILE: TOKEN_SECRET is set too/,
      );
      // Any setting of the schema, not only the secrets.
      const schema = z.object({ GREETING: z.string() });
      expect(() => loadEnv(schema, { GREETING_FILE: path.join(dir, 'nothing') })).toThrow(/GREETING_FILE/);
    });
  });
});
