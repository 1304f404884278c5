import { createLogger, loadEnv } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { postsEnv, postsServiceOptions } from './env.ts';

const logger = createLogger('env-test', 'silent');

describe('svc-posts configuration', () => {
  it('writes offline with nothing set, and treats an empty key as unset', () => {
    const env = loadEnv(postsEnv, { OPENAI_API_KEY: '' });
    expect(env.PORT).toBe(4004);
    expect(postsServiceOptions(env, logger).writer).toMatchObject({ kind: 'offline', model: null });
  });

  it('uses OpenAI when its key is set', () => {
    const env = loadEnv(postsEnv, { OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-4o-mini' });
    expect(postsServiceOptions(env, logger).writer).toMatchObject({ kind: 'openai', model: 'gpt-4o-mini' });
  });

  it('names the bad variable', () => {
    expect(() => loadEnv(postsEnv, { OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });
});
