/**
 * A post's states and every rule of its life, in one place: which
 * state may follow which, and each named move between them: scheduling (which is the approval of the whole
 * publishable payload as it is: text, first comment, images and their alt texts, targets), unscheduling,
 * editing, rescheduling, choosing its images, acknowledging its `warn` flags, retrying, the scheduler's
 * hand-over (and what it finds then: an approval that no longer holds, a consent withdrawn) and what
 * svc-social reports (published, failed, unconfirmed). No other module writes a post's `post_status`:
 * the routes, the approval link, the periods, the scheduler and the outcomes store what these answer.
 * Each function takes the post as it is (read under lock by the caller) and answers the change to store,
 * or throws the answer that refuses it; those applied by a conditional update (the outcomes) answer the
 * change, and `statesBefore` the states the row must be in.
 */
import { type RulesToMatch, warnRuleIdsOf } from '@studio/ai';
import {
  type ComplianceFlag,
  type GoogleTopic,
  PAST_POST_NOT_SCHEDULABLE,
  type PayloadPart,
  type PostApproval,
  type PostPulledBack,
  type PublishedPage,
  postFormatMessages,
  RESCHEDULE_IN_PAST,
  RESOLVE_ONLY_UNCONFIRMED,
  RETRY_ONLY_FAILED,
  type UnconfirmedResolution,
} from '@studio/contracts';
import { ApiError, badRequest, conflict } from '@studio/kit';
import type { bulkGeneratedPosts } from '../db/schema.ts';
import type { PostImageOf } from '../media/images.ts';
import { type LibraryVideo, postVideoOf } from '../media/videos.ts';
import {
  type ConsentNeed,
  consentRefusalOf,
  firstCommentRefusal,
  otherFieldsFlagsOf,
  refuseByCompliance,
  refuseByImages,
  refuseByImageText,
  textFlagsOf,
  topicRefusal,
  VIDEO,
} from './gates.ts';
import { boundBy, type Publishable, payloadHashOf, payloadPartsOf } from './publishable.ts';
import type { PostRow } from './queries.ts';
import { refuseByFormat } from './video-gate.ts';

export type PostChange = Partial<typeof bulkGeneratedPosts.$inferInsert>;
export type PostStatus = PostRow['postStatus'];

/** Who acts, and through what: a person in the portal, or a mail's approval link. */
export type Actor = { by: string; via: PostApproval['via'] };

/**
 * Which state may follow which. A draft is approved into `scheduled`, and goes back to a draft when its
 * approval goes (an edit, an unscheduling, a lapsed approval at hand-over); the scheduler hands a scheduled
 * post over (`publishing`), and svc-social's outcome settles it: `published` (final), `failed` (retried,
 * edited back to a draft, or published after all by a late word) or `unconfirmed` (the business decides:
 * handed over again, or published by a late word). 'pending' is a draft stored before drafts were called so.
 */
export const NEXT_STATES = {
  pending: ['draft', 'scheduled'],
  draft: ['scheduled'],
  scheduled: ['draft', 'publishing'],
  publishing: ['published', 'failed', 'unconfirmed'],
  failed: ['scheduled', 'draft', 'published'],
  unconfirmed: ['scheduled', 'published'],
  published: [],
} as const satisfies Record<PostStatus, readonly PostStatus[]>;

const STATES = Object.keys(NEXT_STATES) as PostStatus[];

/** Whether a post in state `from` may move to `to` (staying where it is is allowed: it is no move). */
export const mayFollow = (from: PostStatus, to: PostStatus): boolean =>
  from === to || (NEXT_STATES[from] as readonly PostStatus[]).includes(to);

/** The states a post may reach `to` from: the condition of an update that moves it there. */
export const statesBefore = (to: PostStatus): PostStatus[] =>
  STATES.filter((from) => from !== to && mayFollow(from, to));

/**
 * The change that moves the post to `to`. The named refusals of each move run first, in Greek; a move the
 * table forbids past them is a bug, never a person's mistake, so it is a plain error.
 */
function enter(current: Pick<PostRow, 'id' | 'postStatus'>, to: PostStatus, change: PostChange): PostChange {
  if (!mayFollow(current.postStatus, to))
    throw new Error(`post ${current.id} may not go from ${current.postStatus} to ${to}`);
  return { ...change, postStatus: to };
}

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

/** The approval of the post's text as it is now, or null. */
export const approvalOf = (row: PostRow): PostApproval | null =>
  row.approval && row.approval.contentHash === row.contentHash ? row.approval : null;

