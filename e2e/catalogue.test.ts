import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import { adminToken, signInAsAdmin, useBrowser } from './support/browser.ts';
import { testTag } from './support/tag.ts';

/** The admin runs the catalogue of medical products: by hand, and with AI. */
describe('the admin runs the product catalogue', () => {
  const b = useBrowser();
  const tag = testTag();
  const productName = `Hyaluronic Serum ${tag}`;

  /** Products made through the API, so the list has more than one page. */
  async function arrangeProducts(count: number) {
    const token = await adminToken(b.baseUrl);
    for (let i = 0; i < count; i++) {
      const form = new FormData();
      form.set('name', `Filler ${tag} ${String.fromCharCode(65 + i)}`);
      form.set('description', 'A hyaluronic acid filler for lips and cheeks.');
      form.set('status', i % 2 === 0 ? 'active' : 'draft');
      const res = await fetch(`${b.baseUrl}/api/products`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(res.status).toBe(201);
    }
  }

  it('adds a product with an image and two example posts, finds, sorts, pages, edits and deletes it', async () => {
    const { page } = b;
    await arrangeProducts(5);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Medical Products' }).click();

    await page.getByRole('button', { name: 'Add Product' }).click();
    const add = page.getByRole('dialog', { name: 'Add Product' });
    await add.getByLabel('Product name').fill('X');
    await add.getByRole('button', { name: 'Save Product' }).click();
    await add.getByText('Product name must be at least 2 characters.').waitFor();
    await add.getByLabel('Product name').fill(productName);
    await add.getByLabel('Description').fill('Ένας ορός με υαλουρονικό οξύ για βαθιά ενυδάτωση.');
    await add
      .getByLabel('Image')
      .setInputFiles({ name: 'serum.png', mimeType: 'image/png', buffer: pngBytes(40, 40) });
    await add.getByRole('button', { name: 'Add example post' }).click();
    await add.getByLabel('Example post 1').fill('Η επιδερμίδα σας θα σας ευχαριστήσει! 💧');
    await add.getByRole('button', { name: 'Add example post' }).click();
    await add.getByLabel('Example post 2').fill('Ενυδάτωση που διαρκεί όλη μέρα.');
    await add.getByRole('button', { name: 'Save Product' }).click();
    await add.waitFor({ state: 'hidden' });

    await page.getByLabel('Search products').fill(tag);
    await page.getByText('Showing 1 to 5 of 6 products').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 6 to 6 of 6 products').waitFor();
    await page.getByLabel('Sort products').selectOption({ label: 'Name (A-Z)' });
    await page.getByText('Showing 1 to 5 of 6 products').waitFor();
    const firstRow = page.getByRole('row').nth(1);
    await expect.poll(() => firstRow.textContent()).toContain(`Filler ${tag} A`);

    await page.getByLabel('Search products').fill(productName);
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByRole('button', { name: `2 example posts of ${productName}` }).waitFor();
    const image = row.getByRole('button', { name: `View image of ${productName}` });
    await image.waitFor();

    await row.getByRole('button', { name: `Edit ${productName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect.poll(() => edit.getByLabel('Product name').inputValue()).toBe(productName);
    await edit.getByLabel('Status').selectOption('draft');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByText('Draft').waitFor();

    await row.getByRole('button', { name: `Delete ${productName}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete product' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('No products found').waitFor();
  });

  it('creates a product with AI: ranked images, a replaced image, then the product in the table', async () => {
    const { page } = b;
    const aiName = `Vitamin C Booster ${tag}`;
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Medical Products' }).click();
    await page.getByRole('button', { name: 'AI Generate Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Generate Product' });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByText('Please enter a product name').waitFor();
    await dialog.getByLabel('Product name').fill(aiName);
    await dialog.getByRole('button', { name: 'Generate' }).click();

    const images = dialog.getByRole('list', { name: 'Ranked images' }).getByRole('listitem');
    await expect.poll(() => images.count(), { timeout: 30_000 }).toBe(3);
    expect(await dialog.getByLabel('Description').inputValue()).not.toBe('');
    await dialog
      .getByText(/Score \d+\/100/)
      .first()
      .waitFor();

    const second = images.nth(1).getByRole('img');
    const before = await second.getAttribute('src');
    await dialog.getByRole('button', { name: 'Replace image 2' }).click();
    await expect.poll(() => images.nth(1).getByRole('img').getAttribute('src')).not.toBe(before);

    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.getByLabel('Search products').fill(aiName);
    const row = page.getByRole('row').filter({ hasText: aiName });
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: `View image of ${aiName}` }).waitFor();
  });
});
