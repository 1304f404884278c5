import { createHash } from 'node:crypto';
import type { PostImage } from '@studio/contracts';
import type { Due, PublishContext } from './context.ts';
import type { PublishedPostRow, Target } from './published-posts.ts';

/**
 * What the call that publishes a post on one target is given, once Meta made it: an Instagram
 * container (a carousel's own) or a page Reel's video. It is recorded on the target's row before that
 * call (recordHandle), with a fingerprint of what it shows, so that a lost answer or a next delivery asks
 * it first instead of building another:
 *
 * - Instagram: GET /{container-id}?fields=status_code answers PUBLISHED once media_publish made its
 *   media, FINISHED while it waits to be published, IN_PROGRESS while Meta processes it, EXPIRED after
 *   24 hours, ERROR (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-container).
 *   Instagram publishes a container at most once.
 * - A page Reel: GET /{video-id}?fields=status answers its uploading, processing and publishing phases
 *   (https://developers.facebook.com/docs/video-api/guides/reels-publishing).
 */
export type Handle = { id: string; fingerprint: string };

/** What a handle says of the post: out, ready to publish, still being processed, or of no more use. */
export type HandleState = 'published' | 'ready' | 'processing' | 'gone';

/** What a publication shows: a container made for other words, images or video is never published for this one. */
export function fingerprintOf(due: Due, images: PostImage[], videoUrl: string | null): string {
  const shown = {
    format: due.format,
    content: due.content,
    images: images.map((image) => [image.url, image.altText]),
    video: videoUrl,
    shareToFeed: due.shareToFeed,
  };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 16);
}

export const encodeHandle = (handle: Handle) => `${handle.id}:${handle.fingerprint}`;

/** The row's handle when it was made for what this delivery shows; null otherwise. */
export function handleFor(row: Pick<PublishedPostRow, 'publishHandle'>, fingerprint: string): string | null {
  const recorded = row.publishHandle;
  if (!recorded) return null;
  const at = recorded.lastIndexOf(':');
  if (at <= 0 || recorded.slice(at + 1) !== fingerprint) return null;
  return recorded.slice(0, at);
}

/** Whether a target's publication has a handle: Instagram's posts, and a page's Reels. */
export const hasHandle = (target: Target, due: Due) =>
  target.platform === 'instagram' || due.format === 'reel';

/** Asks Meta what became of a handle; a failed read throws. */
export async function handleState(
  ctx: PublishContext,
  target: Target,
  token: string,
  id: string,
): Promise<HandleState> {
  if (target.platform === 'instagram') {
    const status = await ctx.graph.instagramContainerStatus({ containerId: id, token });
    if (status.code === 'PUBLISHED') return 'published';
    if (status.code === 'FINISHED') return 'ready';
    if (status.code === 'IN_PROGRESS') return 'processing';
    return 'gone';
  }
  const status = await ctx.graph.pageVideoStatus({ videoId: id, token });
  if (status.published) return 'published';
  if (status.videoStatus === 'error') return 'gone';
  return status.uploaded ? 'ready' : 'gone';
}
