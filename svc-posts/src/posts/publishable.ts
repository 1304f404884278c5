import { createHash } from 'node:crypto';
import type { PayloadPart, PostApproval } from '@studio/contracts';
import { type Db, readOnce } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { type GoogleLocationCopy, googleLocationsCopy, pagesCopy } from '../db/schema.ts';
import { type PostImageOf, postImagesOf } from '../media/images.ts';
import { type LibraryVideo, libraryVideoOf } from '../media/videos.ts';
import type { ConsentNeed } from './gates.ts';
import type { PostRow } from './queries.ts';

/** A page or Instagram account a post goes out on, as svc-social last announced the account's active ones. */
export type Target = (typeof pagesCopy.$inferSelect)['pages'][number];

/** A Google Business Profile location a post goes out on, as svc-social last announced the chosen ones. */
export type GoogleTarget = Pick<GoogleLocationCopy, 'name' | 'title'>;

/**
 * What a post publishes besides its text and first comment, as it would go out now: its images
 * (with their alt texts, as the library says now), the account's targets and chosen Google locations; and
 * what the consents of its photos must cover for it: those targets' channels on its day.
 */
export type Publishable = {
  images: readonly PostImageOf[];
  /** A Reel's or a Story's library video, as the library says now; null: none. */
  video: LibraryVideo | null;
  targets: readonly Target[];
  /** The Google locations every post of the account goes to (none: it goes to no Google location). */
  googleLocations: readonly GoogleTarget[];
  consentNeed: ConsentNeed;
};

/** A feed post has no video; a Reel's or Story's is the library's as it is now. */
export const videoOfPost = (db: Db, row: Pick<PostRow, 'accountId' | 'format' | 'videoId'>) =>
  row.format === 'feed' ? Promise.resolve(null) : libraryVideoOf(db, row.accountId, row.videoId);

/** The account's active selected pages, in order, as svc-social last announced them. */
export function targetsOf(db: Db, accountId: number): Promise<Target[]> {
  return readOnce(db, `targets:${accountId}`, async () => {
    const [copy] = await db.select().from(pagesCopy).where(eq(pagesCopy.accountId, accountId));
    return copy?.pages ?? [];
  });
}

/** The account's chosen Google locations, in order, as svc-social last announced them (none: not on Google). */
export function googleTargetsOf(db: Db, accountId: number): Promise<GoogleTarget[]> {
  return readOnce(db, `google-targets:${accountId}`, async () => {
    const [copy] = await db
      .select()
      .from(googleLocationsCopy)
      .where(eq(googleLocationsCopy.accountId, accountId));
    return (copy?.locations ?? []).map(({ name, title }) => ({ name, title }));
  });
}

/** The day a moment is in the account's time zone (YYYY-MM-DD), as a consent's dates are written. */
export async function accountDayOf(db: Db, accountId: number, moment: Date): Promise<string> {
  return dayFormatOf(await timeZoneOf(db, accountId)).format(moment);
}

/** One formatter a time zone (making one costs more than the rest of a hand-over's checks). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * What the consents of a post's photos must cover when it goes out at `moment`: every channel of the
 * account's targets (none announced yet: a consent valid that day still must exist), on that day.
 */
export async function consentNeedOf(
  db: Db,
  accountId: number,
  moment: Date,
  targets?: readonly Target[],
): Promise<ConsentNeed> {
  const channels = [...new Set((targets ?? (await targetsOf(db, accountId))).map((t) => t.platform))];
  return { channels, on: await accountDayOf(db, accountId, moment) };
}

/**
 * The post's images, targets and Google locations as they would go out now, and what their consents must
 * cover on its day.
 */
export async function publishableOf(db: Db, row: PostRow, moment?: Date): Promise<Publishable> {
  const [images, targets] = [await postImagesOf(db, row), await targetsOf(db, row.accountId)];
  const googleLocations = await googleTargetsOf(db, row.accountId);
  const video = await videoOfPost(db, row);
  const on = moment ?? row.scheduledDate ?? new Date(0);
  const consentNeed = await consentNeedOf(db, row.accountId, on, targets);
  return { images, video, targets, googleLocations, consentNeed };
}

/**
 * The chosen Google locations as an approval binds them: each by its name at Google (which location) and
 * its title (what the preview shows); none is null, so a post that goes to no Google location hashes as
 * before they were bound.
 */
