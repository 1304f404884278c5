import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOfflineWriter, DEFAULT_RULE_SET, prepareRuleSetLogged, type Writer } from '@studio/ai';
import { serviceBodyLimits, VIDEO_MAX_UPLOAD_BYTES_DEFAULT } from '@studio/contracts';
import {
  actingChangeAudited,
  type Clock,
  defineService,
  emit,
  measureQueue,
  measureWriter,
  type Platform,
  type RunningWorker,
  startJobs,
} from '@studio/kit';
import { accountProductRoutes } from './account-products/routes.ts';
import { createImageLoader, type ImageLoader } from './ai-products/load-image.ts';
import { aiProductRoutes } from './ai-products/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { seedCatalogue } from './categories/seed.ts';
import { companyLogoRoutes } from './company-logo/routes.ts';
import { idempotencyKeys, knownSessions, outbox } from './db/schema.ts';
import { createFaceDetector, type FaceDetector } from './faces/faces.ts';
import { createOfflineSearch } from './image-search/offline-source.ts';
import type { ImageSearchProvider } from './image-search/types.ts';
import { createOcr, type Ocr } from './image-text/ocr.ts';
import { DEFAULT_IMAGE_TEXT_OPTIONS, type ImageTextOptions, unreadImages } from './image-text/reading.ts';
import { catalogJobs } from './jobs.ts';
import { mediaRoutes } from './media/routes.ts';
import { networkImageRoutes } from './network-images/routes.ts';
import { offlineImageRoutes } from './offline-images/routes.ts';
import { productImageRoutes, productImageUploadRoutes } from './product-images/routes.ts';
import { productRoutes } from './products/routes.ts';
import { proxyRoutes } from './proxy/routes.ts';
import { proxyUrlSigner } from './proxy/signed-url.ts';
import { settingsRoutes } from './settings/routes.ts';
import { uploadRoutes } from './storage/routes.ts';
import { createDiskStorage, type Storage } from './storage/storage.ts';
import {
  DEFAULT_VIDEO_CONVERSION_OPTIONS,
  type VideoConversionOptions,
  videosToConvert,
} from './video/conversions.ts';

/** Each defaults to what needs no configuration; `catalogServiceOptions(env)` builds them from the environment. */
export type CatalogServiceOptions = {
  /** Where uploads go when no storage is given: `${dataDir}/uploads` (default ./data). */
  dataDir?: string;
  storage?: Storage;
  /** Writes product descriptions and judges images (default: the offline writer). */
  writer?: Writer;
  /** Finds images for a product (default: the offline source). */
  imageSearch?: ImageSearchProvider;
  /** Loads images for checking, proxying and downloading (default: offline images in-process, the rest by safe fetch). */
  loadImage?: ImageLoader;
  /** On the first start, a starter catalogue of products besides the categories (SEED_DEMO; default false). */
  demoCatalogue?: boolean;
  /** The clock of saved images and their sweep (tests set it). */
  now?: Clock;
  /** How often the sweep of unused saved images runs (default every 15 minutes). */
  savedImagesSweepIntervalMs?: number;
  /**
   * The reading of the words inside the library's images: how many at once (OCR_CONCURRENCY), how long
   * an engine stays idle before it ends (OCR_IDLE_MS), and the engine itself (default: offline tesseract).
   */
  imageText?: Partial<ImageTextOptions> & {
    idleMs?: number;
    ocr?: (idleMs: number) => Ocr;
    /** The face detector beside each OCR engine (default: offline face-api), ending after the same idle time. */
    faces?: (idleMs: number) => FaceDetector;
  };
  /** The library's videos: the largest upload (VIDEO_MAX_UPLOAD_MB) and the conversion queue (VIDEO_CONVERSION_CONCURRENCY). */
  video?: Partial<VideoConversionOptions> & { maxUploadBytes?: number };
};

/** An engine ends after this long without an image (OCR_IDLE_MS). */
export const DEFAULT_OCR_IDLE_MS = 30_000;

