import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { okApi } from './api.ts';
import { realLoginForm } from './browser.ts';

/** The page and Instagram account the Facebook sandbox's person "Demo Clinic" offers. */
export const SANDBOX_PAGE = 'Κλινική Demo – Αθήνα';
export const SANDBOX_INSTAGRAM = 'Κλινική Demo (@clinic.demo.athens)';

/** Signs a business user in on the portal's login screen and waits until the portal takes them on. */
export async function signInAsBusiness(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/business/login');
  await realLoginForm(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(user.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  // Each role lands on its own work: a medical reviewer on «Ιατρικός έλεγχος».
  await page.waitForURL(/\/business\/(setup|products|platforms|campaigns|medical-review)/);
}

/**
 * Connects the sandbox's person on the platforms screen and saves its page, and its Instagram account
 * when asked, waiting until the selection is stored; then turns the statistics and the inbox on.
 */
export async function connectSandbox(
  page: Page,
  baseUrl: string,
  token: string,
  { instagram = false }: { instagram?: boolean } = {},
): Promise<void> {
  await page.goto('/business/platforms');
  await page.getByRole('button', { name: 'Σύνδεση με Facebook' }).click();
  await page.getByRole('link', { name: 'Συνέχεια ως Demo Clinic' }).click();
  await page.waitForURL(/\/portal\/platforms$/);
  await page.getByLabel(SANDBOX_PAGE).check();
  if (instagram) await page.getByLabel(SANDBOX_INSTAGRAM).check();
  await page.getByRole('button', { name: 'Αποθήκευση επιλογών' }).click();
  await expect
    .poll(async () => (await okApi(baseUrl, '/api/selected-pages', token)).selectedPages.length)
    .toBe(instagram ? 2 : 1);
  // The statistics and the inbox are turned on one by one, each with a new consent for its permissions.
  for (const feature of ['Στατιστικά αναρτήσεων', 'Εισερχόμενα']) {
    const row = page.getByTestId('meta-features').getByRole('listitem', { name: feature });
    await row.getByRole('button', { name: 'Ενεργοποίηση' }).click();
    await page.getByRole('link', { name: 'Συνέχεια ως Demo Clinic' }).click();
    await page.waitForURL(/\/portal\/platforms$/);
    await row.getByText('Ενεργή', { exact: true }).waitFor();
  }
}