const boundGoogleLocations = (googleLocations: readonly GoogleTarget[]) =>
  googleLocations.length > 0 ? googleLocations.map(({ name, title }) => [name, title]) : null;

/** What of a post's publishable an approval binds besides its row. */
type PayloadOf = Pick<Publishable, 'images' | 'targets' | 'video' | 'googleLocations'>;

/**
 * The hash an approval binds to: everything that goes out (the text by its content hash, so a change of
 * spacing or case is none, the first comment, each image and its alt text in order, each target, each
 * chosen Google location: one added or taken away after the approval asks it again). A field
 * published with a post is added here, and every approval given before asks for approval again. A Reel
 * or Story binds its format, its video (the file, cover and alt text) and whether a Reel is
 * shared to the feed too; a feed post's hash is as before, so approvals given before stand.
 */
export function payloadHashOf(
  row: Pick<PostRow, 'contentHash' | 'firstComment' | 'format' | 'shareToFeed' | 'googleTopic'>,
  { images, targets, video, googleLocations }: PayloadOf,
): string {
  const payload = {
    ...(row.format === 'feed'
      ? {}
      : {
          format: row.format,
          video: video && {
            mediaId: video.mediaId,
            url: video.video?.url ?? null,
            coverUrl: video.video?.coverUrl ?? null,
            altText: video.altText,
          },
          shareToFeed: row.format === 'reel' ? row.shareToFeed : null,
        }),
    text: row.contentHash,
    firstComment: row.firstComment,
    images: images.map(({ url, altText }) => ({ url, altText })),
    targets: targets.map(({ platform, pageName, instagramUsername }) => ({
      platform,
      pageName,
      instagramUsername,
    })),
    // A Google event or offer binds its title, times, coupon, terms and link; a plain post's hash is as before.
    ...(row.googleTopic ? { googleTopic: row.googleTopic } : {}),
    // The chosen Google locations, bound as the targets are; an account on no Google location hashes as before.
    ...(googleLocations.length > 0 ? { googleLocations: boundGoogleLocations(googleLocations) } : {}),
  };
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Each part of what the post publishes, hashed apart: what a lapsed approval names as changed. */
export function payloadPartsOf(
  row: Pick<PostRow, 'contentHash' | 'firstComment' | 'format' | 'shareToFeed' | 'googleTopic'>,
  { images, targets, video, googleLocations }: PayloadOf,
): Record<PayloadPart, string> {
  return {
    text: row.contentHash,
    firstComment: hashOf(row.firstComment),
    images: hashOf(images.map(({ url }) => url)),
    altTexts: hashOf(images.map(({ altText }) => altText)),
    targets: hashOf(
      targets.map(({ platform, pageName, instagramUsername }) => [platform, pageName, instagramUsername]),
    ),
    format: hashOf([row.format, row.format === 'reel' ? row.shareToFeed : null]),
    video: hashOf(
      video && [video.mediaId, video.video?.url ?? null, video.video?.coverUrl ?? null, video.altText],
    ),
    googleTopic: hashOf(row.googleTopic ?? null),
    googleLocations: hashOf(boundGoogleLocations(googleLocations)),
  };
}

/**
 * What of `publishable` an approval is judged on: one recorded before the chosen Google locations were
 * bound (its parts name none, or it has no parts) is judged without them, so it stands as it was given
 * and names no change of them; one recorded since binds them.
 */
export function boundBy<P extends Pick<Publishable, 'googleLocations'>>(
  approval: Pick<PostApproval, 'parts'> | null,
  publishable: P,
): P {
  return approval?.parts?.googleLocations === undefined
    ? { ...publishable, googleLocations: [] }
    : publishable;
}

/** The parts that differ from what `approval` saw, in the order the business reads them; none when it cannot tell. */
export function changedPartsOf(
  approval: Pick<PostApproval, 'parts'> | null,
  now: Record<PayloadPart, string>,
): PayloadPart[] {
  const seen = approval?.parts;
  if (!seen) return [];
  // A part an older approval did not bind was empty then.
  const none = hashOf(null);
  return (Object.keys(now) as PayloadPart[]).filter((part) => (seen[part] ?? none) !== now[part]);
}
