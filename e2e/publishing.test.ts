import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import {
  bringForward,
  type CallInit,
  createBusiness,
  expectPublished,
  imagesRead,
  okApi,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * A post scheduled a minute ahead goes out at its time to the connected page and Instagram account
 * (the local Facebook sandbox), shows Published with its ids, and the delete-post screen deletes the
 * Facebook post.
 */
describe('a scheduled post is published at its time', () => {
  const b = useBrowser();
  const tag = testTag();
  const productName = `Retinol Night Cream ${tag}`;
  const business = { email: `publish-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** A catalogue product with an image, the business with its company and that product. */
  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', productName);
    form.set('description', 'Κρέμα νυκτός με ρετινόλη για απαλή και λεία όψη.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'cream.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Ιατρείο ${tag}`,
      ...business,
      company: { companyName: `Ιατρείο ${tag}`, location: 'Ηράκλειο' },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    return token as string;
  }

  it('goes out to the page and Instagram, shows Published, and its Facebook post is deleted and marked so', {
    timeout: 240_000,
  }, async () => {
    const { page, context } = b;
    const token = await arrange();
    await signInAsBusiness(page, business);

    // Connect the sandbox's page and its Instagram account.
    await connectSandbox(page, b.baseUrl, token, { instagram: true });

    // The period's posts; the first moved to a minute from now, then scheduled on the screen.
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', token)).hasProducts, { timeout: 15_000 })
      .toBe(true);
    await page.goto('/business/campaigns');
    await page.getByRole('button', { name: 'Προγραμματισμός περιόδου' }).click();
    await page.getByRole('article').first().waitFor();
    const { bulkPosts } = await ok('/api/bulk-posts', token);
    const post = bulkPosts[0];
    const soon = new Date(Date.now() + 60_000);
    await ok(`/api/bulk-posts/${post.id}`, token, {
      method: 'PUT',
      json: { scheduledDate: soon.toISOString() },
    });
    // Its image is read for printed words in the background; scheduling waits for it (409) till then.
    await imagesRead(b.baseUrl, token);
    await page.reload();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click();
    await card.getByText('Προγραμματισμένη', { exact: true }).waitFor();
    await bringForward(b.baseUrl, token, post.id);

    // At its time it goes out; the screen shows it on the next visit (it does not poll).
    await expectPublished(b.baseUrl, token, post.id);
    // Its time has passed: it is among the past posts.
    await page.reload();
    await page.getByRole('button', { name: /^Παρελθοντικές \(1\)/ }).click();
    const publishedCard = page.getByRole('article').first();
    await publishedCard.getByText('Δημοσιεύτηκε', { exact: true }).waitFor();
    const published = (await ok('/api/bulk-posts', token)).bulkPosts.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(published.publishedPages.map((p: { platform: string }) => p.platform).sort()).toEqual([
      'facebook',
      'instagram',
    ]);
    const facebookPostId = published.publishedPages.find(
      (p: { platform: string }) => p.platform === 'facebook',
    ).postId as string;
    await publishedCard.getByText(facebookPostId).waitFor();

    // The sandbox's page shows what was published.
    const sandbox = await context.newPage();
    await sandbox.goto('/api/facebook-sandbox/pages');
    await sandbox.getByText(post.content.split('\n')[0]).first().waitFor();
    await sandbox.close();

    // The delete-post screen deletes the Facebook post.
    await page.goto('/business/delete-post');
    await page.getByLabel('Facebook').check();
    await page.getByLabel('Κωδικός ανάρτησης').fill(facebookPostId);
    await page.getByRole('button', { name: 'Διαγραφή' }).click();
    await page.getByText('The post was deleted successfully from Facebook').waitFor();
    expect(await page.getByLabel('Κωδικός ανάρτησης').inputValue()).toBe('');
    const after = await ok('/api/facebook-sandbox/published', token);
    const ids = after.pages.flatMap((p: { posts: { id: string }[] }) => p.posts.map((x) => x.id));
    expect(ids).not.toContain(facebookPostId);

    // The card says so: the Facebook page is marked deleted and no longer links to the dead post;
    // the post is still live on Instagram, so it stays published.
    const deletedAtOf = async () =>
      (await ok('/api/bulk-posts', token)).bulkPosts
        .find((p: { id: number }) => p.id === post.id)
        .publishedPages.find((p: { platform: string }) => p.platform === 'facebook').deletedAt ?? null;
    await expect.poll(deletedAtOf, { timeout: 15_000 }).not.toBeNull();
    await page.goto('/business/campaigns');
    await page.getByRole('button', { name: /^Παρελθοντικές \(1\)/ }).click();
    const pages = page.getByRole('article').first().getByRole('region', { name: 'Σελίδες δημοσίευσης' });
    await pages.getByText(/^Διαγράφηκε στις /).waitFor();
    expect(await pages.getByRole('link', { name: /^Διαγραφή της ανάρτησης/ }).count()).toBe(0);
    await page.getByRole('article').first().getByText('Δημοσιεύτηκε', { exact: true }).waitFor();
  });
});
