import { describe, expect, it } from 'vitest';
import { retryDelayOf } from './announce.ts';
import { DEFAULT_MEDIA_FETCH_BACKOFF_MS } from './context.ts';

const production = {
  backoffMs: [2_000, 10_000, 60_000, 300_000],
  mediaFetchBackoffMs: DEFAULT_MEDIA_FETCH_BACKOFF_MS,
};
const fetchFailed = { failure: { mediaFetch: true } };
const serverError = { failure: {} };

describe('the wait before a failed post is tried again', () => {
  it('is the publisher backoff for a failure of Meta’s own', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayOf(production, n, [serverError]))).toEqual([
      2_000, 10_000, 60_000, 300_000, 300_000,
    ]);
  });

  it('stays within seconds while Meta cannot fetch the image (the address restarting)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayOf(production, n, [fetchFailed]))).toEqual([
      2_000, 10_000, 20_000, 30_000, 60_000, 60_000,
    ]);
  });

  it('follows the backoff when another page failed for a reason of its own', () => {
    expect(retryDelayOf(production, 4, [fetchFailed, serverError])).toBe(300_000);
  });
});
