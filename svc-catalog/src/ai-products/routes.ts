import { randomUUID } from 'node:crypto';
import { type Writer, withAiUsage } from '@studio/ai';
import type { AiProductCheckResponse, SavedImage } from '@studio/contracts';
import {
  ApiError,
  type Auth,
  type Db,
  emit,
  type KitEnv,
  type Logger,
  mountRoute,
  type ServiceApp,
} from '@studio/kit';
import type { MiddlewareHandler } from 'hono';
import { blockedFieldsVerdict, refuseBlockedFields } from '../compliance/blocked-fields.ts';
import { outbox } from '../db/schema.ts';
import {
  type FoundImage,
  type ImageSearchProvider,
  MAX_SEARCH_RESULTS,
  offlineSeedFromUrl,
  rankImages,
  toSearchImage,
  validateImages,
} from '../image-search/index.ts';
import { detectImageKind } from '../net/image-signature.ts';
import { SafeFetchError } from '../net/safe-fetch.ts';
import { detectRasterImage } from '../storage/image-type.ts';
import type { Storage } from '../storage/storage.ts';
import { recordSavedImages } from '../stored-files/saved-images.ts';
import { callUpstream } from './errors.ts';
import type { ImageLoader } from './load-image.ts';
import { takeImageSearch } from './quota.ts';
import { nextImage } from './replace.ts';
import { searchNote } from './search-note.ts';

export type AiDeps = {
  db: Db;
  auth: Auth;
  storage: Storage;
  logger: Logger;
  writer: Writer;
  imageSearch: ImageSearchProvider;
  loadImage: ImageLoader;
  now: () => Date;
  /** The outbox has an announcement to carry (a model call, for the account's AI budget). */
  afterCommit?: () => void;
};

/** The reasons are read in the caller's area: Greek in a business's portal, English in the admin's. */
const languageOf = (auth: { role?: string }): 'el' | 'en' => (auth.role === 'business_admin' ? 'el' : 'en');

/** Checking that a found image loads: a few in parallel, each short. */
const VALIDATE = { limits: { maxBytes: 10 * 1024 * 1024, timeoutMs: 6_000 }, concurrency: 6 };
/** Downloading a chosen image into storage. */
const DOWNLOAD_LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000 };
const TOP_IMAGES = 3;

/**
 * The AI product creation calls: preview, replace and save serve the admin's and the business's
 * creation dialogs; the image search test is the admin's.
 */
