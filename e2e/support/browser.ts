import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

/** Debian's Chromium; the tests never download a browser of their own. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

/**
 * One browser per test file, a fresh context (empty storage) per test, a screenshot of the page
 * when a test fails, in e2e/artifacts.
 */
export function useBrowser() {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page; baseUrl: string };
  beforeAll(async () => {
    state.baseUrl = inject('baseUrl');
    state.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
  });
  beforeEach(async (test) => {
    state.context = await state.browser.newContext({
      baseURL: state.baseUrl,
      locale: 'el-GR',
      timezoneId: 'Europe/Athens',
    });
    state.page = await state.context.newPage();
    state.page.setDefaultTimeout(15_000);
    test.onTestFailed(async () => {
      mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(ARTIFACTS, `${test.task.name.replace(/[^\w-]+/g, '_')}.png`);
      await state.page.screenshot({ path: file, fullPage: true });
    });
  });
  afterEach(async () => {
    await state.context?.close();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}

export const admin = () => inject('admin');