/** svc-catalog: the product catalogue, its images and each account's products. */
export function createCatalogService(platform: Platform, options: CatalogServiceOptions = {}) {
  const storage = options.storage ?? createDiskStorage(path.join(options.dataDir ?? './data', 'uploads'));
  const writer = options.writer ?? createOfflineWriter();
  const imageSearch = options.imageSearch ?? createOfflineSearch();
  const loadImage = options.loadImage ?? createImageLoader();
  const now = options.now ?? platform.clock;
  /** The running workers by name: a new image or video wakes its readers or converters. */
  const workers = new Map<string, RunningWorker>();
  const videoOptions = { ...DEFAULT_VIDEO_CONVERSION_OPTIONS, ...options.video };
  const maxVideoBytes = options.video?.maxUploadBytes ?? VIDEO_MAX_UPLOAD_BYTES_DEFAULT;
  /** A new video in the queue: the converters look at once. */
  const videosAdded = () => workers.get('video-conversions')?.kick?.();
  const imageTextOptions = { ...DEFAULT_IMAGE_TEXT_OPTIONS, ...options.imageText };
  const ocrOf = options.imageText?.ocr ?? ((idleMs: number) => createOcr({ idleMs }));
  const facesOf = options.imageText?.faces ?? ((idleMs: number) => createFaceDetector({ idleMs }));
  const idleMs = options.imageText?.idleMs ?? DEFAULT_OCR_IDLE_MS;
  /** New images in a library: the readers look at once. */
  const imagesAdded = () => workers.get('image-text')?.kick?.();
  return defineService(platform, {
    name: 'catalog',
    schema: 'catalog',
    migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
    outbox,
    idempotencyKeys,
    sessions: { knownSessions },
    recordActingChange: (db, claims, change, at) =>
      emit(db, outbox, 'catalog.change.audited', actingChangeAudited(claims, change, at)),
    bodyLimitBytes: serviceBodyLimits.catalog,
    setup: ({ app, db, auth, logger, afterCommit }) => {
      const files = { db, storage, logger };
      measureQueue('image_text', () => unreadImages(db));
      measureQueue('video_conversion', () => videosToConvert(db));
      measureWriter('svc-catalog', () => writer.load?.());
      uploadRoutes(app, { storage });
      offlineImageRoutes(app);
      networkImageRoutes(app, files);
      proxyRoutes(app, {
        db,
        auth,
        loadImage,
        signer: proxyUrlSigner(platform.signer.keyFor('proxy-image')),
        now,
      });
      productRoutes(app, { ...files, auth, afterCommit, now });
      productImageUploadRoutes(app, { ...files, auth });
      productImageRoutes(app, { ...files, auth });
      categoryRoutes(app, { db });
      settingsRoutes(app, { auth, writer, imageSearch });
      aiProductRoutes(app, { ...files, auth, writer, imageSearch, loadImage, now, afterCommit });
      accountProductRoutes(app, { ...files, auth, afterCommit, now });
      companyLogoRoutes(app, { ...files, now });
      mediaRoutes(app, { ...files, auth, afterCommit, imagesAdded, videosAdded, maxVideoBytes, now });
      const jobs = catalogJobs({
        ...files,
        now,
        afterCommit,
        savedImagesSweepIntervalMs: options.savedImagesSweepIntervalMs,
        imageText: {
          ...imageTextOptions,
          readers: () => ({ ocr: ocrOf(idleMs), faces: facesOf(idleMs) }),
        },
        video: videoOptions,
        videoReady: imagesAdded,
      });
      let started: { stop(): Promise<void> } | undefined;
      return {
        async start() {
          await seedCatalogue(files, { demo: options.demoCatalogue ?? false });
          // Product names, descriptions and image texts are checked against the shipped rules.
          prepareRuleSetLogged(DEFAULT_RULE_SET, logger);
          started = await startJobs(jobs, platform.bus, workers);
        },
        async stop() {
          await started?.stop();
        },
      };
    },
  });
}

/** For tests that put the catalogue behind a fake public host (sizes, SSRF). */
export { createImageLoader } from './ai-products/load-image.ts';
export { createSafeFetch } from './net/safe-fetch.ts';
