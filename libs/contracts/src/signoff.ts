import { z } from 'zod';
import { ComplianceFlag } from './compliance.ts';
import { GoogleTopic } from './google-topic.ts';

/**
 * Clinical sign-off: a medical reviewer signs off what a clinic publishes about
 * treatments before it may be scheduled. The sign-off binds the whole payload (its hash); any change voids it.
 */

/** Which posts need a sign-off: none (the default), those that mention a treatment or carry a warn flag, all. */
export const ClinicalSignOffMode = z.enum(['off', 'flagged', 'all']);
export type ClinicalSignOffMode = z.infer<typeof ClinicalSignOffMode>;

/** GET and PUT /api/posts/clinical-signoff: the account's setting (only the owner changes it). */
export const ClinicalSignOffSettingResponse = z.object({ success: z.boolean(), mode: ClinicalSignOffMode });
export type ClinicalSignOffSettingResponse = z.infer<typeof ClinicalSignOffSettingResponse>;
/**
 * PUT /api/posts/clinical-signoff: the new setting. Scheduled posts it asks a sign-off of that they lack
 * go back to drafts with it; `sendForSignOff` sends them for sign-off at once.
 */
export const UpdateClinicalSignOffRequest = z.strictObject({
  mode: ClinicalSignOffMode,
  sendForSignOff: z.boolean().optional(),
});
export type UpdateClinicalSignOffRequest = z.infer<typeof UpdateClinicalSignOffRequest>;

/** A scheduled post a change would take off the schedule, as a warning lists it. */
export const AffectedPost = z.object({
  id: z.number().int(),
  productName: z.string(),
  scheduledDate: z.string().nullable(),
  format: z.enum(['feed', 'reel', 'story']),
});
export type AffectedPost = z.infer<typeof AffectedPost>;

/** GET /api/posts/clinical-signoff/impact?mode=: the scheduled posts that setting would pull back. */
export const ClinicalSignOffImpactQuery = z.strictObject({ mode: ClinicalSignOffMode });
export const ClinicalSignOffImpactResponse = z.object({
  success: z.boolean(),
  mode: ClinicalSignOffMode,
  posts: z.array(AffectedPost),
});
export type ClinicalSignOffImpactResponse = z.infer<typeof ClinicalSignOffImpactResponse>;

/** PUT's answer: the setting, and how many posts went back to drafts and were sent for sign-off. */
export const UpdateClinicalSignOffResponse = ClinicalSignOffSettingResponse.extend({
  pulledBack: z.number().int(),
  submitted: z.number().int(),
  message: z.string(),
});
export type UpdateClinicalSignOffResponse = z.infer<typeof UpdateClinicalSignOffResponse>;

/**
 * A post's sign-off as it holds now: `none` (never asked, or a sign-off or submission the payload no
 * longer matches: `changed`), `pending` (waiting for the reviewer), `signed_off`, `changes_requested`.
 */
export const SignOffState = z.enum(['none', 'pending', 'signed_off', 'changes_requested']);
export type SignOffState = z.infer<typeof SignOffState>;

/**
 * What happens to a sign-off, of a post or of an inbox reply: the one vocabulary of both. `submit`: sent
 * (again) for review; `sign_off` and `request_changes`: the reviewer's decision; `void`: what was
 * submitted or signed off changed, and counts no more.
 */
export const SignOffMove = z.enum(['submit', 'sign_off', 'request_changes', 'void']);
export type SignOffMove = z.infer<typeof SignOffMove>;

/** Every move a sign-off may make, from each state; a move not listed is refused. */
export const SIGN_OFF_MOVES: Readonly<Record<SignOffState, Partial<Record<SignOffMove, SignOffState>>>> = {
  none: { submit: 'pending' },
  pending: { sign_off: 'signed_off', request_changes: 'changes_requested', void: 'none' },
  signed_off: { void: 'none' },
  changes_requested: { submit: 'pending' },
};

/** The state a sign-off in `from` reaches by `move`, or null when the table does not list that move. */
export const signOffMoveOf = (from: SignOffState, move: SignOffMove): SignOffState | null =>
  SIGN_OFF_MOVES[from][move] ?? null;

