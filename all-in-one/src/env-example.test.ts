import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger, loadEnv } from '@studio/kit';
import { authEnv } from '@studio/svc-auth/env';
import { socialEnv, socialServiceOptions } from '@studio/svc-social/env';
import { describe, expect, it } from 'vitest';

/** `.env.example` as docker-compose passes it on (`DATABASE_URL` made of POSTGRES_PASSWORD). */
function exampleEnv(): Record<string, string> {
  const text = readFileSync(path.join(import.meta.dirname, '../../.env.example'), 'utf8');
  const vars = Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return {
    ...vars,
    DATABASE_URL: `postgres://poststudio:${vars.POSTGRES_PASSWORD}@postgres:5432/poststudio`,
    FACEBOOK_SANDBOX: 'true',
  };
}

describe('.env.example copied unchanged', () => {
  it('stops svc-auth naming each placeholder secret', () => {
    const start = () => loadEnv(authEnv, exampleEnv());
    expect(start).toThrow(/TOKEN_SECRET: is the placeholder/);
    expect(start).toThrow(/ADMIN_PASSWORD: is the placeholder/);
    expect(start).toThrow(/DATABASE_URL: its password is the placeholder/);
  });

  it('stops svc-social on the all-zero SOCIAL_TOKEN_KEY, even with a real TOKEN_SECRET', () => {
    const { DATABASE_URL: _, ...example } = exampleEnv();
    const env = { ...example, TOKEN_SECRET: 'Zq4-8vTn1xR7bK2mW9pL3sY6cH0dF5gJ' };
    const start = () => socialServiceOptions(loadEnv(socialEnv, env), createLogger('test', 'silent'));
    expect(start).toThrow(/SOCIAL_TOKEN_KEY: has too little randomness/);
  });
});
