import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import {
  bringForward,
  type CallInit,
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

/**
 * The consent ledger: a patient's photo goes out only under a recorded consent (with its signed
 * form); withdrawing that consent in the media library removes the published post from the sandbox's page.
 */
describe('the consent ledger', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `consent-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (p: string, token: string, init?: CallInit) => okApi(b.baseUrl, p, token, init);

  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Πάτρα' },
    });
    await chooseNewProduct(b.baseUrl, admin, token, {
      name: `Peeling ${tag}`,
      description: 'Χημικό peeling για λεία και φωτεινή επιδερμίδα.',
    });
    return token as string;
  }

  it('publishes a patient’s photo under a consent, and takes the post down when it is withdrawn', {
    timeout: 300_000,
  }, async () => {
    const { page } = b;
    const token = await arrange();
    await signInAsBusiness(page, business);
    await connectSandbox(page, b.baseUrl, token);

    // A patient's photo in the library.
    const upload = new FormData();
    upload.set('image', new File([new Uint8Array(pngBytes(52, 52))], 'patient.png', { type: 'image/png' }));
    upload.set('altText', 'Ασθενής μετά το peeling');
    upload.set('showsPerson', 'true');
    const { media } = await ok('/api/media', token, { method: 'POST', form: upload });

    // Its consent, recorded in the library with the signed form.
    await page.goto('/portal/media');
    const card = page.getByRole('article', { name: 'Ασθενής μετά το peeling' });
    await card.getByText('Χωρίς συναίνεση').first().waitFor();
    await recordConsent(page, card, `ΦΑΚ-${tag}`);

    // A post with the photo, scheduled and published on the sandbox's page.
    await generatePeriod(b.baseUrl, token);
    const post = (await ok('/api/bulk-posts', token)).bulkPosts[0];
    await ok(`/api/bulk-posts/${post.id}/images`, token, { method: 'PUT', json: { mediaIds: [media.id] } });
    await imagesRead(b.baseUrl, token);
    await schedulePost(b.baseUrl, token, post.id);
    await bringForward(b.baseUrl, token, post.id);
    const stateOf = async () =>
      (await ok('/api/bulk-posts', token)).bulkPosts.find((p: { id: number }) => p.id === post.id).postStatus;
    await expect.poll(stateOf, { timeout: 120_000, interval: 2_000 }).toBe('published');
    const onPage = async () =>
      ((await ok('/api/facebook-sandbox/published', token)).pages as { posts: { message: string }[] }[])
        .flatMap((p) => p.posts)
        .filter((p) => p.message.includes(post.content.split('\n')[0])).length;
    expect(await onPage()).toBe(1);

    // Withdrawn in the library: the post comes down from the page, and the owner is alerted.
    await page.reload();
    await card.getByRole('button', { name: 'Ανάκληση' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ανάκληση συναίνεσης;' });
    await confirm.getByRole('button', { name: 'Ανάκληση' }).click();
    await card.getByText('Ανακλήθηκε').waitFor();
    await expect.poll(onPage, { timeout: 60_000, interval: 1_000 }).toBe(0);
    const { alerts } = await ok('/api/alerts', token);
    expect(alerts.map((a: { kind: string }) => a.kind)).toContain('consent_withdrawn');
  });
});