/** Everything the post publishes, as a submission stored it (the sign-off's hash is of this, whole). */
export const SignOffSnapshot = z.object({
  text: z.string(),
  firstComment: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  imageIds: z.array(z.number().int()),
  images: z.array(
    z.object({ url: z.string(), altText: z.string().nullable(), imageText: z.string().nullable() }),
  ),
  targets: z.array(
    z.object({ platform: z.string(), pageName: z.string(), instagramUsername: z.string().nullable() }),
  ),
  /** The post's Google offer or event (absent from older snapshots, null: none). */
  googleTopic: GoogleTopic.nullable().optional(),
  /**
   * The Google locations the post goes to, by name at Google and title (absent from snapshots stored
   * before the locations were bound: their hash does not hold them).
   */
  googleLocations: z.array(z.object({ name: z.string(), title: z.string() })).optional(),
  /** A Reel's or a Story's format and its video as the reviewer sees it (absent from older snapshots: a feed post). */
  format: z.enum(['feed', 'reel', 'story']).optional(),
  video: z
    .object({
      url: z.string().nullable(),
      coverUrl: z.string().nullable(),
      durationSeconds: z.number().nullable(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      hasAudio: z.boolean().nullable(),
      altText: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type SignOffSnapshot = z.infer<typeof SignOffSnapshot>;

export const PostSignOff = z.object({
  postId: z.number().int(),
  /** Whether the account's setting asks this post for a sign-off before it is scheduled. */
  required: z.boolean(),
  state: SignOffState,
  /** The post changed after it was signed off or submitted: that sign-off or submission no longer counts. */
  changed: z.boolean(),
  /** The hash of the whole payload as it is now: what a decision carries back. */
  payloadHash: z.string(),
  version: z.number().int().nullable(),
  submittedBy: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type PostSignOff = z.infer<typeof PostSignOff>;

/** GET /api/posts/signoff/states: the sign-off of each of the account's posts, for the cards. */
export const SignOffStatesResponse = z.object({
  success: z.boolean(),
  mode: ClinicalSignOffMode,
  states: z.array(PostSignOff),
});
export type SignOffStatesResponse = z.infer<typeof SignOffStatesResponse>;

/** A piece of the word difference between two versions' texts. */
export const DiffPart = z.object({ value: z.string(), added: z.boolean(), removed: z.boolean() });
export type DiffPart = z.infer<typeof DiffPart>;

/** A stored submission: the payload as sent for review, and what the reviewer decided of it. */
export const SignOffVersion = z.object({
  version: z.number().int(),
  payloadHash: z.string(),
  snapshot: SignOffSnapshot,
  submittedBy: z.string(),
  submittedAt: z.string(),
  outcome: z.enum(['signed_off', 'changes_requested']).nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type SignOffVersion = z.infer<typeof SignOffVersion>;

/** GET /api/bulk-posts/:id/signoff/versions: newest first. */
export const SignOffVersionsResponse = z.object({
  success: z.boolean(),
  signOff: PostSignOff,
  versions: z.array(SignOffVersion),
});
export type SignOffVersionsResponse = z.infer<typeof SignOffVersionsResponse>;

/** One post waiting for the reviewer: as it is now, its flags, and the difference from the version reviewed before. */
export const SignOffQueueItem = z.object({
  postId: z.number().int(),
  productName: z.string(),
  signOff: PostSignOff,
  current: SignOffSnapshot,
  previous: SignOffVersion.nullable(),
  /** Words of the text, added and removed since the previously reviewed version (all unchanged when none). */
  textDiff: z.array(DiffPart),
  /** What the compliance rules flag in all it publishes (text, first comment, alt texts). */
  flags: z.array(ComplianceFlag),
});
export type SignOffQueueItem = z.infer<typeof SignOffQueueItem>;

/** GET /api/posts/signoff/queue: the account's posts pending a sign-off, oldest submission first. */
export const SignOffQueueResponse = z.object({ success: z.boolean(), posts: z.array(SignOffQueueItem) });
export type SignOffQueueResponse = z.infer<typeof SignOffQueueResponse>;

/** POST /api/bulk-posts/:id/signoff/decision: the reviewer's decision on the payload they saw (its hash). */
export const SignOffDecisionRequest = z.strictObject({
  decision: z.enum(['sign_off', 'request_changes']),
  payloadHash: z.string().min(1),
  comment: z.string().max(2000).optional(),
});
export type SignOffDecisionRequest = z.infer<typeof SignOffDecisionRequest>;

/** What submitting and deciding answer: the post's sign-off as it is now, and a Greek message. */
export const SignOffResponse = z.object({ success: z.boolean(), signOff: PostSignOff, message: z.string() });
export type SignOffResponse = z.infer<typeof SignOffResponse>;

/** Why scheduling is refused: the account asks this post for a sign-off it has not got (409). */
export const SIGNOFF_REQUIRED_CODE = 'signoff_required';
