import { createLogger, loadEnv } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { catalogEnv, catalogServiceOptions } from './env.ts';

const logger = createLogger('env-test', 'silent');

describe('svc-catalog configuration', () => {
  it('runs offline with nothing set, and treats empty variables as unset', () => {
    const env = loadEnv(catalogEnv, { OPENAI_API_KEY: '', IMAGE_SEARCH_PROVIDER: '', BRAVE_SEARCH_URL: '' });
    const options = catalogServiceOptions(env, logger);
    expect(options.writer).toMatchObject({ kind: 'offline', model: null });
    expect(options.imageSearch?.name).toBe('offline');
    expect(options.dataDir).toBe('./data');
  });

  it('uses OpenAI and Brave when their keys are set', () => {
    const env = loadEnv(catalogEnv, {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'gpt-4o-mini',
      BRAVE_SEARCH_KEY: 'brave-key',
      DATA_DIR: '/srv/data',
    });
    const options = catalogServiceOptions(env, logger);
    expect(options.writer).toMatchObject({ kind: 'openai', model: 'gpt-4o-mini' });
    expect(options.imageSearch?.name).toBe('brave');
    expect(options.dataDir).toBe('/srv/data');
  });

  it('names the bad variable', () => {
    expect(() => loadEnv(catalogEnv, { OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadEnv(catalogEnv, { IMAGE_SEARCH_PROVIDER: 'bing' })).toThrow(/IMAGE_SEARCH_PROVIDER/);
    expect(() => loadEnv(catalogEnv, { IMAGE_SEARCH_TIMEOUT_MS: 'soon' })).toThrow(/IMAGE_SEARCH_TIMEOUT_MS/);
  });
});
