/**
 * Every rule of a post's state, in one place (SPEC §4, issues 13, 17 and 30): scheduling (which is the
 * approval of the whole publishable payload as it is: text, first comment, images and their alt texts,
 * targets), unscheduling, editing, rescheduling, choosing its images, acknowledging its `warn` flags,
 * retrying, and what the scheduler finds at hand-over (an approval that no longer holds, a consent withdrawn).
 * The routes, the approval link and the automatic periods use these and nothing else. Each function
 * takes the post as it is (read under lock by the caller) and answers the change to store, or throws
 * the answer that refuses it.
 */
import {
  checkCompliance,
  checkFields,
  complianceRefusal,
  MODEL_REVIEW_RULE,
  type RulesToMatch,
  warnRuleIdsOf,
} from '@studio/ai';
import {
  type ComplianceFlag,
  mediaMessages,
  PAST_POST_NOT_SCHEDULABLE,
  type PostApproval,
  RESCHEDULE_IN_PAST,
  RESOLVE_ONLY_UNCONFIRMED,
  RETRY_ONLY_FAILED,
  type UnconfirmedResolution,
} from '@studio/contracts';
import { ApiError, badRequest, conflict } from '@studio/kit';
import type { bulkGeneratedPosts } from '../db/schema.ts';
import type { PostImageOf } from '../media/images.ts';
import { type Publishable, payloadHashOf } from './publishable.ts';
import type { PostRow } from './queries.ts';

export type PostChange = Partial<typeof bulkGeneratedPosts.$inferInsert>;

/** Who acts, and through what: a person in the portal, or a mail's approval link. */
export type Actor = { by: string; via: PostApproval['via'] };

export const ALREADY_SCHEDULED = 'Η ανάρτηση είναι ήδη προγραμματισμένη.';
export const NOT_SCHEDULED = 'Μόνο προγραμματισμένες αναρτήσεις μπορούν να αποπρογραμματιστούν.';
export const PAST_POST = 'Μόνο μελλοντικές αναρτήσεις μπορούν να αλλάξουν ημερομηνία και ώρα.';
export const PUBLISHING_NOW = 'Η ανάρτηση δημοσιεύεται αυτή τη στιγμή· δοκιμάστε ξανά σε λίγο.';
export const ALREADY_PUBLISHED = 'Η ανάρτηση έχει ήδη δημοσιευτεί και δεν αλλάζει πια.';
export const FAILED_USE_RETRY =
  'Η δημοσίευση της ανάρτησης απέτυχε: χρησιμοποιήστε την «Επανάληψη δημοσίευσης».';
export const UNCONFIRMED_DECIDE =
  'Η δημοσίευση της ανάρτησης δεν επιβεβαιώθηκε: ελέγξτε τη σελίδα και επιλέξτε «Δημοσιεύτηκε» ή «Δημοσίευση ξανά».';
export const NOTHING_TO_ACKNOWLEDGE = 'Η ανάρτηση δεν έχει επισημάνσεις που χρειάζονται επιβεβαίωση.';
export const FLAGS_CHANGED =
  'Οι επισημάνσεις της ανάρτησης άλλαξαν από τότε που τις είδατε· ελέγξτε τες ξανά και επιβεβαιώστε.';

/**
 * GDPR Art. 9: a photo of an identifiable person (a patient) is health data, used in marketing only with
 * their explicit consent, recorded in the media library.
 */
export const personWithoutConsent = (image: PostImageOf) =>
  `Η φωτογραφία «${image.altText ?? 'χωρίς περιγραφή'}» δείχνει πρόσωπο χωρίς καταγεγραμμένη συναίνεση ` +
  '(ΓΚΠΔ, άρθρο 9)· δεν μπορεί να χρησιμοποιηθεί σε ανάρτηση. Καταγράψτε τη συναίνεση στη βιβλιοθήκη ' +
  'πολυμέσων ή επιλέξτε άλλη εικόνα.';

/** The image gate: why these images may not go out (a person without consent), or null if they may. */
export function imageRefusalOf(images: readonly PostImageOf[]): string | null {
  const refused = images.find((image) => image.showsPerson && !image.personConsent);
  return refused ? personWithoutConsent(refused) : null;
}

