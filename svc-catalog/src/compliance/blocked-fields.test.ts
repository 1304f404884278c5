import type { AccountProduct, MediaItem, Product } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, catalogHarness, JPEG_16X16, productForm } from '../testing.ts';

type Refusal = { error: string; message: string; issues?: { path: string }[] };

/** Every field that feeds the writer or is published with an image refuses a block term when saved. */
describe.each(drivers)('block terms in saved fields on %s', (driver) => {
  let h: CatalogHarness;
  let nextAccount = 3_000;
  beforeAll(async () => {
    h = await catalogHarness(driver);
  });
  afterAll(() => h.close());

  const refusal = async (res: Response) => {
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refusal;
    expect(body.error).toBe('compliance');
    return body;
  };

  /** A business with one product from the catalogue, and a way to call the API as it. */
  async function business() {
    const token = await h.businessToken(nextAccount++);
    const call = (method: string, url: string, options: { json?: unknown; form?: FormData } = {}) =>
      h.request(method, url, { ...options, token });
    const original = await h.createProduct();
    const added = await call('POST', '/api/v2/account-products', {
      json: { originalProductId: original.id },
    });
    const { product } = (await added.json()) as { product: AccountProduct };
    return { call, product };
  }

  it("refuses the admin's public name or description with a block term, in English naming the field", async () => {
    const described = await refusal(
      await h.admin('POST', '/api/products', {
        form: productForm({
          name: 'Expression lines',
          description: 'Our Botox treatment for forehead lines.',
        }),
      }),
    );
    expect(described.message).toContain('Description: «Botox»');
    expect(described.issues?.map((i) => i.path)).toEqual(['description']);

    const named = await refusal(
      await h.admin('POST', '/api/products', {
        form: productForm({
          name: 'Botox 100U',
          publicName: 'Ενέσεις βοτουλινικής τοξίνης',
          description: 'Injectable for expression lines, given by a doctor.',
        }),
      }),
    );
    expect(named.message).toMatch(/^This cannot be saved: Public name: «βοτουλινικής τοξίνης»/);

    const product = await h.createProduct();
    const edited = await h.admin('PUT', `/api/products/${product.id}`, {
      form: productForm({ name: product.name, description: 'Ρωτήστε για Dysport και Xeomin στο ιατρείο.' }),
    });
    expect((await refusal(edited)).message).toContain('Description: «Dysport»');
    const kept = (await (await h.admin('GET', `/api/products/${product.id}`)).json()) as { product: Product };
    expect(kept.product.description).toBe(product.description);
  });

  it("refuses a business's custom name or description with a block term, in Greek naming the field", async () => {
    const b = await business();
    const named = await refusal(
      await b.call('PATCH', `/api/v2/account-products/${b.product.id}`, {
        json: { customName: 'Botox Athens' },
      }),
    );
    expect(named.message).toMatch(/^Δεν μπορεί να αποθηκευτεί: Προσαρμοσμένο όνομα: «Botox»/);
    const described = await refusal(
      await b.call('PATCH', `/api/v2/account-products/${b.product.id}`, {
        json: { customDescription: 'Θεραπεία με βοτουλινική τοξίνη για τις ρυτίδες.' },
      }),
    );
    expect(described.message).toContain('Περιγραφή: «βοτουλινική τοξίνη»');
    const ordinary = await b.call('PATCH', `/api/v2/account-products/${b.product.id}`, {
      json: { customName: 'Ενυδάτωση προσώπου' },
    });
    expect(ordinary.status).toBe(200);
  });

  it.each([
    ['an isotretinoin brand from outside the EU', 'Absorica 20mg', 'Absorica'],
    ['a GLP-1 brand of the EMA table, one slip away', 'Wegovyy pen', 'Wegovyy'],
    ['a botulinum toxin code', 'BoNT-A 100U', 'BoNT-A'],
    ['a Korean toxin brand in look-alike letters', 'Nаbotа', 'Nаbotа'],
  ])(
    'refuses a custom name that is %s (the medicine names of the data files)',
    async (_what, customName, phrase) => {
      const b = await business();
      const res = await b.call('PATCH', `/api/v2/account-products/${b.product.id}`, { json: { customName } });
      expect((await refusal(res)).message).toContain(`Προσαρμοσμένο όνομα: «${phrase}»`);
    },
  );

  it("refuses a business's own AI product named after a medicine, creating nothing", async () => {
    const b = await business();
    const res = await b.call('POST', '/api/v2/account-products/ai', {
      json: {
        name: 'Xeomin',
        description: 'Θεραπεία για τις ρυτίδες έκφρασης.',
        imagePaths: ['/uploads/x.png'],
      },
    });
    expect((await refusal(res)).message).toContain('Όνομα προϊόντος: «Xeomin»');
    const list = (await (await b.call('GET', '/api/v2/account-products')).json()) as { products: unknown[] };
    expect(list.products).toHaveLength(1);
  });

  it('refuses an alt text with a block term on upload and on edit, in the library’s language', async () => {
    const b = await business();
    const upload = await b.call('POST', '/api/media', {
      form: productForm({ altText: 'Πριν και μετά το Botox' }, { bytes: JPEG_16X16, name: 'photo.jpg' }),
    });
    expect((await refusal(upload)).message).toContain('Εναλλακτικό κείμενο εικόνας: «Botox»');

    const ok = await b.call('POST', '/api/media', {
      form: productForm({ altText: 'Η αίθουσα αναμονής' }, { bytes: JPEG_16X16, name: 'photo.jpg' }),
    });
    expect(ok.status).toBe(201);
    const { media } = (await ok.json()) as { media: MediaItem };
    const edit = await b.call('PATCH', `/api/media/${media.id}`, { json: { altText: 'Ενέσεις Azzalure' } });
    expect((await refusal(edit)).message).toContain('«Azzalure»');
    const admin = await h.admin('POST', '/api/media', {
      form: productForm({ altText: 'Botox vial' }, { bytes: JPEG_16X16, name: 'photo.jpg' }),
    });
    expect((await refusal(admin)).message).toContain('Image alt text: «Botox»');
  });
});
