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

  it('keeps mails in the log with no SMTP server set, and links to the default public origin', () => {
    const env = loadEnv(postsEnv, { SMTP_URL: '' });
    const options = postsServiceOptions(env, logger);
    expect(options.mailer.delivery).toBe('kept');
    expect(options.publicUrl).toEqual(['http://localhost:8080']);
    expect(env.MAIL_FROM).toBe('Post Studio <no-reply@localhost>');
  });

  it('sends through SMTP when SMTP_URL is set, and links to PUBLIC_URL without its trailing slash', () => {
    const env = loadEnv(postsEnv, {
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Κλινική <hello@example.com>',
      PUBLIC_URL: 'https://studio.example.com/',
    });
    const options = postsServiceOptions(env, logger);
    expect(options.mailer.delivery).toBe('smtp');
    expect(options.publicUrl).toEqual(['https://studio.example.com']);
    expect(loadEnv(postsEnv, { SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadEnv(postsEnv, { SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv(postsEnv, { SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('names the bad variable', () => {
    expect(() => loadEnv(postsEnv, { OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });

  it('hands a post with no outcome over again after 30 minutes, or PUBLISH_REHANDOVER_AFTER_MS', () => {
    expect(postsServiceOptions(loadEnv(postsEnv, {}), logger).rehandoverAfterMs).toBe(30 * 60_000);
    const env = loadEnv(postsEnv, { PUBLISH_REHANDOVER_AFTER_MS: '5000' });
    expect(postsServiceOptions(env, logger).rehandoverAfterMs).toBe(5_000);
    expect(() => loadEnv(postsEnv, { PUBLISH_REHANDOVER_AFTER_MS: '10' })).toThrow(
      /PUBLISH_REHANDOVER_AFTER_MS/,
    );
  });

  it('reads the stored files from CATALOG_URL’s replicas, and has none without it', () => {
    expect(postsServiceOptions(loadEnv(postsEnv, {}), logger).storedFiles).toBeUndefined();
    const env = loadEnv(postsEnv, { CATALOG_URL: 'http://svc-catalog:4002, http://svc-catalog-2:4002' });
    expect(env.CATALOG_URL).toEqual(['http://svc-catalog:4002', 'http://svc-catalog-2:4002']);
    expect(postsServiceOptions(env, logger).storedFiles).toBeTypeOf('function');
    expect(() => loadEnv(postsEnv, { CATALOG_URL: 'svc-catalog:4002' })).toThrow(/CATALOG_URL/);
  });
});
