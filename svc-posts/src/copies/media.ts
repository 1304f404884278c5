import type { EventPayload } from '@studio/contracts';
import { type Consumer, consumerOf, type Db, emit } from '@studio/kit';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { bulkGeneratedPosts, mediaCopy, outbox } from '../db/schema.ts';
import type { MediaCopyRow } from '../media/images.ts';
import { postVideoOf } from '../media/videos.ts';
import { updatePostsWhere } from '../posts/store.ts';

/** Posts handed over or out keep the video they went out with. */
const GONE_OUT = ['publishing', 'published', 'unconfirmed'] as const;

/**
 * The library's new word on a video (converted, a new cover, an alt text, its frames read, or removed:
 * `row` null) written onto the posts not yet handed over that chose it.
 */
async function refreshPostVideos(
  tx: Db,
  accountId: number,
  mediaId: number,
  row: MediaCopyRow | null,
  at: Date,
): Promise<void> {
  const gone = row === null || row.removed;
  await updatePostsWhere(
    tx,
    and(
      eq(bulkGeneratedPosts.accountId, accountId),
      eq(bulkGeneratedPosts.videoId, mediaId),
      not(inArray(bulkGeneratedPosts.postStatus, [...GONE_OUT])),
    ),
    gone ? { videoId: null, video: null } : { video: postVideoOf(row) },
    at,
  );
}

/**
 * Stores a library image or video as the event reports it, unless a newer change of it, or its removal,
 * is here; a video's change reaches the posts that chose it.
 */
export async function saveMedia(db: Db, event: EventPayload<'catalog.media.saved'>): Promise<void> {
  const {
    mediaId,
    version,
    imageText,
    imageTextStatus,
    imageTextUnsure,
    faces,
    beforeAfter,
    kind,
    video,
    ...rest
  } = event;
  // An older event says nothing of the image's words: they count as not read yet.
  // One without a kind is of an image. A face found makes it a photo of a person, ticked or not.
  const fields = {
    ...rest,
    showsPerson: rest.showsPerson || (faces?.length ?? 0) > 0,
    faces: faces ?? [],
    beforeAfter: beforeAfter ?? null,
    imageText: imageText ?? null,
    imageTextStatus: imageTextStatus ?? 'pending',
    imageTextUnsure: imageTextUnsure ?? false,
    kind: kind ?? 'image',
    video: video ?? null,
  };
  const at = new Date(version);
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(mediaCopy)
      .values({ mediaId, ...fields, version: at })
      .onConflictDoUpdate({
        target: mediaCopy.mediaId,
        set: { ...fields, version: at },
        setWhere: sql`not ${mediaCopy.removed} and ${mediaCopy.version} <= ${at.toISOString()}::timestamptz`,
      })
      .returning();
    if (stored?.kind === 'video') await refreshPostVideos(tx, stored.accountId, mediaId, stored, at);
  });
}

/**
 * A library image is gone: it stays removed in the copy (a late 'saved' cannot bring it back), and the
 * posts that used it go on with their other images, or their product's image.
 */
export async function removeMedia(
  db: Db,
  { accountId, mediaId }: EventPayload<'catalog.media.removed'>,
  now: () => Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(mediaCopy)
      .values({
        mediaId,
        accountId,
        url: '',
        showsPerson: false,
        personConsent: false,
        removed: true,
        version: now(),
      })
      .onConflictDoUpdate({ target: mediaCopy.mediaId, set: { removed: true } });
    // A Reel or Story of this video has none now: it is not scheduled again until another is chosen.
    await refreshPostVideos(tx, accountId, mediaId, null, now());
    const using = await tx
      .select()
      .from(bulkGeneratedPosts)
      .where(
        and(
          eq(bulkGeneratedPosts.accountId, accountId),
          sql`${bulkGeneratedPosts.imageIds} @> ${JSON.stringify([mediaId])}::jsonb`,
        ),
      )
      .for('update');
    for (const post of using) {
      const imageIds = post.imageIds.filter((id) => id !== mediaId);
      const at = now();
      await updatePostsWhere(tx, eq(bulkGeneratedPosts.id, post.id), { imageIds }, at);
      await emit(tx, outbox, 'posts.post.images-chosen', {
        accountId,
        postId: post.id,
        mediaIds: imageIds,
        version: at.toISOString(),
      });
    }
    return using.length > 0;
  });
}

/** Keeps svc-posts' copy of the media library (svc-catalog). */
export function mediaConsumer(
  db: Db,
  { now, afterCommit }: { now: () => Date; afterCommit: () => void },
): Consumer {
  return consumerOf({
    durable: 'svc-posts-media',
    subjects: ['catalog.media.saved', 'catalog.media.removed'],
    startAt: 'all',
    handler: async (message) => {
      if (message.subject === 'catalog.media.saved') {
        await saveMedia(db, message.payload);
        return;
      }
      if (await removeMedia(db, message.payload, now)) afterCommit();
    },
  });
}
