import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pngBytes } from '@studio/fakes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type CallInit, createBusiness, okApi } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * The words printed inside an image. svc-catalog reads them offline in the background; the
 * portal's media library shows them, and a post whose image says «BOTOX» cannot be scheduled.
 */
describe('the words printed inside an image', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `ocr-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (p: string, token: string, init?: CallInit) => okApi(b.baseUrl, p, token, init);

  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Hydra Serum ${tag}`);
    form.set('description', 'Ορός ενυδάτωσης για καθημερινή χρήση.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Ιατρείο ${tag}`,
      ...business,
      company: { companyName: `Ιατρείο ${tag}`, location: 'Πάτρα' },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    return token as string;
  }

  /** A poster with «BOTOX» printed large on it, as a clinic might have made one. */
  async function poster() {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
      <rect width="100%" height="100%" fill="#fbe9f0"/>
      <text x="80" y="260" font-size="150" font-family="sans-serif" font-weight="bold" fill="#2b1b30">BOTOX</text>
      <text x="80" y="420" font-size="70" font-family="sans-serif" fill="#2b1b30">-20% Νοέμβριο</text>
    </svg>`;
    const file = path.join(os.tmpdir(), `${tag}-poster.png`);
    await writeFile(file, await sharp(Buffer.from(svg)).png().toBuffer());
    return file;
  }

  it('shows the words read in an uploaded image, and refuses to schedule a post with it', {
    timeout: 180_000,
  }, async () => {
    const { page } = b;
    const token = await arrange();
    await signInAsBusiness(page, business);

    // The poster in the library: its words are read in the background, then shown with the block term.
    await page.goto('/portal/media');
    await page.getByLabel('Αρχείο εικόνας ή βίντεο', { exact: true }).setInputFiles(await poster());
    await page.getByLabel('Εναλλακτικό κείμενο').first().fill('Αφίσα προσφοράς');
    await page.getByRole('button', { name: 'Ανέβασμα' }).click();
    const item = page.getByRole('article', { name: 'Αφίσα προσφοράς' });
    await item.waitFor();
    // The library is read again when the page is: reload until the words are there.
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await item.getByRole('region', { name: 'Κείμενο στην εικόνα' }).textContent()) ?? '';
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toContain('BOTOX');
    await item.getByText('Απαγορεύεται', { exact: true }).waitFor();

    // A post of the period with the poster as its image.
    await page.goto('/business/campaigns');
    await page.getByRole('button', { name: 'Προγραμματισμός περιόδου' }).click();
    await page.getByRole('article').first().waitFor();
    const post = (await ok('/api/bulk-posts', token)).bulkPosts[0];
    const card = page
      .getByRole('article')
      .filter({ hasText: post.content.split('\n')[0] })
      .first();
    await card.getByRole('button', { name: 'Ενέργειες ανάρτησης' }).click();
    await card.getByRole('menuitem', { name: 'Εικόνες' }).click();
    const dialog = page.getByRole('dialog', { name: 'Εικόνες της ανάρτησης' });
    await dialog.getByRole('button', { name: 'Αφίσα προσφοράς' }).click();
    await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page.getByText('Οι εικόνες της ανάρτησης ενημερώθηκαν.').first().waitFor();

    // The card shows what the image says; scheduling is refused with the field, the phrase and the rule.
    await card.getByRole('region', { name: 'Κείμενο στην εικόνα' }).getByText('Απαγορεύεται').waitFor();
    await card.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click();
    await page
      .getByText(/«BOTOX» στο πεδίο «Κείμενο στην εικόνα» \(κανόνας: Φάρμακο μόνο με ιατρική συνταγή\)/)
      .first()
      .waitFor();
    await card.getByText('Πρόχειρη', { exact: true }).waitFor();
    const stored = (await ok('/api/bulk-posts', token)).bulkPosts.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(stored).toMatchObject({ isScheduled: false, postStatus: 'draft' });
  });
});
