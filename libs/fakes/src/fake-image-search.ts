import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ImageHostBehaviour, imageHostDefaults, imageHostRoutes } from './fake-image-host.ts';
import { type FakeState, type RunningFake, recordRequest, sleep, startFake } from './start-fake.ts';

export type SearchProviderName = 'brave' | 'google' | 'openverse';

export type FakeImageSearchBehaviour = ImageHostBehaviour & {
  braveKey: string;
  googleKey: string;
  googleCx: string;
  /** How many images a query finds in all; each API cuts its pages from them. */
  total: number;
  /** Paths on this host that the results point at, used in turn: a mix of loadable and broken images. */
  images: string[];
  /**
   * Makes one provider (or all) answer an error in its own shape; `reason` overrides the error code it names;
   * `skip` lets that many requests to the provider succeed first (e.g. a second page that fails).
   */
  fail: {
    provider: SearchProviderName | 'all';
    status: number;
    message?: string;
    reason?: string;
    skip?: number;
  } | null;
  /** Delay before a search API answers (the image host has its own slow paths). */
  delayMs: number;
};

export const defaultFakeImages = [
  '/images/serum-bottle-1200x1200.png',
  '/images/cream-jar.jpg',
  '/images/not-really.jpg',
  '/images/clinic-shelf-800x600.png',
  '/images/missing-photo.jpg',
  '/images/ampoule-640x640.png',
  '/images/lying.png',
  '/images/product-shot.gif',
  '/images/error-thumb.png',
  '/images/banner-1600x400.png',
];

const SOURCES = [
  'pharmacy-store.example',
  'dermabrand.example',
  'beauty-blog.example',
  'stock-photos.example',
];
const VARIANTS = ['product photo', 'packshot', 'in the clinic', 'close-up', 'box and bottle', 'on a shelf'];

export const fakeImageSearchDefaults: FakeImageSearchBehaviour = {
  ...imageHostDefaults,
  braveKey: 'brave-test-key',
  googleKey: 'google-test-key',
  googleCx: 'google-test-cx',
  total: 24,
  images: defaultFakeImages,
  fail: null,
  delayMs: 0,
};

type Found = {
  index: number;
  title: string;
  imageUrl: string;
  pageUrl: string;
  domain: string;
  width: number;
  height: number;
  mime: string;
};

/** The images a query finds, the same every time for the same query and behaviour. */
function findImages(origin: string, query: string, behaviour: FakeImageSearchBehaviour): Found[] {
  return Array.from({ length: behaviour.total }, (_, index) => {
    const round = Math.floor(index / Math.max(1, behaviour.images.length));
    // Later rounds through the list get their own URLs, as different pages would have.
    const path = `${behaviour.images[index % behaviour.images.length] ?? '/images/missing.png'}${round > 0 ? `?copy=${round}` : ''}`;
    const file = path.split('?')[0]!;
    const size = /-(\d{1,4})x(\d{1,4})\.\w+$/.exec(file);
    const extension = file.slice(file.lastIndexOf('.') + 1);
    return {
      index,
      title: `${query} ${VARIANTS[index % VARIANTS.length]}`,
      imageUrl: `${origin}${path}`,
      pageUrl: `${origin}/pages/${index + 1}`,
      domain: SOURCES[index % SOURCES.length]!,
      width: size ? Number(size[1]) : 500,
      height: size ? Number(size[2]) : 500,
      mime: extension === 'jpg' ? 'image/jpeg' : `image/${extension}`,
    };
  });
}

const PATHS: Record<SearchProviderName, string> = {
  brave: '/res/v1/images/search',
  google: '/customsearch/v1',
  openverse: '/v1/images/',
};

function failsFor(state: FakeState<FakeImageSearchBehaviour>, provider: SearchProviderName) {
  const fail = state.behaviour.fail;
  if (!fail || (fail.provider !== provider && fail.provider !== 'all')) return null;
  // The request being answered is already in the log.
  const seen = state.requests.filter((r) => r.path === PATHS[provider]).length;
  return seen > (fail.skip ?? 0) ? fail : null;
}

