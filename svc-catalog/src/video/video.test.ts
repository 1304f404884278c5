import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MEDIA_UPLOADS_PER_ACCOUNT,
  type MediaItem,
  VIDEO_UPLOAD_CHUNK_BYTES,
  VIDEO_UPLOADS_OPEN_PER_ACCOUNT,
  videoMessages,
} from '@studio/contracts';
import { createLogger } from '@studio/kit';
import { drivers, metricSample, runsWholeMatrix } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media, mediaUploads, videoConversions } from '../db/schema.ts';
import type { FaceDetector } from '../faces/faces.ts';
import { DISK_RESERVE_BYTES, openUpload, sweepStaleUploads, UPLOAD_TTL_MS } from '../media/video-upload.ts';
import { createDiskStorage } from '../storage/storage.ts';
import { type CatalogHarness, catalogHarness, JPEG_16X16, pngWithText, productForm } from '../testing.ts';
import { ffprobePath } from './binaries.ts';
import { claimConversion, convertQueuedVideos } from './conversions.ts';
import { runTool } from './run.ts';
import { makeTestVideo, TEST_VIDEOS, type TestVideoKind, videoWithCaption } from './testing.ts';

const logger = createLogger('video-test', 'silent');
// Each test makes clips and converts them to 1080×1920 with ffmpeg: seconds of CPU on an idle machine,
// many more on a busy CI one. A budget, not a measure (speed is the benchmark's: npm run bench -- video).
vi.setConfig({ testTimeout: 240_000 });
const LEASE_MS = 60_000;

type Stream = {
  codec_type: string;
  codec_name: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  sample_rate?: string;
  avg_frame_rate?: string;
};

/** What ffprobe reads in a stored file: its streams and duration. */
async function probeStored(uploadsDir: string, url: string) {
  const run = await runTool(ffprobePath(), [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,profile,pix_fmt,width,height,sample_rate,avg_frame_rate:format=duration,format_name',
    '-of',
    'json',
    path.join(uploadsDir, url.replace('/uploads/', '')),
  ]);
  const probed = JSON.parse(run.stdout.toString('utf8')) as {
    streams: Stream[];
    format: { duration: string; format_name: string };
  };
  const video = probed.streams.find((s) => s.codec_type === 'video')!;
  const [n, d] = (video.avg_frame_rate ?? '0/1').split('/').map(Number);
  return {
    video,
    audio: probed.streams.find((s) => s.codec_type === 'audio'),
    duration: Number(probed.format.duration),
    fps: n! / d!,
    format: probed.format.format_name,
  };
}

