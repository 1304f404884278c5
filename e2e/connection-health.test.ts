import { describe, expect, it } from 'vitest';
import {
  type CallInit,
  chooseNewProduct,
  createBusiness,
  generatePeriod,
  imagesRead,
  okApi,
  schedulePost,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * Connection health and alerts: a business that connects Facebook without the permission to
 * publish on Instagram is told so on the platforms step and by the banner on every other page; the post
 * that then goes out fails on Instagram, and the bell lists it, leading to its card.
 */
describe('a broken connection is told before and after a post fails', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `health-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** A catalogue product with an image, the business with its company and that product. */
  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Πάτρα' },
    });
    await chooseNewProduct(b.baseUrl, admin, token, {
      name: `Hyaluronic Serum ${tag}`,
      description: 'Ορός υαλουρονικού για ενυδάτωση και λάμψη κάθε μέρα.',
    });
    return token as string;
  }

  it('shows the banner of a missing permission, and the failed post in the bell', {
    timeout: 90_000,
  }, async () => {
    const { page } = b;
    const token = await arrange();
    await signInAsBusiness(page, business);

    // Connect, leaving out the permission to publish on Instagram ("Edit access" on the consent page).
    await page.goto('/business/platforms');
    await page.getByRole('button', { name: 'Σύνδεση με Facebook' }).click();
    await page.getByText('Επεξεργασία πρόσβασης / Edit access').click();
    await page.getByRole('checkbox', { name: 'instagram_content_publish' }).uncheck();
    await page.getByRole('button', { name: 'Συνέχεια με τις επιλεγμένες άδειες' }).click();
    await page.waitForURL(/\/portal\/platforms$/);
    await page.getByLabel('Κλινική Demo – Αθήνα').check();
    await page.getByLabel('Κλινική Demo (@clinic.demo.athens)').check();
    await page.getByRole('button', { name: 'Αποθήκευση επιλογών' }).click();

    // The platforms step says what is wrong and what to do.
    const panel = page.getByTestId('connection-health-panel');
    await panel.getByText(/Λείπει η άδεια instagram_content_publish/).waitFor();
    await panel.getByRole('button', { name: 'Επανασύνδεση με Facebook' }).waitFor();

    // Every other page of the portal carries the banner.
    await page
      .getByRole('link', { name: /Οι καμπάνιες μου/ })
      .first()
      .click();
    const banner = page.getByTestId('connection-health-banner');
    await banner.getByText('Η σύνδεση με το Facebook χρειάζεται διόρθωση').waitFor();
    await banner.getByText(/Λείπει η άδεια instagram_content_publish/).waitFor();

    // A post goes out in a few seconds: on Facebook it does, on Instagram it is refused.
    await generatePeriod(b.baseUrl, token);
    const { bulkPosts } = await ok('/api/bulk-posts', token);
    const post = bulkPosts[0];
    // Its image read for printed words first: a time two seconds away must not pass while it is.
    await imagesRead(b.baseUrl, token);
    await ok(`/api/bulk-posts/${post.id}`, token, {
      method: 'PUT',
      json: { scheduledDate: new Date(Date.now() + 2_000).toISOString() },
    });
    await schedulePost(b.baseUrl, token, post.id);
    const stateOf = async () =>
      (await ok('/api/bulk-posts', token)).bulkPosts.find((p: { id: number }) => p.id === post.id).postStatus;
    await expect.poll(stateOf, { timeout: 30_000, interval: 500 }).toBe('failed');

    // The bell has it (asked again on the next navigation), and leads to its card.
    await page
      .getByRole('link', { name: /Ημερολόγιο/ })
      .first()
      .click();
    await page.getByRole('button', { name: /^Ειδοποιήσεις: \d+ μη αναγνωσμέν/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ειδοποιήσεις' });
    const item = dialog.getByTestId('alert-item').filter({ hasText: 'δεν δημοσιεύτηκε' });
    await item.getByText(/instagram_content_publish/).waitFor();
    await item.getByRole('link', { name: 'Προβολή ανάρτησης' }).click();
    await page.waitForURL(new RegExp(`/campaigns\\?post=${post.id}$`));
    const card = page.locator('article[data-focused]');
    await card.getByText('Απέτυχε', { exact: true }).waitFor();
    // Read now (the page marks it read in the background): the bell counts one fewer.
    const readAt = async () =>
      (await ok('/api/alerts', token)).alerts.find((a: { kind: string }) => a.kind === 'post_failed').readAt;
    await expect.poll(readAt).not.toBeNull();
  });
});
