import { describe, expect, it } from 'vitest';
import { createBusiness } from './support/api.ts';
import { adminToken, realLoginForm, useBrowser } from './support/browser.ts';
import { testTag } from './support/tag.ts';

/**
 * PUBLIC_URL lists two addresses of the platform (global-setup: 127.0.0.1 first, then localhost). A
 * business that signed in at the second connects Facebook and comes back to the second, signed in:
 * the login's return follows the address the browser used, not only the first one.
 */
describe('connecting Facebook from another address of the platform', () => {
  const b = useBrowser();

  it.each([390, 1366])('comes back signed in to the address it started from, at %i px', async (width) => {
    const tag = testTag();
    const business = { email: `other-address-${tag}@derma.gr`, password: 'clinic-secret' };
    await createBusiness(b.baseUrl, await adminToken(b.baseUrl), {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Αθήνα' },
    });
    const other = new URL(b.baseUrl);
    other.hostname = 'localhost';
    const { page } = b;
    await page.setViewportSize({ width, height: 900 });

    await page.goto(new URL('/business/login', other).toString());
    await realLoginForm(page);
    await page.getByLabel('Email').fill(business.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(business.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.waitForURL('**/business/products');
    await page.goto(new URL('/portal/platforms', other).toString());
    await page.getByRole('button', { name: 'Σύνδεση με Facebook' }).click();
    await page.getByRole('link', { name: 'Συνέχεια ως Demo Clinic' }).click();
    await page.waitForURL(/\/portal\/platforms$/);

    expect(new URL(page.url()).origin).toBe(other.origin);
    await page.getByText('Επιτυχής σύνδεση').waitFor();
    // Signed in there: the pages of the new connection are listed to choose from.
    await page.getByLabel('Κλινική Demo – Αθήνα').waitFor({ state: 'visible' });
  });
});