/**
 * Whether what the post would publish now (its text, first comment, images with their alt texts, targets)
 * differs from what its approval covered. An approval recorded before bound the text alone, and
 * a post scheduled before approvals were recorded has none: neither is judged here (an edit of the text
 * clears the approval, and the publisher checks every field again).
 */
export function changedSinceApproval(row: PostRow, publishable: Publishable): boolean {
  const approval = row.approval;
  if (!approval?.payloadHash) return false;
  return (
    approval.contentHash !== row.contentHash ||
    approval.payloadHash !== payloadHashOf(row, boundBy(approval, publishable))
  );
}

/** A post whose approval is gone: back to a draft that needs approving again, off the schedule. */
const unapproved = (current: PostRow): PostChange =>
  enter(current, 'draft', {
    approval: null,
    isScheduled: false,
    scheduledAt: null,
    failureReason: null,
    retryAt: null,
  });

/** Back to a draft by itself, not by a person's choice: it keeps why, for the card, the bell and the record. */
const pulledBack = (current: PostRow, reason: Omit<PostPulledBack, 'at'>, at: Date): PostChange => ({
  ...unapproved(current),
  publishingSince: null,
  pulledBack: { ...reason, at: at.toISOString() },
});

/** Whether the post is approved now: scheduled, or failed (a retry sends it on the same approval). */
const approvedNow = (row: PostRow) => row.isScheduled || row.postStatus === 'failed';

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
  const refusal = firstCommentRefusal(firstComment, ruleSet, 'schedule', 'at save');
  if (refusal) throw new ApiError(422, 'compliance', refusal);
  if (firstComment === current.firstComment) return {};
  return approvedNow(current) ? { firstComment, ...unapproved(current) } : { firstComment, approval: null };
}

/**
 * The post as a Google event or offer (or, null, a plain post again). What it publishes on Google passes
 * the gate now (an offer's price rules over its text too); a different topic is new published text, so
 * the approval is gone as after an edit of the text.
 */
export function editGoogleTopic(
  current: PostRow,
  googleTopic: GoogleTopic | null,
  ruleSet: RulesToMatch,
): PostChange {
  refuseWhilePublishedOrPublishing(current);
  const refusal = topicRefusal({ ...current, googleTopic }, ruleSet, [], 'schedule', 'at save');
  if (refusal) throw new ApiError(422, 'compliance', refusal);
  if (JSON.stringify(googleTopic) === JSON.stringify(current.googleTopic)) return {};
  return approvedNow(current) ? { googleTopic, ...unapproved(current) } : { googleTopic, approval: null };
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
  refuseByImages(publishable.images, publishable.consentNeed);
  refuseByImageText(publishable.images, ruleSet);
  refuseByFormat(current, publishable, ruleSet);
  return enter(current, 'scheduled', {
    isScheduled: true,
    scheduledAt: at,
    pulledBack: null,
    approval: {
      by: actor.by,
      at: at.toISOString(),
      via: actor.via,
      contentHash: current.contentHash,
      payloadHash: payloadHashOf(current, publishable),
      parts: payloadPartsOf(current, publishable),
    },
  });
}

/** Unschedule: back to a draft, no longer approved. */
export function unschedule(current: PostRow): PostChange {
  refuseOnceHandedOver(current);
  if (!current.isScheduled) throw conflict(NOT_SCHEDULED);
  return enter(current, 'draft', { isScheduled: false, scheduledAt: null, approval: null });
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
    ...(wasApproved ? unapproved(current) : {}),
    unapproved: wasApproved,
  };
}

/**
 * A new moment, in the future. A post whose moment has passed may get one only as a draft (one that was
 * never scheduled, or one pulled back by a setting): it did not go out then, and a new date is its way
 * forward. A scheduled or failed post past its moment is the scheduler's and the retry's.
 */
export function reschedule(current: PostRow, moment: Date, at: Date): PostChange {
  refuseWhilePublishedOrPublishing(current);
  const past = !current.scheduledDate || current.scheduledDate.getTime() <= at.getTime();
  const draft = current.postStatus === 'draft' || current.postStatus === 'pending';
  if (past && !draft) throw conflict(PAST_POST);
  if (moment.getTime() <= at.getTime()) throw badRequest(RESCHEDULE_IN_PAST, 'validation');
  return { scheduledDate: moment };
}

/**
 * Acknowledges the `warn` flags of what the post publishes as it is now: its text, its first comment and
 * its images' alt texts (`images`). `seen` are the rules the person was shown: they must cover every
 * `warn` rule broken now, or nothing is acknowledged.
 */
