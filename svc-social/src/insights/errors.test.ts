import { describe, expect, it } from 'vitest';
import { PublishError, publishErrorOf } from '../graph/graph-errors.ts';
import { insightValueOf } from '../graph/insights-calls.ts';
import { INSIGHT_METRICS, signatureOf } from '../graph/metrics.ts';
import { insightFailureOf } from './errors.ts';

const answer = (code: number, message: string, extra: Record<string, unknown> = {}) =>
  publishErrorOf(400, { error: { message, type: 'OAuthException', code, ...extra } });

describe('what a failed metric read means', () => {
  it.each([
    '(#100) The value must be a valid insights metric',
    '(#100) metric[0] must be one of the following values: reach, likes, comments',
    '(#100) Starting from version 22 and above, the impressions metric is no longer supported for the queried user.',
  ])('takes Meta’s "%s" for a retired metric', (message) => {
    expect(insightFailureOf(answer(100, message))).toBe('retired');
  });

  it('takes a metric a media product does not offer for that post alone', () => {
    const error = answer(
      100,
      '(#100) The Media Insights API does not support the views metric for this media product type.',
    );
    expect(insightFailureOf(error)).toBe('not_for_media');
  });

  it('takes a post that does not exist any more for gone', () => {
    expect(insightFailureOf(answer(100, "Object with ID '1_2' does not exist", { error_subcode: 33 }))).toBe(
      'gone',
    );
  });

  it.each([4, 17, 32, 613, 80001])('waits on rate limit code %i', (code) => {
    expect(insightFailureOf(answer(code, 'limit reached'))).toBe('rate_limited');
  });

  it('tries again after a server error, an expired token or a time-out', () => {
    expect(insightFailureOf(publishErrorOf(500, { error: { message: 'x', code: 2 } }))).toBe('failed');
    expect(insightFailureOf(answer(190, 'Session has expired', { error_subcode: 463 }))).toBe('failed');
    expect(insightFailureOf(new PublishError('transient', 'Graph API did not answer'))).toBe('failed');
  });
});

describe('an insights answer', () => {
  it('reads the lifetime value, or the total value newer versions give', () => {
    expect(insightValueOf({ data: [{ name: 'reach', values: [{ value: 42 }] }] }, 'reach')).toBe(42);
    expect(insightValueOf({ data: [{ name: 'views', total_value: { value: 7 } }] }, 'views')).toBe(7);
  });

  it('sums reactions by type', () => {
    const body = {
      data: [{ name: 'post_reactions_by_type_total', values: [{ value: { like: 9, love: 3 } }] }],
    };
    expect(insightValueOf(body, 'post_reactions_by_type_total')).toBe(12);
  });

  it('counts a post Meta has not counted yet as 0', () => {
    expect(insightValueOf({ data: [] }, 'reach')).toBe(0);
  });
});

describe('the metric table', () => {
  it('asks each metric of a network and format once', () => {
    for (const network of ['facebook', 'instagram'] as const)
      for (const format of ['feed', 'reel', 'story'] as const) {
        const rows = INSIGHT_METRICS.filter((m) => m.network === network && m.formats.includes(format));
        expect(new Set(rows.map((m) => m.key)).size).toBe(rows.length);
        expect(new Set(rows.map((m) => signatureOf(m.request))).size).toBe(rows.length);
      }
    // One request is one row: what Meta retires is remembered by it for every format.
    for (const network of ['facebook', 'instagram'] as const) {
      const rows = INSIGHT_METRICS.filter((m) => m.network === network);
      expect(new Set(rows.map((m) => signatureOf(m.request))).size).toBe(rows.length);
    }
  });
});
