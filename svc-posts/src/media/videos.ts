/**
 * The library's videos as posts use them (issue 37): a Reel's video, or a Story's. svc-posts keeps
 * svc-catalog's word on each (its conversion, cover, duration, frame words) in the media copy, and on each
 * post that chose it the video as it would go out (`bulk_generated_posts.video`), so the post's card and
 * GET /api/bulk-posts read it with the post.
 */
import type { PostVideo } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq, inArray, not } from 'drizzle-orm';
import { bulkGeneratedPosts, mediaCopy } from '../db/schema.ts';
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

/** Posts handed over or out keep the video they went out with. */
const STILL_EDITABLE = ['publishing', 'published', 'unconfirmed'] as const;

/**
 * The library's new word on a video (converted, a new cover, an alt text, its frames read, or removed:
 * `row` null) written onto the posts not yet handed over that chose it.
 */
export async function refreshPostVideos(
  db: Db,
  accountId: number,
  mediaId: number,
  row: MediaCopyRow | null,
): Promise<void> {
  const gone = row === null || row.removed;
  await db
    .update(bulkGeneratedPosts)
    .set(gone ? { videoId: null, video: null } : { video: postVideoOf(row) })
    .where(
      and(
        eq(bulkGeneratedPosts.accountId, accountId),
        eq(bulkGeneratedPosts.videoId, mediaId),
        not(inArray(bulkGeneratedPosts.postStatus, [...STILL_EDITABLE])),
      ),
    );
}
