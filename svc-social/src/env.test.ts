import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, loadEnv } from '@studio/kit';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_APP_SECRET_FILE, socialEnv, socialServiceOptions } from './env.ts';

const logger = createLogger('test', 'silent');
const secret = 'Zq4-8vTn1xR7bK2mW9pL3sY6cH0dF5gJ-e2';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'social-env-'));
const options = (vars: Record<string, string>) =>
  socialServiceOptions(loadEnv(socialEnv, { TOKEN_SECRET: secret, DATA_DIR: dataDir, ...vars }), logger);
const app = { FACEBOOK_APP_ID: 'id', FACEBOOK_APP_SECRET: randomBytes(16).toString('hex') };
const sandbox = { FACEBOOK_SANDBOX: 'true' };

describe('svc-social settings', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs the sandbox only when FACEBOOK_SANDBOX=true says so, with the defaults', () => {
    const o = options(sandbox);
    expect(o.facebook).toEqual({
      mode: 'sandbox',
      version: 'v25.0',
      appSecret: expect.any(String),
      instagramQuota: { total: 100, seconds: 86_400 },
    });
    expect(o.publicUrl).toEqual(['http://localhost:8080']);
    expect(o.tokenKey).toHaveLength(32);
    // Derived from TOKEN_SECRET: the same on every start.
    expect(options(sandbox).tokenKey).toEqual(o.tokenKey);
  });

  it('gives the sandbox an app secret of this installation, kept in DATA_DIR like the token secret', () => {
    const o = options(sandbox);
    const file = path.join(dataDir, SANDBOX_APP_SECRET_FILE);
    const kept = o.facebook.mode === 'sandbox' ? o.facebook.appSecret : undefined;
    expect(kept).toBe(readFileSync(file, 'utf8'));
    expect(kept).not.toBe('sandbox-secret');
    expect(kept!.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Every process on this DATA_DIR has the same; another installation has its own.
    expect(options(sandbox).facebook).toMatchObject({ appSecret: kept });
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'social-env-'));
    try {
      const other = socialServiceOptions(
        loadEnv(socialEnv, { TOKEN_SECRET: secret, DATA_DIR: elsewhere, ...sandbox }),
        logger,
      );
      expect(other.facebook).toMatchObject({ appSecret: expect.any(String) });
      expect(other.facebook).not.toMatchObject({ appSecret: kept });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('refuses a weak FACEBOOK_APP_SECRET or META_WEBHOOK_VERIFY_TOKEN by name', () => {
    expect(() => options({ ...app, FACEBOOK_APP_SECRET: 'secret' })).toThrow(
      /FACEBOOK_APP_SECRET: must be at least 32/,
    );
    expect(() => options({ ...app, FACEBOOK_APP_SECRET: 'deadbeef'.repeat(4) })).toThrow(
      /FACEBOOK_APP_SECRET: has too little randomness/,
    );
    expect(() => options({ ...app, FACEBOOK_APP_SECRET: 'change-me-to-the-secret-of-your-app' })).toThrow(
      /FACEBOOK_APP_SECRET: is the placeholder/,
    );
    expect(() => options({ ...sandbox, META_WEBHOOK_VERIFY_TOKEN: 'verify-me' })).toThrow(
      /META_WEBHOOK_VERIFY_TOKEN: must be at least 32/,
    );
    expect(() => options({ ...sandbox, META_WEBHOOK_VERIFY_TOKEN: 'token'.repeat(8) })).toThrow(
      /META_WEBHOOK_VERIFY_TOKEN: has too little randomness/,
    );
    const verifyToken = randomBytes(32).toString('hex');
    expect(options({ ...sandbox, META_WEBHOOK_VERIFY_TOKEN: verifyToken }).inbox.verifyToken).toBe(
      verifyToken,
    );
  });

  it('gives the sandbox the Instagram publishing limit it is told, and refuses a limit of none', () => {
    const small = options({
      ...sandbox,
      FACEBOOK_SANDBOX_INSTAGRAM_QUOTA: '2',
      FACEBOOK_SANDBOX_INSTAGRAM_QUOTA_SECONDS: '30',
    });
    expect(small.facebook).toMatchObject({ mode: 'sandbox', instagramQuota: { total: 2, seconds: 30 } });
    expect(() => options({ ...sandbox, FACEBOOK_SANDBOX_INSTAGRAM_QUOTA: '0' })).toThrow(
      /FACEBOOK_SANDBOX_INSTAGRAM_QUOTA/,
    );
  });

  it("gives the sandbox the fault mode's plan as written (FACEBOOK_SANDBOX_FAULTS), read when it loads", () => {
    const faulty = options({ ...sandbox, FACEBOOK_SANDBOX_FAULTS: 'status:rate_limited:2' });
    expect(faulty.facebook).toMatchObject({ mode: 'sandbox', faultPlan: 'status:rate_limited:2' });
  });

  it('refuses to start with neither a Facebook app nor the sandbox, or with both', () => {
    expect(() => options({})).toThrow(/FACEBOOK_SANDBOX=true for the local Facebook sandbox/);
    expect(() => options({ FACEBOOK_SANDBOX: 'false' })).toThrow(/FACEBOOK_APP_ID/);
    expect(() => options({ ...app, ...sandbox })).toThrow(/choose one/);
    expect(() => options({ FACEBOOK_SANDBOX: 'yes' })).toThrow(/FACEBOOK_SANDBOX/);
  });

  it('talks to the Graph API with an app id and secret, at the configured URLs and version', () => {
    const o = options({
      ...app,
      FACEBOOK_GRAPH_URL: 'http://graph.local/',
      FACEBOOK_GRAPH_VERSION: 'v22.0',
      PUBLIC_URL: 'https://studio.example/',
    });
    expect(o.facebook).toEqual({
      mode: 'graph',
      appId: 'id',
      appSecret: app.FACEBOOK_APP_SECRET,
      graphUrl: 'http://graph.local',
      dialogUrl: 'https://www.facebook.com',
      version: 'v22.0',
      timeoutMs: 15_000,
    });
    expect(o.publisher).toEqual({
      concurrency: 8,
      ackWaitMs: 10_000,
      leaseMs: 6_000,
      unknownOutcomeGraceMs: 60_000,
    });
    expect(
      options({
        ...app,
        PUBLISH_CONCURRENCY: '2',
        FACEBOOK_TIMEOUT_MS: '3000',
        PUBLISH_BACKOFF_MS: '500,2000',
        PUBLISH_ACK_WAIT_MS: '20000',
      }),
    ).toMatchObject({ publisher: { concurrency: 2, backoffMs: [500, 2000], ackWaitMs: 20_000 } });
    expect(o.publicUrl).toEqual(['https://studio.example']);
    expect(
      options({ ...sandbox, PUBLIC_URL: 'https://studio.example/, http://127.0.0.1:8080' }).publicUrl,
    ).toEqual(['https://studio.example', 'http://127.0.0.1:8080']);
  });

  it('has Meta fetch media from MEDIA_PUBLIC_URL, else from the first public address', () => {
    expect(
      options({ ...sandbox, PUBLIC_URL: 'https://studio.example, http://127.0.0.1:8080' }).mediaUrl,
    ).toBe('https://studio.example');
    expect(options({ ...sandbox, MEDIA_PUBLIC_URL: 'https://media.studio.example/' }).mediaUrl).toBe(
      'https://media.studio.example',
    );
    expect(() => options({ ...sandbox, MEDIA_PUBLIC_URL: 'ftp://media' })).toThrow(/MEDIA_PUBLIC_URL/);
  });

  it('takes SOCIAL_TOKEN_KEY as hex or base64 and refuses bad settings by name', () => {
    const key = randomBytes(32);
    expect(options({ ...sandbox, SOCIAL_TOKEN_KEY: key.toString('hex') }).tokenKey).toEqual(key);
    expect(options({ ...sandbox, SOCIAL_TOKEN_KEY: key.toString('base64') }).tokenKey).toEqual(key);
    expect(() => options({ ...sandbox, SOCIAL_TOKEN_KEY: 'short' })).toThrow(/SOCIAL_TOKEN_KEY/);
    expect(() => options({ ...sandbox, SOCIAL_TOKEN_KEY: '0'.repeat(64) })).toThrow(
      /SOCIAL_TOKEN_KEY: has too little randomness/,
    );
    expect(() => options({ FACEBOOK_APP_ID: 'only-id' })).toThrow(/FACEBOOK_APP_SECRET/);
    expect(() => options({ ...sandbox, FACEBOOK_GRAPH_VERSION: '21' })).toThrow(/FACEBOOK_GRAPH_VERSION/);
    expect(() => options({ ...sandbox, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => options({ ...sandbox, PUBLIC_URL: 'https://a.example,ftp://b.example' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(() => options({ ...sandbox, PUBLISH_BACKOFF_MS: '2s,10s' })).toThrow(/PUBLISH_BACKOFF_MS/);
  });
});
