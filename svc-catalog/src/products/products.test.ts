import { type EventSubject, IMAGE_UPLOAD_MAX_BYTES, type Product } from '@studio/contracts';
import { drivers, eventsOf } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, catalogHarness, JPEG_16X16, PNG_1X1, productForm } from '../testing.ts';

const fields = {
  name: 'Retinol Night Cream',
  description: 'A night cream with encapsulated retinol for fine lines.',
};

describe.each(drivers)('products on %s', (driver) => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await catalogHarness(driver);
  });
  afterAll(() => h.close());

  const events = <S extends EventSubject>(subject: S) => eventsOf(h.platform.bus, subject);

  it('creates a product with an uploaded image and two example posts, and announces it', async () => {
    const created = events('catalog.product.created');
    const res = await h.admin('POST', '/api/products', {
      form: productForm(
        { ...fields, status: 'draft', examplePosts: ['Glow all night ✨', '', '  ', 'Wake up smoother'] },
        { bytes: PNG_1X1, name: 'cream.png' },
      ),
    });
    expect(res.status).toBe(201);
    const { success, product, message } = (await res.json()) as {
      success: boolean;
      product: Product;
      message: string;
    };
    expect(success).toBe(true);
    expect(message).toBe('Product created successfully');
    expect(product).toMatchObject({
      ...fields,
      status: 'draft',
      categoryId: null,
      categoryName: null,
      examplePostsCount: 2,
      examplePosts: [{ content: 'Glow all night ✨' }, { content: 'Wake up smoother' }],
    });
    expect(product.imagePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const image = await h.request('GET', product.imagePath!);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(PNG_1X1));
    await expect
      .poll(() => created, { timeout: 5000 })
      .toContainEqual({
        productId: product.id,
        name: fields.name,
        description: fields.description,
        status: 'draft',
        categoryId: null,
        categoryName: null,
        categoryNameEl: null,
        imagePath: product.imagePath,
        examplePosts: ['Glow all night ✨', 'Wake up smoother'],
      });
  });

  it('reads one product with its example posts; a missing or malformed id is 404', async () => {
    const product = await h.createProduct({ examplePosts: ['First post'] });
    const res = await h.admin('GET', `/api/products/${product.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      product: { id: product.id, examplePostsCount: 1 },
      examplePosts: [{ content: 'First post', platform: 'instagram' }],
    });
    expect((await h.admin('GET', '/api/products/987654')).status).toBe(404);
    expect((await h.admin('GET', '/api/products/abc')).status).toBe(404);
    expect((await h.admin('PUT', '/api/products/987654', { form: productForm(fields) })).status).toBe(404);
    expect((await h.admin('DELETE', '/api/products/987654')).status).toBe(404);
  });

  it('lists products newest first, each with its posts and its category name', async () => {
    const { categories } = await (await h.admin('GET', '/api/categories')).json();
    const skincare = categories.find((c: { name: string }) => c.name === 'Skincare');
    const older = await h.createProduct({ name: 'Older product', examplePosts: ['a', 'b'] });
    const newer = await h.createProduct({ name: 'Newer product', categoryId: String(skincare.id) });
    const res = await h.admin('GET', '/api/products');
    const { success, products } = (await res.json()) as { success: boolean; products: Product[] };
    expect(success).toBe(true);
    const ids = products.map((p) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(products.find((p) => p.id === older.id)).toMatchObject({
      examplePostsCount: 2,
      examplePosts: [{ content: 'a' }, { content: 'b' }],
    });
    expect(products.find((p) => p.id === newer.id)).toMatchObject({
      categoryId: skincare.id,
      categoryName: 'Skincare',
      categoryNameEl: 'Περιποίηση δέρματος',
      examplePostsCount: 0,
      examplePosts: [],
    });
  });

  it('answers the spec’s validation messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...fields, name: 'A' }, 'Product name must be at least 2 characters.'],
      [{ description: fields.description }, 'Product name must be at least 2 characters.'],
      [{ ...fields, description: 'Too short' }, 'Description must be at least 10 characters.'],
      [{ ...fields, examplePosts: 'not json' }, 'Example posts must be a JSON list of texts'],
    ];
    for (const [form, message] of cases) {
      const res = await h.admin('POST', '/api/products', { form: productForm(form) });
      expect(res.status, message).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'validation', message });
    }
    const status = await h.admin('POST', '/api/products', {
      form: productForm({ ...fields, status: 'published' }),
    });
    expect(status.status).toBe(400);
  });

  it('updates fields and replaces example posts; no new image keeps the old one', async () => {
    const product = await h.createProduct({ examplePosts: ['old one', 'old two'] }, { bytes: PNG_1X1 });
    const updated = events('catalog.product.updated');
    const res = await h.admin('PUT', `/api/products/${product.id}`, {
      form: productForm({
        name: 'Renamed Serum',
        description: 'A renamed serum, now for sensitive skin.',
        status: 'archived',
        examplePosts: ['brand new'],
      }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Product updated successfully',
      product: {
        name: 'Renamed Serum',
        status: 'archived',
        imagePath: product.imagePath,
        examplePostsCount: 1,
        examplePosts: [{ content: 'brand new' }],
      },
    });
    await expect
      .poll(() => updated, { timeout: 5000 })
      .toContainEqual(expect.objectContaining({ productId: product.id, examplePosts: ['brand new'] }));
    // Leaving the posts and the status out keeps them.
    const again = await h.admin('PUT', `/api/products/${product.id}`, { form: productForm(fields) });
    const { product: kept } = await again.json();
    expect(kept.status).toBe('archived');
    expect(kept.examplePosts).toEqual([expect.objectContaining({ content: 'brand new' })]);
  });

  it('refuses an empty example post on update', async () => {
    const product = await h.createProduct({ examplePosts: ['keep me'] });
    const res = await h.admin('PUT', `/api/products/${product.id}`, {
      form: productForm({ ...fields, examplePosts: ['fine', '   '] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation', message: 'Example post cannot be empty' });
    const { product: after } = await (await h.admin('GET', `/api/products/${product.id}`)).json();
    expect(after.examplePosts).toEqual([expect.objectContaining({ content: 'keep me' })]);
  });

  it('replaces the image on update and deletes the old file after the commit', async () => {
    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const oldName = product.imagePath!.slice('/uploads/'.length);
    expect(await h.storedFiles()).toContain(oldName);
    const res = await h.admin('PUT', `/api/products/${product.id}`, {
      form: productForm(fields, { bytes: JPEG_16X16, name: 'new.jpg', type: 'image/jpeg' }),
    });
    expect(res.status).toBe(200);
    const { product: updated } = await res.json();
    expect(updated.imagePath).toMatch(/\.jpg$/);
    const files = await h.storedFiles();
    expect(files).toContain(updated.imagePath.slice('/uploads/'.length));
    expect(files).not.toContain(oldName);
  });

  it('deletes a product, its posts and its image files, and announces it', async () => {
    const deleted = events('catalog.product.deleted');
    const product = await h.createProduct({ examplePosts: ['bye'] }, { bytes: PNG_1X1 });
    const extra = await h.admin('POST', `/api/products/${product.id}/images`, {
      form: productForm({}, { bytes: JPEG_16X16, name: 'extra.jpg' }),
    });
    const { image } = await extra.json();
    const names = [product.imagePath!, image.imagePath].map((p: string) => p.slice('/uploads/'.length));
    expect(await h.storedFiles()).toEqual(expect.arrayContaining(names));

    const res = await h.admin('DELETE', `/api/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Product deleted successfully' });
    expect((await h.admin('GET', `/api/products/${product.id}`)).status).toBe(404);
    const files = await h.storedFiles();
    for (const name of names) expect(files).not.toContain(name);
    await expect.poll(() => deleted, { timeout: 5000 }).toContainEqual({ productId: product.id });
  });

  it('refuses a renamed text file with 415 and stores nothing', async () => {
    const before = await h.storedFiles();
    const res = await h.admin('POST', '/api/products', {
      form: productForm(fields, {
        bytes: new TextEncoder().encode('just some text, not a picture'),
        name: 'photo.png',
        type: 'image/png',
      }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Only image files are accepted',
    });
    expect(await h.storedFiles()).toEqual(before);
  });

  it('refuses an SVG upload, scripts and all, with 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await h.admin('POST', '/api/products', {
      form: productForm(fields, {
        bytes: new TextEncoder().encode(svg),
        name: 'a.svg',
        type: 'image/svg+xml',
      }),
    });
    expect(res.status).toBe(415);
  });

  it('refuses an oversize image with 413', async () => {
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(PNG_1X1);
    const res = await h.admin('POST', '/api/products', {
      form: productForm(fields, { bytes: big, name: 'huge.png' }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
    const wayTooBig = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES * 2);
    const beyond = await h.admin('POST', '/api/products', {
      form: productForm(fields, { bytes: wayTooBig, name: 'huger.png' }),
    });
    expect(beyond.status).toBe(413);
  });

  it('leaves no product and no orphan file when the write fails after the upload is stored', async () => {
    const before = await h.storedFiles();
    const { products: listed } = await (await h.admin('GET', '/api/products')).json();
    const res = await h.admin('POST', '/api/products', {
      form: productForm({ ...fields, name: 'Never saved', categoryId: '999999' }, { bytes: PNG_1X1 }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation', message: 'Category not found' });
    expect(await h.storedFiles()).toEqual(before);
    const { products: after } = await (await h.admin('GET', '/api/products')).json();
    expect(after).toHaveLength(listed.length);

    const product = await h.createProduct({}, { bytes: PNG_1X1 });
    const filesWithProduct = await h.storedFiles();
    const failedUpdate = await h.admin('PUT', `/api/products/${product.id}`, {
      form: productForm({ ...fields, categoryId: '999999' }, { bytes: JPEG_16X16 }),
    });
    expect(failedUpdate.status).toBe(400);
    expect(await h.storedFiles()).toEqual(filesWithProduct);
    const { product: unchanged } = await (await h.admin('GET', `/api/products/${product.id}`)).json();
    expect(unchanged.imagePath).toBe(product.imagePath);
  });

  it('takes imageUrl only when it is an image this service stored', async () => {
    const source = await h.createProduct({}, { bytes: PNG_1X1 });
    const reused = await h.createProduct({ imageUrl: source.imagePath! });
    expect(reused.imagePath).toBe(source.imagePath);
    for (const imageUrl of [
      'https://example.com/a.png',
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/../../etc/passwd',
      '/etc/passwd',
    ]) {
      const res = await h.admin('POST', '/api/products', { form: productForm({ ...fields, imageUrl }) });
      expect(res.status, imageUrl).toBe(400);
    }
    // The file backs two products: deleting one keeps it for the other.
    await h.admin('DELETE', `/api/products/${source.id}`);
    expect((await h.request('GET', reused.imagePath!)).status).toBe(200);
  });

  it('is the admin’s only: 401 without a token, 403 for a business token', async () => {
    // A business reads the active catalogue (see the account products tests); without a token, nobody.
    for (const url of ['/api/products', '/api/products/1'])
      expect((await h.request('GET', url)).status, url).toBe(401);
    const business = await h.businessToken();
    for (const [method, url] of [
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
      ['DELETE', '/api/products/1'],
      ['GET', '/api/categories'],
      ['GET', '/api/product-images/1'],
      ['DELETE', '/api/product-images/1'],
      ['POST', '/api/products/1/images'],
    ] as const) {
      const none = await h.request(method, url);
      expect(none.status, `${method} ${url}`).toBe(401);
      expect((await none.json()).message).toBe('No auth token found');
      expect((await h.request(method, url, { token: business })).status, `${method} ${url}`).toBe(403);
    }
  });

  it('lists the seeded medical categories', async () => {
    const res = await h.admin('GET', '/api/categories');
    const { success, categories } = await res.json();
    expect(success).toBe(true);
    expect(categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'Skincare',
        'Injectables',
        'Laser treatments',
        'Supplements',
        'Medical devices',
      ]),
    );
  });

  it('orders a page by status (active, draft, then the others) or by example posts, and searches descriptions', async () => {
    const tag = `Ordered${Date.now()}`;
    for (const [name, status, posts] of [
      ['archived', 'archived', 3],
      ['draft', 'draft', 0],
      ['active', 'active', 1],
    ] as const) {
      await h.createProduct({
        name: `${name} product`,
        description: `Made for the ${tag} list.`,
        status,
        examplePosts: Array.from({ length: posts }, (_, i) => `Post ${i + 1}`),
      });
    }
    const names = async (query: string) =>
      (
        (await (await h.admin('GET', `/api/products?page=1&limit=10&search=${tag}&${query}`)).json()) as {
          products: Product[];
        }
      ).products.map((p) => p.name);
    expect(await names('sort=status')).toEqual(['active product', 'draft product', 'archived product']);
    expect(await names('sort=posts')).toEqual(['archived product', 'active product', 'draft product']);
    expect(await names('sort=oldest')).toEqual(['archived product', 'draft product', 'active product']);
    expect(await names('sort=z-a')).toEqual(['draft product', 'archived product', 'active product']);
  });

  it('pages, searches and sorts the list on the server, and refuses a count that is not plainly a number', async () => {
    const tag = `Paged${Date.now()}`;
    for (const [i, name] of ['b', 'a', 'd', 'c'].entries()) {
      const form = productForm({ name: `${tag} ${name}`, description: `Item ${i} of 100% pure_stuff` });
      expect((await h.admin('POST', '/api/products', { form })).status).toBe(201);
    }
    const list = async (query: string) => (await h.admin('GET', `/api/products?${query}`)).json();
    const names = (body: { products: Product[] }) => body.products.map((p) => p.name.replace(`${tag} `, ''));
    const first = await list(`page=1&limit=3&search=${tag}&sort=a-z`);
    expect(first).toMatchObject({ success: true, total: 4, page: 1, limit: 3 });
    expect(names(first)).toEqual(['a', 'b', 'c']);
    expect(names(await list(`page=2&limit=3&search=${tag}&sort=a-z`))).toEqual(['d']);
    expect(names(await list(`page=1&limit=5&search=${tag.toLowerCase()}&sort=newest`))).toEqual([
      'c',
      'd',
      'a',
      'b',
    ]);
    // LIKE's own characters match themselves.
    expect((await list(`page=1&search=${encodeURIComponent('100%')}`)).total).toBeGreaterThanOrEqual(4);
    expect((await list(`page=1&search=${encodeURIComponent('%_%')}`)).total).toBe(0);
    // Greek is found without its accents or capitals, whichever way it was typed.
    const greek = `Κολλαγόνο Ϊ ${tag}`;
    const greekForm = productForm({ name: greek, description: 'Συμπλήρωμα κολλαγόνου' });
    expect((await h.admin('POST', '/api/products', { form: greekForm })).status).toBe(201);
    for (const typed of [`κολλαγονο ι ${tag}`, `ΚΟΛΛΑΓΟΝΟ`, `κολλαγόνο`, `ΚΟΛΛΑΓΌΝΟ ϊ`])
      expect(
        (await list(`page=1&search=${encodeURIComponent(typed)}`)).products.map((p: Product) => p.name),
        typed,
      ).toContain(greek);
    for (const bad of [
      'page=0',
      'page=0x1e',
      'page=1e3',
      'limit=101',
      'limit=true',
      'sort=price',
      'page=%5B5%5D',
    ]) {
      const res = await h.admin('GET', `/api/products?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
