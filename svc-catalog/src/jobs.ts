import { type Clock, consumed, type Jobs, startPoller } from '@studio/kit';
import { accountDeletedConsumer } from './accounts/lifecycle.ts';
import type { FaceDetector } from './faces/faces.ts';
import type { Ocr } from './image-text/ocr.ts';
import { type ImageTextOptions, startImageTextReading } from './image-text/reading.ts';
import { mediaUseConsumer } from './media/consumers.ts';
import { sweepStaleUploads } from './media/video-upload.ts';
import { purgeProxyUsage } from './proxy/rate-limit.ts';
import type { FileDeps } from './stored-files/files.ts';
import { SAVED_IMAGES_SWEEP_INTERVAL_MS, sweepSavedImages } from './stored-files/saved-images.ts';
import { purgeImageUploadUsage } from './stored-files/upload.ts';
import { startVideoConversions, type VideoConversionOptions } from './video/conversions.ts';

/** How often the image proxy's and the uploads' counts past their window are purged. */
const USAGE_PURGE_INTERVAL_MS = 10 * 60_000;

/** What the jobs are started with. */
export type CatalogJobDeps = FileDeps & {
  now: Clock;
  afterCommit: () => void;
  /** How often unused saved images are swept (default: SAVED_IMAGES_SWEEP_INTERVAL_MS). */
  savedImagesSweepIntervalMs?: number;
  /** The reading of the words in the library's images; `concurrency` 0: this replica reads none. */
  imageText: ImageTextOptions & { readers: () => { ocr: Ocr; faces: FaceDetector } };
  /** The videos' conversions; `concurrency` 0: this replica converts none. */
  video: VideoConversionOptions;
  /** A video became ready: its frames' words are to be read. */
  videoReady: () => void;
};

/**
 * Every consumer and worker of svc-catalog, declared once: the service starts and stops them from this
 * list, and docs/architecture.md lists them as it says (jobs.test.ts keeps the two the same).
 */
export function catalogJobs(deps: CatalogJobDeps): Jobs {
  const { db, storage, logger, now, afterCommit, imageText, video } = deps;
  const files = { db, storage, logger };
  return {
    consumers: [
      ...consumed(
        'which posts use which library images, so an image in use is not deleted',
        mediaUseConsumer(db),
      ),
      ...consumed('a deleted account’s rows and files removed', accountDeletedConsumer(files, afterCommit)),
    ],
    workers: [
      {
        name: 'usage-purge',
        what: 'purges the image proxy’s and the uploads’ counts past their window',
        everyMs: USAGE_PURGE_INTERVAL_MS,
        start() {
          return startPoller({
            intervalMs: this.everyMs,
            run: async () => {
              await purgeProxyUsage(db, now());
              await purgeImageUploadUsage(db, now());
            },
            onError: (error) => logger.error({ err: error }, 'purging image proxy and upload counts failed'),
          });
        },
      },
      {
        name: 'saved-images-sweep',
        what: 'deletes saved images no product used within a day, and video uploads left unfinished',
        everyMs: deps.savedImagesSweepIntervalMs ?? SAVED_IMAGES_SWEEP_INTERVAL_MS,
        start() {
          return startPoller({
            intervalMs: this.everyMs,
            run: async () => {
              const deleted = await sweepSavedImages(files, now());
              if (deleted > 0) logger.info({ deleted }, 'deleted saved images no product used within a day');
              const uploads = await sweepStaleUploads(files, now());
              if (uploads > 0) logger.info({ uploads }, 'deleted video uploads left unfinished for a day');
            },
            onError: (error) => logger.error({ err: error }, 'sweeping unused saved images failed'),
          });
        },
      },
      {
        name: 'image-text',
        what: 'reads the words and faces in the library’s new images and video frames (OCR_CONCURRENCY, 0 for none)',
        everyMs: imageText.pollMs,
        off: imageText.concurrency <= 0,
        start() {
          const { readers, ...options } = imageText;
          return startImageTextReading(
            { ...files, now, afterCommit, readers: Array.from({ length: options.concurrency }, readers) },
            options,
          );
        },
      },
      {
        name: 'video-conversions',
        what: 'converts the library’s uploaded videos (VIDEO_CONVERSION_CONCURRENCY, 0 for none)',
        everyMs: video.pollMs,
        off: video.concurrency <= 0,
        start() {
          return startVideoConversions({ ...files, now, afterCommit, videoReady: deps.videoReady }, video);
        },
      },
    ],
  };
}
