import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import { type CallInit, createBusiness, generatePeriod, okApi, schedulePost } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

const greek = new Intl.NumberFormat('el-GR', { maximumFractionDigits: 0 });

/**
 * A post published to the sandbox's page has its numbers read from the (sandbox) Graph API
 * right after it went out (INSIGHTS_FIRST_AFTER_MS=0 in global-setup.ts), and they show on the
 * analytics screen and on its card (the admin's Analytics has its component test).
 */
describe('a published post’s numbers', () => {
  const b = useBrowser();
  const tag = testTag();
  const productName = `Ορός Αποτελεσμάτων ${tag}`;
  const business = { email: `analytics-${tag}@clinic.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  it('show on the analytics screen and on the post’s card', { timeout: 90_000 }, async () => {
    const { page } = b;
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', productName);
    form.set('description', 'Ορός υαλουρονικού για καθημερινή ενυδάτωση.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική Αποτελεσμάτων ${tag}`,
      ...business,
      company: { companyName: `Κλινική Αποτελεσμάτων ${tag}`, location: 'Πάτρα' },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });

    await signInAsBusiness(page, business);
    await connectSandbox(page, b.baseUrl, token);
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', token)).hasProducts, { timeout: 15_000 })
      .toBe(true);

    // One post of the period, due in a few seconds.
    const { posts } = await generatePeriod(b.baseUrl, token);
    const post = posts[0] as { id: number };
    const at = new Date(Date.now() + 2_500).toISOString();
    await ok(`/api/bulk-posts/${post.id}`, token, { method: 'PUT', json: { scheduledDate: at } });
    await schedulePost(b.baseUrl, token, post.id);
    const resultsOf = async () =>
      (await ok('/api/analytics/posts', token)).posts.find((p: { postId: number }) => p.postId === post.id);
    await expect.poll(resultsOf, { timeout: 40_000, interval: 500 }).toBeTruthy();
    const results = await resultsOf();
    expect(results.reach).toBeGreaterThan(0);

    await page.goto('/portal/analytics');
    const top = page.getByTestId('analytics-top-post').first();
    await top.getByText(productName, { exact: true }).waitFor();
    await top.getByText(greek.format(results.reach), { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Ανά προϊόν' }).waitFor();

    await page.goto('/portal/campaigns');
    await page.getByRole('button', { name: /^Παρελθοντικές/ }).click();
    const numbers = page.getByRole('region', { name: 'Αποτελέσματα της ανάρτησης' }).first();
    await numbers.getByText(greek.format(results.reach), { exact: true }).waitFor();
  });
});
