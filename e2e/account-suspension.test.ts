import { pngBytes } from '@studio/fakes';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CallInit, createBusiness, generatePeriod, okApi, schedulePost } from './support/api.ts';
import { adminToken, realLoginForm, signInAsAdmin, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * The admin suspends an account on its account page; its post scheduled for the same
 * minute as another business's does not go out while the other one does, and its user cannot sign in.
 */
describe('an account the admin suspends publishes nothing', () => {
  const b = useBrowser();
  const tag = testTag();
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** A business with a product, its sandbox page connected in the browser, and its period's posts. */
  async function connectedBusiness(page: Page, admin: string, productId: number, name: string) {
    const email = `${name}-${tag}@clinic.gr`;
    const password = 'clinic-secret';
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${name} ${tag}`,
      email,
      password,
      company: { companyName: `Κλινική ${name} ${tag}`, location: 'Αθήνα' },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: productId } });
    await signInAsBusiness(page, { email, password });
    await connectSandbox(page, b.baseUrl, token);
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', token)).hasProducts, { timeout: 15_000 })
      .toBe(true);
    const { posts } = await generatePeriod(b.baseUrl, token);
    await page.evaluate(() => localStorage.clear());
    return { token, email, password, post: posts[0] as { id: number } };
  }

  it('holds back the suspended account’s post while the other account’s goes out', {
    timeout: 240_000,
  }, async () => {
    const { page } = b;
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Ορός Αναστολής ${tag}`);
    form.set('description', 'Ορός υαλουρονικού για καθημερινή ενυδάτωση.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const held = await connectedBusiness(page, admin, product.id, 'suspended');
    const marker = await connectedBusiness(page, admin, product.id, 'running');

    const at = new Date(Date.now() + 45_000).toISOString();
    for (const { token, post } of [held, marker]) {
      await ok(`/api/bulk-posts/${post.id}`, token, { method: 'PUT', json: { scheduledDate: at } });
      await schedulePost(b.baseUrl, token, post.id);
    }

    // The admin suspends the first account on its account page.
    const { accounts } = await ok(`/api/accounts?search=${encodeURIComponent(`suspended ${tag}`)}`, admin);
    const accountId = accounts[0].id as number;
    await signInAsAdmin(page);
    await page.goto(`/admin/dashboard/accounts?account=${accountId}`);
    await page.getByRole('button', { name: 'Suspend account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend account' }).click();
    await page.getByText(/^Suspended since/).waitFor();
    await page.getByRole('button', { name: 'Reactivate account' }).waitFor();

    // Its user is signed out, and told why on the login page.
    expect(
      (await fetch(`${b.baseUrl}/api/bulk-posts`, { headers: { Authorization: `Bearer ${held.token}` } }))
        .status,
    ).toBe(401);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/business/login');
    await realLoginForm(page);
    await page.getByLabel('Email').fill(held.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(held.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.getByText('Ο λογαριασμός της επιχείρησής σας έχει ανασταλεί').waitFor();

    // The other account's post of the same minute goes out: by then the scheduler has passed the held one.
    const stateOf = async (token: string, id: number) =>
      (await ok('/api/bulk-posts', token)).bulkPosts.find((p: { id: number }) => p.id === id).postStatus;
    await expect
      .poll(() => stateOf(marker.token, marker.post.id), { timeout: 120_000, interval: 2_000 })
      .toBe('published');
    const viaAdmin = await ok(`/api/account-posts/${accountId}`, admin);
    expect(viaAdmin.counts).toMatchObject({ scheduled: 1, published: 0, publishing: 0 });
  });
});