/**
 * The words printed inside the images (issue 30), read by svc-catalog: a `block` term there keeps the post
 * off the schedule as in its text (422 'compliance', naming the field, phrase and rule); `warn` terms are
 * shown, not refused (there is no acknowledgement of an image). Null when they may go out.
 */
export function imageTextRefusalOf(
  images: readonly PostImageOf[],
  ruleSet: RulesToMatch,
  action: 'schedule' | 'publish',
): string | null {
  const blocked = checkFields(
    images.map((image) => ({ field: 'imageText' as const, text: image.imageText })),
    ruleSet,
  ).filter((flag) => flag.severity === 'block');
  const refusal = complianceRefusal(blocked, [], action);
  return refusal ? `${refusal} Ή επιλέξτε άλλη εικόνα.` : null;
}

/**
 * An image whose words are not read yet is waited for (409): it is read in seconds. One whose reading
 * failed goes out unchecked (its library item says so).
 */
function refuseByImageText(images: readonly PostImageOf[], ruleSet: RulesToMatch): void {
  const refusal = imageTextRefusalOf(images, ruleSet, 'schedule');
  if (refusal) throw new ApiError(422, 'compliance', refusal);
  if (images.some((image) => image.imageTextStatus === 'pending'))
    throw new ApiError(409, 'image_text_pending', mediaMessages.imageTextPending);
}

function refuseByImages(images: readonly PostImageOf[]): void {
  const refusal = imageRefusalOf(images);
  if (refusal) throw new ApiError(422, 'consent', refusal);
}

/** Content and time stay as they went out, or as svc-social is sending them. */
function refuseWhilePublishedOrPublishing(current: PostRow): void {
  if (current.postStatus === 'publishing') throw conflict(PUBLISHING_NOW);
  if (current.postStatus === 'published') throw conflict(ALREADY_PUBLISHED);
  if (current.postStatus === 'unconfirmed') throw conflict(UNCONFIRMED_DECIDE);
}

/** Scheduling belongs to posts not handed over yet; a failed one is retried instead. */
function refuseOnceHandedOver(current: PostRow): void {
  refuseWhilePublishedOrPublishing(current);
  if (current.postStatus === 'failed') throw conflict(FAILED_USE_RETRY);
}

/** The `warn` rules acknowledged for the post's text as it is now (an acknowledgement of an older text counts for nothing). */
export const acknowledgedRuleIdsOf = (row: PostRow): string[] =>
  row.acknowledgement && row.acknowledgement.contentHash === row.contentHash
    ? row.acknowledgement.ruleIds
    : [];

/** The approval of the post's text as it is now, or null. */
export const approvalOf = (row: PostRow): PostApproval | null =>
  row.approval && row.approval.contentHash === row.contentHash ? row.approval : null;

/**
 * Whether what the post would publish now (its text, first comment, images with their alt texts, targets)
 * differs from what its approval covered (issue 30). An approval recorded before bound the text alone, and
 * a post scheduled before approvals were recorded has none: neither is judged here (an edit of the text
 * clears the approval, and the publisher checks every field again).
 */
export function changedSinceApproval(row: PostRow, publishable: Publishable): boolean {
  const approval = row.approval;
  if (!approval?.payloadHash) return false;
  return approval.contentHash !== row.contentHash || approval.payloadHash !== payloadHashOf(row, publishable);
}

/** A post whose approval is gone: back to a draft that needs approving again, off the schedule. */
const UNAPPROVED = {
  approval: null,
  isScheduled: false,
  postStatus: 'draft',
  scheduledAt: null,
  failureReason: null,
  retryAt: null,
} as const satisfies PostChange;

/** Whether the post is approved now: scheduled, or failed (a retry sends it on the same approval). */
const approvedNow = (row: PostRow) => row.isScheduled || row.postStatus === 'failed';

/**
 * The compliance gate: why this text may not go out under the rules as they are now (a `block` term, or
 * a `warn` term without an acknowledgement of this text), in Greek naming the term and the rule; null if it may.
 */
