import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './chromium.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

/**
 * One browser per test file, a fresh context (empty storage) per test, a screenshot of the page
 * when a test fails, in e2e/artifacts.
 */
export function useBrowser() {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page; baseUrl: string };
  beforeAll(async () => {
    state.baseUrl = inject('baseUrl');
    state.browser = await launchChromium();
  });
  beforeEach(async () => {
    state.context = await state.browser.newContext({
      baseURL: state.baseUrl,
      locale: 'el-GR',
      timezoneId: 'Europe/Athens',
    });
    state.page = await state.context.newPage();
    state.page.setDefaultTimeout(15_000);
  });
  // The screenshot is taken here, before the context closes (onTestFailed would run after it).
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(ARTIFACTS, `${test.task.name.replace(/[^\w-]+/g, '_')}.png`);
      await state.page.screenshot({ path: file, fullPage: true });
    }
    await state.context?.close();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}

export const admin = () => inject('admin');

/** Signs the platform admin in through the login screen and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await realLoginForm(page);
  await page.getByLabel('Username').fill(admin().username);
  await page.getByLabel('Password').fill(admin().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard**');
}

/** An admin token for arranging data through the API, as the screens would. */
export async function adminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin()),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login failed: ${res.status}`);
  return body.token;
}

/**
 * Waits for the login screen's real form: the gateway paints a copy of it with the page, which gives way
 * once the remote's form is there. Typed into before that, the copy hands over what it holds; the tests
 * type into the real form, as a person does who waits for the page to load.
 */
export async function realLoginForm(page: Page): Promise<void> {
  await page.locator('#sign-in-skeleton').waitFor({ state: 'detached' });
}
