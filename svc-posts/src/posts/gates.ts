/**
 * The gates a post passes before it may go out: the compliance rules on
 * all it publishes (its text, first comment, the images' alt texts and printed words) and the consent of a
 * person shown in its images. Each answers why the post may not go out (or null), or throws the answer
 * that refuses it; the post's state module (post-state.ts) and the pages that show a post use them.
 */
import {
  checkCompliance,
  checkFields,
  complianceRefusal,
  googleTopicFlags,
  googleTopicRefusal,
  imageTextFlags,
  MODEL_REVIEW_RULE,
  type RulesToMatch,
} from '@studio/ai';
import { type ComplianceFlag, mediaMessages, type SocialPlatform } from '@studio/contracts';
import { ApiError } from '@studio/kit';
import type { PostImageOf } from '../media/images.ts';
import type { PostRow } from './queries.ts';

/**
 * GDPR Art. 9: a photo of an identifiable person (a patient) is health data, used in marketing only with
 * their explicit consent, recorded in the consent ledger for its purpose, channels and dates.
 */
export const personWithoutConsent = (image: Pick<PostImageOf, 'altText'> & { faces?: readonly unknown[] }) =>
  `Η φωτογραφία «${image.altText ?? 'χωρίς περιγραφή'}» ${showsWhom(image)} χωρίς καταγεγραμμένη συναίνεση ` +
  '(ΓΚΠΔ, άρθρο 9)· δεν μπορεί να χρησιμοποιηθεί σε ανάρτηση. Καταγράψτε τη συναίνεση στη βιβλιοθήκη ' +
  'πολυμέσων ή επιλέξτε άλλη εικόνα.';

/** How a refusal says the image shows a person: the faces the detector found in it, or the business's own tick. */
const showsWhom = ({ faces = [] }: { faces?: readonly unknown[] }) =>
  faces.length === 0
    ? 'δείχνει πρόσωπο'
    : faces.length === 1
      ? 'δείχνει πρόσωπο (εντοπίστηκε αυτόματα ένα πρόσωπο)'
      : `δείχνει πρόσωπο (εντοπίστηκαν αυτόματα ${faces.length} πρόσωπα)`;

/** What a post asks of the consents of its photos: every channel it goes to, on the day it goes out. */
export type ConsentNeed = { channels: readonly SocialPlatform[]; on: string };

const CHANNEL_NAMES: Record<SocialPlatform, string> = { facebook: 'Facebook', instagram: 'Instagram' };
/** 2026-06-11 → 11/06/2026. */
const greekDate = (day: string) => day.split('-').reverse().join('/');
const named = (image: Pick<PostImageOf, 'altText'>) => `«${image.altText ?? 'χωρίς περιγραφή'}»`;

/** How a refusal names what it is about: a photo, or a library video (the same consent rules). */
export type MediaNoun = { the: string; The: string; it: string; other: string };
export const PHOTO: MediaNoun = {
  the: 'τη φωτογραφία',
  The: 'Η φωτογραφία',
  it: 'η φωτογραφία',
  other: 'άλλη εικόνα',
};
export const VIDEO: MediaNoun = { the: 'το βίντεο', The: 'Το βίντεο', it: 'το βίντεο', other: 'άλλο βίντεο' };

/** Why this photo (or video) may not go out as `need` asks (naming what is missing: a consent, its dates, a channel), or null. */
export function consentRefusalOf(
  image: PostImageOf,
  need: ConsentNeed,
  noun: MediaNoun = PHOTO,
): string | null {
  if (!image.showsPerson) return null;
  if (image.consents.length === 0)
    return noun === PHOTO
      ? personWithoutConsent(image)
      : `${noun.The} ${named(image)} ${showsWhom(image)} χωρίς καταγεγραμμένη συναίνεση (ΓΚΠΔ, άρθρο 9)· ` +
          `δεν μπορεί να χρησιμοποιηθεί σε ανάρτηση. Καταγράψτε τη συναίνεση στη βιβλιοθήκη πολυμέσων ή επιλέξτε ${noun.other}.`;
  const live = image.consents.filter((consent) => consent.withdrawnAt === null);
  if (live.length === 0)
    return (
      `Η συναίνεση για ${noun.the} ${named(image)} έχει ανακληθεί· ${noun.it} δεν μπορεί να ` +
      `χρησιμοποιηθεί σε ανάρτηση. Καταγράψτε νέα συναίνεση ή επιλέξτε ${noun.other}.`
    );
  const onTheDay = live.filter((consent) => consent.startsOn <= need.on && need.on <= consent.endsOn);
  if (onTheDay.length === 0) {
    const spans = live.map((c) => `${greekDate(c.startsOn)}–${greekDate(c.endsOn)}`).join(', ');
    return (
      `Η συναίνεση για ${noun.the} ${named(image)} ισχύει ${spans}· η ανάρτηση είναι στις ` +
      `${greekDate(need.on)}. Καταγράψτε συναίνεση που καλύπτει αυτή την ημερομηνία ή επιλέξτε ${noun.other}.`
    );
  }
  const missing = need.channels.filter((ch) => !onTheDay.some((consent) => consent.channels.includes(ch)));
  if (missing.length === 0) return null;
  return (
    `Η συναίνεση για ${noun.the} ${named(image)} δεν καλύπτει ` +
    `${missing.map((ch) => CHANNEL_NAMES[ch]).join(' και ')}, όπου θα δημοσιευτεί η ανάρτηση. ` +
    `Καταγράψτε συναίνεση και για αυτό το κανάλι ή επιλέξτε ${noun.other}.`
  );
}

