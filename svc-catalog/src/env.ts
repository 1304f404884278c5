import { createWriter, writerEnv } from '@studio/ai';
import { baseEnv, type Logger, optionalText, optionalUrl } from '@studio/kit';
import { z } from 'zod';
import { createImageSearch } from './image-search/create-image-search.ts';
import type { CatalogServiceOptions } from './service.ts';

/** svc-catalog's settings: the writer (OpenAI or offline) and the image search provider. */
export const catalogEnv = baseEnv.extend({
  PORT: z.coerce.number().int().default(4002),
  ...writerEnv,
  /** Unset: Brave with a key, else Google with a key and cx, else the offline source. */
  IMAGE_SEARCH_PROVIDER: optionalText.pipe(z.enum(['brave', 'google', 'openverse', 'offline']).optional()),
  BRAVE_SEARCH_KEY: optionalText,
  BRAVE_SEARCH_URL: optionalUrl,
  GOOGLE_CSE_KEY: optionalText,
  GOOGLE_CSE_CX: optionalText,
  GOOGLE_CSE_URL: optionalUrl,
  OPENVERSE_URL: optionalUrl,
  IMAGE_SEARCH_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** As svc-auth's: on an empty database, a starter catalogue beside the demo business. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /**
   * Images whose words are read at once by this process (each engine a process of about 200 MB while it reads);
   * 0: this replica reads none, the others do.
   */
  OCR_CONCURRENCY: z.coerce.number().int().min(0).max(8).default(1),
  /** How long an OCR engine waits for the next image before it ends and gives its memory back. */
  OCR_IDLE_MS: z.coerce.number().int().min(1000).default(30_000),
  /** The largest video the library takes, in MB. */
  VIDEO_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(4096).default(500),
  /** Videos this process converts at once (ffmpeg takes every core it gets); 0: this replica converts none. */
  VIDEO_CONVERSION_CONCURRENCY: z.coerce.number().int().min(0).max(4).default(1),
});
export type CatalogEnv = z.infer<typeof catalogEnv>;

/** The service's options as the environment sets them, for its own process and for `npm start`. */
export function catalogServiceOptions(
  env: CatalogEnv,
  logger: Logger,
): CatalogServiceOptions & Required<Pick<CatalogServiceOptions, 'dataDir' | 'writer' | 'imageSearch'>> {
  return {
    dataDir: env.DATA_DIR,
    demoCatalogue: env.SEED_DEMO === 'true',
    writer: createWriter(env, logger),
    imageSearch: createImageSearch(env, logger),
    imageText: { concurrency: env.OCR_CONCURRENCY, idleMs: env.OCR_IDLE_MS },
    video: {
      maxUploadBytes: env.VIDEO_MAX_UPLOAD_MB * 1024 * 1024,
      concurrency: env.VIDEO_CONVERSION_CONCURRENCY,
    },
  };
}
