import type { DetectedFace, MediaItem } from '@studio/contracts';
import { createLogger } from '@studio/kit';
import { drivers, metricSample } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joined, portraitImage } from '../before-after/testing.ts';
import { media } from '../db/schema.ts';
import type { FaceDetector } from '../faces/faces.ts';
import { facePhoto } from '../faces/testing.ts';
import { createDiskStorage } from '../storage/storage.ts';
import { type CatalogHarness, catalogHarness, JPEG_16X16, pngWithText, productForm } from '../testing.ts';
import type { Ocr } from './ocr.ts';
import { claimUnreadImage, IMAGE_TEXT_MAX_ATTEMPTS, readUnreadImages } from './reading.ts';

const logger = createLogger('image-text-test', 'silent');

/** An engine that answers `text` for every image and counts them. */
const fakeOcr = (text: string | null | Error) => {
  const ocr = {
    reads: 0,
    running: false,
    pid: undefined,
    async read() {
      return (await ocr.look()).text;
    },
    async look() {
      ocr.reads += 1;
      if (text instanceof Error) throw text;
      return { text, sure: text, doubtful: [], turn: 0 };
    },
    holding: <T>(work: () => Promise<T>) => work(),
    async close() {},
  };
  return ocr satisfies Ocr;
};

/** A detector that finds `faces` in every image and counts them. */
const fakeFaces = (faces: DetectedFace[] = []) => {
  const detector = {
    finds: 0,
    running: false,
    pid: undefined,
    async find() {
      detector.finds += 1;
      return faces;
    },
    holding: <T>(work: () => Promise<T>) => work(),
    async close() {},
  };
  return detector satisfies FaceDetector;
};

describe.each(drivers)('the words inside library images on %s', (driver) => {
  let h: CatalogHarness;
  let nextAccount = 700;

  const business = async () => {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    const call = (method: string, url: string, form?: FormData) => h.request(method, url, { token, form });
    return {
      accountId,
      call,
      list: async () => (await (await call('GET', '/api/media')).json()).media as MediaItem[],
      upload: async (bytes: Uint8Array) => {
        const res = await call('POST', '/api/media', productForm({}, { bytes, name: 'poster.png' }));
        expect(res.status).toBe(201);
        return (await res.json()).media as MediaItem;
      },
    };
  };
  beforeAll(async () => {
    // The real engine, one image at a time, as `npm start` runs it.
    h = await catalogHarness(driver, { imageText: { concurrency: 1, idleMs: 30_000 } });
  });
  afterAll(() => h.close());

  // Each engine's process starts with its first image (the OCR's models, the detector's): on a busy
  // machine that alone takes tens of seconds.
  it('reads the words printed in an uploaded image in the background, flags a block term and announces them', {
    timeout: 120_000,
  }, async () => {
    const saved = h.events('catalog.media.saved');
    const b = await business();
    const uploaded = await b.upload(await pngWithText('BOTOX'));
    expect(uploaded.imageTextStatus).toBe('pending');
    await expect
      .poll(async () => (await b.list()).find((m) => m.id === uploaded.id)?.imageTextStatus, {
        timeout: 90_000,
      })
      .toBe('read');
    const [item] = await b.list();
    expect(item).toMatchObject({ imageText: 'BOTOX', imageTextSure: 'BOTOX' });
    expect(item?.imageTextFlags).toEqual([
      expect.objectContaining({ field: 'imageText', phrase: 'BOTOX', severity: 'block' }),
    ]);
    // svc-posts hears the words with the image.
    await expect
      .poll(() => saved.filter((e) => e.mediaId === uploaded.id).at(-1))
      .toMatchObject({ imageText: 'BOTOX', imageTextStatus: 'read' });
  });

  it('finds the faces in an uploaded photo in the same reading: it shows a person, ticked or not, and svc-posts hears of them', {
    timeout: 180_000,
  }, async () => {
    const saved = h.events('catalog.media.saved');
    const b = await business();
    const photo = await sharp(await facePhoto('sample2.jpg'))
      .resize({ width: 480 })
      .jpeg()
      .toBuffer();
    const uploaded = await b.upload(photo);
    expect(uploaded).toMatchObject({ showsPerson: false, faces: [] });
    await expect
      .poll(async () => (await b.list()).find((m) => m.id === uploaded.id)?.imageTextStatus, {
        timeout: 90_000,
      })
      .toBe('read');
    const item = (await b.list()).find((m) => m.id === uploaded.id)!;
    expect(item.showsPerson).toBe(true);
    expect(item.faces.length).toBeGreaterThan(0);
    expect(item.faces[0]).toMatchObject({ score: expect.any(Number), width: expect.any(Number) });
    await expect
      .poll(() => saved.filter((e) => e.mediaId === uploaded.id).at(-1)?.faces?.length ?? 0)
      .toBe(item.faces.length);

    // Blurred: a new library item without the faces, read again; the original's file untouched.
    const storage = createDiskStorage(h.uploadsDir);
    const originalFile = await storage.get(item.url);
    const res = await b.call('POST', `/api/media/${item.id}/blur-faces`);
    expect(res.status).toBe(201);
    const { media: copy, message } = (await res.json()) as { media: MediaItem; message: string };
    expect(message).toContain('η αρχική εικόνα έμεινε όπως ήταν');
    expect(copy).toMatchObject({ showsPerson: false, altText: item.altText, imageTextStatus: 'pending' });
    expect(copy.url).not.toBe(item.url);
    await expect
      .poll(async () => (await b.list()).find((m) => m.id === copy.id)?.imageTextStatus, { timeout: 90_000 })
      .toBe('read');
    expect((await b.list()).find((m) => m.id === copy.id)).toMatchObject({ faces: [], showsPerson: false });
    expect((await storage.get(item.url))?.bytes).toEqual(originalFile?.bytes);
    expect((await b.list()).find((m) => m.id === item.id)).toMatchObject({ faces: item.faces });
    // Nothing to blur in an image without a face.
    const poster = await b.upload(await pngWithText('Serum'));
    await expect
      .poll(async () => (await b.list()).find((m) => m.id === poster.id)?.imageTextStatus, {
        timeout: 90_000,
      })
      .toBe('read');
    const none = await b.call('POST', `/api/media/${poster.id}/blur-faces`);
    expect(none.status).toBe(409);
    expect((await none.json()).message).toBe('Δεν εντοπίστηκε πρόσωπο στην εικόνα για θόλωμα.');
  });
});

