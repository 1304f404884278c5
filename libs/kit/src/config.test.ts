import { describe, expect, it } from 'vitest';
import { baseEnv, loadEnv } from './config.ts';

describe('the settings every service reads', () => {
  it('keeps 10 database connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadEnv(baseEnv, {}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv(baseEnv, { DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
  });

  it('refuses a pool too small to take a migration lock beside a query, naming the variable', () => {
    expect(() => loadEnv(baseEnv, { DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadEnv(baseEnv, { DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
