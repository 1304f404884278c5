import type { PostResults } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { videoFiguresOf } from './video-figures.ts';

const page = (fields: Partial<PostResults['pages'][number]>): PostResults['pages'][number] => ({
  platform: 'instagram',
  pageId: '1',
  pageName: '@clinic',
  checkpoint: '24h',
  collectedAt: '2026-11-25T10:00:00.000Z',
  views: null,
  reach: null,
  likes: null,
  comments: null,
  shares: null,
  saves: null,
  clicks: null,
  interactions: null,
  ...fields,
});
const post = (format: PostResults['format'], pages: PostResults['pages']) =>
  ({ format, pages }) as PostResults;

describe("a Reel's and a Story's own figures", () => {
  it("weighs a Reel's average watch time by each page's views", () => {
    expect(
      videoFiguresOf(
        post('reel', [
          page({ views: 100, watchTimeAvgMs: 4_000 }),
          page({ platform: 'facebook', views: 300, watchTimeAvgMs: 8_000 }),
        ]),
      ),
    ).toEqual({ kind: 'reel', watchTimeAvgMs: 7_000 });
  });

  it("sums a Story's exits and replies, and says nothing of a feed post", () => {
    expect(videoFiguresOf(post('story', [page({ exits: 12, replies: 2 }), page({ exits: 3 })]))).toEqual({
      kind: 'story',
      exits: 15,
      replies: 2,
    });
    expect(videoFiguresOf(post('feed', [page({})]))).toBeNull();
    expect(videoFiguresOf(post(undefined, [page({})]))).toBeNull();
  });
});
