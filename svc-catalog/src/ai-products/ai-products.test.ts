import { type ImageJudgement, reportAiUsage, type Writer, WriterError } from '@studio/ai';
import { IMAGE_SEARCH_DAILY_QUOTA, type RankedImage } from '@studio/contracts';
import { type ImageHostBehaviour, type RunningFake, startFakeImageHost } from '@studio/fakes';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageSearchUsage, outbox } from '../db/schema.ts';
import { createOfflineSearch } from '../image-search/offline-source.ts';
import { type FoundImage, ImageSearchError, type ImageSearchProvider } from '../image-search/types.ts';
import { createSafeFetch } from '../net/safe-fetch.ts';
import { type CatalogHarness, catalogHarness } from '../testing.ts';
import { createImageLoader } from './load-image.ts';
import {
  ACCOUNT_IMAGE_SEARCHES_PER_DAY,
  ACCOUNT_SEARCH_LIMIT_REACHED,
  ADMIN_IMAGE_SEARCH_RESERVE,
  PLATFORM_SEARCHES_SPENT,
  quotaMessage,
  utcDay,
} from './quota.ts';

const DESCRIPTION = 'Ένας ενυδατικός ορός με υαλουρονικό οξύ για καθημερινή φροντίδα.';

/** Scores by file name: what a model would say about each picture. */
const SCORES: Record<string, number> = {
  'serum-bottle-1200x1200.png': 95,
  'cream-jar.jpg': 88,
  'ampoule-640x640.png': 72,
  'clinic-shelf-800x600.png': 55,
  'product-shot.gif': 30,
};

function fakeWriter() {
  return {
    kind: 'openai' as const,
    model: 'fake-model',
    describeProduct: vi.fn(async (_: { name: string }) => DESCRIPTION),
    writePost: vi.fn(async () => 'Ανάρτηση'),
    reviewClaims: vi.fn(async () => []),
    rankImages: vi.fn(async ({ images }: { images: { id: string; url: string }[]; language?: 'en' | 'el' }) =>
      images.map(
        (i): ImageJudgement => ({
          id: i.id,
          score: SCORES[i.url.slice(i.url.lastIndexOf('/') + 1)] ?? 10,
          reason: 'Looks like the product',
        }),
      ),
    ),
  } satisfies Writer;
}

function fakeSearch(host: RunningFake<ImageHostBehaviour>) {
  const names = [
    'product-shot.gif',
    'serum-bottle-1200x1200.png',
    'missing-photo.jpg',
    'cream-jar.jpg',
    'not-really.jpg',
    'clinic-shelf-800x600.png',
    'ampoule-640x640.png',
    'error-thumb.png',
  ];
  const images: FoundImage[] = names.map((name, i) => ({
    id: `brave-${i}`,
    url: `${host.url}/images/${name}`,
    thumbnailUrl: `${host.url}/images/thumb-${name}`,
    title: `Hydra Serum ${name}`,
    source: 'pharmacy-store.example',
    width: 1200,
    height: 1200,
    provider: 'brave',
  }));
  return {
    name: 'brave' as const,
    search: vi.fn(async (_query: string, limit: number) => images.slice(0, limit)),
  } satisfies ImageSearchProvider;
}

const ranked = (id: string, rank: number, score: number): RankedImage => ({
  id,
  url: `https://cdn.example/${id}.jpg`,
  description: id,
  rank,
  score,
  reason: 'r',
});

