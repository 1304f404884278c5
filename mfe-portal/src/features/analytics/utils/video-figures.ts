import type { PostResults } from '@studio/contracts';

/** What a Reel or a Story adds to a post's figures: its own numbers, over its pages. */
export type VideoFigures =
  | { kind: 'reel'; watchTimeAvgMs: number | null }
  | { kind: 'story'; exits: number | null; replies: number | null }
  | null;

const sum = (values: (number | null | undefined)[]) => {
  const read = values.filter((v): v is number => typeof v === 'number');
  return read.length > 0 ? read.reduce((a, b) => a + b, 0) : null;
};

/**
 * A Reel's average watch time over its pages (weighted by their views), a Story's exits and replies
 * summed; null for a feed post, or one whose numbers svc-posts does not give.
 */
export function videoFiguresOf(post: PostResults): VideoFigures {
  if (post.format === 'reel') {
    const watched = post.pages.filter((p) => typeof p.watchTimeAvgMs === 'number');
    const views = sum(watched.map((p) => p.views ?? 1));
    const total = sum(watched.map((p) => (p.watchTimeAvgMs ?? 0) * (p.views ?? 1)));
    return { kind: 'reel', watchTimeAvgMs: views && total !== null ? total / views : null };
  }
  if (post.format === 'story')
    return {
      kind: 'story',
      exits: sum(post.pages.map((p) => p.exits)),
      replies: sum(post.pages.map((p) => p.replies)),
    };
  return null;
}
