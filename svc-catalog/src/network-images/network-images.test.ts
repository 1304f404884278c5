import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { instagramRatioFits } from '@studio/contracts';
import { pngBytes } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantFailures, imageVariants } from '../db/schema.ts';
import { planOfflineImages, renderOfflineImage } from '../image-search/offline-image.ts';
import { createDiskStorage, type Storage } from '../storage/storage.ts';
import { type CatalogHarness, catalogHarness } from '../testing.ts';
import { deleteVariantsOf, networkVariant } from './variants.ts';

describe.each(drivers)('stored images as Facebook and Instagram take them, on %s', (driver) => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await catalogHarness(driver);
  });
  afterAll(() => h.close());

  /** An image in storage, as an upload or a saved AI image leaves it: its name. */
  async function stored(bytes: Uint8Array, ext: string): Promise<string> {
    const name = `${randomUUID()}.${ext}`;
    await mkdir(h.uploadsDir, { recursive: true });
    await writeFile(path.join(h.uploadsDir, name), bytes);
    return name;
  }
  const variant = (network: string, name: string) =>
    h.request('GET', `/api/network-images/${network}/${name}`);
  const metaOf = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

  it('gives Instagram a PNG as a JPEG, and leaves the original as it was', async () => {
    const png = pngBytes(1080, 1080);
    const name = await stored(png, 'png');
    const res = await variant('instagram', name);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await metaOf(res)).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
    expect(await readFile(path.join(h.uploadsDir, name))).toEqual(png);
  });

  it('fits a portrait taller than 4:5 whole, with margins beside it, for Instagram', async () => {
    const res = await variant('instagram', await stored(pngBytes(900, 1200), 'png'));
    const meta = await metaOf(res);
    expect(meta).toMatchObject({ format: 'jpeg', width: 960, height: 1200 });
    expect(instagramRatioFits(meta)).toBe(true);
  });

  it('fits a panorama wider than 1.91:1 within Instagram’s 1440 px', async () => {
    const wide = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#e6f0ea' },
    })
      .jpeg()
      .toBuffer();
    const meta = await metaOf(await variant('instagram', await stored(wide, 'jpg')));
    expect(meta.width).toBe(1440);
    expect(instagramRatioFits(meta)).toBe(true);
  });

  it('draws a Story’s picture at 9:16, 1080×1920, whatever the image’s shape, and keeps one that fits', async () => {
    const shapes: [number, number][] = [
      [1080, 1080],
      [900, 1600],
      [3000, 1000],
    ];
    for (const [width, height] of shapes) {
      const res = await variant('story', await stored(pngBytes(width, height), 'png'));
      expect(res.status).toBe(200);
      expect(await metaOf(res)).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 });
    }
    const ready = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#e6f0ea' } })
      .jpeg()
      .toBuffer();
    const name = await stored(ready, 'jpg');
    const same = await variant('story', name);
    expect(Buffer.from(await same.arrayBuffer())).toEqual(ready);
  });

  it('draws an offline SVG as a JPEG for both networks', async () => {
    const [plan] = planOfflineImages('Ορός υαλουρονικού', 1);
    const name = await stored(renderOfflineImage(plan!.seed)!.bytes, 'svg');
    for (const network of ['instagram', 'facebook']) {
      const res = await variant(network, name);
      expect(res.headers.get('Content-Type'), network).toBe('image/jpeg');
      const meta = await metaOf(res);
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBeGreaterThanOrEqual(1080);
    }
  });

  it('gives Facebook a PNG as it is, and an AVIF as a JPEG', async () => {
    const png = pngBytes(600, 900);
    const asIs = await variant('facebook', await stored(png, 'png'));
    expect(asIs.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await asIs.arrayBuffer())).toEqual(png);
    const avif = await sharp(pngBytes(500, 400)).avif().toBuffer();
    const converted = await variant('facebook', await stored(avif, 'avif'));
    expect(await metaOf(converted)).toMatchObject({ format: 'jpeg', width: 500, height: 400 });
  });

  it('keeps an Instagram-ready JPEG as it is', async () => {
    const jpeg = await sharp(pngBytes(1080, 1350)).jpeg().toBuffer();
    const res = await variant('instagram', await stored(jpeg, 'jpg'));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(jpeg);
  });

  it('makes a variant once, whoever asks and however many at once, and serves the same bytes', async () => {
    const name = await stored(pngBytes(700, 1400), 'png');
    const before = await h.storedFiles();
    const answers = await Promise.all([1, 2, 3].map(() => variant('instagram', name)));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    const again = Buffer.from(await (await variant('instagram', name)).arrayBuffer());
    for (const body of [...bodies.slice(1), again]) expect(body).toEqual(bodies[0]);
    const rows = (await h.db.select().from(imageVariants)).filter((r) => r.sourcePath === `/uploads/${name}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ network: 'instagram', recipe: 'v1', contentType: 'image/jpeg' });
    expect((await h.storedFiles()).filter((f) => !before.includes(f))).toEqual([
      rows[0]!.variantPath.slice(9),
    ]);
  });

  it('converts an image once for fetches that come together in one process', async () => {
    const name = await stored(pngBytes(900, 1200), 'png');
    const disk = createDiskStorage(h.uploadsDir);
    let made = 0;
    const storage: Storage = {
      ...disk,
      async put(bytes, ext) {
        made++;
        return disk.put(bytes, ext);
      },
    };
    const deps = { db: h.db, storage, logger: createLogger('variants-test', 'silent') };
    const fetched = await Promise.all(
      [1, 2, 3, 4].map(() => networkVariant(deps, `/uploads/${name}`, 'instagram')),
    );
    expect(fetched.every((v) => v?.contentType === 'image/jpeg')).toBe(true);
    expect(made).toBe(1);
  });

  it('leaves no variant behind when its original is deleted while the variant is made', async () => {
    const name = await stored(pngBytes(900, 1200), 'png');
    const sourcePath = `/uploads/${name}`;
    const disk = createDiskStorage(h.uploadsDir);
    const deps = { db: h.db, logger: createLogger('variants-test', 'silent') };
    const before = await h.storedFiles();
    // The variant's file is written just as the original's deleter does its work: it deletes the
    // original's file, then looks for variants, before the variant's row is in.
    const storage: Storage = {
      ...disk,
      async put(bytes, ext) {
        const put = await disk.put(bytes, ext);
        await disk.delete(sourcePath);
        await deleteVariantsOf({ ...deps, storage: disk }, [sourcePath]);
        return put;
      },
    };
    expect(await networkVariant({ ...deps, storage }, sourcePath, 'instagram')).toBeNull();
    expect((await h.db.select().from(imageVariants)).filter((r) => r.sourcePath === sourcePath)).toEqual([]);
    expect(await h.storedFiles()).toEqual(before.filter((f) => f !== name));
  });

  it('answers 404 for an image it does not have or a network it does not know, 422 for broken bytes', async () => {
    const name = await stored(pngBytes(10, 10), 'png');
    expect((await variant('instagram', `${randomUUID()}.png`)).status).toBe(404);
    expect((await variant('tiktok', name)).status).toBe(404);
    expect((await variant('instagram', '..%2F..%2Fpackage.json')).status).toBe(404);
    const broken = await variant(
      'instagram',
      await stored(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'png'),
    );
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({ error: 'unreadable_image' });
  });

  it('remembers a conversion that failed: the next fetch is refused without decoding again', async () => {
    const name = await stored(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9, 9]), 'png');
    expect((await variant('facebook', name)).status).toBe(422);
    const failures = await h.db
      .select()
      .from(imageVariantFailures)
      .where(eq(imageVariantFailures.sourcePath, `/uploads/${name}`));
    expect(failures).toMatchObject([{ network: 'facebook' }]);
    expect((await variant('facebook', name)).status).toBe(422);
  });

  it('deletes a product image’s variants with it', async () => {
    const product = await h.createProduct({}, { bytes: pngBytes(900, 1200) });
    const name = product.imagePath!.slice('/uploads/'.length);
    await variant('instagram', name);
    const [row] = (await h.db.select().from(imageVariants)).filter((r) => r.sourcePath === product.imagePath);
    expect(await h.storedFiles()).toContain(row!.variantPath.slice(9));
    expect((await h.admin('DELETE', `/api/products/${product.id}`)).status).toBe(200);
    await expect.poll(() => h.storedFiles()).not.toContain(row!.variantPath.slice(9));
    expect(
      (await h.db.select().from(imageVariants)).filter((r) => r.sourcePath === product.imagePath),
    ).toEqual([]);
    expect((await h.request('GET', `/uploads/${row!.variantPath.slice(9)}`)).status).toBe(404);
  });
});