describe.each(drivers)('videos in the media library on %s', (driver) => {
  let h: CatalogHarness;
  let nextAccount = 3700;

  const business = async () => {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    const call = (
      method: string,
      url: string,
      options: { json?: unknown; form?: FormData; body?: Uint8Array; headers?: Record<string, string> } = {},
    ) =>
      options.body === undefined
        ? h.request(method, url, { ...options, token })
        : h.service.app.request(url, {
            method,
            headers: {
              Authorization: `Bearer ${token}`,
              'Content-Type': 'application/octet-stream',
              ...options.headers,
            },
            body: new Uint8Array(options.body),
          });
    return {
      accountId,
      call,
      list: async () => (await (await call('GET', '/api/media')).json()).media as MediaItem[],
      item: async (id: number) =>
        ((await (await call('GET', '/api/media')).json()).media as MediaItem[]).find((m) => m.id === id)!,
      /** A short video in POST /api/media's form. */
      upload: async (bytes: Uint8Array, type: string, fields: Record<string, string> = {}) =>
        call('POST', '/api/media', { form: productForm(fields, { bytes, name: 'clip', type }) }),
      /** Opens a resumable upload. */
      open: (bytes: Uint8Array, extra: Record<string, unknown> = {}) =>
        call('POST', '/api/media/uploads', {
          json: { fileName: 'clip.mp4', contentType: 'video/mp4', sizeBytes: bytes.length, ...extra },
        }),
      /** Sends bytes [start, end) of `bytes` as one chunk. */
      chunk: (id: string, bytes: Uint8Array, start: number, end: number) =>
        call('PUT', `/api/media/uploads/${id}`, {
          body: bytes.subarray(start, end),
          headers: { 'Content-Range': `bytes ${start}-${end - 1}/${bytes.length}` },
        }),
    };
  };
  const deps = () => ({
    db: h.db,
    storage: createDiskStorage(h.uploadsDir),
    logger,
    now: () => h.clock.now,
    afterCommit: () => {},
    leaseMs: LEASE_MS,
  });
  /**
   * Converts what is queued. The format matrix converts with the production preset; the other tests,
   * about what happens around a conversion, with x264's fastest one (the same filters and output size).
   */
  const convertAll = (preset: 'veryfast' | 'ultrafast' = 'ultrafast') =>
    convertQueuedVideos({ ...deps(), preset });

  beforeAll(async () => {
    // The tests run the conversion queue themselves.
    h = await catalogHarness(driver, { video: { concurrency: 0 } });
  });
  afterAll(() => h.close());

  const kinds = Object.keys(TEST_VIDEOS) as TestVideoKind[];
  it.each(runsWholeMatrix(driver) ? kinds : kinds.slice(0, 1))(
    'converts %s to what Reels and Stories take: H.264 High yuv420p 1080×1920, AAC 48 kHz when it has sound, its duration kept',
    async (kind) => {
      const spec = TEST_VIDEOS[kind];
      const b = await business();
      const saved = h.events('catalog.media.saved');
      const res = await b.upload(await makeTestVideo(kind), spec.type, { altText: 'Το ιατρείο' });
      expect(res.status).toBe(201);
      const { media: added } = (await res.json()) as { media: MediaItem };
      expect(added).toMatchObject({
        kind: 'video',
        altText: 'Το ιατρείο',
        video: { status: 'pending', progress: 0 },
      });
      expect(added.url).toMatch(new RegExp(`\\.${spec.ext}$`));
      expect(added.video?.hasAudio).toBe(spec.audio);

      expect(await convertAll('veryfast')).toBe(1);
      const item = await b.item(added.id);
      expect(item.video).toMatchObject({
        status: 'ready',
        progress: 1,
        error: null,
        width: 1080,
        height: 1920,
        hasAudio: spec.audio,
      });
      const out = await probeStored(h.uploadsDir, item.video!.url!);
      expect(out.format).toContain('mp4');
      expect(out.video).toMatchObject({
        codec_name: 'h264',
        profile: 'High',
        pix_fmt: 'yuv420p',
        width: 1080,
        height: 1920,
      });
      expect(out.fps).toBeLessThanOrEqual(30);
      expect(out.duration).toBeGreaterThan(0.9);
      expect(out.duration).toBeLessThan(1.2);
      if (spec.audio) expect(out.audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000' });
      else expect(out.audio).toBeUndefined();
      // The cover is a JPEG served beside it; svc-posts hears the video ready.
      const cover = await h.request('GET', item.video!.coverUrl!);
      expect(cover.headers.get('Content-Type')).toBe('image/jpeg');
      await expect
        .poll(() => saved.filter((e) => e.mediaId === added.id).at(-1))
        .toMatchObject({
          kind: 'video',
          video: {
            status: 'ready',
            url: item.video!.url,
            coverUrl: item.video!.coverUrl,
            width: 1080,
            height: 1920,
            hasAudio: spec.audio,
          },
        });
    },
  );

  it('serves a converted video by ranges, for the players that seek', async () => {
    const b = await business();
    const { media: added } = (await (
      await b.upload(await makeTestVideo('mp4-h264-landscape'), 'video/mp4')
    ).json()) as { media: MediaItem };
    await convertAll();
    const { video } = await b.item(added.id);
    const whole = await h.request('GET', video!.url!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await h.request('GET', video!.url!, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('takes a long video in chunks and goes on where it was after a break', async () => {
    const b = await business();
    // Longer than one chunk: a real clip with room added after it (ffprobe reads the clip, not the tail).
    const clip = await makeTestVideo('mp4-h264-landscape');
    const bytes = new Uint8Array(VIDEO_UPLOAD_CHUNK_BYTES + clip.length + 1000);
    bytes.set(clip);
    const opened = await b.open(bytes, { altText: 'Βίντεο', showsPerson: true, personConsent: true });
    expect(opened.status).toBe(201);
    const { upload } = await opened.json();
    expect(upload).toMatchObject({
      receivedBytes: 0,
      sizeBytes: bytes.length,
      chunkBytes: VIDEO_UPLOAD_CHUNK_BYTES,
    });

    const first = await b.chunk(upload.id, bytes, 0, VIDEO_UPLOAD_CHUNK_BYTES);
    expect(first.status).toBe(200);
    expect((await first.json()).upload.receivedBytes).toBe(VIDEO_UPLOAD_CHUNK_BYTES);
    // The connection broke: the client asks where it is, and a chunk sent again is refused with the offset.
    const again = await b.chunk(upload.id, bytes, 0, VIDEO_UPLOAD_CHUNK_BYTES);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(videoMessages.uploadOffset(VIDEO_UPLOAD_CHUNK_BYTES));
    const state = await (await b.call('GET', `/api/media/uploads/${upload.id}`)).json();
    expect(state.upload.receivedBytes).toBe(VIDEO_UPLOAD_CHUNK_BYTES);
    // Another account sees no such upload.
    const other = await business();
    expect((await other.call('GET', `/api/media/uploads/${upload.id}`)).status).toBe(404);

    const last = await b.chunk(upload.id, bytes, VIDEO_UPLOAD_CHUNK_BYTES, bytes.length);
    expect(last.status).toBe(201);
    const done = await last.json();
    expect(done.media).toMatchObject({
      kind: 'video',
      altText: 'Βίντεο',
      showsPerson: true,
      personConsent: true,
      video: { status: 'pending' },
    });
    expect(await h.db.select().from(mediaUploads).where(eq(mediaUploads.id, upload.id))).toEqual([]);
    expect((await b.call('GET', `/api/media/uploads/${upload.id}`)).status).toBe(404);
    const stored = await h.request('GET', done.media.url);
    expect((await stored.arrayBuffer()).byteLength).toBe(bytes.length);
  });

  it('deletes every file of a deleted account: upload, variant, converted video, cover, part file', async () => {
    const onDisk = async () =>
      (await readdir(h.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(h.uploadsDir, path.join(entry.parentPath, entry.name)))
        .sort();
    await convertAll();
    const before = await onDisk();
    const b = await business();
    const kept = await business();
    const image = await b.call('POST', '/api/media', {
      form: productForm({}, { bytes: JPEG_16X16, name: 'photo.jpg', type: 'image/jpeg' }),
    });
    const imageUrl = (await image.json()).media.url as string;
    expect((await h.request('GET', `/api/network-images/instagram/${path.basename(imageUrl)}`)).status).toBe(
      200,
    );
    const clip = await makeTestVideo('mp4-h264-landscape');
    const { media: video } = (await (await b.upload(clip, 'video/mp4')).json()) as { media: MediaItem };
    const { media: othersVideo } = (await (await kept.upload(clip, 'video/mp4')).json()) as {
      media: MediaItem;
    };
    expect(await convertAll()).toBe(2);
    const converted = (await b.item(video.id)).video!;
    const bytes = new Uint8Array(VIDEO_UPLOAD_CHUNK_BYTES + 10);
    const { upload } = await (await b.open(bytes)).json();
    expect((await b.chunk(upload.id, bytes, 0, VIDEO_UPLOAD_CHUNK_BYTES)).status).toBe(200);
    const others = (await kept.item(othersVideo.id)).video!;
    const othersFiles = [othersVideo.url, others.url!, others.coverUrl!].map((u) => path.basename(u));
    const owned = (await onDisk()).filter((f) => !before.includes(f) && !othersFiles.includes(f));
    // The account's files: its image and the Instagram variant, its video as sent, converted and its
    // cover, and the part file of its unfinished upload.
    expect(owned).toHaveLength(6);
    expect(owned).toEqual(
      expect.arrayContaining(
        [imageUrl, video.url, converted.url!, converted.coverUrl!]
          .map((u) => path.basename(u))
          .concat(path.join('parts', `${upload.id}.part`)),
      ),
    );

    await h.platform.bus.publish(
      'auth.account.deleted',
      { accountId: b.accountId, at: new Date().toISOString() },
      `deleted-${b.accountId}`,
    );
    await expect.poll(async () => (await onDisk()).filter((f) => owned.includes(f))).toEqual([]);
    for (const url of [imageUrl, video.url, converted.url!, converted.coverUrl!])
      expect((await h.request('GET', url)).status).toBe(404);
    expect(await h.db.select().from(mediaUploads).where(eq(mediaUploads.id, upload.id))).toEqual([]);
    // Another business's video stays whole.
    for (const url of [othersVideo.url, others.url!, others.coverUrl!])
      expect((await h.request('GET', url)).status).toBe(200);
  });

  it('counts open uploads against the account: of 150 opened at once, 3 are taken, the rest refused in Greek', async () => {
    const b = await business();
    const MB = 1024 * 1024;
    const open = (sizeBytes: number) =>
      b.call('POST', '/api/media/uploads', {
        json: { fileName: 'big.mp4', contentType: 'video/mp4', sizeBytes },
      });
    // Two of 500 MB, then a third of 500 MB passes the 1 GiB the open ones may declare together.
    expect((await open(500 * MB)).status).toBe(201);
    const second = await open(500 * MB);
    expect(second.status).toBe(201);
    const tooMuch = await open(500 * MB);
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toEqual({ error: 'upload_limit', message: videoMessages.uploadBytesOpen });
    // A small one is the third; the 4th to the 151st are refused.
    const statuses = [(await open(MB)).status];
    for (let i = 0; i < 147; i++) statuses.push((await open(MB)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = await open(MB);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(videoMessages.uploadsOpen);
    expect(
      await h.db
        .select({ id: mediaUploads.id })
        .from(mediaUploads)
        .where(eq(mediaUploads.accountId, b.accountId)),
    ).toHaveLength(VIDEO_UPLOADS_OPEN_PER_ACCOUNT);
    // One cancelled makes room for one more; another business is not held by this one's.
    const { upload } = await second.json();
    expect((await b.call('DELETE', `/api/media/uploads/${upload.id}`)).status).toBe(200);
    expect((await open(MB)).status).toBe(201);
    const other = await business();
    expect(
      (
        await other.call('POST', '/api/media/uploads', {
          json: { fileName: 'clip.mp4', contentType: 'video/mp4', sizeBytes: MB },
        })
      ).status,
    ).toBe(201);
  });

  it('counts open uploads in the library’s budget of items', async () => {
    const b = await business();
    await h.db.insert(media).values(
      Array.from({ length: MEDIA_UPLOADS_PER_ACCOUNT - 1 }, (_, i) => ({
        accountId: b.accountId,
        imagePath: `/uploads/budget-${b.accountId}-${i}.jpg`,
        source: 'upload' as const,
      })),
    );
    const open = () =>
      b.call('POST', '/api/media/uploads', {
        json: { fileName: 'clip.mp4', contentType: 'video/mp4', sizeBytes: 1000 },
      });
    expect((await open()).status).toBe(201);
    const full = await open();
    expect(full.status).toBe(409);
    expect((await full.json()).error).toBe('media_limit');
  });

  it('refuses an upload the disk has no room for, counting what open uploads still have to send', async () => {
    // Only this test's uploads are open.
    await h.db.delete(mediaUploads);
    const b = await business();
    const disk = createDiskStorage(h.uploadsDir);
    const GB = 1024 ** 3;
    const storage = { ...disk, freeBytes: async () => DISK_RESERVE_BYTES + 0.6 * GB };
    const deps = { db: h.db, storage, logger, maxBytes: 500 * 1024 * 1024 };
    const request = (sizeBytes: number) => ({
      fileName: 'clip.mp4',
      contentType: 'video/mp4' as const,
      sizeBytes: Math.round(sizeBytes),
    });
    const first = await openUpload(deps, b.accountId, request(0.4 * GB));
    // 0.6 GB free past the reserve, 0.4 GB promised to the first: no room for 0.3 GB more.
    await expect(openUpload(deps, (await business()).accountId, request(0.3 * GB))).rejects.toMatchObject({
      status: 507,
      code: 'insufficient_storage',
      message: videoMessages.diskFull,
    });
    await openUpload(deps, (await business()).accountId, request(0.1 * GB));
    await h.db.delete(mediaUploads);
    expect(first.sizeBytes).toBe(Math.round(0.4 * GB));
  });

  it('sweeps an abandoned upload and its part file within the hour, and a part file no upload owns', async () => {
    const b = await business();
    const bytes = new Uint8Array(VIDEO_UPLOAD_CHUNK_BYTES + 10);
    const { upload: abandoned } = await (await b.open(bytes)).json();
    expect((await b.chunk(abandoned.id, bytes, 0, VIDEO_UPLOAD_CHUNK_BYTES)).status).toBe(200);
    const { upload: active } = await (await b.open(bytes)).json();
    const storage = createDiskStorage(h.uploadsDir);
    const orphan = await storage.partFileOf('00000000-0000-4000-8000-000000000001');
    await writeFile(orphan, 'half a video');
    expect(UPLOAD_TTL_MS).toBeLessThanOrEqual(45 * 60_000);
    const now = new Date(Date.now() + UPLOAD_TTL_MS + 60_000);
    // The active upload got a chunk just now (its clock and its file's).
    await h.db.update(mediaUploads).set({ updatedAt: now }).where(eq(mediaUploads.id, active.id));
    const activePart = await storage.partFileOf(active.id);
    await utimes(activePart, now, now);
    // The abandoned one (and those the tests before left) are swept.
    expect(await sweepStaleUploads({ db: h.db, storage, logger }, now)).toBeGreaterThanOrEqual(1);
    expect(await h.db.select().from(mediaUploads).where(eq(mediaUploads.id, abandoned.id))).toEqual([]);
    await expect(stat(await storage.partFileOf(abandoned.id))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(stat(orphan)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await stat(activePart)).isFile()).toBe(true);
    expect((await b.call('GET', `/api/media/uploads/${active.id}`)).status).toBe(200);
  });

  it('refuses a video over the size limit before a byte is sent, and what is not a video once read', async () => {
    const b = await business();
    const big = await b.call('POST', '/api/media/uploads', {
      json: { fileName: 'big.mp4', contentType: 'video/mp4', sizeBytes: 501 * 1024 * 1024 },
    });
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe(videoMessages.tooLarge(500));

    const before = await h.storedFiles();
    const text = new TextEncoder().encode('not a video at all, just words');
    const form = await b.upload(text, 'video/mp4');
    expect(form.status).toBe(422);
    expect((await form.json()).message).toBe(videoMessages.notAVideo);
    // A sound file is no video either, in chunks as in a form.
    const { upload } = await (await b.open(text)).json();
    const last = await b.chunk(upload.id, text, 0, text.length);
    expect(last.status).toBe(422);
    expect((await last.json()).message).toBe(videoMessages.notAVideo);
    expect(await h.storedFiles()).toEqual(before);
    expect(await b.list()).toEqual([]);
    // A type the library does not take is refused when the upload is opened.
    expect((await b.open(text, { contentType: 'video/x-msvideo' })).status).toBe(400);
  });

  it('converts a video again when its converter died, once the lease has ended, and not before', async () => {
    await convertAll();
    const queued = () => metricSample(h.service.app, 'work_queue_depth', 'queue="video_conversion"');
    expect(await queued()).toBe(0);
    const b = await business();
    const { media: added } = (await (
      await b.upload(await makeTestVideo('mp4-h264-landscape'), 'video/mp4')
    ).json()) as { media: MediaItem };
    expect(await queued()).toBe(1);
    h.clock.reset();
    // A converter takes it and dies.
    const claim = await claimConversion(h.db, h.clock.now, LEASE_MS);
    expect(claim?.mediaId).toBe(added.id);
    expect(await convertAll()).toBe(0);
    // Claimed by a converter that died, it still waits.
    expect(await queued()).toBe(1);
    h.clock.now = new Date(h.clock.now.getTime() + LEASE_MS + 1000);
    expect(await convertAll()).toBe(1);
    expect((await b.item(added.id)).video?.status).toBe('ready');
    expect(await queued()).toBe(0);
    expect(await h.db.select().from(videoConversions).where(eq(videoConversions.mediaId, added.id))).toEqual(
      [],
    );
  });

  it('says in Greek why a conversion failed', async () => {
    const b = await business();
    const { media: added } = (await (
      await b.upload(await makeTestVideo('mp4-h264-landscape'), 'video/mp4')
    ).json()) as { media: MediaItem };
    await createDiskStorage(h.uploadsDir).delete(added.url);
    await convertAll();
    expect((await b.item(added.id)).video).toMatchObject({
      status: 'failed',
      error: videoMessages.sourceGone,
      url: null,
    });
  });

  it('keeps the consent and alt-text rules of images, and takes the cover the user picks', async () => {
    const b = await business();
    const res = await b.upload(await makeTestVideo('mov-h264-portrait', 2), 'video/quicktime', {
      personConsent: 'true',
    });
    const { media: added } = (await res.json()) as { media: MediaItem };
    // Consent belongs to a video that shows a person.
    expect(added).toMatchObject({ showsPerson: false, personConsent: false });
    const patched = await b.call('PATCH', `/api/media/${added.id}`, {
      json: { altText: 'Η θεραπεία', showsPerson: true, personConsent: true },
    });
    expect((await patched.json()).media).toMatchObject({
      altText: 'Η θεραπεία',
      showsPerson: true,
      personConsent: true,
    });
    // An alt text with a blocked term is refused as for an image.
    expect(
      (await b.call('PATCH', `/api/media/${added.id}`, { json: { altText: 'Εγγυημένα αποτελέσματα BOTOX' } }))
        .status,
    ).toBe(422);

    // A cover chosen before the conversion is kept for it.
    await b.call('PATCH', `/api/media/${added.id}`, { json: { coverAtSeconds: 1.5 } });
    await convertAll();
    const ready = await b.item(added.id);
    expect(ready.video).toMatchObject({ status: 'ready', coverAtSeconds: 1.5 });
    // After it, a new frame.
    const moved = await b.call('PATCH', `/api/media/${added.id}`, { json: { coverAtSeconds: 0.5 } });
    const after = (await moved.json()).media as MediaItem;
    expect(after.video?.coverAtSeconds).toBe(0.5);
    expect(after.video?.coverUrl).not.toBe(ready.video?.coverUrl);
    expect((await h.request('GET', ready.video!.coverUrl!)).status).toBe(404);
    expect((await h.request('GET', after.video!.coverUrl!)).status).toBe(200);
    // Out of the video, or on an image: refused.
    const late = await b.call('PATCH', `/api/media/${added.id}`, { json: { coverAtSeconds: 30 } });
    expect(late.status).toBe(400);
    expect((await late.json()).message).toBe(videoMessages.coverOutOfRange);

    // Deleting the video deletes its files.
    const before = await h.storedFiles();
    expect((await b.call('DELETE', `/api/media/${added.id}`)).status).toBe(200);
    const gone = [added.url, after.video!.url!, after.video!.coverUrl!].map((u) =>
      u.replace('/uploads/', ''),
    );
    expect(await h.storedFiles()).toEqual(before.filter((f) => !gone.includes(f)));
    expect(await h.db.select().from(media).where(eq(media.id, added.id))).toEqual([]);
  });
});

// The OCR of frames is the engine's work, not the database's: once, on the matrix's driver.
/** A face detector that finds none. */
const noFaces: FaceDetector = {
  find: async () => [],
  running: false,
  pid: undefined,
  holding: (work) => work(),
  close: async () => {},
};

describe.each(drivers.filter(runsWholeMatrix))('the words in a video’s frames and cover on %s', (driver) => {
  let h: CatalogHarness;
  beforeAll(async () => {
    // The real OCR engine and converter, as `npm start` runs them (the fastest preset); this test is
    // about the words, so the reader's face detector finds none (faces/faces.test.ts tests it).
    h = await catalogHarness(driver, {
      imageText: { concurrency: 1, idleMs: 1000, faces: () => noFaces },
      video: { concurrency: 1, preset: 'ultrafast' },
    });
  });
  afterAll(() => h.close());

  it('reads, once converted, words shown between the timed samples and the chosen cover, and announces them', async () => {
    const token = await h.businessToken(3900);
    const saved = h.events('catalog.media.saved');
    // «BOTOX» is shown from 1.2 s to 2.0 s only: the timed sample (0.5 s) misses it; the change of the
    // picture does not.
    const clip = await videoWithCaption(await pngWithText(' '), await pngWithText('BOTOX'), {
      seconds: 3,
      from: 1.2,
      to: 2,
    });
    const res = await h.request('POST', '/api/media', {
      token,
      form: productForm({}, { bytes: clip, name: 'clip.mp4', type: 'video/mp4' }),
    });
    expect(res.status).toBe(201);
    const { media: added } = (await res.json()) as { media: MediaItem };
    const item = async () =>
      ((await (await h.request('GET', '/api/media', { token })).json()).media as MediaItem[]).find(
        (m) => m.id === added.id,
      )!;
    await expect.poll(async () => (await item()).imageTextStatus, { timeout: 120_000 }).toBe('read');
    const read = await item();
    expect(read.video?.status).toBe('ready');
    expect(read.imageTextFlags).toContainEqual(
      expect.objectContaining({ phrase: expect.stringMatching(/^(BOTOX|ΒΟΤΟΧ)$/), severity: 'block' }),
    );
    await expect
      .poll(() => saved.filter((e) => e.mediaId === added.id).at(-1))
      .toMatchObject({ kind: 'video', imageText: read.imageText, imageTextStatus: 'read' });

    // A new cover is read before a post may go: the words are pending until it is, then read again.
    const patched = await h.request('PATCH', `/api/media/${added.id}`, {
      token,
      json: { coverAtSeconds: 1.5 },
    });
    expect(((await patched.json()).media as MediaItem).imageTextStatus).toBe('pending');
    await expect.poll(async () => (await item()).imageTextStatus, { timeout: 60_000 }).toBe('read');
    expect((await item()).imageText).toMatch(/BOTOX|ΒΟΤΟΧ/);
  });
});
