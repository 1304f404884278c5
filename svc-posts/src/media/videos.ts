/**
 * The library's videos as posts use them: a Reel's video, or a Story's. svc-posts keeps
 * svc-catalog's word on each (its conversion, cover, duration, frame words) in the media copy, and on each
 * post that chose it the video as it would go out (`bulk_generated_posts.video`), so the post's card and
 * GET /api/bulk-posts read it with the post.
 */
import type { PostVideo } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { mediaCopy } from '../db/schema.ts';
import { consentsOfImages } from './consents.ts';
import type { LibraryImage, MediaCopyRow } from './images.ts';

/** A library video with the consents recorded for it (a video of a person needs one, as a photo does). */
export type LibraryVideo = LibraryImage;

/** The account's library video of this id, still there, with its consents; null: none (or an image). */
export async function libraryVideoOf(
  db: Db,
  accountId: number,
  mediaId: number | null,
): Promise<LibraryVideo | null> {
  if (mediaId === null) return null;
  const [row] = await db
    .select()
    .from(mediaCopy)
    .where(
      and(eq(mediaCopy.accountId, accountId), eq(mediaCopy.mediaId, mediaId), eq(mediaCopy.removed, false)),
    );
  if (row?.kind !== 'video') return null;
  const consents = row.showsPerson
    ? ((await consentsOfImages(db, accountId, [mediaId])).get(mediaId) ?? [])
    : [];
  return { ...row, consents };
}

/** The video as a post publishes it, once converted for the networks; null while it converts, or failed. */
export function postVideoOf(row: MediaCopyRow): PostVideo | null {
  const video = row.video;
  if (row.kind !== 'video' || video?.status !== 'ready' || !video.url) return null;
  return {
    mediaId: row.mediaId,
    url: video.url,
    coverUrl: video.coverUrl,
    durationSeconds: video.durationSeconds ?? 0,
    width: video.width ?? 0,
    height: video.height ?? 0,
    hasAudio: video.hasAudio ?? false,
    altText: row.altText,
    frameText: row.imageText,
  };
}
