import { type EventPayload, type Product, productMessages } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, catalogHarness, productForm } from '../testing.ts';

const BOTOX = { name: 'Botox 100U', description: 'Injectable for expression lines, given by a doctor.' };

/** A product whose name holds a blocked term gets a public name, which posts use. */
describe.each(drivers)('public names of products on %s', (driver) => {
  let h: CatalogHarness;
  let saved: EventPayload<'catalog.account-product.saved'>[];
  beforeAll(async () => {
    h = await catalogHarness(driver);
    saved = h.events('catalog.account-product.saved') as EventPayload<'catalog.account-product.saved'>[];
  });
  afterAll(() => h.close());

  const create = (fields: Record<string, string>) =>
    h.admin('POST', '/api/products', { form: productForm(fields) });

  it('refuses a product named with a prescription-only medicine without a public name', async () => {
    const res = await create(BOTOX);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe(productMessages.publicNameRequired('Botox'));
  });

  it('refuses a public name that holds a blocked term too, as a compliance refusal naming the field', async () => {
    const res = await create({ ...BOTOX, publicName: 'Ενέσεις βοτουλινικής τοξίνης' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain(
      'Public name: «βοτουλινικής τοξίνης»',
    );
  });

  it('keeps the public name, and announces it as the name posts are written with', async () => {
    const res = await create({ ...BOTOX, publicName: 'Θεραπεία ρυτίδων έκφρασης' });
    expect(res.status).toBe(201);
    const { product } = (await res.json()) as { product: Product };
    expect(product).toMatchObject({ name: 'Botox 100U', publicName: 'Θεραπεία ρυτίδων έκφρασης' });

    const token = await h.businessToken(501);
    const added = await h.request('POST', '/api/v2/account-products', {
      token,
      json: { originalProductId: product.id },
    });
    expect(added.status).toBe(201);
    await expect.poll(() => saved.find((e) => e.accountId === 501)?.name).toBe('Θεραπεία ρυτίδων έκφρασης');
  });

  it('needs no public name for an ordinary product', async () => {
    const res = await create({ name: 'Hydra Serum', description: 'A light serum for daily hydration.' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { product: Product }).product.publicName).toBeNull();
  });
});