export function complianceRefusalOf(
  row: PostRow,
  ruleSet: RulesToMatch,
  images: readonly PostImageOf[] = [],
): string | null {
  return (
    complianceRefusal(textFlagsOf(row, ruleSet), acknowledgedRuleIdsOf(row), 'schedule') ??
    firstCommentRefusal(row.firstComment, ruleSet, 'schedule') ??
    altTextRefusal(images, ruleSet)
  );
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
 * Why the images' alt texts may not go out with the post: published text too, with no acknowledgement of
 * their own (the library checked them when saved, against the rules of then); null when they may.
 */
function altTextRefusal(images: readonly PostImageOf[], ruleSet: RulesToMatch): string | null {
  const fields = images.map((image) => ({ field: 'altText' as const, text: image.altText }));
  return complianceRefusal(checkFields(fields, ruleSet), [], 'schedule');
}

/**
 * Why a first comment may not go out: it is published text too, so no `block` term, and no `warn`
 * term either (a comment has no acknowledgement of its own); null when it may.
 */
export function firstCommentRefusal(
  comment: string | null,
  ruleSet: RulesToMatch,
  action: 'schedule' | 'publish',
): string | null {
  if (!comment) return null;
  const refusal = complianceRefusal(checkCompliance(comment, ruleSet), [], action);
  return refusal ? `Πρώτο σχόλιο: ${refusal}` : null;
}

/**
 * A new first comment. It passes the gate now; a different comment is new published text, so the
 * approval is gone and a scheduled (or failed) post goes back to a draft, as an edit of its text does.
 */
export function editFirstComment(
  current: PostRow,
  firstComment: string | null,
  ruleSet: RulesToMatch,
): PostChange {
  refuseWhilePublishedOrPublishing(current);
  const refusal = firstCommentRefusal(firstComment, ruleSet, 'schedule');
  if (refusal) throw new ApiError(422, 'compliance', refusal);
  if (firstComment === current.firstComment) return {};
  return approvedNow(current) ? { firstComment, ...UNAPPROVED } : { firstComment, approval: null };
}

function refuseByCompliance(row: PostRow, ruleSet: RulesToMatch, images: readonly PostImageOf[]): void {
  const refusal = complianceRefusalOf(row, ruleSet, images);
  if (refusal) throw new ApiError(422, 'compliance', refusal);
}

/**
 * Schedule: approves the post as it would go out now for publishing at its time: its text and first
 * comment, and `publishable` (its images as the library says now, with their alt texts, and the targets).
 */
export function schedule(
  current: PostRow,
  at: Date,
  ruleSet: RulesToMatch,
  actor: Actor,
  publishable: Publishable,
): PostChange {
  refuseOnceHandedOver(current);
  if (current.isScheduled) throw conflict(ALREADY_SCHEDULED);
  if (!current.scheduledDate || current.scheduledDate.getTime() <= at.getTime())
    throw conflict(PAST_POST_NOT_SCHEDULABLE);
  refuseByCompliance(current, ruleSet, publishable.images);
  refuseByImages(publishable.images);
  refuseByImageText(publishable.images, ruleSet);
  return {
    isScheduled: true,
    postStatus: 'scheduled',
    scheduledAt: at,
    approval: {
      by: actor.by,
      at: at.toISOString(),
      via: actor.via,
      contentHash: current.contentHash,
      payloadHash: payloadHashOf(current, publishable),
    },
  };
}

/** Unschedule: back to a draft, no longer approved. */
export function unschedule(current: PostRow): PostChange {
  refuseOnceHandedOver(current);
  if (!current.isScheduled) throw conflict(NOT_SCHEDULED);
  return { isScheduled: false, postStatus: 'draft', scheduledAt: null, approval: null };
}

/**
 * New text (an edit or a regeneration). A different text is a new version: its acknowledgement and
 * approval are gone, and a scheduled (or failed) post goes back to a draft that needs a new approval.
 */
export function editContent(
  current: PostRow,
  edit: { content: string; contentHash: string; complianceFlags: ComplianceFlag[] },
): PostChange & { unapproved: boolean } {
  refuseWhilePublishedOrPublishing(current);
  if (edit.contentHash === current.contentHash) return { ...edit, unapproved: false };
  const wasApproved = approvedNow(current);
  return {
    ...edit,
    acknowledgement: null,
    approval: null,
    ...(wasApproved ? UNAPPROVED : {}),
    unapproved: wasApproved,
  };
}

/** A new moment for a post not past yet. */
export function reschedule(current: PostRow, moment: Date, at: Date): PostChange {
  refuseWhilePublishedOrPublishing(current);
  if (!current.scheduledDate || current.scheduledDate.getTime() <= at.getTime()) throw conflict(PAST_POST);
  if (moment.getTime() <= at.getTime()) throw badRequest(RESCHEDULE_IN_PAST, 'validation');
  return { scheduledDate: moment };
}

/**
 * Acknowledges the `warn` flags of the text as it is now. `seen` are the rules the person was shown:
 * they must cover every `warn` rule the text breaks now, or nothing is acknowledged.
 */
export function acknowledge(
  current: PostRow,
  seen: readonly string[] | 'all',
  at: Date,
  ruleSet: RulesToMatch,
  by: string,
): PostChange {
  refuseWhilePublishedOrPublishing(current);
  const complianceFlags = textFlagsOf(current, ruleSet);
  const ruleIds = warnRuleIdsOf(complianceFlags);
  if (ruleIds.length === 0) throw conflict(NOTHING_TO_ACKNOWLEDGE);
  if (seen !== 'all' && ruleIds.some((id) => !seen.includes(id))) throw conflict(FLAGS_CHANGED);
  return {
    complianceFlags,
    acknowledgement: { by, at: at.toISOString(), ruleIds, contentHash: current.contentHash },
  };
}

/**
 * New images from the library (`imageIds`; none goes back to the product's image), `images` being those
 * that would go out. A photo of a person without consent is refused whatever the post's state. Other
 * images are a new payload: the approval is gone, and a scheduled (or failed) post goes back to a draft.
 */
export function chooseImages(
  current: PostRow,
  imageIds: number[],
  images: readonly PostImageOf[],
): PostChange {
  refuseWhilePublishedOrPublishing(current);
  refuseByImages(images);
  if (imageIds.join(',') === current.imageIds.join(',')) return { imageIds };
  return approvedNow(current) ? { imageIds, ...UNAPPROVED } : { imageIds, approval: null };
}

/**
 * The scheduler's finding at hand-over that the approval no longer covers what would go out (an alt text
 * edited in the library, the targets changed, since the approval): not sent, back to a draft to approve again.
 */
export function approvalLapsed(): PostChange {
  return { ...UNAPPROVED, publishingSince: null };
}

/** The scheduler's finding at hand-over that an image may not go out (a consent withdrawn): failed, with why. */
export function failedAtHandOver(refusal: string): PostChange {
  return { postStatus: 'failed', publishingSince: null, failureReason: refusal, failureCode: 'consent' };
}

/** A failed post published again, at once: the gates are passed again first (the rules or a consent may have changed). */
export function retry(current: PostRow, ruleSet: RulesToMatch, images: readonly PostImageOf[]): PostChange {
  if (current.postStatus !== 'failed') throw conflict(RETRY_ONLY_FAILED);
  refuseByCompliance(current, ruleSet, images);
  refuseByImages(images);
  refuseByImageText(images, ruleSet);
  return { postStatus: 'scheduled', isScheduled: true, failureReason: null, retryAt: null };
}

/**
 * The business's decision on a post left unconfirmed: back to svc-social with it, where the targets are
 * settled by the holder of their claims (and the publisher's last compliance check runs again).
 */
export function resolveUnconfirmed(current: PostRow, resolution: UnconfirmedResolution): PostChange {
  if (current.postStatus !== 'unconfirmed') throw conflict(RESOLVE_ONLY_UNCONFIRMED);
  return { postStatus: 'scheduled', isScheduled: true, resolution, failureReason: null, retryAt: null };
}
