import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createTestPlatform, type Driver } from '@studio/kit/testing';
import { createFacebookSandbox, SANDBOX_BASE_PATH } from './facebook/sandbox/sandbox.ts';
import { createSocialService } from './service.ts';

export const PUBLIC_URL = 'http://portal.test';
const CALLBACK_PATH = '/api/auth/facebook/callback';

/** The sandbox on a real local port, standing in for graph.facebook.com and www.facebook.com. */
export async function startFakeFacebook() {
  const sandbox = createFacebookSandbox();
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve(
        { fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
    },
  );
  return {
    sandbox,
    url: `http://127.0.0.1:${port}${SANDBOX_BASE_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * svc-social on a fresh database, talking over HTTP to the sandbox as if it were Facebook
 * (mode 'graph'), or with the sandbox mounted inside it as `npm start` runs it (mode 'sandbox').
 */
export async function socialHarness(driver: Driver, { mode = 'graph' }: { mode?: 'graph' | 'sandbox' } = {}) {
  const platform = await createTestPlatform(driver);
  const fake = await startFakeFacebook();
  const tokenKey = randomBytes(32);
  const service = createSocialService(platform, {
    publicUrl: PUBLIC_URL,
    tokenKey,
    facebook:
      mode === 'graph'
        ? {
            mode: 'graph',
            appId: 'test-app',
            appSecret: 'test-secret',
            graphUrl: fake.url,
            dialogUrl: fake.url,
            version: 'v21.0',
          }
        : { mode: 'sandbox', version: 'v21.0' },
  });
  await service.start();
  const { db } = platform.database;
  /** The Facebook the service talks to: the one on the port, or its own mounted copy. */
  const facebook = mode === 'graph' ? fake.sandbox : service.sandbox;

  const request = (method: string, path: string, { token, json }: { token?: string; json?: unknown } = {}) =>
    service.app.request(path, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  /** Fetches a URL of the dialog, wherever it lives: on the port, or inside the service. */
  const browse = (url: string) =>
    mode === 'graph' ? fetch(url, { redirect: 'manual' }) : service.app.request(url.replace(PUBLIC_URL, ''));

  let nextAccountId = 1000;
  const harness = {
    platform,
    service,
    db,
    facebook,
    tokenKey,
    request,
    /** A business token for a new (or the given) account. */
    async business(accountId = nextAccountId++) {
      const token = await platform.signer.issue(
        {
          sub: `admin-user:${accountId}`,
          sid: randomUUID(),
          role: 'business_admin',
          accountId,
          actingAdminId: null,
        },
        new Date(Date.now() + 3_600_000),
      );
      return { accountId, token };
    },
    /** GET /connect: where it sends the browser. */
    async startLogin(token: string): Promise<string> {
      const res = await request('GET', `/api/auth/facebook/connect?token=${encodeURIComponent(token)}`);
      if (res.status !== 302) throw new Error(`connect answered ${res.status}`);
      return res.headers.get('Location')!;
    },
    /** The consent page's choice: the callback URL Facebook sends the browser back to. */
    async consent(dialogUrl: string, choice: 'allow' | 'deny'): Promise<string> {
      const page = await browse(dialogUrl);
      const html = await page.text();
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => unescapeHtml(m[1]!));
      const link = links.find((l) => l.includes(`decision=${choice}`));
      if (!link) throw new Error(`no ${choice} link on the consent page (${page.status})`);
      const decided = await browse(new URL(link, dialogUrl).toString());
      return decided.headers.get('Location')!;
    },
    /** Follows the callback inside the service: where the browser ends up. */
    async callback(callbackUrl: string): Promise<string> {
      const url = new URL(callbackUrl);
      if (url.pathname !== CALLBACK_PATH) throw new Error(`unexpected callback ${callbackUrl}`);
      const res = await request('GET', `${url.pathname}${url.search}`);
      return res.headers.get('Location')!;
    },
    /** The whole Facebook login, consented: where the browser ends up. */
    async connect(token: string): Promise<string> {
      return harness.callback(await harness.consent(await harness.startLogin(token), 'allow'));
    },
    async close() {
      await service.stop();
      await platform.close();
      await fake.close();
    },
  };
  return harness;
}

export type SocialHarness = Awaited<ReturnType<typeof socialHarness>>;
