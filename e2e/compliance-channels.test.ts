import { pngBytes } from '@studio/fakes';
import { videoWithCaption } from '@studio/svc-catalog/video/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type CallInit, callApi, createBusiness, generatePeriod, okApi } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * Every channel a post takes, one verdict: a product renamed to a brand from the medicine data is refused
 * at save (and the AI dialog says so as the name is typed), a Reel whose chosen cover shows a blocked word
 * and a carousel that spells a blocked name across its images cannot be scheduled.
 */
describe('every channel of a post passes the gate', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `channels-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);
  const call = (path: string, token: string, init?: CallInit) => callApi(b.baseUrl, path, token, init);
  let token = '';

  /** The business with a plain catalogue product chosen, its period written. */
  async function arrange() {
    if (token) return token;
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Hydra Serum ${tag}`);
    form.set('description', 'Ορός ενυδάτωσης με υαλουρονικό οξύ για καθημερινή χρήση.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    token = await createBusiness(b.baseUrl, admin, {
      businessName: `Ιατρείο ${tag}`,
      ...business,
      company: { companyName: `Ιατρείο ${tag}`, location: 'Κοζάνη', postFrequencyDays: 1 },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', token)).hasProducts, { timeout: 15_000 })
      .toBe(true);
    await generatePeriod(b.baseUrl, token);
    return token;
  }

  /** A picture with `line` printed large on it, as PNG. */
  const printed = (line: string) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="100%" height="100%" fill="#fbe9f0"/><text x="70" y="330" font-size="120" font-family="sans-serif" font-weight="bold" fill="#2b1b30">${line}</text></svg>`,
      ),
    )
      .png()
      .toBuffer();

  /** A file into the media library through its form; the new item. */
  async function upload(bytes: Uint8Array, name: string, type: string, altText: string) {
    const form = new FormData();
    form.set('image', new File([new Uint8Array(bytes)], name, { type }));
    form.set('altText', altText);
    return (await ok('/api/media', token, { method: 'POST', form })).media as { id: number };
  }

  /** The library item once its words are read. */
  async function read(id: number, timeout = 180_000) {
    await expect
      .poll(
        async () =>
          (await ok('/api/media', token)).media.find((m: { id: number }) => m.id === id)?.imageTextStatus,
        { timeout },
      )
      .toBe('read');
    return (await ok('/api/media', token)).media.find((m: { id: number }) => m.id === id);
  }

  /** Schedules a post, its text's warn flags (if any) acknowledged first: only its images are in question. */
  async function schedule(postId: number) {
    const post = (await ok('/api/bulk-posts', token)).bulkPosts.find((p: { id: number }) => p.id === postId);
    const warned = post.complianceFlags.filter((f: { severity: string }) => f.severity === 'warn');
    if (warned.length > 0)
      await ok(`/api/bulk-posts/${postId}/acknowledge`, token, {
        method: 'POST',
        json: { ruleIds: [...new Set(warned.map((f: { ruleId: string }) => f.ruleId))] },
      });
    return call(`/api/bulk-posts/${postId}`, token, {
      method: 'PUT',
      json: { isScheduled: true, postStatus: 'scheduled' },
    });
  }

  it('refuses a product renamed to a brand from the medicine data, and the AI dialog says so as it is typed', {
    timeout: 180_000,
  }, async () => {
    await arrange();
    const { page } = b;
    await signInAsBusiness(page, business);
    await page.goto('/portal/products');
    // Absorica: an isotretinoin brand from outside the EU, in the data (other-names.csv) only.
    const card = page.getByRole('article', { name: `Hydra Serum ${tag}` });
    await card.getByRole('button', { name: 'Προεπισκόπηση' }).click();
    const preview = page.getByRole('dialog', { name: `Hydra Serum ${tag}` });
    await preview.getByRole('button', { name: 'Επεξεργασία' }).click();
    await preview.getByLabel('Όνομα προϊόντος').fill('Absorica 20 mg');
    await preview.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page
      .getByText(/Δεν μπορεί να αποθηκευτεί: Προσαρμοσμένο όνομα: «Absorica»/)
      .first()
      .waitFor();
    const { products } = await ok('/api/v2/account-products', token);
    expect(products.map((p: { customName: string | null }) => p.customName)).toEqual([null]);
    await page.keyboard.press('Escape');

    // The AI dialog: an EMA brand typed as the name is refused under the field, and nothing is written.
    await page.getByRole('button', { name: 'Νέο προϊόν με AI' }).click();
    const ai = page.getByRole('dialog', { name: 'Δημιουργία προϊόντος με τεχνητή νοημοσύνη' });
    await ai.getByLabel('Όνομα προϊόντος').fill('Mysimba 8 mg');
    await ai.getByText('Αυτό το όνομα δεν μπορεί να χρησιμοποιηθεί').waitFor();
    await ai.getByText(/«Mysimba»/).waitFor();
    expect(await ai.getByRole('button', { name: 'Παραγωγή περιεχομένου' }).isDisabled()).toBe(true);
    expect(await ai.getByLabel('Περιγραφή').count()).toBe(0);
  });

  it('cannot schedule a carousel that spells a blocked name across its images', {
    timeout: 240_000,
  }, async () => {
    await arrange();
    const first = await upload(await printed('Νέο: Roacc'), 'one.png', 'image/png', `Πρώτη ${tag}`);
    const second = await upload(await printed('utane'), 'two.png', 'image/png', `Δεύτερη ${tag}`);
    // Each image alone says nothing the rules refuse.
    for (const id of [first.id, second.id])
      expect(
        (await read(id)).imageTextFlags.filter((f: { severity: string }) => f.severity === 'block'),
      ).toEqual([]);
    const post = (await ok('/api/bulk-posts', token)).bulkPosts[0];
    await ok(`/api/bulk-posts/${post.id}/images`, token, {
      method: 'PUT',
      json: { mediaIds: [first.id, second.id] },
    });
    const refused = await schedule(post.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: 'compliance',
      message: expect.stringContaining('στο πεδίο «Κείμενο των εικόνων μαζί»'),
    });
  });

  it('cannot schedule a Reel whose chosen cover frame shows a blocked word', {
    timeout: 420_000,
  }, async () => {
    await arrange();
    // Three seconds of a plain picture; «BOTOX» shown from 1.2 s to 2.0 s, the moment chosen as the cover.
    const clip = await videoWithCaption(await printed(' '), await printed('BOTOX -20%'), {
      seconds: 3,
      from: 1.2,
      to: 2,
    });
    const video = await upload(clip, 'clip.mp4', 'video/mp4', `Βίντεο ${tag}`);
    await expect
      .poll(
        async () =>
          (await ok('/api/media', token)).media.find((m: { id: number }) => m.id === video.id)?.video?.status,
        { timeout: 240_000 },
      )
      .toBe('ready');
    await ok(`/api/media/${video.id}`, token, { method: 'PATCH', json: { coverAtSeconds: 1.5 } });
    const item = await read(video.id);
    expect(item.imageText).toMatch(/BOTOX|ΒΟΤΟΧ/);
    const post = (await ok('/api/bulk-posts', token)).bulkPosts[1];
    await ok(`/api/bulk-posts/${post.id}/format`, token, {
      method: 'PUT',
      json: { format: 'reel', videoId: video.id },
    });
    const refused = await schedule(post.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: 'compliance',
      message: expect.stringContaining('στο πεδίο «Κείμενο στο βίντεο»'),
    });
  });
});
