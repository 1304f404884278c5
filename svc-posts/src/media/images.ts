import type { PostImage } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { type bulkGeneratedPosts, mediaCopy } from '../db/schema.ts';
import { type ConsentCover, consentsOfImages } from './consents.ts';

export type MediaCopyRow = typeof mediaCopy.$inferSelect;
/** What the images of a post are chosen by (the media library sits below posts: it reads their table's columns only). */
type PostImageChoice = Pick<
  typeof bulkGeneratedPosts.$inferSelect,
  'accountId' | 'imageIds' | 'productImage' | 'format' | 'videoId'
>;

/** A library image with the consents recorded for it. */
export type LibraryImage = MediaCopyRow & { consents: ConsentCover[] };

/** The rows with the consents recorded for each (only a photo of a person needs one). */
async function withConsents(db: Db, accountId: number, rows: MediaCopyRow[]): Promise<LibraryImage[]> {
  const people = rows.filter((row) => row.showsPerson).map((row) => row.mediaId);
  const byImage = await consentsOfImages(db, accountId, people);
  return rows.map((row) => ({ ...row, consents: byImage.get(row.mediaId) ?? [] }));
}

/** The account's library images of these ids that are still there, in the order of `ids`, with their consents. */
export async function libraryImagesOf(
  db: Db,
  accountId: number,
  ids: readonly number[],
): Promise<LibraryImage[]> {
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
  const byId = new Map((await withConsents(db, accountId, rows)).map((r) => [r.mediaId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The images a post goes out with, as the library says now: the chosen ones, or else its product's
 * image (with the library's alt text and consent for it, when the library holds it).
 */
export async function postImagesOf(db: Db, row: PostImageChoice): Promise<PostImageOf[]> {
  // A Reel, or a Story of a video, goes out with its video alone.
  if (row.format === 'reel' || (row.format === 'story' && row.videoId !== null)) return [];
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
  // Not in the library copy: svc-catalog takes a product image into the library when the library is next
  // listed, and announces it then and once read; until then nothing was read in it to check. Its words,
  // when they come, are judged by the gates then (a sign-off binds what the rules find in them:
  // signoff/payload.ts).
  if (library) return withConsents(db, row.accountId, [library]);
  return [
    {
      url: row.productImage,
      altText: null,
      showsPerson: false,
      imageText: null,
      imageTextStatus: 'read',
      imageTextUnsure: false,
      faces: [],
      beforeAfter: null,
      consents: [],
    },
  ];
}

/**
 * What the consent and image-text gates and the publisher need of an image: a photo of a person goes out
 * only under a consent of its own (the library's `personConsent` tick is no longer read: the ledger is).
 */
export type PostImageOf = Pick<
  LibraryImage,
  | 'url'
  | 'altText'
  | 'showsPerson'
  | 'faces'
  | 'beforeAfter'
  | 'imageText'
  | 'imageTextStatus'
  | 'imageTextUnsure'
  | 'consents'
>;

/** The images as `posts.post.due` carries them, with their words for the publisher's last check. */
export const toDueImages = (images: readonly PostImageOf[]): PostImage[] =>
  images.map(({ url, altText, imageText }) => ({ url, altText, imageText }));
