import { checkCompliance } from '@studio/ai';
import type { Category, Product } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type CatalogHarness, catalogHarness } from '../testing.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';
import { DEFAULT_CATEGORIES } from './seed.ts';

describe('the demo catalogue', () => {
  it('keeps every text within the compliance rules', () => {
    for (const product of DEMO_PRODUCTS) {
      for (const text of [product.name, product.description, ...product.examplePosts.map((p) => p.content)])
        expect(checkCompliance(text), text).toEqual([]);
    }
  });

  it('puts each product in one of the categories it seeds', () => {
    const names = DEFAULT_CATEGORIES.map((c) => c.name);
    for (const product of DEMO_PRODUCTS) expect(names).toContain(product.category);
  });
});

describe.each(drivers)('seeding the catalogue on %s', (driver) => {
  let h: CatalogHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  const productsOf = async (harness: CatalogHarness) =>
    ((await (await harness.admin('GET', '/api/products')).json()) as { products: Product[] }).products;

  it('starts an empty catalogue with the categories alone unless asked for the demo', async () => {
    h = await catalogHarness(driver);
    const { categories } = (await (await h.admin('GET', '/api/categories')).json()) as {
      categories: Category[];
    };
    expect(categories.map((c) => c.name).sort()).toEqual(DEFAULT_CATEGORIES.map((c) => c.name).sort());
    expect(await productsOf(h)).toEqual([]);
  });

  it('adds the demo products with their category, image and example posts, and announces them', async () => {
    h = await catalogHarness(driver, { demoCatalogue: true });
    const created = h.events('catalog.product.created');
    const products = await productsOf(h);
    expect(products.map((p) => p.name).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.name).sort());
    for (const product of products) {
      const demo = DEMO_PRODUCTS.find((p) => p.name === product.name)!;
      expect(product).toMatchObject({ status: 'active', categoryName: demo.category, ownerAccountId: null });
      expect(product.examplePosts.map((p) => p.content)).toEqual(
        expect.arrayContaining(demo.examplePosts.map((p) => p.content)),
      );
      const image = await h.request('GET', product.imagePath!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    }
    expect(await h.storedFiles()).toHaveLength(DEMO_PRODUCTS.length);
    await expect
      .poll(() => created.map((e) => e.name).sort())
      .toEqual(DEMO_PRODUCTS.map((p) => p.name).sort());
  });

  it('seeds once: a business sees the demo products, and a restart adds none', async () => {
    h = await catalogHarness(driver, { demoCatalogue: true });
    await h.service.stop();
    await h.service.start();
    expect(await productsOf(h)).toHaveLength(DEMO_PRODUCTS.length);
    const asBusiness = (await (
      await h.request('GET', '/api/products', { token: await h.businessToken(3) })
    ).json()) as { products: Product[] };
    expect(asBusiness.products).toHaveLength(DEMO_PRODUCTS.length);
  });

  it('leaves a catalogue the admin emptied empty after a restart', async () => {
    h = await catalogHarness(driver, { demoCatalogue: true });
    for (const product of await productsOf(h))
      expect((await h.admin('DELETE', `/api/products/${product.id}`)).status).toBe(200);
    await h.service.stop();
    await h.service.start();
    expect(await productsOf(h)).toEqual([]);
  });
});
