import { crc32 } from 'node:zlib';
import {
  IMAGE_UPLOADS_PER_MINUTE,
  MEDIA_UPLOADS_PER_ACCOUNT,
  type MediaItem,
  mediaMessages,
} from '@studio/contracts';
import { pngBytes } from '@studio/fakes';
import { drivers, issueAdminToken } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploadUsage, media } from '../db/schema.ts';
import { conversionLoad } from '../network-images/variants.ts';
import { type CatalogHarness, catalogHarness, JPEG_16X16, PNG_1X1, productForm } from '../testing.ts';

describe.each(drivers)('media library on %s', (driver) => {
  let h: CatalogHarness;
  let saved: { accountId: number; mediaId: number; altText: string | null; personConsent: boolean }[];
  let removed: { accountId: number; mediaId: number }[];
  let nextAccount = 500;
  let nextPost = 9000;

  const business = async () => {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    const call = (method: string, url: string, options: { json?: unknown; form?: FormData } = {}) =>
      h.request(method, url, { ...options, token });
    return {
      accountId,
      call,
      list: async () => (await (await call('GET', '/api/media')).json()).media as MediaItem[],
      upload: async (fields: Record<string, string> = {}, bytes: Uint8Array = JPEG_16X16) => {
        const res = await call('POST', '/api/media', {
          form: productForm(fields, { bytes, name: 'photo.jpg' }),
        });
        expect(res.status).toBe(201);
        return (await res.json()).media as MediaItem;
      },
    };
  };
  const publish = (subject: string, payload: unknown) =>
    h.platform.bus.publish(subject, payload, `${subject}-${JSON.stringify(payload)}`);

  beforeAll(async () => {
    h = await catalogHarness(driver);
    saved = h.events('catalog.media.saved');
    removed = h.events('catalog.media.removed');
  });
  afterAll(() => h.close());

  it('deletes every image of a deleted account and its variants: nothing of it answers 200 afterwards', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const b = await business();
    const kept = await business();
    const own = await (
      await b.call('POST', '/api/v2/account-products', { json: { originalProductId: product.id } })
    ).json();
    const { image } = await (
      await b.call('POST', `/api/v2/account-products/${own.product.id}/images`, {
        form: productForm({}, { bytes: JPEG_16X16, name: 'own.jpg' }),
      })
    ).json();
    const person = await b.upload({ altText: 'Ασθενής', showsPerson: 'true', personConsent: 'true' });
    const othersImage = await kept.upload();
    const paths = [image.imagePath as string, person.url];
    const answers = async (path: string) => [
      (await h.request('GET', path)).status,
      (await h.request('GET', `/api/network-images/facebook/${path.split('/').pop()}`)).status,
    ];
    for (const path of paths) expect(await answers(path)).toEqual([200, 200]);

    await publish('auth.account.deleted', { accountId: b.accountId, at: new Date().toISOString() });
    await expect
      .poll(async () => (await Promise.all(paths.map(answers))).flat())
      .toEqual([404, 404, 404, 404]);
    // The catalogue's image and another business's stay.
    expect((await h.request('GET', product.imagePath!)).status).toBe(200);
    expect(await answers(othersImage.url)).toEqual([200, 200]);
  });

  it('checks a small PNG behind eight large uploads of another business before the ones still waiting', {
    timeout: 120_000,
  }, async () => {
    // 29 MP each, under the upload limit: each is decoded whole to be checked.
    const large = await sharp({
      create: { width: 5400, height: 5400, channels: 3, background: { r: 200, g: 180, b: 170 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const small = pngBytes(64, 64);
    const busy = await business();
    const calm = await business();
    const upload = (b: Awaited<ReturnType<typeof business>>, bytes: Uint8Array) =>
      b.call('POST', '/api/media', { form: productForm({}, { bytes, name: 'photo.png' }) });
    const done: string[] = [];
    const burst = Array.from({ length: 8 }, async (_, i) => {
      const res = await upload(busy, large);
      done.push(`large ${i}`);
      return res.status;
    });
    // Both slots are at work and at least four more large ones wait their turn before the small one comes
    // (on a loaded machine the first may finish before the eighth has arrived, so no exact count).
    await expect
      .poll(() => conversionLoad().active === 2 && conversionLoad().waiting >= 4, { timeout: 60_000 })
      .toBe(true);
    const smallOne = await upload(calm, small);
    done.push('small');
    expect(smallOne.status).toBe(201);
    expect(await Promise.all(burst)).toEqual(Array(8).fill(201));
    // It waited for the decodes at work, not for the four or more behind them. On a busy machine the two at
    // work may have given way to the next two before its own request was read, so up to four large ones
    // may finish first; in arrival order the six or more that came before it would. How long it takes is
    // the benchmark's to measure, not a test's.
    expect(done.indexOf('small')).toBeLessThanOrEqual(4);
    await h.db.delete(media).where(eq(media.accountId, busy.accountId));
  });

  it('refuses an upload of more pixels than a post can use: in Greek to a business, in English to the admin', async () => {
    const b = await business();
    // 31 MP of one colour: a small file, a large decode.
    const huge = await sharp({
      create: { width: 5600, height: 5600, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .png()
      .toBuffer();
    const before = await h.storedFiles();
    const refused = await b.call('POST', '/api/media', {
      form: productForm({}, { bytes: huge, name: 'wall.png' }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: 'image_too_large', message: mediaMessages.tooManyPixels });
    const admin = await h.request('POST', '/api/media', {
      token: await issueAdminToken(h.platform),
      form: productForm({}, { bytes: huge, name: 'wall.png' }),
    });
    expect(admin.status).toBe(422);
    expect((await admin.json()).message).toMatch(/^The image has over 30 megapixels/);
    expect(await h.storedFiles()).toEqual(before);
  });

  it('counts a business’s image uploads per minute across replicas: past the limit, 429 in Greek', async () => {
    const b = await business();
    const other = await business();
    // This minute's count as the other replicas left it.
    const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await h.db
      .insert(imageUploadUsage)
      .values({ accountId: b.accountId, windowStart, count: IMAGE_UPLOADS_PER_MINUTE - 1 });
    expect(
      (await b.call('POST', '/api/media', { form: productForm({}, { bytes: PNG_1X1, name: 'a.png' }) }))
        .status,
    ).toBe(201);
    const refused = await b.call('POST', '/api/media', {
      form: productForm({}, { bytes: PNG_1X1, name: 'b.png' }),
    });
    // A minute boundary between the two would let the second in: then the next one is the 31st.
    if (refused.status === 201) return;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: 'upload_rate', message: mediaMessages.uploadRate });
    expect(
      (await other.call('POST', '/api/media', { form: productForm({}, { bytes: PNG_1X1, name: 'c.png' }) }))
        .status,
    ).toBe(201);
  });

  it('refuses at upload an image that cannot be decoded whole within the limits: nothing is stored', async () => {
    const b = await business();
    // A PNG saying 1×49,000,000 pixels (its IHDR patched, its CRC made right), and a PNG cut short.
    const tall = Buffer.from(pngBytes(1, 1));
    tall.writeUInt32BE(49_000_000, 20);
    tall.writeUInt32BE(crc32(tall.subarray(12, 29)), 29);
    const whole = pngBytes(400, 400);
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    const before = await h.storedFiles();
    for (const bytes of [tall, cut]) {
      const res = await b.call('POST', '/api/media', { form: productForm({}, { bytes, name: 'photo.png' }) });
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe('unreadable_image');
    }
    expect(await h.storedFiles()).toEqual(before);
    expect(
      (await b.call('POST', '/api/media', { form: productForm({}, { bytes: whole, name: 'ok.png' }) }))
        .status,
    ).toBe(201);
  });

  it('lists the images of the business’s products once each, with where they came from', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const b = await business();
    const own = await (
      await b.call('POST', '/api/v2/account-products', { json: { originalProductId: product.id } })
    ).json();
    const uploaded = await b.call('POST', `/api/v2/account-products/${own.product.id}/images`, {
      form: productForm({}, { bytes: JPEG_16X16, name: 'own.jpg' }),
    });
    const { image } = await uploaded.json();
    const list = await b.list();
    expect(list.map((m) => [m.url, m.source, m.usedByProduct]).sort()).toEqual(
      [
        [product.imagePath, 'product', true],
        [image.imagePath, 'upload', true],
      ].sort(),
    );
    // Listing again adds nothing, and announces nothing again.
    expect(await b.list()).toHaveLength(2);
    await expect.poll(() => saved.filter((e) => e.accountId === b.accountId).length).toBe(2);
  });

  it('uploads an image with its alt text, changes its alt text and consent, and announces each change', async () => {
    const b = await business();
    const item = await b.upload({ altText: ' Η αίθουσα αναμονής ' });
    expect(item).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.jpg$/),
      altText: 'Η αίθουσα αναμονής',
      showsPerson: false,
      personConsent: false,
      // Looked for in the same background reading as the words.
      faces: [],
      beforeAfter: null,
      source: 'upload',
      createdAt: expect.any(String),
      usedByPostIds: [],
      usedByProduct: false,
      // Read in the background (this test starts no reader).
      imageText: null,
      imageTextSure: null,
      imageTextStatus: 'pending',
      imageTextUnsure: false,
      imageTextFlags: [],
      kind: 'image',
      video: null,
    });
    const patch = (json: unknown) => b.call('PATCH', `/api/media/${item.id}`, { json });
    const consented = await (await patch({ showsPerson: true, personConsent: true, altText: '' })).json();
    expect(consented).toMatchObject({
      success: true,
      message: 'Η εικόνα αποθηκεύτηκε.',
      media: { altText: null, showsPerson: true, personConsent: true },
    });
    // Consent belongs to a photo of a person: clearing the one clears the other.
    expect((await (await patch({ showsPerson: false })).json()).media).toMatchObject({
      showsPerson: false,
      personConsent: false,
    });
    const long = await patch({ altText: 'α'.repeat(1001) });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe('Το εναλλακτικό κείμενο μπορεί να έχει έως 1.000 χαρακτήρες.');
    expect((await patch({ unknown: 1 })).status).toBe(400);
    await expect
      .poll(() => saved.filter((e) => e.mediaId === item.id).map((e) => [e.altText, e.personConsent]))
      .toEqual([
        ['Η αίθουσα αναμονής', false],
        [null, true],
        [null, false],
      ]);
  });

  it('checks an upload by its bytes: a non-image is 415, a missing file 400, nothing stored', async () => {
    const b = await business();
    const before = await h.storedFiles();
    const text = await b.call('POST', '/api/media', {
      form: productForm({}, { bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), name: 'x.png' }),
    });
    expect(text.status).toBe(415);
    const none = await b.call('POST', '/api/media', { form: productForm({ altText: 'x' }) });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe('Επιλέξτε ένα αρχείο εικόνας.');
    expect(await h.storedFiles()).toEqual(before);
    expect(await b.list()).toEqual([]);
  });

  it('deletes an image only while no post uses it, and its file with it', async () => {
    const b = await business();
    const item = await b.upload();
    const postId = nextPost++;
    await publish('posts.post.images-chosen', {
      accountId: b.accountId,
      postId,
      mediaIds: [item.id],
      version: '2026-01-01T10:00:00.000Z',
    });
    await expect.poll(async () => (await b.list())[0]?.usedByPostIds).toEqual([postId]);
    const refused = await b.call('DELETE', `/api/media/${item.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Η εικόνα χρησιμοποιείται σε αναρτήσεις· αλλάξτε πρώτα την εικόνα τους.',
    );

    // The post is deleted; a late redelivery of its older choice does not bring the use back.
    await publish('posts.post.deleted', { accountId: b.accountId, postId });
    await expect.poll(async () => (await b.list())[0]?.usedByPostIds).toEqual([]);
    await publish('posts.post.images-chosen', {
      accountId: b.accountId,
      postId,
      mediaIds: [item.id],
      version: '2026-01-01T11:00:00.000Z',
    });
    const marker = nextPost++;
    await publish('posts.post.images-chosen', {
      accountId: b.accountId,
      postId: marker,
      mediaIds: [],
      version: '2026-01-01T11:00:00.000Z',
    });
    await expect.poll(async () => (await b.list())[0]?.usedByPostIds).toEqual([]);

    const res = await b.call('DELETE', `/api/media/${item.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Η εικόνα διαγράφηκε.' });
    expect(await h.storedFiles()).not.toContain(item.url.slice('/uploads/'.length));
    await expect
      .poll(() => removed.filter((e) => e.accountId === b.accountId))
      .toEqual([{ accountId: b.accountId, mediaId: item.id }]);
    expect((await b.call('DELETE', `/api/media/${item.id}`)).status).toBe(404);
  });

  it('keeps a product’s image: it is deleted from the product, not from the library', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const b = await business();
    await b.call('POST', '/api/v2/account-products', { json: { originalProductId: product.id } });
    const [item] = await b.list();
    const res = await b.call('DELETE', `/api/media/${item!.id}`);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'Η εικόνα είναι εικόνα προϊόντος· αφαιρέστε την από τη σελίδα του προϊόντος.',
    );
  });

  it('never shows or changes another account’s images', async () => {
    const owner = await business();
    const other = await business();
    const item = await owner.upload({ altText: 'Δική μου' });
    for (const [method, json] of [
      ['PATCH', { altText: 'Κλεμμένη' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await other.call(method, `/api/media/${item.id}`, { json });
      expect(res.status, method).toBe(404);
      expect((await res.json()).message).toBe('Η εικόνα δεν βρέθηκε στη βιβλιοθήκη.');
    }
    expect(await other.list()).toEqual([]);
    expect((await owner.list())[0]).toMatchObject({ id: item.id, altText: 'Δική μου' });
  });

  it('shows the admin the catalogue’s images, in English, and none of the businesses’', async () => {
    const product = await h.createProduct({}, { bytes: JPEG_16X16 });
    const b = await business();
    const own = await b.upload();
    const list = ((await (await h.admin('GET', '/api/media')).json()).media as MediaItem[]).map((m) => m.url);
    expect(list).toContain(product.imagePath);
    expect(list).not.toContain(own.url);
    const res = await h.admin('DELETE', `/api/media/${own.id}`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Image not found in the library');
    expect((await h.request('GET', '/api/media')).status).toBe(401);
  });

  it(`keeps a business's own uploads to ${MEDIA_UPLOADS_PER_ACCOUNT}, in Greek, even when they come at once`, async () => {
    const b = await business();
    const others = Array.from({ length: MEDIA_UPLOADS_PER_ACCOUNT - 2 }, (_, i) => ({
      accountId: b.accountId,
      imagePath: `/uploads/earlier-${b.accountId}-${i}.jpg`,
      source: 'upload' as const,
    }));
    await h.db.insert(media).values(others);
    // Two at once for the last place: one is taken, the other refused.
    const form = () => productForm({}, { bytes: JPEG_16X16, name: 'photo.jpg' });
    const racing = await Promise.all([1, 2, 3].map(() => b.call('POST', '/api/media', { form: form() })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const refused = await b.call('POST', '/api/media', { form: form() });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'media_limit', message: mediaMessages.uploadLimit });
    // Another business has room of its own.
    expect((await (await business()).call('POST', '/api/media', { form: form() })).status).toBe(201);
  });

  it('counts the uploads to its products in the same budget: neither way passes it', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const b = await business();
    const own = await (
      await b.call('POST', '/api/v2/account-products', { json: { originalProductId: product.id } })
    ).json();
    const earlier = Array.from({ length: MEDIA_UPLOADS_PER_ACCOUNT - 1 }, (_, i) => ({
      accountId: b.accountId,
      imagePath: `/uploads/budget-${b.accountId}-${i}.jpg`,
      source: 'upload' as const,
    }));
    await h.db.insert(media).values(earlier);
    const form = () => productForm({}, { bytes: JPEG_16X16, name: 'photo.jpg' });
    const toProduct = () =>
      b.call('POST', `/api/v2/account-products/${own.product.id}/images`, { form: form() });
    expect((await toProduct()).status).toBe(201);
    const library = await b.call('POST', '/api/media', { form: form() });
    expect(library.status).toBe(409);
    expect((await library.json()).error).toBe('media_limit');
    const again = await toProduct();
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('media_limit');
  });

  it('pages a library on the server, newest first, with the count of all its images', async () => {
    const b = await business();
    const uploaded = [];
    for (let i = 0; i < 5; i++) uploaded.push(await b.upload());
    const newestFirst = uploaded.map((m) => m.id).reverse();
    const page = async (query: string) => (await b.call('GET', `/api/media?${query}`)).json();
    const first = await page('page=1&limit=2');
    expect(first).toMatchObject({ success: true, total: 5, page: 1, limit: 2 });
    expect(first.media.map((m: MediaItem) => m.id)).toEqual(newestFirst.slice(0, 2));
    expect((await page('page=3&limit=2')).media.map((m: MediaItem) => m.id)).toEqual(newestFirst.slice(4));
    expect((await page('page=4&limit=2')).media).toEqual([]);
    // Without a page, the whole library, as the post's image picker reads it.
    expect((await page('')).media.map((m: MediaItem) => m.id)).toEqual(newestFirst);
    for (const bad of ['page=0', 'page=abc', 'page=1&limit=101', 'page=1&limit=0']) {
      const res = await b.call('GET', `/api/media?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'validation' });
    }
  });
});