describe.each(drivers)('AI product creation on %s', (driver) => {
  let h: CatalogHarness;
  let host: RunningFake<ImageHostBehaviour>;
  let writer: ReturnType<typeof fakeWriter>;
  let search: ReturnType<typeof fakeSearch>;

  beforeAll(async () => {
    host = await startFakeImageHost();
    writer = fakeWriter();
    search = fakeSearch(host);
    h = await catalogHarness(driver, {
      writer,
      imageSearch: search,
      // The real loader and safe fetch, allowed to reach the fake image host on loopback.
      loadImage: createImageLoader(createSafeFetch({ allowLoopbackForTests: true })),
    });
  });
  beforeEach(async () => {
    await h.db.delete(imageSearchUsage);
  });
  afterAll(async () => {
    await h.close();
    await host.close();
  });

  it('previews a product: the writer’s description and the valid images, ranked, top 3 first', async () => {
    const res = await h.admin('POST', '/api/ai-create-product-preview', {
      json: { productName: 'Hydra Serum' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(writer.describeProduct).toHaveBeenCalledWith({ name: 'Hydra Serum' });
    expect(search.search).toHaveBeenCalledWith('Hydra Serum', 20);
    expect(body).toMatchObject({ success: true, description: DESCRIPTION, totalFound: 8, totalValid: 5 });
    const file = (i: RankedImage) => i.url.slice(i.url.lastIndexOf('/') + 1);
    expect(body.topImages.map(file)).toEqual([
      'serum-bottle-1200x1200.png',
      'cream-jar.jpg',
      'ampoule-640x640.png',
    ]);
    expect(body.topImages[0]).toMatchObject({ rank: 1, score: 95, reason: 'Looks like the product' });
    expect(body.remainingImages.map(file)).toEqual(['clinic-shelf-800x600.png', 'product-shot.gif']);
    expect(body.allValidImages).toEqual([...body.topImages, ...body.remainingImages]);
    // Broken, missing and HTML answers were dropped.
    for (const broken of ['missing-photo.jpg', 'not-really.jpg', 'error-thumb.png'])
      expect(body.allValidImages.map(file)).not.toContain(broken);
  });

  it('writes and searches nothing for a name the gate blocks, saying so in the caller’s language', async () => {
    writer.describeProduct.mockClear();
    search.search.mockClear();
    const res = await h.request('POST', '/api/ai-create-product-preview', {
      json: { productName: 'Roaccutane 20 mg' },
      token: await h.businessToken(),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: 'compliance',
      message: expect.stringMatching(/^Δεν μπορεί να αποθηκευτεί: Όνομα προϊόντος: «Roaccutane»/),
    });
    const admin = await h.admin('POST', '/api/ai-create-product-preview', { json: { productName: 'B0tox' } });
    expect(admin.status).toBe(422);
    expect(writer.describeProduct).not.toHaveBeenCalled();
    expect(search.search).not.toHaveBeenCalled();
  });

  it('says as the name is typed what the save would say of it, writing and searching nothing', async () => {
    writer.describeProduct.mockClear();
    search.search.mockClear();
    const token = await h.businessToken();
    const check = async (json: unknown, as = token) =>
      (await h.request('POST', '/api/ai-create-product-preview/check', { json, token: as })).json();
    expect(await check({ productName: 'Ορός υαλουρονικού' })).toEqual({
      success: true,
      refused: false,
      message: null,
      fields: [],
    });
    const refused = await check({ productName: 'Roaccutane 20 mg' });
    expect(refused).toMatchObject({ refused: true, fields: ['productName'] });
    // The very words of the save's refusal (one verdict per field).
    const save = await h.request('POST', '/api/v2/account-products/ai', {
      json: {
        name: 'Roaccutane 20 mg',
        description: 'Ένα προϊόν για την επιδερμίδα.',
        imagePaths: ['/uploads/x.png'],
      },
      token,
    });
    expect(save.status).toBe(422);
    expect(refused.message).toBe((await save.json()).message);
    expect(await check({ productName: 'Ορός', description: 'Με B0tox για τις ρυτίδες.' })).toMatchObject({
      refused: true,
      fields: ['description'],
    });
    expect(writer.describeProduct).not.toHaveBeenCalled();
    expect(search.search).not.toHaveBeenCalled();
  });

  it('asks for the ranking reasons in the caller’s language: Greek for a business, English for the admin', async () => {
    const preview = (token?: string) =>
      token
        ? h.request('POST', '/api/ai-create-product-preview', { json: { productName: 'Hydra Serum' }, token })
        : h.admin('POST', '/api/ai-create-product-preview', { json: { productName: 'Hydra Serum' } });
    writer.rankImages.mockClear();
    expect((await preview(await h.businessToken())).status).toBe(200);
    expect(writer.rankImages.mock.calls[0]![0]).toMatchObject({ language: 'el' });
    expect((await preview()).status).toBe(200);
    expect(writer.rankImages.mock.calls[1]![0]).toMatchObject({ language: 'en' });
  });

  it("announces each model call for the caller's AI budget: a business's as its own, the admin's as the platform's", async () => {
    const call = { model: 'gpt-4o-mini', promptTokens: 10, completionTokens: 5, costUsd: 0.001 };
    writer.describeProduct.mockImplementation(async () => {
      // What the OpenAI writer reports of each completion.
      await reportAiUsage({ ...call, task: 'describe-product' });
      return DESCRIPTION;
    });
    try {
      await h.db.delete(outbox).where(eq(outbox.subject, 'catalog.ai.used'));
      expect(
        (
          await h.request('POST', '/api/ai-create-product-preview', {
            json: { productName: 'Hydra Serum' },
            token: await h.businessToken(),
          })
        ).status,
      ).toBe(200);
      expect(
        (await h.admin('POST', '/api/ai-create-product-preview', { json: { productName: 'Hydra Serum' } }))
          .status,
      ).toBe(200);
      const used = (await h.db.select().from(outbox).where(eq(outbox.subject, 'catalog.ai.used'))).map(
        (row) => row.payload as { accountId: number | null; task: string },
      );
      expect(used).toEqual([
        expect.objectContaining({ ...call, task: 'describe-product', accountId: expect.any(Number) }),
        expect.objectContaining({ ...call, task: 'describe-product', accountId: null }),
      ]);
    } finally {
      writer.describeProduct.mockImplementation(async () => DESCRIPTION);
    }
  });

  it('answers a clear 4xx/5xx, never 500, when the writer or the search fails', async () => {
    const preview = () =>
      h.admin('POST', '/api/ai-create-product-preview', { json: { productName: 'Hydra Serum' } });
    writer.describeProduct.mockRejectedValueOnce(
      new WriterError('timeout', 'The writing service did not answer within 30 s.'),
    );
    const timeout = await preview();
    expect(timeout.status).toBe(504);
    expect(await timeout.json()).toEqual({
      error: 'gateway_timeout',
      message: 'The writing service did not answer within 30 s.',
    });

    writer.describeProduct.mockRejectedValueOnce(new WriterError('rate_limited', 'Too many requests.', 20));
    const limited = await preview();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('20');

    writer.describeProduct.mockRejectedValueOnce(new Error('socket hang up'));
    const broken = await preview();
    expect(broken.status).toBe(502);
    expect((await broken.json()).message).toBe('The writing service failed: socket hang up');

    search.search.mockRejectedValueOnce(
      new ImageSearchError('auth', 'Brave Search refused the key.', 'brave'),
    );
    const refused = await preview();
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ error: 'bad_gateway', message: 'Brave Search refused the key.' });
  });

  it('asks for a product name', async () => {
    const res = await h.admin('POST', '/api/ai-create-product-preview', { json: { productName: '  ' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation', message: 'Please enter a product name' });
  });

  it('replaces an image with the best remaining one not on screen', async () => {
    const [a, b, c, d, e, f] = [
      ranked('a', 1, 95),
      ranked('b', 2, 90),
      ranked('c', 3, 80),
      ranked('d', 4, 70),
      ranked('e', 5, 60),
      ranked('f', 6, 50),
    ];
    const res = await h.admin('POST', '/api/replace-product-image', {
      json: {
        productName: 'Hydra Serum',
        imageIndex: 0,
        remainingImages: [e, d, f],
        allValidImages: [a, b, c, d, e, f],
        currentImages: [a, b, c],
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, replacementImage: d, remainingImages: [e, f] });
  });

  it('cycles from the start through all valid images when none remain, skipping those shown', async () => {
    const all = [ranked('a', 1, 95), ranked('b', 2, 90), ranked('c', 3, 80), ranked('d', 4, 70)];
    const [a, b, c, d] = all;
    const replace = async (currentImages: RankedImage[], remainingImages: RankedImage[]) => {
      const json = {
        productName: 'Hydra Serum',
        imageIndex: 0,
        remainingImages,
        allValidImages: all,
        currentImages,
      };
      return (await h.admin('POST', '/api/replace-product-image', { json })).json();
    };
    const first = await replace([d!, b!, c!], []);
    expect(first).toEqual({ success: true, replacementImage: a, remainingImages: [] });
    // Without currentImages, nothing is known to be on screen: the best of all comes back.
    const noneShown = await replace([], []);
    expect(noneShown.replacementImage).toEqual(a);
    // Walking on: the pool restarts with what is not shown, so every image comes round.
    const again = await replace([a!, b!], []);
    expect(again).toEqual({ success: true, replacementImage: c, remainingImages: [d] });
  });

  it('says so when there is no other image at all', async () => {
    const only = ranked('a', 1, 95);
    const res = await h.admin('POST', '/api/replace-product-image', {
      json: {
        productName: 'Hydra Serum',
        imageIndex: 0,
        remainingImages: [],
        allValidImages: [only],
        currentImages: [only],
      },
    });
    const body = await res.json();
    expect(body).toMatchObject({ success: false, replacementImage: null, remainingImages: [] });
    expect(body.error).toMatch(/No other image/);
  });

  it('saves chosen web and offline images into storage, served from /uploads', async () => {
    const [offline] = await createOfflineSearch().search('Hydra Serum', 1);
    const web = `${host.url}/images/serum-bottle-1200x1200.png`;
    const res = await h.admin('POST', '/api/save-product-images', {
      json: {
        productName: 'Hydra Serum',
        description: DESCRIPTION,
        selectedImages: [{ url: web }, { url: offline!.url }],
      },
    });
    expect(res.status).toBe(200);
    const { success, downloadedImages } = await res.json();
    expect(success).toBe(true);
    expect(downloadedImages).toEqual([
      { imagePath: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/), originalUrl: web },
      { imagePath: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.svg$/), originalUrl: offline!.url },
    ]);
    const png = await h.request('GET', downloadedImages[0].imagePath);
    expect(png.headers.get('Content-Type')).toBe('image/png');
    const svg = await h.request('GET', downloadedImages[1].imagePath);
    expect(svg.headers.get('Content-Security-Policy')).toBe('sandbox');

    // The AI flow then creates the product with the first image.
    const product = await h.createProduct({ status: 'active', imageUrl: downloadedImages[0].imagePath });
    expect(product).toMatchObject({ status: 'active', imagePath: downloadedImages[0].imagePath });
  });

  it('reports a failed download with 502 and keeps none of the others', async () => {
    const before = await h.storedFiles();
    for (const bad of ['missing-photo.jpg', 'not-really.jpg', 'cream.svg']) {
      const res = await h.admin('POST', '/api/save-product-images', {
        json: {
          productName: 'Hydra Serum',
          selectedImages: [{ url: `${host.url}/images/cream-jar.jpg` }, { url: `${host.url}/images/${bad}` }],
        },
      });
      expect(res.status, bad).toBe(502);
      const body = await res.json();
      expect(body.error).toBe('download_failed');
      expect(body.message).toContain(`Failed to download image ${host.url}/images/${bad}`);
      expect(await h.storedFiles(), bad).toEqual(before);
    }
    const none = await h.admin('POST', '/api/save-product-images', {
      json: { productName: 'Hydra Serum', selectedImages: [] },
    });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe('At least one image is required');
  });

  it('never downloads from the internal network through the save call', async () => {
    const res = await h.admin('POST', '/api/save-product-images', {
      json: { productName: 'x', selectedImages: [{ url: 'file:///etc/passwd' }] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/Only http and https/);
  });

  it('searches images with quality, relevance, counts and a note on the source', async () => {
    const res = await h.admin('POST', '/api/search-product-images', { json: { productName: 'Hydra Serum' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, totalFound: 8, totalRanked: 8 });
    expect(body.searchNote).toBe('Images from Brave Search, ranked by the model fake-model.');
    expect(body.images[0]).toEqual({
      id: 'brave-1',
      url: `${host.url}/images/thumb-serum-bottle-1200x1200.png`,
      originalUrl: `${host.url}/images/serum-bottle-1200x1200.png`,
      description: 'Hydra Serum serum-bottle-1200x1200.png',
      source: 'pharmacy-store.example',
      quality: 'professional',
      relevance: 'high',
    });
    expect(body.images.at(-1).relevance).toBe('low');
    const [usage] = await h.db.select().from(imageSearchUsage);
    expect(usage).toEqual({ day: utcDay(new Date()), count: 1 });
  });

  it('asks for a product name before searching', async () => {
    const res = await h.admin('POST', '/api/search-product-images', { json: { productName: ' ' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please enter product name');
  });

  it('stops at 100 searches a UTC day with a clear 429', async () => {
    await h.db.insert(imageSearchUsage).values({ day: utcDay(new Date()), count: 99 });
    const last = await h.admin('POST', '/api/search-product-images', { json: { productName: 'Hydra' } });
    expect(last.status).toBe(200);
    search.search.mockClear();
    for (const url of ['/api/search-product-images', '/api/ai-create-product-preview']) {
      const res = await h.admin('POST', url, { json: { productName: 'Hydra' } });
      expect(res.status, url).toBe(429);
      expect(await res.json()).toEqual({ error: 'too_many_requests', message: quotaMessage });
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(quotaMessage).toBe('The daily limit of 100 image searches is reached. Try again tomorrow.');
    expect(search.search).not.toHaveBeenCalled();
    const [usage] = await h.db.select().from(imageSearchUsage);
    expect(usage?.count).toBe(100);
  });

  it("gives each business its own daily share, and never the admin's reserve", async () => {
    const business = await h.businessToken(4_242);
    const preview = (token: string) =>
      h.request('POST', '/api/ai-create-product-preview', { token, json: { productName: 'Hydra' } });
    for (let i = 0; i < ACCOUNT_IMAGE_SEARCHES_PER_DAY; i++)
      expect((await preview(business)).status).toBe(200);
    const own = await preview(business);
    expect(own.status).toBe(429);
    expect(await own.json()).toEqual({ error: 'too_many_requests', message: ACCOUNT_SEARCH_LIMIT_REACHED });

    await h.db.delete(imageSearchUsage);
    await h.db
      .insert(imageSearchUsage)
      .values({ day: utcDay(new Date()), count: IMAGE_SEARCH_DAILY_QUOTA - ADMIN_IMAGE_SEARCH_RESERVE });
    const other = await preview(await h.businessToken(4_243));
    expect(other.status).toBe(429);
    expect(await other.json()).toEqual({ error: 'too_many_requests', message: PLATFORM_SEARCHES_SPENT });
    expect((await preview(h.adminToken)).status).toBe(200);
  });

  it('counts concurrent searches exactly', async () => {
    await h.db.insert(imageSearchUsage).values({ day: utcDay(new Date()), count: 95 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.admin('POST', '/api/search-product-images', { json: { productName: 'Hydra' } }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it('tells the admin screens which writer and image search are in use', async () => {
    const res = await h.admin('GET', '/api/catalog/settings');
    expect(await res.json()).toEqual({
      success: true,
      writer: 'openai',
      model: 'fake-model',
      imageSearch: 'brave',
    });
  });

  it('needs a token; a business may use the creation calls and read the settings, not the image search', async () => {
    const business = await h.businessToken();
    for (const [method, url] of [
      ['POST', '/api/ai-create-product-preview'],
      ['POST', '/api/replace-product-image'],
      ['POST', '/api/save-product-images'],
      ['POST', '/api/search-product-images'],
      ['GET', '/api/catalog/settings'],
    ] as const) {
      const json = method === 'POST' ? {} : undefined;
      expect((await h.request(method, url, { json })).status, url).toBe(401);
    }
    // An empty body reaches validation: the caller passed the role check.
    for (const url of [
      '/api/ai-create-product-preview',
      '/api/replace-product-image',
      '/api/save-product-images',
    ])
      expect((await h.request('POST', url, { json: {}, token: business })).status, url).toBe(400);
    const search = await h.request('POST', '/api/search-product-images', { json: {}, token: business });
    expect(search.status).toBe(403);
    const settings = await h.request('GET', '/api/catalog/settings', { token: business });
    expect(settings.status).toBe(200);
    expect((await settings.json()).imageSearch).toBe('brave');
  });
});

describe('AI product creation with nothing configured', () => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await catalogHarness('pglite');
  });
  afterAll(() => h.close());

  it('previews with the offline writer and the platform’s own images', async () => {
    const res = await h.admin('POST', '/api/ai-create-product-preview', {
      json: { productName: 'Ορός Υαλουρονικού' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.description).toMatch(/Ορ(ός|ό) Υαλουρονικού/);
    expect(body.topImages).toHaveLength(3);
    expect(body.totalValid).toBe(body.totalFound);
    const image = await h.request('GET', body.topImages[0].url);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(image.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('Content-Security-Policy')).toBe('sandbox');
  });

  it('says in the search note that no search service is configured', async () => {
    const res = await h.admin('POST', '/api/search-product-images', { json: { productName: 'Botox' } });
    const body = await res.json();
    expect(body.searchNote).toMatch(/^No image search service is configured/);
    expect(body.searchNote).toMatch(/no AI model is configured/);
    const settings = await (await h.admin('GET', '/api/catalog/settings')).json();
    expect(settings).toEqual({ success: true, writer: 'offline', model: null, imageSearch: 'offline' });
  });

  it('answers 404 JSON for an unknown offline image', async () => {
    for (const url of ['/api/offline-images/nope.svg', '/api/offline-images/..%2f..%2fetc%2fpasswd']) {
      const res = await h.request('GET', url);
      expect(res.status, url).toBe(404);
      expect((await res.json()).error).toBe('not_found');
    }
  });
});
