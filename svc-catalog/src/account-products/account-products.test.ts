import {
  type AccountProduct,
  type AccountProductImage,
  displayDescription,
  displayName,
  type MediaItem,
  type Product,
} from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProducts, products } from '../db/schema.ts';
import { type CatalogHarness, catalogHarness, JPEG_16X16, PNG_1X1, productForm } from '../testing.ts';
import { IMAGE_LIMIT_REACHED, IMAGES_PER_PRODUCT } from './images.ts';
import { AI_PRODUCT_LIMIT_REACHED, AI_PRODUCTS_PER_ACCOUNT } from './queries.ts';

type Body = { success: boolean; product: AccountProduct; message: string };

describe.each(drivers)('account products on %s', (driver) => {
  let h: CatalogHarness;
  let counts: unknown[];
  let created: unknown[];
  let saved: unknown[];
  let removedEvents: unknown[];
  /** Each test its own accounts, so lists and announced counts never mix. */
  let nextAccount = 100;
  const business = async () => {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    const call = (method: string, url: string, options: { json?: unknown; form?: FormData } = {}) =>
      h.request(method, url, { ...options, token });
    return {
      accountId,
      token,
      call,
      add: async (originalProductId: number) => {
        const res = await call('POST', '/api/v2/account-products', { json: { originalProductId } });
        expect(res.status).toBe(201);
        return ((await res.json()) as Body).product;
      },
      list: async () =>
        (await (await call('GET', '/api/v2/account-products')).json()).products as AccountProduct[],
      images: async (id: number) =>
        (await (await call('GET', `/api/v2/account-products/${id}/images`)).json())
          .images as AccountProductImage[],
      upload: (id: number, bytes: Uint8Array, name = 'photo.jpg') =>
        call('POST', `/api/v2/account-products/${id}/images`, { form: productForm({}, { bytes, name }) }),
    };
  };
  const countsOf = (accountId: number) =>
    (counts as { accountId: number; productCount: number }[])
      .filter((e) => e.accountId === accountId)
      .map((e) => e.productCount);

  beforeAll(async () => {
    h = await catalogHarness(driver);
    counts = h.events('catalog.account-products.changed');
    created = h.events('catalog.product.created');
    saved = h.events('catalog.account-product.saved');
    removedEvents = h.events('catalog.account-product.removed');
  });
  afterAll(() => h.close());

  it('adds a catalogue product with copies of its originals, lists newest first, edits and removes it', async () => {
    const { categories } = await (await h.admin('GET', '/api/categories')).json();
    const skincare = categories.find((c: { name: string }) => c.name === 'Skincare');
    const serum = await h.createProduct({ categoryId: String(skincare.id) }, { bytes: PNG_1X1 });
    const cream = await h.createProduct({ name: 'Retinol Cream' });
    const b = await business();

    const res = await b.call('POST', '/api/v2/account-products', { json: { originalProductId: serum.id } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Body;
    expect(body).toMatchObject({ success: true, message: 'Product added to your list' });
    expect(body.product).toEqual({
      id: expect.any(Number),
      originalProductId: serum.id,
      originalName: serum.name,
      customName: null,
      originalDescription: serum.description,
      customDescription: null,
      originalImagePath: serum.imagePath,
      customImagePath: null,
      categoryId: skincare.id,
      // A business reads the category's Greek name.
      categoryName: 'Περιποίηση δέρματος',
      status: 'active',
      // Read from the name, category and description until the business corrects it.
      factSheet: expect.objectContaining({ kind: expect.any(String), areas: expect.any(Array) }),
      factSheetEdited: false,
      createdAt: expect.any(String),
    });
    const second = await b.add(cream.id);
    expect((await b.list()).map((p) => p.id)).toEqual([second.id, body.product.id]);

    const twice = await b.call('POST', '/api/v2/account-products', { json: { originalProductId: serum.id } });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      error: 'conflict',
      message: 'This product is already in your list',
    });

    const url = `/api/v2/account-products/${body.product.id}`;
    const renamed = await b.call('PATCH', url, {
      json: { customName: 'My Serum', customDescription: 'Our own words about this serum.' },
    });
    expect(renamed.status).toBe(200);
    const edited = ((await renamed.json()) as Body).product;
    expect(displayName(edited)).toBe('My Serum');
    expect(displayDescription(edited)).toBe('Our own words about this serum.');
    // Left out keeps its value; empty clears back to the original.
    const cleared = ((await (await b.call('PATCH', url, { json: { customName: '  ' } })).json()) as Body)
      .product;
    expect(cleared).toMatchObject({ customName: null, customDescription: 'Our own words about this serum.' });
    expect(displayName(cleared)).toBe(serum.name);
    const nulled = (
      (await (await b.call('PATCH', url, { json: { customDescription: null } })).json()) as Body
    ).product;
    expect(displayDescription(nulled)).toBe(serum.description);
    const short = await b.call('PATCH', url, { json: { customName: 'x' } });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe('Product name must be at least 2 characters.');

    const removed = await b.call('DELETE', url);
    expect(removed.status).toBe(200);
    expect((await b.list()).map((p) => p.id)).toEqual([second.id]);
    expect((await b.call('DELETE', url)).status).toBe(404);
    // Every change of the count went out, in order; an edit changes no count.
    await expect.poll(() => countsOf(b.accountId), { timeout: 5000 }).toEqual([1, 2, 1]);
    // svc-posts' copy: every add and edit of the product as it is written about, then its removal.
    const savedOf = () =>
      (saved as { accountId: number; accountProductId: number; name: string; description: string }[]).filter(
        (e) => e.accountId === b.accountId && e.accountProductId === body.product.id,
      );
    await expect.poll(() => savedOf().length, { timeout: 5000 }).toBe(4);
    expect(savedOf()[0]).toEqual({
      accountId: b.accountId,
      accountProductId: body.product.id,
      originalProductId: serum.id,
      name: serum.name,
      description: serum.description,
      imagePath: serum.imagePath,
      // A business reads the category's Greek name.
      categoryName: 'Περιποίηση δέρματος',
      examplePosts: [],
      factSheet: null,
      createdAt: body.product.createdAt,
    });
    expect(savedOf().map((e) => [e.name, e.description])).toEqual([
      [serum.name, serum.description],
      ['My Serum', 'Our own words about this serum.'],
      [serum.name, 'Our own words about this serum.'],
      [serum.name, serum.description],
    ]);
    await expect
      .poll(() => removedEvents.filter((e) => (e as { accountId: number }).accountId === b.accountId), {
        timeout: 5000,
      })
      .toEqual([{ accountId: b.accountId, accountProductId: body.product.id }]);
  });

  it('keeps the business’s fact sheet of a product: corrected, announced to svc-posts, read again from the texts on null', async () => {
    const serum = await h.createProduct({
      name: 'Ορός Βιταμίνης C',
      description: 'Ορός προσώπου με βιταμίνη C, κάτω από το αντηλιακό σας.',
    });
    const b = await business();
    const product = await b.add(serum.id);
    expect(product.factSheet).toMatchObject({
      kind: 'cosmetic',
      areas: ['face'],
      ingredients: ['vitaminC'],
      usedWith: ['αντηλιακό'],
    });
    expect(product.factSheet.properties).not.toContain('sunProtection');
    const url = `/api/v2/account-products/${product.id}`;
    const sheet = { ...product.factSheet, properties: ['lightTexture'], hashtags: ['#ορός', '#πρόσωπο'] };
    const res = await b.call('PATCH', url, { json: { factSheet: sheet } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).product).toMatchObject({ factSheet: sheet, factSheetEdited: true });
    expect((await b.list())[0]).toMatchObject({ factSheet: sheet, factSheetEdited: true });
    await expect
      .poll(() =>
        (saved as { accountProductId: number; factSheet: unknown }[])
          .filter((e) => e.accountProductId === product.id)
          .map((e) => e.factSheet),
      )
      .toEqual([null, sheet]);

    const wrong = await b.call('PATCH', url, { json: { factSheet: { ...sheet, areas: ['knees'] } } });
    expect(wrong.status).toBe(400);
    const reset = ((await (await b.call('PATCH', url, { json: { factSheet: null } })).json()) as Body)
      .product;
    expect(reset).toMatchObject({ factSheet: product.factSheet, factSheetEdited: false });
  });

  it('keeps what a consultation examines and what one leaves with: read, corrected, and empty on a sheet stored before them', async () => {
    const visit = await h.createProduct({
      name: 'Εκτίμηση Τριχόπτωσης',
      description:
        'Επίσκεψη για την τριχόπτωση: ιστορικό, τριχοσκόπηση και εξετάσεις αίματος, από δερματολόγο.',
    });
    const b = await business();
    const product = await b.add(visit.id);
    expect(product.factSheet).toMatchObject({
      kind: 'consultation',
      examines: 'ιστορικό, τριχοσκόπηση και εξετάσεις αίματος',
      leavesWith: '',
    });
    const url = `/api/v2/account-products/${product.id}`;
    const sheet = { ...product.factSheet, leavesWith: 'ένα γραπτό πρόγραμμα φροντίδας' };
    const res = await b.call('PATCH', url, { json: { factSheet: sheet } });
    expect(res.status).toBe(200);
    expect((await b.list())[0]).toMatchObject({ factSheet: sheet, factSheetEdited: true });
    // A sheet saved before the two fields existed: its JSON lacks them.
    const { examines: _e, leavesWith: _l, ...old } = sheet;
    await h.db
      .update(accountProducts)
      .set({ factSheet: old as never })
      .where(eq(accountProducts.id, product.id));
    expect((await b.list())[0]).toMatchObject({
      factSheet: { ...old, examines: '', leavesWith: '' },
      factSheetEdited: true,
    });
  });

  it('announces every count when one account adds and removes products at once', async () => {
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => (await h.createProduct({ name: `Serum ${n}` })).id),
    );
    const b = await business();
    const added = await Promise.all(ids.map((id) => b.add(id)));
    await expect.poll(() => countsOf(b.accountId), { timeout: 5000 }).toEqual([1, 2, 3, 4, 5]);
    await Promise.all(added.slice(0, 2).map((p) => b.call('DELETE', `/api/v2/account-products/${p.id}`)));
    await expect.poll(() => countsOf(b.accountId), { timeout: 5000 }).toEqual([1, 2, 3, 4, 5, 4, 3]);
  });

  it('adds only an active catalogue product; a missing or draft one is 404, a bad id 400', async () => {
    const draft = await h.createProduct({ status: 'draft' });
    const archived = await h.createProduct({ status: 'archived' });
    const b = await business();
    for (const originalProductId of [draft.id, archived.id, 987654]) {
      const res = await b.call('POST', '/api/v2/account-products', { json: { originalProductId } });
      expect(res.status, String(originalProductId)).toBe(404);
      expect((await res.json()).message).toBe('Product not found');
    }
    for (const json of [{}, { originalProductId: 'abc' }, { originalProductId: -1 }]) {
      const res = await b.call('POST', '/api/v2/account-products', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).message).toBe('Product is required');
    }
    expect(await b.list()).toEqual([]);
  });

  it('answers 404 for another account’s products on every route, and changes nothing', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const owner = await business();
    const other = await business();
    const own = await owner.add(product.id);
    const { image } = await (await owner.upload(own.id, JPEG_16X16)).json();
    const base = `/api/v2/account-products/${own.id}`;
    const before = await h.storedFiles();
    for (const [method, url, options] of [
      ['PATCH', base, { json: { customName: 'Stolen' } }],
      ['DELETE', base, {}],
      ['GET', `${base}/images`, {}],
      ['POST', `${base}/images`, { form: productForm({}, { bytes: PNG_1X1 }) }],
      ['DELETE', `${base}/images/${image.id}`, {}],
    ] as const) {
      const res = await other.call(method, url, options);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect((await res.json()).error).toBe('not_found');
    }
    expect(await other.list()).toEqual([]);
    expect(await owner.list()).toEqual([{ ...own, customImagePath: image.imagePath }]);
    expect(await owner.images(own.id)).toEqual([image]);
    expect(await h.storedFiles()).toEqual(before);
    // The other account adds the same catalogue product for itself: a list of its own.
    expect((await other.add(product.id)).id).not.toBe(own.id);
  });

  it('is the business’s own: 401 without a token, 403 for the admin, allowed for the admin acting for it', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/account-products'],
      ['POST', '/api/v2/account-products'],
      ['POST', '/api/v2/account-products/ai'],
      ['PATCH', '/api/v2/account-products/1'],
      ['DELETE', '/api/v2/account-products/1'],
      ['GET', '/api/v2/account-products/1/images'],
      ['POST', '/api/v2/account-products/1/images'],
      ['DELETE', '/api/v2/account-products/1/images/1'],
    ] as const) {
      expect((await h.request(method, url)).status, `${method} ${url}`).toBe(401);
      expect((await h.admin(method, url)).status, `${method} ${url}`).toBe(403);
    }
    const product = await h.createProduct();
    const acting = await h.businessToken(nextAccount++, 1);
    const res = await h.request('POST', '/api/v2/account-products', {
      token: acting,
      json: { originalProductId: product.id },
    });
    expect(res.status).toBe(201);
    const list = await h.request('GET', '/api/v2/account-products', { token: acting });
    expect((await list.json()).products).toHaveLength(1);
  });

  it('keeps the business’s images: the first becomes the main one, a deleted main one moves on', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const b = await business();
    const own = await b.add(product.id);
    // No images of its own yet: the catalogue's image, read-only as id 0.
    expect(await b.images(own.id)).toEqual([{ id: 0, imagePath: product.imagePath }]);

    const first = await b.upload(own.id, JPEG_16X16);
    expect(first.status).toBe(201);
    const { success, image: a } = await first.json();
    expect(success).toBe(true);
    expect(a).toEqual({
      id: expect.any(Number),
      imagePath: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.jpg$/),
    });
    const { image: b2 } = await (await b.upload(own.id, PNG_1X1, 'second.png')).json();
    expect(await b.images(own.id)).toEqual([a, b2]);
    expect((await b.list())[0]?.customImagePath).toBe(a.imagePath);

    const url = `/api/v2/account-products/${own.id}/images`;
    expect((await b.call('DELETE', `${url}/${a.id}`)).status).toBe(200);
    expect(await h.storedFiles()).not.toContain(a.imagePath.slice('/uploads/'.length));
    expect((await b.list())[0]?.customImagePath).toBe(b2.imagePath);
    expect((await b.call('DELETE', `${url}/${a.id}`)).status).toBe(404);
    expect((await b.call('DELETE', `${url}/0`)).status).toBe(404);
    expect((await b.call('DELETE', `${url}/${b2.id}`)).status).toBe(200);
    expect((await b.list())[0]?.customImagePath).toBeNull();
    expect(await b.images(own.id)).toEqual([{ id: 0, imagePath: product.imagePath }]);
  });

  it('keeps at most IMAGES_PER_PRODUCT images of a product, even sent at once, then says so in Greek', async () => {
    const b = await business();
    const own = await b.add((await h.createProduct()).id);
    const answers = await Promise.all(
      Array.from({ length: IMAGES_PER_PRODUCT + 2 }, () => b.upload(own.id, PNG_1X1, 'p.png')),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(IMAGES_PER_PRODUCT);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409]);
    expect(await refused[0]!.json()).toEqual({ error: 'image_limit', message: IMAGE_LIMIT_REACHED });
    expect(await b.images(own.id)).toHaveLength(IMAGES_PER_PRODUCT);
    const before = await h.storedFiles();
    expect((await b.upload(own.id, PNG_1X1, 'one-more.png')).status).toBe(409);
    expect(await h.storedFiles()).toEqual(before);
  });

  it('refuses a non-image with 415 and a missing file with 400, storing nothing', async () => {
    const b = await business();
    const own = await b.add((await h.createProduct()).id);
    const before = await h.storedFiles();
    const text = await b.upload(own.id, new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.png');
    expect(text.status).toBe(415);
    const none = await b.call('POST', `/api/v2/account-products/${own.id}/images`, { form: productForm({}) });
    expect(none.status).toBe(400);
    expect(await h.storedFiles()).toEqual(before);
    expect(await b.images(own.id)).toEqual([]);
  });

  it('keeps the business’s copy and its image when the admin deletes the catalogue product', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const b = await business();
    const own = await b.add(product.id);
    expect((await h.admin('DELETE', `/api/products/${product.id}`)).status).toBe(200);
    expect(await b.list()).toEqual([own]);
    expect((await h.request('GET', product.imagePath!)).status).toBe(200);
    // Removing the copy now lets the file go.
    await b.call('DELETE', `/api/v2/account-products/${own.id}`);
    expect((await h.request('GET', product.imagePath!)).status).toBe(404);
  });

  it('creates its own product with AI: an active catalogue product and the account product with its images', async () => {
    const b = await business();
    const preview = await b.call('POST', '/api/ai-create-product-preview', {
      json: { productName: 'Hydra Serum' },
    });
    expect(preview.status).toBe(200);
    const { description, topImages } = await preview.json();
    const saved = await b.call('POST', '/api/save-product-images', {
      json: { productName: 'Hydra Serum', description, selectedImages: topImages.slice(0, 2) },
    });
    expect(saved.status).toBe(200);
    const paths = (await saved.json()).downloadedImages.map((i: { imagePath: string }) => i.imagePath);
    expect(paths).toHaveLength(2);

    const res = await b.call('POST', '/api/v2/account-products/ai', {
      json: { name: 'Hydra Serum', description, imagePaths: paths },
    });
    expect(res.status).toBe(201);
    const { success, product } = (await res.json()) as Body;
    expect(success).toBe(true);
    expect(product).toMatchObject({
      originalName: 'Hydra Serum',
      originalDescription: description,
      originalImagePath: paths[0],
      customImagePath: paths[0],
      customName: null,
      status: 'active',
    });
    expect((await b.images(product.id)).map((i) => i.imagePath)).toEqual(paths);
    expect((await b.list()).map((p) => p.id)).toEqual([product.id]);

    const catalogue = await (await h.admin('GET', `/api/products/${product.originalProductId}`)).json();
    expect(catalogue.product).toMatchObject({ name: 'Hydra Serum', status: 'active', imagePath: paths[0] });
    const extra = await (await h.admin('GET', `/api/product-images/${product.originalProductId}`)).json();
    expect(extra.images.map((i: { imagePath: string }) => i.imagePath)).toEqual([paths[1]]);
    // The image search found them: the business's library says so, and the catalogue keeps where.
    expect(extra.images[0].originalUrl).toBe(topImages[1].url);
    const library = (await (await b.call('GET', '/api/media')).json()).media as MediaItem[];
    expect(library.filter((m) => paths.includes(m.url)).map((m) => m.source)).toEqual(['ai', 'ai']);
    await expect
      .poll(() => (created as { productId: number }[]).map((e) => e.productId), { timeout: 5000 })
      .toContain(product.originalProductId);
    await expect.poll(() => countsOf(b.accountId), { timeout: 5000 }).toEqual([1]);

    // Its own until the admin promotes it: another business neither sees nor adds it.
    expect(catalogue.product.ownerAccountId).toBe(b.accountId);
    const other = await business();
    const visible = async (who: typeof b) =>
      ((await (await who.call('GET', '/api/products')).json()).products as Product[]).map((p) => p.id);
    expect(await visible(b)).toContain(product.originalProductId);
    expect(await visible(other)).not.toContain(product.originalProductId);
    expect((await other.call('GET', `/api/products/${product.originalProductId}`)).status).toBe(404);
    const taken = await other.call('POST', '/api/v2/account-products', {
      json: { originalProductId: product.originalProductId },
    });
    expect(taken.status).toBe(404);
    expect((await other.call('POST', `/api/products/${product.originalProductId}/promote`)).status).toBe(403);
    const promoted = await h.admin('POST', `/api/products/${product.originalProductId}/promote`);
    expect(await promoted.json()).toMatchObject({ success: true, product: { ownerAccountId: null } });
    expect(await visible(other)).toContain(product.originalProductId);
    expect((await h.admin('POST', '/api/products/999999/promote')).status).toBe(404);

    // The business deletes an image the catalogue product also uses: the file stays for the catalogue.
    const [first] = await b.images(product.id);
    await b.call('DELETE', `/api/v2/account-products/${product.id}/images/${first!.id}`);
    expect((await b.list())[0]?.customImagePath).toBe(paths[1]);
    expect((await h.request('GET', paths[0])).status).toBe(200);
  });

  it("makes no AI product of another business's private upload, and takes its own and the catalogue's", async () => {
    const catalogue = await h.createProduct({}, { bytes: PNG_1X1 });
    const other = await business();
    const theirs = await other.add(catalogue.id);
    const { image: private_ } = await (await other.upload(theirs.id, JPEG_16X16)).json();
    const b = await business();
    const mine = await b.add(catalogue.id);
    const { image: own } = await (await b.upload(mine.id, JPEG_16X16)).json();
    const description = 'Ορός με υαλουρονικό οξύ για βαθιά ενυδάτωση της επιδερμίδας.';
    const make = (imagePaths: string[]) =>
      b.call('POST', '/api/v2/account-products/ai', {
        json: { name: 'Κλεμμένος Ορός', description, imagePaths },
      });
    const refused = await make([private_.imagePath]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('validation');
    expect((await make([own.imagePath, private_.imagePath])).status).toBe(400);
    expect((await make([own.imagePath, catalogue.imagePath])).status).toBe(201);
  });

  it(`creates at most ${AI_PRODUCTS_PER_ACCOUNT} products with AI, then says so in Greek`, async () => {
    const b = await business();
    const catalogue = await h.createProduct({}, { bytes: PNG_1X1 });
    const mine = await b.add(catalogue.id);
    const { image } = await (await b.upload(mine.id, JPEG_16X16)).json();
    // The earlier ones, as creating them would have left them.
    for (let i = 1; i < AI_PRODUCTS_PER_ACCOUNT; i++) {
      const [made] = await h.db
        .insert(products)
        .values({ name: `AI ${i}`, description: 'x', ownerAccountId: b.accountId, status: 'active' })
        .returning();
      await h.db.insert(accountProducts).values({
        accountId: b.accountId,
        originalProductId: made!.id,
        originalName: `AI ${i}`,
        originalDescription: 'x',
      });
    }
    const description = 'Ορός με υαλουρονικό οξύ για βαθιά ενυδάτωση της επιδερμίδας.';
    const make = (name: string) =>
      b.call('POST', '/api/v2/account-products/ai', {
        json: { name, description, imagePaths: [image.imagePath] },
      });
    expect((await make('Τελευταίος Ορός')).status).toBe(201);
    const refused = await make('Ένας Ακόμη Ορός');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'ai_product_limit', message: AI_PRODUCT_LIMIT_REACHED });
  });

  it('checks the AI creation: a name, a description and at least one image saved by this service', async () => {
    const b = await business();
    const description = 'A hydrating serum for daily use.';
    const cases = [
      [{ name: ' ', description, imagePaths: ['/uploads/x.png'] }, 'Παρακαλώ εισάγετε όνομα προϊόντος'],
      [{ name: 'Serum', description, imagePaths: [] }, 'Παρακαλώ επιλέξτε τουλάχιστον μια εικόνα'],
      [{ name: 'Serum', description }, 'Παρακαλώ επιλέξτε τουλάχιστον μια εικόνα'],
      [
        { name: 'Serum', description: 'short', imagePaths: ['/uploads/x.png'] },
        'Description must be at least 10 characters.',
      ],
      [
        { name: 'Serum', description, imagePaths: ['https://example.com/a.png'] },
        'The image URL must be an image saved by this service (/uploads/…)',
      ],
      [
        { name: 'Serum', description, imagePaths: ['/uploads/00000000-0000-0000-0000-000000000000.png'] },
        'The image URL must be an image saved by this service (/uploads/…)',
      ],
    ] as const;
    const before = (await (await h.admin('GET', '/api/products')).json()).products.length;
    for (const [json, message] of cases) {
      const res = await b.call('POST', '/api/v2/account-products/ai', { json });
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(await b.list()).toEqual([]);
    expect((await (await h.admin('GET', '/api/products')).json()).products).toHaveLength(before);
  });

  it('lets a business read only the active catalogue, never change it', async () => {
    const active = await h.createProduct({ name: 'Active Serum' });
    const draft = await h.createProduct({ name: 'Draft Serum', status: 'draft' });
    const token = await h.businessToken(nextAccount++);
    const res = await h.request('GET', '/api/products', { token });
    expect(res.status).toBe(200);
    const listed = ((await res.json()).products as Product[]).map((p) => p.id);
    expect(listed).toContain(active.id);
    expect(listed).not.toContain(draft.id);
    const all = await (await h.admin('GET', '/api/products')).json();
    expect(all.products.every((p: Product) => p.status === 'active' || !listed.includes(p.id))).toBe(true);
    expect((await h.request('GET', `/api/products/${active.id}`, { token })).status).toBe(200);
    expect((await h.request('GET', `/api/products/${draft.id}`, { token })).status).toBe(404);

    const form = () => productForm({ name: 'Mine Now', description: 'A business wants to edit this.' });
    expect((await h.request('POST', '/api/products', { token, form: form() })).status).toBe(403);
    expect((await h.request('PUT', `/api/products/${active.id}`, { token, form: form() })).status).toBe(403);
    expect((await h.request('DELETE', `/api/products/${active.id}`, { token })).status).toBe(403);
    expect((await h.admin('GET', `/api/products/${active.id}`)).status).toBe(200);
  });
});
