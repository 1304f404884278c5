import { createHash } from 'node:crypto';
import type { SandboxPost } from './store.ts';

/** The insights metrics the sandbox knows, as Meta names them (any other is an invalid metric). */
export const SANDBOX_METRICS = {
  instagram: ['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions'],
  facebook: [
    'post_media_view',
    'post_total_media_view_unique',
    'post_reactions_by_type_total',
    'post_clicks',
  ],
} as const;

/**
 * The metrics of a post of a format, as Meta's v25 references list them: an Instagram Reel
 * has its watch times besides a feed post's; an Instagram Story has no likes, comments or saves but
 * its replies and navigation (by story_navigation_action_type); a page Reel is a video, read on its
 * /video_insights edge; a page Story has none.
 */
export const sandboxMetricsOf = (
  platform: SandboxPost['platform'],
  format: SandboxPost['format'],
  edge: 'insights' | 'video_insights',
): readonly string[] => {
  if (platform === 'facebook') {
    if (format === 'reel')
      return edge === 'video_insights'
        ? [
            'blue_reels_play_count',
            'post_impressions_unique',
            'post_video_avg_time_watched',
            'post_video_view_time',
          ]
        : [];
    return format === 'feed' && edge === 'insights' ? SANDBOX_METRICS.facebook : [];
  }
  if (edge !== 'insights') return [];
  if (format === 'reel')
    return [...SANDBOX_METRICS.instagram, 'ig_reels_avg_watch_time', 'ig_reels_video_view_total_time'];
  if (format === 'story') return ['views', 'reach', 'shares', 'total_interactions', 'replies', 'navigation'];
  return SANDBOX_METRICS.instagram;
};

/** Six numbers in [0, 1) that belong to the post, so its numbers are the same at every call. */
const shapeOf = (postId: string) => {
  const hash = createHash('sha256').update(postId).digest();
  return Array.from({ length: 6 }, (_, i) => hash.readUInt16BE(i * 2) / 65_536);
};

/**
 * A post's plausible numbers at a moment, the same for the same post and moment: reach between about
 * 200 and 2,400 people, reached mostly in its first day (a curve that rises fast, then flattens),
 * views 1.2–2× reach, likes 3–9% of reach, and comments, shares, saves and clicks in proportion.
 * `comments` adds the comments really posted under it (the first comment).
 */
export function sandboxNumbers(post: SandboxPost, at: number) {
  const [size = 0, viewsPer = 0, likeRate = 0, talk = 0, spread = 0, click = 0] = shapeOf(post.id);
  const hours = Math.max(0, (at - Date.parse(post.createdAt)) / 3_600_000);
  const grown = 1 - Math.exp(-(hours + 1) / 18);
  const reach = Math.round((200 + size * 2_200) * grown);
  const likes = Math.round(reach * (0.03 + likeRate * 0.06));
  const comments = Math.round(likes * (0.05 + talk * 0.15)) + post.comments.length;
  const shares = Math.round(likes * (0.03 + spread * 0.1));
  const saved = Math.round(likes * (0.05 + talk * 0.2));
  return {
    reach,
    avgWatchMs: Math.round(4_000 + click * 8_000),
    views: Math.round(reach * (1.2 + viewsPer * 0.8)),
    likes,
    comments,
    shares,
    saved,
    clicks: Math.round(reach * (0.01 + click * 0.04)),
  };
}

/** One insights metric's value as Graph gives it: a number, or reactions by type. */
export function sandboxMetricValue(
  post: SandboxPost,
  metric: string,
  at: number,
): number | Record<string, number> {
  const n = sandboxNumbers(post, at);
  switch (metric) {
    case 'views':
    case 'post_media_view':
      return n.views;
    case 'reach':
    case 'post_total_media_view_unique':
      return n.reach;
    case 'likes':
      return n.likes;
    case 'post_reactions_by_type_total': {
      const love = Math.floor(n.likes / 5);
      return { like: n.likes - love, love };
    }
    case 'comments':
      return n.comments;
    case 'shares':
      return n.shares;
    case 'saved':
      return n.saved;
    case 'total_interactions':
      return n.likes + n.comments + n.shares + n.saved;
    case 'post_clicks':
      return n.clicks;
    case 'blue_reels_play_count':
      return n.views;
    case 'post_impressions_unique':
      return n.reach;
    // A Reel's watch times, in milliseconds: 4–12 s on average per view.
    case 'ig_reels_avg_watch_time':
    case 'post_video_avg_time_watched':
      return n.avgWatchMs;
    case 'ig_reels_video_view_total_time':
    case 'post_video_view_time':
      return n.avgWatchMs * n.views;
    case 'replies':
      return n.comments;
    case 'navigation':
      return storyNavigation(post, at).tap_forward + storyNavigation(post, at).tap_exit;
    default:
      return 0;
  }
}

/** A Story's navigation by action type (story_navigation_action_type): mostly taps forward, some exits. */
export function storyNavigation(post: SandboxPost, at: number) {
  const n = sandboxNumbers(post, at);
  return {
    tap_forward: Math.round(n.reach * 0.6),
    tap_back: Math.round(n.reach * 0.05),
    tap_exit: Math.round(n.reach * 0.15),
    swipe_forward: Math.round(n.reach * 0.1),
  };
}