const originOf = (c: Context) => new URL(c.req.url).origin;

/** Brave Search's image search, with its answer and error shapes. */
function answerBrave(app: Hono, state: FakeState<FakeImageSearchBehaviour>) {
  app.get(PATHS.brave, (c) => {
    const b = state.behaviour;
    const braveError = (status: number, code: string, detail: string) =>
      c.json(
        {
          type: 'ErrorResponse',
          error: { id: randomUUID(), status, code, detail, meta: {} },
          time: Math.floor(Date.now() / 1000),
        },
        status as ContentfulStatusCode,
      );
    const fail = failsFor(state, 'brave');
    if (fail) {
      const code =
        fail.reason ??
        (fail.status === 429
          ? 'RATE_LIMITED'
          : fail.status === 422
            ? 'SUBSCRIPTION_TOKEN_INVALID'
            : 'INTERNAL');
      return braveError(fail.status, code, fail.message ?? 'The request failed.');
    }
    // Brave answers an unknown token with 422, not 401.
    if (c.req.header('x-subscription-token') !== b.braveKey)
      return braveError(422, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.');
    const q = c.req.query('q');
    const count = Number(c.req.query('count') ?? 50);
    if (!q || !Number.isInteger(count) || count < 1 || count > 200)
      return braveError(422, 'VALIDATION', 'Unable to validate request parameter(s)');
    const results = findImages(originOf(c), q, b)
      .slice(0, count)
      .map((f) => ({
        type: 'image_result',
        title: f.title,
        url: f.pageUrl,
        source: f.domain,
        page_fetched: '2025-01-01T00:00:00Z',
        thumbnail: { src: f.imageUrl, width: Math.min(f.width, 500), height: Math.min(f.height, 500) },
        properties: { url: f.imageUrl, placeholder: f.imageUrl, width: f.width, height: f.height },
        meta_url: { scheme: 'https', netloc: f.domain, hostname: f.domain, path: `› pages › ${f.index + 1}` },
        confidence: 'high',
      }));
    return c.json({ type: 'images', query: { original: q, spellcheck_off: true }, results });
  });
}

/** Google's Custom Search JSON API (image search), with its answer and error shapes. */
function answerGoogle(app: Hono, state: FakeState<FakeImageSearchBehaviour>) {
  app.get(PATHS.google, (c) => {
    const b = state.behaviour;
    const googleError = (status: number, message: string, reason: string, kind: string) =>
      c.json(
        { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: kind } },
        status as ContentfulStatusCode,
      );
    const fail = failsFor(state, 'google');
    if (fail) {
      const kind =
        fail.status === 429 ? 'RESOURCE_EXHAUSTED' : fail.status === 403 ? 'PERMISSION_DENIED' : 'INTERNAL';
      const reason =
        fail.reason ?? (fail.status === 429 || fail.status === 403 ? 'dailyLimitExceeded' : 'backendError');
      return googleError(fail.status, fail.message ?? 'Backend Error', reason, kind);
    }
    if (c.req.query('key') !== b.googleKey)
      return googleError(
        400,
        'API key not valid. Please pass a valid API key.',
        'badRequest',
        'INVALID_ARGUMENT',
      );
    if (c.req.query('cx') !== b.googleCx)
      return googleError(400, 'Request contains an invalid argument.', 'invalid', 'INVALID_ARGUMENT');
    const q = c.req.query('q');
    const num = Number(c.req.query('num') ?? 10);
    const start = Number(c.req.query('start') ?? 1);
    if (!q || c.req.query('searchType') !== 'image')
      return googleError(400, 'Request contains an invalid argument.', 'invalid', 'INVALID_ARGUMENT');
    if (
      !Number.isInteger(num) ||
      num < 1 ||
      num > 10 ||
      !Number.isInteger(start) ||
      start < 1 ||
      start + num > 101
    )
      return googleError(400, 'Request contains an invalid argument.', 'invalid', 'INVALID_ARGUMENT');
    const found = findImages(originOf(c), q, b);
    const items = found.slice(start - 1, start - 1 + num).map((f) => ({
      kind: 'customsearch#result',
      title: f.title,
      htmlTitle: f.title,
      link: f.imageUrl,
      displayLink: f.domain,
      snippet: f.title,
      htmlSnippet: f.title,
      mime: f.mime,
      fileFormat: f.mime,
      image: {
        contextLink: f.pageUrl,
        height: f.height,
        width: f.width,
        byteSize: 48_213,
        thumbnailLink: f.imageUrl,
        thumbnailHeight: Math.min(f.height, 150),
        thumbnailWidth: Math.min(f.width, 150),
      },
    }));
    const total = String(found.length);
    return c.json({
      kind: 'customsearch#search',
      queries: { request: [{ searchTerms: q, count: items.length, startIndex: start, searchType: 'image' }] },
      searchInformation: {
        searchTime: 0.21,
        formattedSearchTime: '0.21',
        totalResults: total,
        formattedTotalResults: total,
      },
      // Google leaves `items` out entirely when a page has no results.
      ...(items.length > 0 ? { items } : {}),
    });
  });
}

