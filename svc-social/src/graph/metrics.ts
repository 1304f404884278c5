import type { MetricKey, PostFormat } from '@studio/contracts';

type Network = 'facebook' | 'instagram';

/**
 * How one number is read from Graph, one request each so that a metric Meta retires fails alone:
 * - `insight`: `GET /{object-id}/insights?metric={name}` (page posts and Instagram media alike);
 * - `field`: `GET /{object-id}?fields={name}`, read from the answer by `read` (a page post's comment
 *   and share counts are fields of the post, not insights metrics).
 */
export type MetricRequest =
  | {
      insight: string;
      /** `GET /{video-id}/video_insights` (a page Reel) instead of /insights. */
      edge?: 'video_insights';
      /** One value of a breakdown (an Instagram Story's navigation by action type). */
      breakdown?: { by: string; value: string };
    }
  | { field: string; read(body: Record<string, unknown>): number | null };

/**
 * A metric of a network, for the formats Meta reads it on (a Story has no likes, a page
 * Reel is a video with insights of its own); asking one of another format is an error Meta answers.
 */
export type InsightMetric = {
  network: Network;
  key: MetricKey;
  request: MetricRequest;
  formats: readonly PostFormat[];
};

const FEED = ['feed'] as const;
const FEED_AND_REEL = ['feed', 'reel'] as const;
const ALL = ['feed', 'reel', 'story'] as const;
const REEL = ['reel'] as const;
const STORY = ['story'] as const;

/** A Story's navigation of one action type (tap_exit, tap_forward, tap_back). */
const navigation = (value: string): MetricRequest => ({
  insight: 'navigation',
  breakdown: { by: 'story_navigation_action_type', value },
});

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
  { network: 'instagram', key: 'views', request: { insight: 'views' }, formats: ALL },
  { network: 'instagram', key: 'reach', request: { insight: 'reach' }, formats: ALL },
  { network: 'instagram', key: 'likes', request: { insight: 'likes' }, formats: FEED_AND_REEL },
  { network: 'instagram', key: 'comments', request: { insight: 'comments' }, formats: FEED_AND_REEL },
  { network: 'instagram', key: 'shares', request: { insight: 'shares' }, formats: ALL },
  { network: 'instagram', key: 'saves', request: { insight: 'saved' }, formats: FEED_AND_REEL },
  { network: 'instagram', key: 'interactions', request: { insight: 'total_interactions' }, formats: ALL },
  // In milliseconds (Meta retired `plays` for `views` on 2025-04-21).
  {
    network: 'instagram',
    key: 'watchTimeAvgMs',
    request: { insight: 'ig_reels_avg_watch_time' },
    formats: REEL,
  },
  {
    network: 'instagram',
    key: 'watchTimeTotalMs',
    request: { insight: 'ig_reels_video_view_total_time' },
    formats: REEL,
  },
  { network: 'instagram', key: 'replies', request: { insight: 'replies' }, formats: STORY },
  { network: 'instagram', key: 'exits', request: navigation('tap_exit'), formats: STORY },
  { network: 'instagram', key: 'tapsForward', request: navigation('tap_forward'), formats: STORY },
  { network: 'instagram', key: 'tapsBack', request: navigation('tap_back'), formats: STORY },
  { network: 'facebook', key: 'views', request: { insight: 'post_media_view' }, formats: FEED },
  { network: 'facebook', key: 'reach', request: { insight: 'post_total_media_view_unique' }, formats: FEED },
  // Every reaction by type ({ like, love, wow, … }), summed.
  { network: 'facebook', key: 'likes', request: { insight: 'post_reactions_by_type_total' }, formats: FEED },
  {
    network: 'facebook',
    key: 'comments',
    request: { field: 'comments.summary(true).limit(0)', read: (body) => summaryCount(body, 'comments') },
    formats: FEED,
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
    formats: FEED,
  },
  { network: 'facebook', key: 'clicks', request: { insight: 'post_clicks' }, formats: FEED },
  // A page Reel is a video: its numbers are its video_insights (Meta's Reels metrics). A page Story
  // has none the Graph API gives.
  {
    network: 'facebook',
    key: 'views',
    request: { insight: 'blue_reels_play_count', edge: 'video_insights' },
    formats: REEL,
  },
  {
    network: 'facebook',
    key: 'reach',
    request: { insight: 'post_impressions_unique', edge: 'video_insights' },
    formats: REEL,
  },
  {
    network: 'facebook',
    key: 'watchTimeAvgMs',
    request: { insight: 'post_video_avg_time_watched', edge: 'video_insights' },
    formats: REEL,
  },
  {
    network: 'facebook',
    key: 'watchTimeTotalMs',
    request: { insight: 'post_video_view_time', edge: 'video_insights' },
    formats: REEL,
  },
];

/** What a row asks, as it is stored with a metric found retired: a new name is a new signature, asked again. */
export const signatureOf = (request: MetricRequest) =>
  'insight' in request
    ? `${request.edge === 'video_insights' ? 'video_insight' : 'insight'}:${request.insight}${request.breakdown ? `:${request.breakdown.by}=${request.breakdown.value}` : ''}`
    : `field:${request.field}`;

/** The metrics read of a publication of this network and format (a post without a format is 'feed'). */
export const metricsOf = (network: Network, format: PostFormat = 'feed') =>
  INSIGHT_METRICS.filter((m) => m.network === network && m.formats.includes(format));
