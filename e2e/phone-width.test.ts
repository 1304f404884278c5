import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseNewProduct, createBusiness, publishFirstPost } from './support/api.ts';
import { adminToken, signInAsAdmin, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { sideways } from './support/layout.ts';
import { testTag } from './support/tag.ts';

const PHONE = { width: 390, height: 844 };

/**
 * Opens each screen at 390 px, waits for what shows it has its data (`shows`, a Playwright selector), and
 * finds nothing past the edge.
 */
async function sweep(page: Page, screens: { path: string; shows: string }[]) {
  await page.setViewportSize(PHONE);
  const found: Record<string, string[]> = {};
  for (const { path, shows } of screens) {
    await page.goto(path);
    await page.locator(`${shows} >> visible=true`).first().waitFor();
    // Images settle the layout; the live stream keeps the network busy, so no wait for it to go idle. A lazy
    // image (the calendar's thumbnails, of a fixed size) below the fold loads only when scrolled to, so only
    // the eager ones are waited for.
    await page
      .waitForFunction(() =>
        [...document.images].every((image) => image.complete || image.loading === 'lazy'),
      )
      .catch(async (error: Error) => {
        const pending = await page.evaluate(() =>
          [...document.images]
            .filter((image) => !image.complete && image.loading !== 'lazy')
            .map((image) => image.currentSrc || image.src),
        );
        throw new Error(`${path}: images still loading: ${pending.join(', ')} (${error.message})`);
      });
    const past = await sideways(page);
    if (past.length > 0) found[path] = past;
  }
  expect(found).toEqual({});
}

/**
 * Every screen of the portal and of the admin, with a business's data in it (a product, its page, a
 * written period, a published post), fits a 390 px phone: nothing scrolls sideways.
 */
describe('the screens on a phone', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `phone-${tag}@derma.gr`, password: 'clinic-secret' };

  it('fits every portal and admin screen in 390 px, with data in them', { timeout: 300_000 }, async () => {
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική Αισθητικής Ιατρικής ${tag}`,
      ...business,
      company: { companyName: `Κλινική Αισθητικής Ιατρικής ${tag}`, location: 'Θεσσαλονίκη' },
    });
    await chooseNewProduct(b.baseUrl, admin, token, {
      name: `Ορός υαλουρονικού οξέος εντατικής ενυδάτωσης ${tag}`,
      description: 'Ορός ενυδάτωσης με υαλουρονικό οξύ για ξηρές και αφυδατωμένες επιδερμίδες.',
    });
    await signInAsBusiness(b.page, business);
    await connectSandbox(b.page, b.baseUrl, token);
    await publishFirstPost(b.baseUrl, token);

    await sweep(b.page, [
      { path: '/portal/setup', shows: 'text=Στοιχεία επιχείρησης' },
      { path: '/portal/products', shows: `text=Ορός υαλουρονικού οξέος εντατικής ενυδάτωσης ${tag}` },
      { path: '/portal/platforms', shows: 'text=Demo Clinic' },
      { path: '/portal/campaigns', shows: 'text=Προγραμματισμένες αναρτήσεις' },
      { path: '/portal/calendar', shows: 'text=Ημερολόγιο' },
      { path: '/portal/media', shows: 'text=Βιβλιοθήκη πολυμέσων' },
      { path: '/portal/analytics', shows: 'text=Αποτελέσματα' },
      { path: '/portal/inbox', shows: 'text=Εισερχόμενα' },
      { path: '/portal/team', shows: `text=${business.email}` },
      { path: '/portal/medical-review', shows: 'text=Ιατρικός έλεγχος' },
    ]);

    await signInAsAdmin(b.page);
    await sweep(b.page, [
      { path: '/admin/dashboard', shows: 'h1' },
      { path: '/admin/dashboard/accounts', shows: `text=Κλινική Αισθητικής Ιατρικής ${tag}` },
      {
        path: '/admin/dashboard/products',
        shows: `text=Ορός υαλουρονικού οξέος εντατικής ενυδάτωσης ${tag}`,
      },
      { path: '/admin/dashboard/calendar', shows: 'h1' },
      { path: '/admin/dashboard/analytics', shows: 'h1' },
      { path: '/admin/dashboard/compliance', shows: 'h1' },
      { path: '/admin/dashboard/media', shows: 'h1' },
      { path: '/admin/dashboard/reports', shows: 'h1' },
      { path: '/admin/dashboard/audit-log', shows: 'h1' },
      { path: '/admin/dashboard/llm-config', shows: 'h1' },
      { path: '/admin/dashboard/settings', shows: 'h1' },
    ]);
  });
});