export function aiProductRoutes(app: ServiceApp, deps: AiDeps) {
  const { db, writer, imageSearch, loadImage, logger, now } = deps;

  // Every model call of a request (a description, an image ranking) is announced (`catalog.ai.used`)
  // for svc-posts to count against the business's AI budget; the admin's against the platform's.
  const countingAiUsage: MiddlewareHandler<KitEnv> = async (c, next) => {
    await withAiUsage(async (usage) => {
      const auth = c.get('auth') as { role?: string; accountId?: number | null } | undefined;
      await emit(db, outbox, 'catalog.ai.used', {
        ...usage,
        id: randomUUID(),
        accountId: auth?.role === 'business_admin' ? (auth.accountId ?? null) : null,
        at: now().toISOString(),
      });
      deps.afterCommit?.();
    }, next);
  };

  /** A web search; the caller counts it against the daily quota first (the provider's searches cost money). */
  const search = (query: string): Promise<FoundImage[]> =>
    callUpstream('search', () => imageSearch.search(query, MAX_SEARCH_RESULTS));

  // The save's own verdict on the dialog's name (and description), asked as they are typed: a name it
  // refuses is said to be refused before anything is written for it. The fields are those the business's
  // save (/api/v2/account-products/ai) and the preview check.
  mountRoute(app, 'POST /api/ai-create-product-preview/check', countingAiUsage, (c) => {
    const { productName, description } = c.req.valid('json');
    const { message, paths } = blockedFieldsVerdict(
      [
        { field: 'productName', text: productName },
        { field: 'description', text: description },
      ],
      languageOf(c.get('auth')),
    );
    return c.json({
      success: true,
      refused: message !== null,
      message,
      fields: paths,
    } satisfies AiProductCheckResponse);
  });

  mountRoute(app, 'POST /api/ai-create-product-preview', countingAiUsage, async (c) => {
    const { productName } = c.req.valid('json');
    const language = languageOf(c.get('auth'));
    // A name the gate blocks would be refused at the final save: nothing is written or searched for it.
    refuseBlockedFields([{ field: 'productName', text: productName }], language);
    await takeImageSearch(db, { accountId: c.get('auth').accountId }, now());
    const [description, found] = await Promise.all([
      callUpstream('writer', () => writer.describeProduct({ name: productName })),
      search(productName),
    ]);
    const valid = await validateImages(found, (url) => loadImage(url, VALIDATE.limits), {
      concurrency: VALIDATE.concurrency,
    });
    const ranked = await rankImages(productName, valid, writer, logger, language);
    return c.json({
      success: true,
      description,
      topImages: ranked.slice(0, TOP_IMAGES),
      remainingImages: ranked.slice(TOP_IMAGES),
      allValidImages: ranked,
      totalFound: found.length,
      totalValid: valid.length,
    });
  });

  mountRoute(app, 'POST /api/replace-product-image', countingAiUsage, async (c) => {
    const { remainingImages, allValidImages, currentImages } = c.req.valid('json');
    const next = nextImage(remainingImages, allValidImages, currentImages);
    if (!next.replacementImage) {
      return c.json({
        success: false,
        ...next,
        error: 'No other image is available for this product. Generate the preview again for new images.',
      });
    }
    return c.json({ success: true, ...next });
  });

  mountRoute(app, 'POST /api/save-product-images', countingAiUsage, async (c) => {
    const { selectedImages } = c.req.valid('json');
    const results = await Promise.allSettled(selectedImages.map(({ url }) => download(deps, url)));
    const downloadedImages: SavedImage[] = results.flatMap((r, i) =>
      r.status === 'fulfilled' ? [{ imagePath: r.value, originalUrl: selectedImages[i]!.url }] : [],
    );
    // All or nothing: the images that did arrive are not kept half-saved.
    const discard = () =>
      Promise.all(
        downloadedImages.map(({ imagePath }) =>
          deps.storage.delete(imagePath).catch((error: unknown) => {
            logger.error({ err: error, path: imagePath }, 'could not delete a downloaded image');
          }),
        ),
      );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      await discard();
      throw failed.reason;
    }
    // Who saved them and when: the ones no product takes within a day are swept.
    const saver = { accountId: c.get('auth').accountId };
    await recordSavedImages(db, saver, downloadedImages, now()).catch(async (error: unknown) => {
      await discard();
      throw error;
    });
    return c.json({ success: true, downloadedImages });
  });

  mountRoute(app, 'POST /api/search-product-images', countingAiUsage, async (c) => {
    const { productName } = c.req.valid('json');
    await takeImageSearch(db, { accountId: null }, now());
    const found = await search(productName);
    const ranked = await rankImages(productName, found, writer, logger);
    const byId = new Map(found.map((f) => [f.id, f]));
    return c.json({
      success: true,
      images: ranked.map((r) => toSearchImage(r, byId.get(r.id))),
      totalFound: found.length,
      totalRanked: ranked.length,
      searchNote: searchNote(imageSearch.name, writer),
    });
  });
}

/**
 * One chosen image into storage. Web images must be raster images by their bytes; an SVG is kept
 * only when the platform drew it (an offline image), since a web SVG can carry scripts.
 */
async function download({ storage, loadImage }: AiDeps, url: string): Promise<string> {
  let bytes: Buffer;
  try {
    ({ bytes } = await loadImage(url, DOWNLOAD_LIMITS));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // A URL that is no URL, or points inside, is the caller's mistake (4xx); a remote that fails is a 502.
    const status =
      error instanceof SafeFetchError && (error.status === 400 || error.status === 403) ? error.status : 502;
    throw new ApiError(status, 'download_failed', `Failed to download image ${url}: ${reason}`);
  }
  const raster = detectRasterImage(bytes);
  if (raster) return storage.put(bytes, raster);
  if (detectImageKind(bytes) === 'svg' && offlineSeedFromUrl(url) !== null) return storage.put(bytes, 'svg');
  throw new ApiError(
    502,
    'download_failed',
    `Failed to download image ${url}: it is not an image that can be stored`,
  );
}
