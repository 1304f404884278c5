import { createHash } from 'node:crypto';
import { checkFields, imageTextFlags, kindOf, type RulesToMatch } from '@studio/ai';
import { type ClinicalSignOffMode, isClinicTreatment, type SignOffSnapshot } from '@studio/contracts';
import { publishedFlagsOf } from './gates.ts';
import { type Publishable, payloadHashOf } from './publishable.ts';
import type { PostRow } from './queries.ts';

/** What of a post a sign-off reads and binds. */
export type SignedRow = Pick<
  PostRow,
  | 'content'
  | 'contentHash'
  | 'firstComment'
  | 'scheduledDate'
  | 'imageIds'
  | 'productName'
  | 'categoryName'
  | 'complianceFlags'
  | 'format'
  | 'shareToFeed'
  | 'googleTopic'
>;

/** Everything the post publishes, as the reviewer reads it: its text, first comment, date, images and targets. */
export function snapshotOf(
  row: SignedRow,
  { images, targets, video, googleLocations }: Publishable,
): SignOffSnapshot {
  const file = video?.video ?? null;
  return {
    format: row.format,
    video: video
      ? {
          url: file?.url ?? null,
          coverUrl: file?.coverUrl ?? null,
          durationSeconds: file?.durationSeconds ?? null,
          width: file?.width ?? null,
          height: file?.height ?? null,
          hasAudio: file?.hasAudio ?? null,
          altText: video.altText,
        }
      : null,
    text: row.content,
    googleTopic: row.googleTopic ?? null,
    firstComment: row.firstComment,
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    imageIds: [...row.imageIds],
    images: images.map(({ url, altText, imageText }) => ({ url, altText, imageText })),
    targets: targets.map(({ platform, pageName, instagramUsername }) => ({
      platform,
      pageName,
      instagramUsername,
    })),
    googleLocations: googleLocations.map(({ name, title }) => ({ name, title })),
  };
}

/**
 * The hash a sign-off binds to: the approval's payload hash (text, first comment, images with their
 * addresses and alt texts, targets: a field added there is bound here too) and, besides, the library image
 * ids and what the rules find in the words printed in the images. Any change of one of them voids the
 * sign-off. The moment is not bound, as the approval's is not: a reviewer judges what is said and shown,
 * and a post moved on the calendar says the same (the consents of its photos are checked for the new day
 * on their own).
 *
 * The printed words themselves are bound by the image, which the reviewer saw (its address is in the
 * payload); their reading is svc-catalog's, and may come after the submission: a product image the
 * library copy does not hold yet counts as read with no words (media/images.ts), since the library takes
 * it in only when it is listed, so waiting for it could wait for ever. Were the reading bound, its late
 * arrival would void a sign-off of the very image the reviewer looked at. What it may add that the
 * reviewer did not see is a flag: so the flags of each image's words (rule and phrase) are bound. A
 * reading that finds nothing leaves the sign-off as it was; one that finds a `warn` term voids it (sent
 * again, the reviewer judges the post with those words shown), and a `block` term also keeps the post off
 * the schedule and off the pages (the image-text gate at scheduling and hand-over).
 */
export function signOffHashOf(row: SignedRow, publishable: Publishable, ruleSet: RulesToMatch): string {
  const bound = {
    payload: payloadHashOf(row, publishable),
    imageIds: row.imageIds,
    imageTextFlags: publishable.images.map((image) => flagsOfText(image.imageText, ruleSet)),
    // A carousel's images read together (a name spelt across them): bound only when they find something,
    // so the hash of a post whose images say nothing together stays what it was.
    ...togetherFlagsOf(publishable, ruleSet),
    // A Reel's or Story's video: what the rules find in the words read in its frames, as an image's.
    ...(publishable.video ? { frameTextFlags: flagsOfText(publishable.video.imageText, ruleSet) } : {}),
  };
  return createHash('sha256').update(JSON.stringify(bound)).digest('hex');
}

/** What the rules find in a carousel's images read together that no image holds alone. */
function togetherFlagsOf(publishable: Publishable, ruleSet: RulesToMatch) {
  const together = imageTextFlags(
    publishable.images.map((image) => image.imageText),
    ruleSet,
  ).filter((flag) => flag.field === 'carouselText');
  return together.length > 0
    ? { carouselTextFlags: together.map((flag) => `${flag.ruleId}:${flag.phrase}`) }
    : {};
}

/** What the rules find in words read in an image or a video's frames, as rule and phrase. */
const flagsOfText = (text: string | null, ruleSet: RulesToMatch): string[] =>
  checkFields([{ field: 'imageText', text }], ruleSet).map((flag) => `${flag.ruleId}:${flag.phrase}`);

/**
 * Whether the post mentions a treatment or a medicine (libs/ai's reading of a product's kind, applied to
 * the post's product and its text), or carries a `warn` flag in anything it publishes.
 */
export function mentionsTreatmentOrFlagged(
  row: SignedRow,
  publishable: Publishable,
  ruleSet: RulesToMatch,
): boolean {
  const kind = kindOf({
    productName: row.productName,
    categoryName: row.categoryName,
    productDescription: `${row.content}\n${row.firstComment ?? ''}`,
    examplePosts: [],
  });
  if (isClinicTreatment(kind) || kind === 'medicine') return true;
  if (row.complianceFlags.some((flag) => flag.severity === 'warn')) return true;
  return publishedFlagsOf(row, publishable.images, ruleSet).some((flag) => flag.severity === 'warn');
}

/**
 * Whether the OCR was unsure of words in one of the post's images or its video, in which a listed
 * medicine's name could hide: the post is not passed on the words read, a medical reviewer looks at it.
 */
export const unsureImageTextOf = (publishable: Pick<Publishable, 'images' | 'video'>): boolean =>
  publishable.images.some((image) => image.imageTextUnsure) || publishable.video?.imageTextUnsure === true;

/**
 * Whether one of the post's images is a before/after composite (svc-catalog found two photos of the same
 * kind joined): a medical reviewer judges it (Directive 2001/83/EC art. 90, ν. 3418/2005 art. 17, Meta's
 * advertising standards: libs/contracts' BEFORE_AFTER_COMPOSITE).
 */
export const beforeAfterImageOf = (publishable: Pick<Publishable, 'images'>): boolean =>
  publishable.images.some((image) => image.beforeAfter !== null);

/** Whether the post's images ask a sign-off whatever the account's setting: an unsure reading, or a composite. */
export const imagesAskSignOff = (publishable: Pick<Publishable, 'images' | 'video'>): boolean =>
  unsureImageTextOf(publishable) || beforeAfterImageOf(publishable);

/**
 * Whether this post needs a sign-off before it is scheduled: the account's setting asks it, or, whatever
 * the setting, the OCR was unsure of an image (or the video) of the post in which a blocked name could
 * hide, or one of its images is a before/after composite.
 */
export function signOffRequired(
  mode: ClinicalSignOffMode,
  row: SignedRow,
  publishable: Publishable,
  ruleSet: RulesToMatch,
): boolean {
  if (mode === 'all' || imagesAskSignOff(publishable)) return true;
  if (mode === 'flagged') return mentionsTreatmentOrFlagged(row, publishable, ruleSet);
  return false;
}
