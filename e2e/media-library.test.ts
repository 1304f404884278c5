import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { networkImagePath } from '@studio/contracts';
import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import { bringForward, type CallInit, createBusiness, expectPublished, okApi } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * The media library. A photo of a person without consent is refused for a post; an image
 * uploaded to the library and chosen for a post is the one the sandbox's page shows once published.
 */
describe('the media library', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `media-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (p: string, token: string, init?: CallInit) => okApi(b.baseUrl, p, token, init);

  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Vitamin C Serum ${tag}`);
    form.set('description', 'Ορός βιταμίνης C για λάμψη και ομοιόμορφο τόνο.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Ιατρείο ${tag}`,
      ...business,
      company: { companyName: `Ιατρείο ${tag}`, location: 'Βόλος' },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    return token as string;
  }

  /** An image file on disk for the file chooser. */
  async function imageFile(name: string, size: number) {
    const file = path.join(os.tmpdir(), `${tag}-${name}`);
    await writeFile(file, pngBytes(size, size));
    return file;
  }

  it('refuses a photo of a person without consent, and publishes the library image chosen for a post', {
    timeout: 240_000,
  }, async () => {
    const { page, context } = b;
    const token = await arrange();
    await signInAsBusiness(page, business);

    // The sandbox's page.
    await connectSandbox(page, b.baseUrl, token);

    // Two uploads: the clinic's room, and a patient's photo without consent.
    await page.goto('/portal/media');
    const upload = async (file: string, altText: string, person: boolean) => {
      await page.getByLabel('Αρχείο εικόνας ή βίντεο', { exact: true }).setInputFiles(file);
      await page.getByLabel('Εναλλακτικό κείμενο').first().fill(altText);
      if (person) await page.getByLabel('Δείχνει πρόσωπο (π.χ. ασθενή)').first().check();
      await page.getByRole('button', { name: 'Ανέβασμα' }).click();
      await page.getByRole('article', { name: altText }).waitFor();
    };
    // A 6 MB photo is refused in Greek when chosen, before anything is sent.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/media')
        uploads.push(request.url());
    });
    await page.getByLabel('Αρχείο εικόνας ή βίντεο', { exact: true }).setInputFiles({
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await page.getByText('Η φωτογραφία είναι 6 MB· το όριο είναι 5 MB.').waitFor();
    expect(uploads).toEqual([]);

    await upload(await imageFile('room.png', 64), 'Η αίθουσα θεραπειών', false);
    await upload(await imageFile('patient.png', 48), 'Ασθενής μετά τη θεραπεία', true);
    await page
      .getByRole('article', { name: 'Ασθενής μετά τη θεραπεία' })
      .getByText('Χωρίς συναίνεση')
      .waitFor();
    const { media } = await ok('/api/media', token);
    const room = media.find((m: { altText: string | null }) => m.altText === 'Η αίθουσα θεραπειών');

    // The period's posts; the first moved to a minute from now.
    await page.goto('/business/campaigns');
    await page.getByRole('button', { name: 'Προγραμματισμός περιόδου' }).click();
    await page.getByRole('article').first().waitFor();
    const post = (await ok('/api/bulk-posts', token)).bulkPosts[0];
    await ok(`/api/bulk-posts/${post.id}`, token, {
      method: 'PUT',
      json: { scheduledDate: new Date(Date.now() + 60_000).toISOString() },
    });
    await page.reload();
    const card = page.getByRole('article').first();
    const pick = async (altText: string) => {
      await card.getByRole('button', { name: 'Ενέργειες ανάρτησης' }).click();
      await card.getByRole('menuitem', { name: 'Εικόνες' }).click();
      const dialog = page.getByRole('dialog', { name: 'Εικόνες της ανάρτησης' });
      await dialog.getByRole('button', { name: altText }).click();
      await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
      return dialog;
    };

    // The patient's photo: refused by the server, in Greek; the post keeps its product's image.
    const dialog = await pick('Ασθενής μετά τη θεραπεία');
    await page
      .getByText(/δείχνει πρόσωπο χωρίς καταγεγραμμένη συναίνεση/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Ακύρωση' }).click();
    const imageIdsOf = async () =>
      (await ok('/api/bulk-posts', token)).bulkPosts.find((p: { id: number }) => p.id === post.id).imageIds;
    expect(await imageIdsOf()).toEqual([]);

    // The room's photo is chosen, then the post scheduled.
    await pick('Η αίθουσα θεραπειών');
    await page.getByText('Οι εικόνες της ανάρτησης ενημερώθηκαν.').first().waitFor();
    expect(await imageIdsOf()).toEqual([room.id]);
    // A post is scheduled once the words printed in its images are read (409 until then): on a loaded
    // machine the room's reading may still be under way.
    await expect
      .poll(
        async () =>
          (await ok('/api/media', token)).media.find((m: { id: number }) => m.id === room.id).imageTextStatus,
        { timeout: 60_000 },
      )
      .not.toBe('pending');
    await card.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click();
    await card.getByText('Προγραμματισμένη', { exact: true }).waitFor();
    await bringForward(b.baseUrl, token, post.id);

    // Published with the chosen image, and the library says which post uses it.
    await expectPublished(b.baseUrl, token, post.id);
    const published = await ok('/api/facebook-sandbox/published', token);
    // Facebook is handed the chosen image as it takes it (svc-catalog's variant of the same file).
    expect(JSON.stringify(published)).toContain(networkImagePath(room.url, 'facebook'));
    const sandbox = await context.newPage();
    await sandbox.goto('/api/facebook-sandbox/pages');
    await sandbox.getByText(post.content.split('\n')[0]).first().waitFor();
    await sandbox.close();
    await expect
      .poll(
        async () =>
          (await ok('/api/media', token)).media.find((m: { id: number }) => m.id === room.id).usedByPostIds,
      )
      .toEqual([post.id]);
  });
});
