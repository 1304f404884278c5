import { createHash } from 'node:crypto';
import type { Db } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { pagesCopy } from '../db/schema.ts';
import { type PostImageOf, postImagesOf } from '../media/images.ts';
import type { PostRow } from './queries.ts';

/** A page or Instagram account a post goes out on, as svc-social last announced the account's active ones. */
export type Target = (typeof pagesCopy.$inferSelect)['pages'][number];

/**
 * What a post publishes besides its text and first comment, as it would go out now (issue 30): its images
 * (with their alt texts, as the library says now) and the account's targets.
 */
export type Publishable = { images: readonly PostImageOf[]; targets: readonly Target[] };

/** The account's active selected pages, in order, as svc-social last announced them. */
export async function targetsOf(db: Db, accountId: number): Promise<Target[]> {
  const [copy] = await db.select().from(pagesCopy).where(eq(pagesCopy.accountId, accountId));
  return copy?.pages ?? [];
}

/** The post's images and targets as they would go out now. */
export async function publishableOf(db: Db, row: PostRow): Promise<Publishable> {
  const [images, targets] = [await postImagesOf(db, row), await targetsOf(db, row.accountId)];
  return { images, targets };
}

/**
 * The hash an approval binds to: everything that goes out (the text by its content hash, so a change of
 * spacing or case is none, the first comment, each image and its alt text in order, each target). A field
 * published with a post is added here, and every approval given before asks for approval again.
 */
export function payloadHashOf(
  row: Pick<PostRow, 'contentHash' | 'firstComment'>,
  { images, targets }: Publishable,
): string {
  const payload = {
    text: row.contentHash,
    firstComment: row.firstComment,
    images: images.map(({ url, altText }) => ({ url, altText })),
    targets: targets.map(({ platform, pageName, instagramUsername }) => ({
      platform,
      pageName,
      instagramUsername,
    })),
  };
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}
