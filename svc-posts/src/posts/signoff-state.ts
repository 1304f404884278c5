/**
 * A post's clinical sign-off as it holds now, and the gate scheduling passes: a post the
 * account's setting asks a sign-off of is scheduled only with a sign-off of its payload as it is now.
 */
import type { RulesToMatch } from '@studio/ai';
import {
  BEFORE_AFTER_COMPOSITE,
  type ClinicalSignOffMode,
  type PostSignOff,
  SIGNOFF_REQUIRED_CODE,
} from '@studio/contracts';
import { ApiError, type Db, readOnce } from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { clinicalSignOffSettings, postSignOffs } from '../db/schema.ts';
import type { Publishable } from './publishable.ts';
import type { PostRow } from './queries.ts';
import {
  beforeAfterImageOf,
  imagesAskSignOff,
  type SignedRow,
  signOffHashOf,
  signOffRequired,
  unsureImageTextOf,
} from './signoff-payload.ts';

export type SignOffRow = typeof postSignOffs.$inferSelect;

export const SIGNOFF_REQUIRED =
  'Η ανάρτηση χρειάζεται ιατρικό έλεγχο πριν προγραμματιστεί: στείλτε την για ιατρικό έλεγχο και περιμένετε την έγκριση.';
/** The same, when it is the OCR's doubt that asks it (whatever the account's setting). */
export const SIGNOFF_REQUIRED_UNSURE =
  'Το κείμενο μιας εικόνας ή του βίντεο της ανάρτησης δεν διαβάστηκε με βεβαιότητα και μπορεί να κρύβει όνομα φαρμάκου: η ανάρτηση χρειάζεται ιατρικό έλεγχο πριν προγραμματιστεί· στείλτε την για ιατρικό έλεγχο και περιμένετε την έγκριση.';
/** The same, when it is a before/after composite among its images that asks it (whatever the account's setting). */
export const SIGNOFF_REQUIRED_BEFORE_AFTER =
  'Μια εικόνα της ανάρτησης μοιάζει με σύνθεση «πριν και μετά»: η ανάρτηση χρειάζεται ιατρικό έλεγχο πριν ' +
  `προγραμματιστεί (${BEFORE_AFTER_COMPOSITE.basis})· στείλτε την για ιατρικό έλεγχο και περιμένετε την έγκριση.`;
export const SIGNOFF_VOIDED =
  'Η ανάρτηση άλλαξε μετά τον ιατρικό έλεγχο: η έγκριση δεν ισχύει πια· στείλτε την ξανά για ιατρικό έλεγχο.';
export const SIGNOFF_RESUBMIT =
  'Η ανάρτηση άλλαξε μετά την αποστολή για ιατρικό έλεγχο: στείλτε την ξανά για ιατρικό έλεγχο.';
export const SIGNOFF_PENDING =
  'Η ανάρτηση περιμένει τον ιατρικό έλεγχο: θα μπορεί να προγραμματιστεί μόλις εγκριθεί.';
export const SIGNOFF_CHANGES_REQUESTED =
  'Ο ιατρικός έλεγχος ζήτησε αλλαγές στην ανάρτηση: διορθώστε τη και στείλτε τη ξανά για έλεγχο.';

/** The account's setting: off unless the owner chose otherwise. */
export function signOffModeOf(db: Db, accountId: number): Promise<ClinicalSignOffMode> {
  return readOnce(db, `signOffMode:${accountId}`, async () => {
    const [row] = await db
      .select({ mode: clinicalSignOffSettings.mode })
      .from(clinicalSignOffSettings)
      .where(eq(clinicalSignOffSettings.accountId, accountId));
    return row?.mode ?? 'off';
  });
}

/** The sign-off records of these posts of the account, by post id. */
export async function signOffRowsOf(
  db: Db,
  accountId: number,
  postIds: readonly number[],
): Promise<Map<number, SignOffRow>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(postSignOffs)
    .where(and(eq(postSignOffs.accountId, accountId), inArray(postSignOffs.postId, [...postIds])));
  return new Map(rows.map((row) => [row.postId, row]));
}

/**
 * The post's sign-off as it holds now. A sign-off or a submission binds the payload's hash: once the post
 * changed it counts no more (`none`, `changed`); a request for changes stays until the post is sent again.
 */
