import type { MetricKey } from '@studio/contracts';

type Network = 'facebook' | 'instagram';

/**
 * How one number is read from Graph, one request each so that a metric Meta retires fails alone:
 * - `insight`: `GET /{object-id}/insights?metric={name}` (page posts and Instagram media alike);
 * - `field`: `GET /{object-id}?fields={name}`, read from the answer by `read` (a page post's comment
 *   and share counts are fields of the post, not insights metrics).
 */
export type MetricRequest =
  | { insight: string }
  | { field: string; read(body: Record<string, unknown>): number | null };

export type InsightMetric = { network: Network; key: MetricKey; request: MetricRequest };

const summaryCount = (body: Record<string, unknown>, edge: string) => {
  const total = (body[edge] as { summary?: { total_count?: unknown } } | undefined)?.summary?.total_count;
  return typeof total === 'number' ? total : 0;
};

/**
 * Every metric svc-social reads, in ONE table: when Meta retires or renames one, its row here is the
 * one change. Names from Meta's Instagram media insights and Page post insights references (2026):
 * Instagram retired `impressions` and `plays` on 2025-04-21 for `views`; Facebook moved page posts
 * from `post_impressions*` to media views (`post_media_view`, `post_total_media_view_unique`).
 * A row whose request Meta answers with its "invalid metric" error is never asked again for that
 * network until the row's request changes (`social.insight_unavailable_metrics`, keyed by signatureOf).
 */
export const INSIGHT_METRICS: readonly InsightMetric[] = [
  { network: 'instagram', key: 'views', request: { insight: 'views' } },
  { network: 'instagram', key: 'reach', request: { insight: 'reach' } },
  { network: 'instagram', key: 'likes', request: { insight: 'likes' } },
  { network: 'instagram', key: 'comments', request: { insight: 'comments' } },
  { network: 'instagram', key: 'shares', request: { insight: 'shares' } },
  { network: 'instagram', key: 'saves', request: { insight: 'saved' } },
  { network: 'instagram', key: 'interactions', request: { insight: 'total_interactions' } },
  { network: 'facebook', key: 'views', request: { insight: 'post_media_view' } },
  { network: 'facebook', key: 'reach', request: { insight: 'post_total_media_view_unique' } },
  // Every reaction by type ({ like, love, wow, … }), summed.
  { network: 'facebook', key: 'likes', request: { insight: 'post_reactions_by_type_total' } },
  {
    network: 'facebook',
    key: 'comments',
    request: { field: 'comments.summary(true).limit(0)', read: (body) => summaryCount(body, 'comments') },
  },
  {
    network: 'facebook',
    key: 'shares',
    // Absent while nobody has shared the post.
    request: {
      field: 'shares',
      read: (body) => {
        const shares = (body.shares as { count?: unknown } | undefined)?.count;
        return typeof shares === 'number' ? shares : 0;
      },
    },
  },
  { network: 'facebook', key: 'clicks', request: { insight: 'post_clicks' } },
];

/** What a row asks, as it is stored with a metric found retired: a new name is a new signature, asked again. */
export const signatureOf = (request: MetricRequest) =>
  'insight' in request ? `insight:${request.insight}` : `field:${request.field}`;

export const metricsOf = (network: Network) => INSIGHT_METRICS.filter((m) => m.network === network);