/**
 * The image gate: why these images may not go out (a person without a consent covering the post's
 * channels and day; a before/after pair is two photos, each judged), or null if they may.
 */
export function imageRefusalOf(images: readonly PostImageOf[], need: ConsentNeed): string | null {
  for (const image of images) {
    const refusal = consentRefusalOf(image, need);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * The words printed inside the images, read by svc-catalog: a `block` term there keeps the post
 * off the schedule as in its text (422 'compliance', naming the field, phrase and rule); `warn` terms are
 * shown, not refused (there is no acknowledgement of an image). A carousel's images are also read together
 * in their order (a name spelt across them). Null when they may go out.
 */
export function imageTextRefusalOf(
  images: readonly PostImageOf[],
  ruleSet: RulesToMatch,
  action: 'schedule' | 'publish',
): string | null {
  const blocked = imageTextFlags(
    images.map((image) => image.imageText),
    ruleSet,
  ).filter((flag) => flag.severity === 'block');
  const refusal = complianceRefusal(blocked, [], action);
  return refusal ? `${refusal} Ή επιλέξτε άλλη εικόνα.` : null;
}

/**
 * An image whose words are not read yet is waited for (409): it is read in seconds. One whose reading
 * failed goes out unchecked (its library item says so).
 */
export function refuseByImageText(images: readonly PostImageOf[], ruleSet: RulesToMatch): void {
  const refusal = imageTextRefusalOf(images, ruleSet, 'schedule');
  if (refusal) throw new ApiError(422, 'compliance', refusal);
  if (images.some((image) => image.imageTextStatus === 'pending'))
    throw new ApiError(409, 'image_text_pending', mediaMessages.imageTextPending);
}

/** The consent gate, as the answer that refuses the post (422 'consent'). */
export function refuseByImages(images: readonly PostImageOf[], need: ConsentNeed): void {
  const refusal = imageRefusalOf(images, need);
  if (refusal) throw new ApiError(422, 'consent', refusal);
}

/** The `warn` rules acknowledged for the post's text as it is now (an acknowledgement of an older text counts for nothing). */
export const acknowledgedRuleIdsOf = (row: PostRow): string[] =>
  row.acknowledgement && row.acknowledgement.contentHash === row.contentHash
    ? row.acknowledgement.ruleIds
    : [];

/**
 * The compliance gate: why this text may not go out under the rules as they are now (a `block` term, or
 * a `warn` term without an acknowledgement of this text), in Greek naming the term and the rule; null if it may.
 */
export function complianceRefusalOf(
  row: PostRow,
  ruleSet: RulesToMatch,
  images: readonly PostImageOf[] = [],
): string | null {
  const acknowledged = acknowledgedRuleIdsOf(row);
  return (
    complianceRefusal(textFlagsOf(row, ruleSet), acknowledged, 'schedule') ??
    firstCommentRefusal(row.firstComment, ruleSet, 'schedule', acknowledged) ??
    altTextRefusal(images, ruleSet, acknowledged) ??
    topicRefusal(row, ruleSet, images, 'schedule', acknowledged)
  );
}

/**
 * Why the post's Google event or offer may not go out: its title, coupon and terms under the rules like
 * any published text, and on an offer the price rules over everything it publishes, never acknowledged
 * away (`'at save'`: only what refuses outright); null when it may.
 */
export function topicRefusal(
  row: Pick<PostRow, 'content' | 'firstComment' | 'googleTopic'>,
  ruleSet: RulesToMatch,
  images: readonly PostImageOf[],
  action: 'schedule' | 'publish',
  acknowledgedRuleIds: readonly string[] | 'at save',
): string | null {
  const published = [
    { field: 'content' as const, text: row.content },
    { field: 'firstComment' as const, text: row.firstComment },
    ...images.map((image) => ({ field: 'altText' as const, text: image.altText })),
  ];
  return acknowledgedRuleIds === 'at save'
    ? complianceRefusal(
        googleTopicFlags(row.googleTopic, published, ruleSet).filter((flag) => flag.severity === 'block'),
        [],
        action,
      )
    : googleTopicRefusal(row.googleTopic, published, ruleSet, acknowledgedRuleIds, action);
}

/**
 * The flags of a post's text: the rules' own, and those the model's second reading added when it was
 * written, while the text still says what they quote (they need an acknowledgement like any `warn` flag).
 */
export function textFlagsOf(
  row: Pick<PostRow, 'content' | 'complianceFlags'>,
  ruleSet: RulesToMatch,
): ComplianceFlag[] {
  const byModel = (row.complianceFlags ?? []).filter(
    (flag) => flag.ruleId === MODEL_REVIEW_RULE && row.content.includes(flag.phrase),
  );
  return [...checkCompliance(row.content, ruleSet), ...byModel];
}

/**
 * The flags of all a post publishes, each naming its field: its text, its first comment, each image's alt
 * text (what the approval mail and page show beside the post).
 */
export function publishedFlagsOf(
  row: Pick<PostRow, 'content' | 'firstComment'>,
  images: readonly PostImageOf[],
  ruleSet: RulesToMatch,
): ComplianceFlag[] {
  return checkFields(
    [
      { field: 'content', text: row.content },
      { field: 'firstComment', text: row.firstComment },
      ...images.map((image) => ({ field: 'altText' as const, text: image.altText })),
    ],
    ruleSet,
  );
}

/**
 * Why the images' alt texts may not go out with the post: published text too, so no `block` term, and
 * their `warn` terms acknowledged with the post's (the library checked them when saved, against the rules
 * of then); null when they may.
 */
function altTextRefusal(
  images: readonly PostImageOf[],
  ruleSet: RulesToMatch,
  acknowledgedRuleIds: readonly string[],
): string | null {
  const fields = images.map((image) => ({ field: 'altText' as const, text: image.altText }));
  return complianceRefusal(checkFields(fields, ruleSet), acknowledgedRuleIds, 'schedule');
}

/**
 * The `warn` rules of all a post publishes besides its text (its first comment, its images' alt texts):
 * acknowledged with the text's, as one verdict for the post.
 */
export function otherFieldsFlagsOf(
  row: Pick<PostRow, 'firstComment'>,
  images: readonly PostImageOf[],
  ruleSet: RulesToMatch,
): ComplianceFlag[] {
  return checkFields(
    [
      { field: 'firstComment', text: row.firstComment },
      ...images.map((image) => ({ field: 'altText' as const, text: image.altText })),
    ],
    ruleSet,
  );
}

/**
 * Why a first comment may not go out: it is published text too, so no `block` term, and its `warn`
 * terms acknowledged with the post's (`'at save'`: a warn term is saved, to be acknowledged before
 * scheduling); null when it may.
 */
export function firstCommentRefusal(
  comment: string | null,
  ruleSet: RulesToMatch,
  action: 'schedule' | 'publish',
  acknowledgedRuleIds: readonly string[] | 'at save' = [],
): string | null {
  if (!comment) return null;
  const flags = checkCompliance(comment, ruleSet);
  const refusal =
    acknowledgedRuleIds === 'at save'
      ? complianceRefusal(
          flags.filter((flag) => flag.severity === 'block'),
          [],
          action,
        )
      : complianceRefusal(flags, acknowledgedRuleIds, action);
  return refusal ? `Πρώτο σχόλιο: ${refusal}` : null;
}

/** The compliance gate, as the answer that refuses the post (422 'compliance'). */
export function refuseByCompliance(
  row: PostRow,
  ruleSet: RulesToMatch,
  images: readonly PostImageOf[],
): void {
  const refusal = complianceRefusalOf(row, ruleSet, images);
  if (refusal) throw new ApiError(422, 'compliance', refusal);
}