export function acknowledge(
  current: PostRow,
  seen: readonly string[] | 'all',
  at: Date,
  ruleSet: RulesToMatch,
  by: string,
  images: readonly PostImageOf[] = [],
): PostChange {
  refuseWhilePublishedOrPublishing(current);
  const complianceFlags = textFlagsOf(current, ruleSet);
  const ruleIds = warnRuleIdsOf([...complianceFlags, ...otherFieldsFlagsOf(current, images, ruleSet)]);
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
  need: ConsentNeed,
): PostChange {
  refuseWhilePublishedOrPublishing(current);
  refuseByImages(images, need);
  // A Reel goes out with its video alone, a Story with one image or its video.
  if (current.format === 'reel' && imageIds.length > 0)
    throw new ApiError(422, 'format', postFormatMessages.reelHasNoImages);
  if (current.format === 'story' && imageIds.length > 1)
    throw new ApiError(422, 'format', postFormatMessages.storyOneItem);
  if (imageIds.join(',') === current.imageIds.join(',')) return { imageIds };
  return approvedNow(current) ? { imageIds, ...unapproved(current) } : { imageIds, approval: null };
}

/** What a post is on the networks, as a person chose it: its format, video and share-to-feed. */
export type FormatChoice = { format: PostRow['format']; videoId: number | null; shareToFeed: boolean };

/**
 * A new format, video or share-to-feed, `video` being the library's video of `videoId` (null:
 * none, or not a video). A Reel needs a video; a feed post takes none (a video goes out as a Reel or a
 * Story); a Story shows one image or one video; a failed conversion or a person filmed without consent is
 * refused whatever the post's state. A video still converting is taken: scheduling waits for it. Any change
 * is a new payload: the approval is gone, and a scheduled (or failed) post goes back to a draft.
 */
export function chooseFormat(
  current: PostRow,
  choice: FormatChoice,
  video: LibraryVideo | null,
  need: ConsentNeed,
): PostChange {
  refuseWhilePublishedOrPublishing(current);
  const refuse = (message: string, code = 'format') => new ApiError(422, code, message);
  if (choice.format === 'feed' && choice.videoId !== null) throw refuse(postFormatMessages.videoInFeed);
  if (choice.videoId !== null && !video) throw refuse(postFormatMessages.notAVideo);
  if (choice.format === 'reel' && !video) throw refuse(postFormatMessages.reelNeedsVideo);
  if (choice.format === 'story' && !video && current.imageIds.length > 1)
    throw refuse(postFormatMessages.storyOneItem);
  if (video?.video?.status === 'failed') throw refuse(postFormatMessages.videoFailed, 'video_failed');
  const consent = video && consentRefusalOf(video, need, VIDEO);
  if (consent) throw refuse(consent, 'consent');
  const change: PostChange = { ...choice, video: video && postVideoOf(video) };
  if (
    choice.format === current.format &&
    choice.videoId === current.videoId &&
    choice.shareToFeed === current.shareToFeed
  )
    return change;
  return approvedNow(current) ? { ...change, ...unapproved(current) } : { ...change, approval: null };
}

/**
 * The scheduler's hand-over of a scheduled post whose time has come: svc-social publishes it now. (The
 * attempt it is, counted by the scheduler, tells this hand-over's outcome from an older one's.)
 */
export function markPublishing(current: PostRow, at: Date): PostChange {
  return enter(current, 'publishing', {
    publishingSince: at,
    publishAttempt: current.publishAttempt + 1,
    failureReason: null,
    retryAt: null,
  });
}

/**
 * The scheduler's finding at hand-over that the approval no longer covers what would go out (an alt text
 * edited in the library, the targets changed, since the approval; `changed` names the parts): not sent,
 * back to a draft to approve again.
 */
export function approvalLapsed(current: PostRow, changed: PayloadPart[], at: Date): PostChange {
  return pulledBack(current, { cause: 'payload_changed', changed }, at);
}

/** A face found in its images or video since its approval, with no consent recorded for it: off the schedule. */
export function faceFoundSinceApproval(current: PostRow, at: Date): PostChange {
  return pulledBack(current, { cause: 'face_found', changed: [] }, at);
}

/**
 * The account's clinical sign-off setting now asks a sign-off this scheduled post lacks: off the schedule,
 * back to a draft that says why (when the setting is saved, or at hand-over for one it reached since).
 */
export function signOffNowRequired(current: PostRow, at: Date): PostChange {
  if (current.postStatus !== 'scheduled') throw new Error(`post ${current.id} is not scheduled`);
  return pulledBack(current, { cause: 'signoff_required', changed: [] }, at);
}

