import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media, savedImages } from '../db/schema.ts';
import { createOfflineSearch } from '../image-search/offline-source.ts';
import { createDiskStorage, type Storage } from '../storage/storage.ts';
import { type CatalogHarness, catalogHarness, productForm } from '../testing.ts';
import {
  SAVED_IMAGE_TTL_MS,
  SAVED_IMAGES_LIMIT_REACHED,
  SAVED_IMAGES_PER_ACCOUNT,
  sweepSavedImages,
} from './saved-images.ts';

const DESCRIPTION = 'Ένας ενυδατικός ορός με υαλουρονικό οξύ για καθημερινή φροντίδα.';
const MINUTE = 60_000;
const START = new Date('2026-05-04T09:00:00.000Z');

let nextAccount = 700;

describe.each(drivers)('saved images on %s', (driver) => {
  let h: CatalogHarness;
  let offline: string[];
  let storage: Storage;

  beforeAll(async () => {
    h = await catalogHarness(driver);
    // The service's own uploads folder, as a second replica on the same disk would see it.
    storage = createDiskStorage(h.uploadsDir);
    // The platform's own images: saving them needs no web host.
    offline = (await createOfflineSearch().search('Hydra Serum', 20)).map((i) => i.url);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    h.clock.now = START;
    await h.db.delete(savedImages);
  });

  /** Saves `count` images as the admin (no token) or a business, at the clock's time; their paths. */
  async function save(count: number, token?: string): Promise<string[]> {
    const res = await h.request('POST', '/api/save-product-images', {
      token: token ?? h.adminToken,
      json: {
        productName: 'Hydra Serum',
        // Each download is a file of its own, the same image twice included.
        selectedImages: Array.from({ length: count }, (_, i) => ({ url: offline[i % offline.length] })),
      },
    });
    expect(res.status).toBe(200);
    return (await res.json()).downloadedImages.map((i: { imagePath: string }) => i.imagePath);
  }

  const stored = async (path: string) => (await h.storedFiles()).includes(path.replace('/uploads/', ''));
  const sweep = () => sweepSavedImages({ db: h.db, storage: storage }, h.clock.now);

  it('records who saved each image, when, and where the search found it', async () => {
    const account = nextAccount++;
    const [byAdmin] = await save(1);
    h.clock.now = new Date(START.getTime() + 5 * MINUTE);
    const [byBusiness] = await save(1, await h.businessToken(account));
    const rows = await h.db.select().from(savedImages);
    expect(rows).toEqual(
      expect.arrayContaining([
        { imagePath: byAdmin, accountId: null, originalUrl: offline[0], savedAt: START },
        {
          imagePath: byBusiness,
          accountId: account,
          originalUrl: offline[0],
          savedAt: new Date(START.getTime() + 5 * MINUTE),
        },
      ]),
    );
  });

  it('sweeps a day later the images no product took, and keeps those in use', async () => {
    const account = nextAccount++;
    const business = await h.businessToken(account);
    const [forProduct, unused, inLibrary] = await save(3);
    const [forOwnProduct] = await save(1, business);
    await h.createProduct({ imageUrl: forProduct });
    const own = await h.request('POST', '/api/v2/account-products/ai', {
      token: business,
      json: { name: 'Hydra Serum', description: DESCRIPTION, imagePaths: [forOwnProduct] },
    });
    expect(own.status).toBe(201);
    await h.db.insert(media).values({ accountId: null, imagePath: inLibrary!, source: 'ai' });
    h.clock.now = new Date(START.getTime() + 60 * MINUTE);
    const [recent] = await save(1);

    // A minute short of a day: nothing goes.
    h.clock.now = new Date(START.getTime() + SAVED_IMAGE_TTL_MS - MINUTE);
    expect(await sweep()).toBe(0);
    expect(await stored(unused!)).toBe(true);

    h.clock.now = new Date(START.getTime() + SAVED_IMAGE_TTL_MS + MINUTE);
    expect(await sweep()).toBe(1);
    expect(await stored(unused!)).toBe(false);
    for (const kept of [forProduct, forOwnProduct, inLibrary, recent]) expect(await stored(kept!)).toBe(true);
    expect((await h.db.select().from(savedImages)).map((r) => r.imagePath)).toEqual([recent]);
  });

  it('deletes each file once when replicas sweep at the same time', async () => {
    const paths = await save(12);
    const deletes: string[] = [];
    const counting: Storage = {
      ...storage,
      delete: async (path) => {
        deletes.push(path);
        await storage.delete(path);
      },
    };
    const at = new Date(START.getTime() + SAVED_IMAGE_TTL_MS + MINUTE);
    const swept = await Promise.all(
      [1, 2, 3].map(() => sweepSavedImages({ db: h.db, storage: counting }, at)),
    );
    expect(swept.reduce((a, b) => a + b, 0)).toBe(12);
    expect(deletes.sort()).toEqual([...paths].sort());
    for (const path of paths) expect(await stored(path)).toBe(false);
  });

  it('refuses a product of an image already swept', async () => {
    const [path] = await save(1);
    h.clock.now = new Date(START.getTime() + SAVED_IMAGE_TTL_MS + MINUTE);
    await sweep();
    const res = await h.admin('POST', '/api/products', {
      form: productForm({ name: 'Hydra Serum', description: DESCRIPTION, imageUrl: path }),
    });
    expect(res.status).toBe(400);
  });

  it("refuses a business a product of another business's saved image, in Greek", async () => {
    const [theirs] = await save(1, await h.businessToken(nextAccount++));
    const res = await h.request('POST', '/api/v2/account-products/ai', {
      token: await h.businessToken(nextAccount++),
      json: { name: 'Hydra Serum', description: DESCRIPTION, imagePaths: [theirs] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Η εικόνα δεν υπάρχει πια/);
    const [row] = await h.db.select().from(savedImages).where(eq(savedImages.imagePath, theirs!));
    expect(row).toBeDefined();
  });

  it('lets a business keep at most 60 images waiting for their product', async () => {
    const token = await h.businessToken(nextAccount++);
    for (let saved = 0; saved < SAVED_IMAGES_PER_ACCOUNT; saved += 20) await save(20, token);
    const files = await h.storedFiles();
    const res = await h.request('POST', '/api/save-product-images', {
      token,
      json: { productName: 'Hydra Serum', selectedImages: [{ url: offline[0] }] },
    });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe(SAVED_IMAGES_LIMIT_REACHED);
    expect(await h.storedFiles()).toEqual(files);
    // The admin has no such limit.
    await save(1);
  });
});
