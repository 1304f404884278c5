import { type FakeImageSearchBehaviour, type RunningFake, startFakeImageSearch } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleSearch } from './google.ts';
import { searchFailure } from './testing.ts';

const logger = createLogger('image-search-test', 'silent');
let fake: RunningFake<FakeImageSearchBehaviour>;

beforeAll(async () => {
  fake = await startFakeImageSearch();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const google = (key = 'google-test-key', timeoutMs = 2_000) =>
  createGoogleSearch({ key, cx: 'google-test-cx', baseUrl: fake.url, timeoutMs }, logger);

describe('Google Programmable Search (image)', () => {
  it('gets 20 images in two pages of 10 (start=1, then start=11)', async () => {
    const images = await google().search('Hyaluronic Serum', 20);
    expect(images).toHaveLength(20);
    expect(fake.requests.map((r) => [r.query.start, r.query.num])).toEqual([
      ['1', '10'],
      ['11', '10'],
    ]);
    expect(fake.requests[0]!.query).toMatchObject({
      key: 'google-test-key',
      cx: 'google-test-cx',
      q: 'Hyaluronic Serum',
      searchType: 'image',
    });
    expect(new Set(images.map((i) => i.url)).size).toBe(20);
    expect(images[0]).toEqual({
      id: expect.stringMatching(/^google-[0-9a-f]{12}$/),
      url: `${fake.url}/images/serum-bottle-1200x1200.png`,
      thumbnailUrl: `${fake.url}/images/serum-bottle-1200x1200.png`,
      title: 'Hyaluronic Serum product photo',
      source: 'pharmacy-store.example',
      width: 1200,
      height: 1200,
      provider: 'google',
    });
  });

  it('asks one page when the limit is 10 or less', async () => {
    expect(await google().search('Cream', 8)).toHaveLength(8);
    expect(fake.requests.map((r) => r.query.num)).toEqual(['8']);
  });

  it('asks only the rest on the second page', async () => {
    expect(await google().search('Cream', 15)).toHaveLength(15);
    expect(fake.requests.map((r) => [r.query.start, r.query.num])).toEqual([
      ['1', '10'],
      ['11', '5'],
    ]);
  });

  it('does not ask a second page when the first holds everything', async () => {
    fake.behave({ total: 7 });
    expect(await google().search('Cream', 20)).toHaveLength(7);
    expect(fake.requests).toHaveLength(1);
  });

  it('takes a short second page, and an empty answer without items', async () => {
    fake.behave({ total: 12 });
    expect(await google().search('Cream', 20)).toHaveLength(12);
    fake.behave({ total: 0 });
    expect(await google().search('Cream', 20)).toEqual([]);
  });

  it('keeps the first page when the second one fails', async () => {
    fake.behave({ fail: { provider: 'google', status: 500, skip: 1 } });
    expect(await google().search('Cream', 20)).toHaveLength(10);
    expect(fake.requests).toHaveLength(2);
  });

  it("reports the daily limit (403) as quota, with Google's message", async () => {
    fake.behave({
      fail: { provider: 'google', status: 403, message: 'This API has a daily limit of 100 queries.' },
    });
    const error = await searchFailure(google().search('Cream', 20), 'quota');
    expect(error.message).toContain('daily limit');
  });

  it('reports 429 RESOURCE_EXHAUSTED as quota', async () => {
    fake.behave({
      fail: { provider: 'google', status: 429, message: "Quota exceeded for quota metric 'Queries'" },
    });
    await searchFailure(google().search('Cream', 20), 'quota');
  });

  it('reports an invalid key as auth, naming the variables', async () => {
    const error = await searchFailure(google('bad-key').search('Cream', 20), 'auth');
    expect(error.message).toContain('GOOGLE_CSE_KEY');
    expect(error.message).toContain('API key not valid');
  });

  it('reports a project without access (403, not a limit) as auth', async () => {
    fake.behave({
      fail: {
        provider: 'google',
        status: 403,
        message: 'This project does not have the access to Custom Search JSON API.',
        reason: 'forbidden',
      },
    });
    await searchFailure(google().search('Cream', 20), 'auth');
  });

  it('reports a server error as upstream', async () => {
    fake.behave({ fail: { provider: 'google', status: 500 } });
    await searchFailure(google().search('Cream', 20), 'upstream');
  });

  it('gives up after the time limit', async () => {
    fake.behave({ delayMs: 2_000 });
    await searchFailure(google('google-test-key', 200).search('Cream', 20), 'timeout');
  });
});
