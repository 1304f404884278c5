import type { EventPayload } from '@studio/contracts';
import { type Consumer, consumerOf, type Db } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { postImageUses } from '../db/schema.ts';

/** Records the images a post uses now, unless a newer change of it (or its deletion) is already here. */
export async function savePostImageUse(
  db: Db,
  { accountId, postId, mediaIds, version }: EventPayload<'posts.post.images-chosen'>,
): Promise<void> {
  const at = new Date(version);
  await db
    .insert(postImageUses)
    .values({ postId, accountId, mediaIds, version: at })
    .onConflictDoUpdate({
      target: postImageUses.postId,
      set: { mediaIds, version: at },
      setWhere: sql`${postImageUses.version} <= ${at.toISOString()}::timestamptz`,
    });
}

/** A deleted post uses nothing, for good: 'infinity' outranks any late redelivery of its images. */
export async function forgetPostImageUse(db: Db, { accountId, postId }: EventPayload<'posts.post.deleted'>) {
  await db
    .insert(postImageUses)
    .values({ postId, accountId, mediaIds: [], version: sql`'infinity'::timestamptz` })
    .onConflictDoUpdate({
      target: postImageUses.postId,
      set: { mediaIds: [], version: sql`'infinity'::timestamptz` },
    });
}

/** Keeps which posts use which library images (svc-posts), so an image in use is not deleted. */
export function mediaUseConsumer(db: Db): Consumer {
  return consumerOf({
    durable: 'svc-catalog-post-images',
    subjects: ['posts.post.images-chosen', 'posts.post.deleted'],
    startAt: 'all',
    handler: async (message) => {
      if (message.subject === 'posts.post.images-chosen') await savePostImageUse(db, message.payload);
      else await forgetPostImageUse(db, message.payload);
    },
  });
}
