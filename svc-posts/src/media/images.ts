import type { PostImage } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { mediaCopy } from '../db/schema.ts';
import type { PostRow } from '../posts/queries.ts';

export type MediaCopyRow = typeof mediaCopy.$inferSelect;

/** The account's library images of these ids that are still there, in the order of `ids`. */
export async function libraryImagesOf(
  db: Db,
  accountId: number,
  ids: readonly number[],
): Promise<MediaCopyRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(mediaCopy)
    .where(
      and(
        eq(mediaCopy.accountId, accountId),
        inArray(mediaCopy.mediaId, [...ids]),
        eq(mediaCopy.removed, false),
      ),
    );
  const byId = new Map(rows.map((r) => [r.mediaId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The images a post goes out with, as the library says now: the chosen ones, or else its product's
 * image (with the library's alt text and consent for it, when the library holds it).
 */
export async function postImagesOf(db: Db, row: PostRow): Promise<PostImageOf[]> {
  const chosen = await libraryImagesOf(db, row.accountId, row.imageIds);
  if (chosen.length > 0) return chosen;
  if (!row.productImage) return [];
  const [library] = await db
    .select()
    .from(mediaCopy)
    .where(
      and(
        eq(mediaCopy.accountId, row.accountId),
        eq(mediaCopy.url, row.productImage),
        eq(mediaCopy.removed, false),
      ),
    )
    .limit(1);
  // Not in the library copy: svc-catalog takes every product image into the library and announces it once
  // read, so this is an image the library never held; nothing was read in it to check.
  return [
    library ?? {
      url: row.productImage,
      altText: null,
      showsPerson: false,
      personConsent: false,
      imageText: null,
      imageTextStatus: 'read',
    },
  ];
}

/** What the consent and image-text gates and the publisher need of an image. */
export type PostImageOf = Pick<
  MediaCopyRow,
  'url' | 'altText' | 'showsPerson' | 'personConsent' | 'imageText' | 'imageTextStatus'
>;

/** The images as `posts.post.due` carries them, with their words for the publisher's last check. */
export const toDueImages = (images: PostImageOf[]): PostImage[] =>
  images.map(({ url, altText, imageText }) => ({ url, altText, imageText }));
