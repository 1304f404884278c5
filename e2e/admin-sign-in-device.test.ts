import { randomBytes } from 'node:crypto';
import { freePortRange, type NatsServer, startNatsServer } from '@studio/kit/testing';
import type { Browser } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { startProcesses } from '../scripts/processes.mjs';
import { realLoginForm } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * OWASP's device cookies: strangers failing on the admin's name slow themselves down,
 * never the owner in a browser that signed in before. On a platform of its own (svc-auth and the gateway
 * on a fresh database), as the failures it makes would slow every other browser test's admin down.
 */
describe('the admin sign-in held shut by strangers', () => {
  const admin = { username: 'admin', password: randomBytes(9).toString('base64url') };
  const database = `device_${randomBytes(5).toString('hex')}`;
  let nats: NatsServer;
  let processes: { stop: () => Promise<void>; url: string };
  let browser: Browser;

  beforeAll(async () => {
    const server = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await server.unsafe(`create database "${database}"`);
    await server.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    nats = await startNatsServer();
    const base = await freePortRange(2);
    processes = await startProcesses({
      only: ['svc-auth', 'gateway'],
      ports: { gateway: base, 'svc-auth': base + 1 },
      output: process.env.E2E_LOGS ? process.stdout : { write: () => true },
      env: {
        DATABASE_URL: url.toString(),
        NATS_URL: nats.url,
        PUBLIC_URL: `http://127.0.0.1:${base}`,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await processes?.stop();
    await nats?.dispose();
    const server = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await server.unsafe(`drop database if exists "${database}" with (force)`);
    await server.end();
  });

  /** A wait the stranger has earned that no request, however slow the machine, outlasts. */
  const LONG_WAIT_S = 8;

  it('lets the owner in from a browser that signed in before while a stranger is held back', async () => {
    const owner = await browser.newContext({ baseURL: processes.url, locale: 'en-GB' });
    const page = await owner.newPage();
    page.setDefaultTimeout(15_000);
    const signIn = async () => {
      await page.goto('/admin');
      await realLoginForm(page);
      await page.getByLabel('Username').fill(admin.username);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/admin/dashboard**');
    };
    await signIn();
    expect((await owner.cookies()).map((cookie) => cookie.name)).toContain('ps_admin_device');
    // Signed out (the session's token dropped); the browser keeps its device cookie.
    await page.evaluate(() => localStorage.clear());

    // A stranger (no cookie) tries wrong passwords, waiting out each delay they earn (a refused attempt
    // counts nothing, and the delays grow rather than lock), until the wait is far longer than a request
    // takes on a busy machine; then the right password: held back.
    const attempt = (password: string) =>
      fetch(`${processes.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: admin.username, password }),
      });
    let wait = 0;
    for (let i = 0; i < 30 && wait < LONG_WAIT_S; i++) {
      const response = await attempt(`wrong-${i}`);
      expect([401, 429]).toContain(response.status);
      if (response.status !== 429) continue;
      wait = Number(response.headers.get('retry-after'));
      if (wait < LONG_WAIT_S) await new Promise((resolve) => setTimeout(resolve, wait * 1_000));
    }
    expect(wait).toBeGreaterThanOrEqual(LONG_WAIT_S);
    const stranger = await attempt(admin.password);
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get('retry-after')).toMatch(/^\d+$/);

    // The owner's browser, with its device cookie, signs in at once.
    await signIn();
    await owner.close();
  }, 120_000);
});