export function signOffOf(
  post: SignedRow & { id: number },
  record: SignOffRow | undefined,
  required: boolean,
  publishable: Publishable,
  ruleSet: RulesToMatch,
): PostSignOff {
  const payloadHash = signOffHashOf(post, publishable, ruleSet);
  const changed =
    record !== undefined &&
    record.payloadHash !== payloadHash &&
    record.payloadHash !== hashBeforeGoogleLocations(record, post, publishable, ruleSet);
  const state =
    !record || (changed && record.state !== 'changes_requested') ? ('none' as const) : record.state;
  return {
    postId: post.id,
    required,
    state,
    changed,
    payloadHash,
    version: record?.version ?? null,
    submittedBy: record?.submittedBy ?? null,
    submittedAt: record?.submittedAt.toISOString() ?? null,
    reviewedBy: record?.reviewedBy ?? null,
    reviewedAt: record?.reviewedAt?.toISOString() ?? null,
    comment: record?.comment ?? null,
  };
}

/**
 * The hash a sign-off stored before the Google locations were bound would hold now: the same post as
 * going to no Google location, so such a sign-off stands until the post itself changes. Null for one
 * stored since (`bindsGoogleLocations`): it is judged by its hash alone.
 */
function hashBeforeGoogleLocations(
  record: SignOffRow,
  post: SignedRow,
  publishable: Publishable,
  ruleSet: RulesToMatch,
): string | null {
  if (record.bindsGoogleLocations) return null;
  return signOffHashOf(post, { ...publishable, googleLocations: [] }, ruleSet);
}

/** Why a post that needs a sign-off may not be scheduled, as it stands; null when it may. */
export function signOffRefusalOf(signOff: PostSignOff): string | null {
  if (!signOff.required || signOff.state === 'signed_off') return null;
  if (signOff.state === 'pending') return SIGNOFF_PENDING;
  if (signOff.state === 'changes_requested') return SIGNOFF_CHANGES_REQUESTED;
  if (!signOff.changed) return SIGNOFF_REQUIRED;
  return signOff.reviewedAt ? SIGNOFF_VOIDED : SIGNOFF_RESUBMIT;
}

/** A refusal for want of a sign-off says what asked it when the images did: an unsure reading, a composite. */
function whyRequired(refusal: string, publishable: Publishable): string {
  if (refusal !== SIGNOFF_REQUIRED) return refusal;
  if (unsureImageTextOf(publishable)) return SIGNOFF_REQUIRED_UNSURE;
  if (beforeAfterImageOf(publishable)) return SIGNOFF_REQUIRED_BEFORE_AFTER;
  return refusal;
}

/** The gate of a scheduling: judged on the post as it is under lock and what it would publish now. */
export type SignOffGate = (
  post: SignedRow & { id: number },
  publishable: Publishable,
  ruleSet: RulesToMatch,
) => void;

/**
 * The sign-off gate of one of the account's posts, read before its scheduling's transaction: throws 409
 * `signoff_required` (Greek) when the setting asks the post for a sign-off and none holds for its payload
 * as it is when scheduled (the hash is compared on the locked row, so a change meanwhile is refused).
 */
export async function signOffGateOf(db: Db, accountId: number, postId: number): Promise<SignOffGate> {
  const mode = await signOffModeOf(db, accountId);
  // With the setting off only an unsure reading of its images asks a sign-off of the post.
  const record = (await signOffRowsOf(db, accountId, [postId])).get(postId);
  return (post, publishable, ruleSet) => {
    if (mode === 'off' && !imagesAskSignOff(publishable)) return;
    const required = signOffRequired(mode, post, publishable, ruleSet);
    const signOff = signOffOf(post, record, required, publishable, ruleSet);
    const refusal = signOffRefusalOf(signOff);
    if (!refusal) return;
    throw new ApiError(409, SIGNOFF_REQUIRED_CODE, whyRequired(refusal, publishable));
  };
}

/**
 * The scheduler's last check at hand-over: a post the setting asks a sign-off of goes out only while its
 * sign-off holds for its payload as it is now (what changed by events since, an alt text, the pages).
 */
export async function signOffHolds(db: Db, post: PostRow, publishable: Publishable): Promise<boolean> {
  // With the setting off nothing is asked of the post (and the rule set is not read), unless the OCR was
  // unsure of one of its images.
  if ((await signOffModeOf(db, post.accountId)) === 'off' && !imagesAskSignOff(publishable)) return true;
  const gate = await signOffGateOf(db, post.accountId, post.id);
  try {
    gate(post, publishable, await ruleSetOf(db));
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