/** Openverse's image search, with its answer and error shapes. */
function answerOpenverse(app: Hono, state: FakeState<FakeImageSearchBehaviour>) {
  app.get(PATHS.openverse, (c) => {
    const b = state.behaviour;
    const fail = failsFor(state, 'openverse');
    if (fail) {
      const detail =
        fail.message ??
        (fail.status === 429
          ? 'Request was throttled. Expected available in 3600 seconds.'
          : 'Server error.');
      return c.json({ detail }, fail.status as ContentfulStatusCode);
    }
    const q = c.req.query('q');
    const pageSize = Number(c.req.query('page_size') ?? 20);
    // Anonymous clients may ask for at most 20 a page.
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20)
      return c.json({ detail: { page_size: ['Ensure this value is between 1 and 20.'] } }, 400);
    const found = findImages(originOf(c), q ?? '', b);
    const results = found.slice(0, pageSize).map((f) => {
      const id = `00000000-0000-4000-8000-${String(f.index).padStart(12, '0')}`;
      return {
        id,
        title: f.title,
        indexed_on: '2024-05-01T00:00:00Z',
        foreign_landing_url: f.pageUrl,
        url: f.imageUrl,
        creator: 'A. Photographer',
        creator_url: null,
        license: 'by',
        license_version: '4.0',
        license_url: 'https://creativecommons.org/licenses/by/4.0/',
        provider: 'flickr',
        source: 'flickr',
        category: 'photograph',
        filesize: null,
        filetype: f.mime.slice('image/'.length),
        tags: [],
        attribution: `"${f.title}" by A. Photographer is licensed under CC BY 4.0.`,
        fields_matched: ['title'],
        mature: false,
        height: f.height,
        width: f.width,
        thumbnail: f.imageUrl,
        detail_url: `${originOf(c)}/v1/images/${id}/`,
        related_url: `${originOf(c)}/v1/images/${id}/related/`,
      };
    });
    return c.json({
      result_count: found.length,
      page_count: Math.ceil(found.length / pageSize),
      page_size: pageSize,
      page: 1,
      results,
    });
  });
}

/**
 * Brave Search image search, Google Custom Search JSON API (image search) and Openverse, each with
 * its own request checks, answer shape and error shape, plus the image host their results point at.
 */
export function createFakeImageSearchApp(state: FakeState<FakeImageSearchBehaviour>): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    await recordRequest(state, c.req.raw);
    if (!c.req.path.startsWith('/images/')) await sleep(state.behaviour.delayMs, c.req.raw.signal);
    await next();
  });

  answerBrave(app, state);
  answerGoogle(app, state);
  answerOpenverse(app, state);

  app.get('/pages/:n', (c) => c.html(`<!doctype html><title>Product page ${c.req.param('n')}</title>`));
  app.route('/', imageHostRoutes(state));
  return app;
}

export function startFakeImageSearch(
  overrides: Partial<FakeImageSearchBehaviour> = {},
): Promise<RunningFake<FakeImageSearchBehaviour>> {
  return startFake(createFakeImageSearchApp, fakeImageSearchDefaults, overrides);
}
