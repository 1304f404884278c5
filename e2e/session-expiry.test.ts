import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createBusiness } from './support/api.ts';
import { admin, adminToken, realLoginForm, signInAsAdmin, useBrowser } from './support/browser.ts';
import { testTag } from './support/tag.ts';

/** Ends the page's session the way a logout in another tab or device does: the server revokes it. */
async function signOutElsewhere(page: Page, baseUrl: string, storageKey: string): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), storageKey);
  if (!token) throw new Error(`no ${storageKey} in the page`);
  const { status } = await callApi(baseUrl, '/api/auth/logout', token, { method: 'POST' });
  expect(status).toBe(200);
}

/**
 * A session that ends while the user works (logout elsewhere, expiry): the first refused call takes
 * the user to the sign-in of their area, which says so and names the dialog whose input was not
 * saved; signing in again leads back to the same page. On a phone and on a laptop.
 */
describe.each([390, 1366])('a session that ends mid-work, %i px wide', (width) => {
  const b = useBrowser();

  it('takes the admin to the admin sign-in and back to the same screen', async () => {
    const { page } = b;
    await page.setViewportSize({ width, height: 860 });
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard/accounts');
    await page.getByRole('button', { name: 'Create account' }).click();
    const create = page.getByRole('dialog', { name: 'Create account' });
    await create.getByLabel('Business name').fill('Κλινική που δεν αποθηκεύτηκε');

    await signOutElsewhere(page, b.baseUrl, 'auth_token');
    await create.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/admin$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Your session has expired' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('What you typed in “Create account” was not saved');
    await realLoginForm(page);
    await page.getByLabel('Username').fill(admin().username);
    await page.getByLabel('Password').fill(admin().password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard/accounts');
    await page.getByRole('button', { name: 'Create account' }).waitFor();
  });

  it('takes the business to its login and back to the same step', async () => {
    const { page, baseUrl } = b;
    await page.setViewportSize({ width, height: 860 });
    const suffix = testTag();
    const business = {
      businessName: `Ιατρείο ${suffix}`,
      email: `expiry-${suffix}@clinic.gr`,
      password: 'expiry-secret',
      company: { companyName: `Ιατρείο ${suffix}`, location: 'Πάτρα' },
    };
    await createBusiness(baseUrl, await adminToken(baseUrl), business);
    await page.goto('/business/login');
    await realLoginForm(page);
    await page.getByLabel('Email').fill(business.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(business.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.waitForURL('**/business/products');
    await page.goto('/business/setup');
    await expect.poll(() => page.getByLabel('Τοποθεσία').inputValue()).toBe('Πάτρα');

    await signOutElsewhere(page, baseUrl, 'business_token');
    await page.getByLabel('Τοποθεσία').fill('Λάρισα');
    await page.getByRole('button', { name: 'Αποθήκευση' }).click();

    await page.waitForURL('**/business/login');
    await page.getByRole('alert').filter({ hasText: 'Η σύνδεσή σας έληξε' }).waitFor();
    await realLoginForm(page);
    await page.getByLabel('Email').fill(business.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(business.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.waitForURL('**/business/setup');
    await expect.poll(() => page.getByLabel('Τοποθεσία').inputValue()).toBe('Πάτρα');
  });
});
