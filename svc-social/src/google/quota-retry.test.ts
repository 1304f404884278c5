import { describe, expect, it } from 'vitest';
import { retryDelayOf } from '../publishing/announce.ts';
import { DEFAULT_MEDIA_FETCH_BACKOFF_MS } from '../publishing/context.ts';
import { createGoogleClient, durationMs, GoogleApiError, sandboxEndpoints } from './google-client.ts';
import { failureFrom, quotaWaitsMs } from './publish.ts';

const production = {
  backoffMs: [2_000, 10_000, 60_000, 300_000],
  mediaFetchBackoffMs: DEFAULT_MEDIA_FETCH_BACKOFF_MS,
};
const quota = (retryDelayMs: number | null = null) => ({
  failure: failureFrom(
    new GoogleApiError(429, 'RESOURCE_EXHAUSTED', 'RATE_LIMIT_EXCEEDED', 'Quota exceeded', retryDelayMs),
  ),
});

describe('a Google quota error (429 RESOURCE_EXHAUSTED) in publishing', () => {
  it('is tried again no sooner than 30 s, then backs off from there', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayOf(production, n, [quota()]))).toEqual([
      30_000, 60_000, 120_000, 300_000, 300_000,
    ]);
    expect(quota().failure).toMatchObject({ code: 'rate_limited', retryable: true });
  });

  it('waits the RetryInfo’s retryDelay when Google gives a longer one', () => {
    expect(quotaWaitsMs(45_000)).toEqual([45_000, 90_000, 180_000, 360_000]);
    expect(retryDelayOf(production, 1, [quota(45_000)])).toBe(45_000);
    expect(quotaWaitsMs(5_000)[0]).toBe(30_000);
  });

  it('holds the whole post back that long when another page failed for a shorter reason', () => {
    expect(retryDelayOf(production, 1, [quota(), { failure: {} }])).toBe(30_000);
  });

  it('says in Greek when the next try is, in the business’s time zone', () => {
    const at = new Date('2026-06-10T09:30:00Z');
    expect(quota().failure.reason({ at, timeZone: 'Europe/Athens' })).toMatch(
      /^Η Google περιορίζει προσωρινά τα αιτήματα.*νέα προσπάθεια στις 12:30/,
    );
  });
});

describe('Google’s RetryInfo', () => {
  it('reads a google.protobuf.Duration as JSON', () => {
    expect(durationMs('30s')).toBe(30_000);
    expect(durationMs('1.5s')).toBe(1_500);
    expect(durationMs('soon')).toBeNull();
    expect(durationMs(undefined)).toBeNull();
  });

  it('is kept on the error the client throws', async () => {
    const client = createGoogleClient({
      clientId: 'id',
      clientSecret: 'secret',
      endpoints: sandboxEndpoints('https://google.test'),
      fetch: async () =>
        new Response(
          JSON.stringify({
            error: {
              code: 429,
              status: 'RESOURCE_EXHAUSTED',
              message: 'Quota exceeded',
              details: [
                { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'RATE_LIMIT_EXCEEDED' },
                { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '42s' },
              ],
            },
          }),
          { status: 429 },
        ),
    });
    const refused = await client.createLocalPost('token', 'accounts/1/locations/2', {}).catch((e) => e);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect(refused).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      reason: 'RATE_LIMIT_EXCEEDED',
      retryDelayMs: 42_000,
    });
  });
});