describe.each(drivers)('the reading queue on %s', (driver) => {
  let h: CatalogHarness;
  let nextAccount = 800;
  const storage = () => createDiskStorage(h.uploadsDir);
  const deps = (ocr: Ocr, faces = fakeFaces()) => ({
    db: h.db,
    storage: storage(),
    logger,
    now: () => h.clock.now,
    afterCommit: () => {},
    reader: { ocr, faces },
    leaseMs: 60_000,
    retryDelayMs: 0,
  });
  const addImage = async (imagePath: string, accountId: number | null = nextAccount++) => {
    const [row] = await h.db.insert(media).values({ accountId, imagePath, source: 'upload' }).returning();
    return row!;
  };
  const rowOf = async (id: number) => (await h.db.select().from(media).where(eq(media.id, id)))[0]!;

  beforeAll(async () => {
    h = await catalogHarness(driver);
  });
  afterAll(() => h.close());

  it('counts the images still to read in /metrics, down to none once they are read', async () => {
    await readUnreadImages(deps(fakeOcr(null)));
    const depth = () => metricSample(h.service.app, 'work_queue_depth', 'queue="image_text"');
    expect(await depth()).toBe(0);
    await addImage(await storage().put(JPEG_16X16, 'jpg'));
    await addImage(await storage().put(JPEG_16X16, 'jpg'));
    expect(await depth()).toBe(2);
    await readUnreadImages(deps(fakeOcr(null)));
    expect(await depth()).toBe(0);
  });

  it('reads a file once, however many libraries hold it', async () => {
    const path = await storage().put(JPEG_16X16, 'jpg');
    const first = await addImage(path);
    const second = await addImage(path);
    const ocr = fakeOcr('Ορός υαλουρονικού');
    const face = { x: 0.4, y: 0.2, width: 0.2, height: 0.3, score: 0.97 };
    const faces = fakeFaces([face]);
    await readUnreadImages(deps(ocr, faces));
    expect([ocr.reads, faces.finds]).toEqual([1, 1]);
    expect(await rowOf(second.id)).toMatchObject({ imageText: 'Ορός υαλουρονικού', faces: [face] });
    expect((await rowOf(first.id)).imageTextStatus).toBe('read');
  });

  it('records a before/after composite found in the same reading, and none in a single photo', async () => {
    const [before, after] = [await portraitImage(), await portraitImage({ after: true })];
    const composite = await addImage(
      await storage().put(await joined(before, after, 'side-by-side', 6), 'png'),
    );
    const single = await addImage(await storage().put(before, 'png'));
    await readUnreadImages(deps(fakeOcr('ΠΡΙΝ ΜΕΤΑ')));
    expect((await rowOf(composite.id)).beforeAfter).toEqual({
      split: 'side-by-side',
      signs: ['words', 'seam'],
    });
    expect((await rowOf(single.id)).beforeAfter).toBeNull();
  });

  it('leaves an image claimed by a reader that died to another once its lease ends, and not before', async () => {
    const row = await addImage(await storage().put(JPEG_16X16, 'jpg'));
    h.clock.reset();
    const claimed = await claimUnreadImage(h.db, h.clock.now, 60_000);
    expect(claimed?.id).toBe(row.id);
    const ocr = fakeOcr(null);
    await readUnreadImages(deps(ocr));
    expect(ocr.reads).toBe(0);
    h.clock.now = new Date(h.clock.now.getTime() + 61_000);
    await readUnreadImages(deps(ocr));
    expect(ocr.reads).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({
      imageTextStatus: 'read',
      imageText: null,
      attempts: 2,
    });
  });

  it('gives up on an image after its tries, and says so', async () => {
    const row = await addImage(await storage().put(JPEG_16X16, 'jpg'));
    const ocr = fakeOcr(new Error('engine crashed'));
    await readUnreadImages(deps(ocr));
    expect(ocr.reads).toBe(IMAGE_TEXT_MAX_ATTEMPTS);
    expect(await rowOf(row.id)).toMatchObject({ imageTextStatus: 'failed', imageText: null });
  });

  it('marks an image whose file is gone as failed at once', async () => {
    const row = await addImage('/uploads/00000000-0000-4000-8000-000000000000.png');
    const ocr = fakeOcr('never');
    await readUnreadImages(deps(ocr));
    expect(ocr.reads).toBe(0);
    expect((await rowOf(row.id)).imageTextStatus).toBe('failed');
  });
});
