import { facePhoto } from '@studio/svc-catalog/faces/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type CallInit,
  callApi,
  chooseNewProduct,
  createBusiness,
  generatePeriod,
  imagesRead,
  okApi,
  schedulePost,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { recordConsent } from './support/media.ts';
import { testTag } from './support/tag.ts';

type Item = { id: number; altText: string | null; showsPerson: boolean; faces: unknown[] };

/**
 * Faces found offline: a portrait uploaded without the person tick is found to show a person, cannot go
 * into a post until the consent is recorded in the ledger, and a blurred copy is made in one click.
 */
describe('faces need consent', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `faces-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (p: string, token: string, init?: CallInit) => okApi(b.baseUrl, p, token, init);

  it('refuses a portrait without consent, lets it through once consent is recorded, and blurs a copy', {
    timeout: 300_000,
  }, async () => {
    const { page } = b;
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Βόλος' },
    });
    await chooseNewProduct(b.baseUrl, admin, token, {
      name: `Peeling ${tag}`,
      description: 'Χημικό peeling για λεία και φωτεινή επιδερμίδα.',
    });
    await signInAsBusiness(page, business);
    await connectSandbox(page, b.baseUrl, token);

    // A photo of people (face-api's demo picture), uploaded with the person tick left off.
    const altText = 'Ομάδα πελατών στην υποδοχή';
    await page.goto('/portal/media');
    await page.getByLabel('Αρχείο εικόνας ή βίντεο', { exact: true }).setInputFiles({
      name: 'reception.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(await facePhoto('sample2.jpg'))
        .resize({ width: 480 })
        .jpeg()
        .toBuffer(),
    });
    await page.getByLabel('Εναλλακτικό κείμενο').first().fill(altText);
    await page.getByRole('button', { name: 'Ανέβασμα' }).click();
    const card = page.getByRole('article', { name: altText });
    await card.waitFor();
    await imagesRead(b.baseUrl, token, 180_000);
    const [photo] = (await ok('/api/media', token)).media as Item[];
    expect(photo).toMatchObject({ altText, showsPerson: true });
    expect(photo!.faces.length).toBeGreaterThan(0);
    await page.reload();
    await card.getByText(/^Εντοπίστηκ/).waitFor();
    await card.getByText('Χωρίς συναίνεση').first().waitFor();

    // Not in a post without a consent: the Greek reason names the face found.
    await generatePeriod(b.baseUrl, token);
    const post = (await ok('/api/bulk-posts', token)).bulkPosts[0];
    const choose = () =>
      callApi(b.baseUrl, `/api/bulk-posts/${post.id}/images`, token, {
        method: 'PUT',
        json: { mediaIds: [photo!.id] },
      });
    const refused = await choose();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'consent', message: expect.stringContaining('εντοπίστηκ') });

    // The consent recorded on the card, with its signed form: the post takes the photo and is scheduled.
    await recordConsent(page, card, `ΦΑΚ-${tag}`);
    expect((await choose()).status).toBe(200);
    await schedulePost(b.baseUrl, token, post.id);

    // A blurred copy for a post that should not show the people: a new item without faces, the original kept.
    await card.getByRole('button', { name: 'Θόλωμα προσώπων (αντίγραφο)' }).click();
    await page.getByText('Δημιουργήθηκε αντίγραφο με θολωμένα πρόσωπα', { exact: false }).first().waitFor();
    await imagesRead(b.baseUrl, token, 180_000);
    const media = (await ok('/api/media', token)).media as (Item & { url: string })[];
    const copy = media.find((m) => m.id !== photo!.id)!;
    expect(copy).toMatchObject({ altText, showsPerson: false, faces: [] });
    expect(media.find((m) => m.id === photo!.id)).toMatchObject({ faces: photo!.faces });
  });
});
