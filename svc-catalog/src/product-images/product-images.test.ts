import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, catalogHarness, JPEG_16X16, PNG_1X1, productForm } from '../testing.ts';

describe.each(drivers)('product images on %s', (driver) => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await catalogHarness(driver);
  });
  afterAll(() => h.close());

  const upload = (productId: number, bytes: Uint8Array, name = 'extra.jpg') =>
    h.admin('POST', `/api/products/${productId}/images`, { form: productForm({}, { bytes, name }) });

  it('adds uploaded images after the others and lists them in order', async () => {
    const product = await h.createProduct();
    const first = await upload(product.id, JPEG_16X16);
    expect(first.status).toBe(201);
    const { success, image } = await first.json();
    expect(success).toBe(true);
    expect(image).toMatchObject({ productId: product.id, sortOrder: 0, originalUrl: null });
    expect(image.imagePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const second = await (await upload(product.id, PNG_1X1, 'second.png')).json();
    expect(second.image.sortOrder).toBe(1);

    const res = await h.admin('GET', `/api/product-images/${product.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.images.map((i: { id: number }) => i.id)).toEqual([image.id, second.image.id]);
  });

  it('deletes an image and its file', async () => {
    const product = await h.createProduct();
    const { image } = await (await upload(product.id, PNG_1X1, 'x.png')).json();
    const name = image.imagePath.slice('/uploads/'.length);
    expect(await h.storedFiles()).toContain(name);
    const res = await h.admin('DELETE', `/api/product-images/${image.id}`);
    expect(res.status).toBe(200);
    expect(await h.storedFiles()).not.toContain(name);
    expect((await h.admin('GET', `/api/product-images/${product.id}`)).status).toBe(200);
    expect((await h.admin('DELETE', `/api/product-images/${image.id}`)).status).toBe(404);
  });

  it('refuses a non-image with 415, a missing file with 400, a missing product with 404', async () => {
    const product = await h.createProduct();
    const before = await h.storedFiles();
    const text = await upload(product.id, new TextEncoder().encode('MZ not an image'), 'fake.jpg');
    expect(text.status).toBe(415);
    const none = await h.admin('POST', `/api/products/${product.id}/images`, { form: productForm({}) });
    expect(none.status).toBe(400);
    expect((await upload(987654, PNG_1X1)).status).toBe(404);
    expect((await h.admin('GET', '/api/product-images/987654')).status).toBe(404);
    expect(await h.storedFiles()).toEqual(before);
  });
});