/**
 * A consent of one of its photos was withdrawn: a post not handed over yet stops. An approved
 * one (scheduled, or failed and waiting for a retry) goes back to a draft, off the schedule; a draft stays
 * one; one handed over (publishing, unconfirmed) or published is asked to come down instead.
 */
export function consentWithdrawn(current: PostRow): PostChange {
  return current.postStatus === 'scheduled' || current.postStatus === 'failed' ? unapproved(current) : {};
}

/** The scheduler's finding at hand-over that an image may not go out (a consent withdrawn): failed, with why. */
export function failedAtHandOver(current: PostRow, refusal: string): PostChange {
  return enter(current, 'failed', { publishingSince: null, failureReason: refusal, failureCode: 'consent' });
}

/**
 * svc-social published the post everywhere (from any state `statesBefore('published')` names: a late word
 * settles a failed or unconfirmed post too), `lateBySeconds` after its time.
 */
export function markPublished(
  pages: PublishedPage[],
  publishedAt: Date,
  lateBySeconds: number | null,
): PostChange {
  return {
    postStatus: 'published',
    publishedAt,
    lateBySeconds,
    publishedPages: pages,
    unconfirmedPages: [],
    resolution: null,
    failureReason: null,
    retryAt: null,
    waitingUntil: null,
  };
}

/** svc-social gave the publishing post up (applied only to the attempt it reports on, still publishing). */
export function markFailed(failure: { reason: string; code: string }): PostChange {
  return {
    postStatus: 'failed',
    resolution: null,
    failureReason: failure.reason,
    failureCode: failure.code,
    retryAt: null,
    waitingUntil: null,
  };
}

/** svc-social retries the publishing post by itself: it stays publishing, with why and when it tries again. */
export function markRetrying(failure: { reason: string; code: string; retryAt?: string | null }): PostChange {
  return {
    failureReason: failure.reason,
    failureCode: failure.code,
    retryAt: failure.retryAt ? new Date(failure.retryAt) : null,
    waitingUntil: null,
  };
}

/**
 * svc-social let go of the publishing post to wait for Instagram's publishing limit: it stays publishing,
 * with the reason (which says when), and the scheduler hands it over again `until` then.
 */
export function markWaiting(reason: string, until: Date): PostChange {
  return { failureReason: reason, retryAt: until, waitingUntil: until };
}

/**
 * The scheduler hands a publishing post over again: silent since long ago (the next handler finishes what
 * the last one began), or back from its wait for Instagram's limit. A new attempt of the same hand-over.
 */
export function handOverAgain(current: PostRow, at: Date): PostChange {
  if (current.postStatus !== 'publishing') throw new Error(`post ${current.id} is not publishing`);
  return {
    publishingSince: at,
    publishAttempt: current.publishAttempt + 1,
    ...(current.waitingUntil ? { waitingUntil: null, retryAt: null } : {}),
  };
}

/** Some pages cannot tell whether the publishing post is there: the business checks and decides. */
export function markUnconfirmed(reason: string, pages: PostRow['unconfirmedPages']): PostChange {
  return {
    postStatus: 'unconfirmed',
    failureReason: reason,
    unconfirmedPages: pages,
    resolution: null,
    retryAt: null,
    waitingUntil: null,
  };
}

/**
 * A failed post published again, at once: the gates are passed again first (the rules, a consent or its
 * video may have changed); `publishable` is what it would publish now, its consents judged for today.
 */
export function retry(current: PostRow, ruleSet: RulesToMatch, publishable: Publishable): PostChange {
  if (current.postStatus !== 'failed') throw conflict(RETRY_ONLY_FAILED);
  const { images, consentNeed } = publishable;
  refuseByCompliance(current, ruleSet, images);
  refuseByImages(images, consentNeed);
  refuseByImageText(images, ruleSet);
  refuseByFormat(current, publishable, ruleSet);
  return enter(current, 'scheduled', { isScheduled: true, failureReason: null, retryAt: null });
}

/**
 * The business's decision on a post left unconfirmed: back to svc-social with it, where the targets are
 * settled by the holder of their claims (and the publisher's last compliance check runs again).
 */
export function resolveUnconfirmed(current: PostRow, resolution: UnconfirmedResolution): PostChange {
  if (current.postStatus !== 'unconfirmed') throw conflict(RESOLVE_ONLY_UNCONFIRMED);
  return enter(current, 'scheduled', { isScheduled: true, resolution, failureReason: null, retryAt: null });
}
