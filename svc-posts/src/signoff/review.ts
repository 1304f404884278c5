/**
 * The moves of a post's clinical sign-off: sent for review (a new version, its payload stored
 * whole), signed off or sent back with a comment by a reviewer who saw the payload's hash. Each is stored
 * and announced through the outbox (`posts.post.signoff-requested`, `posts.post.signed-off`,
 * `posts.post.changes-requested`) for the post's record. The post's own state (post_status) is not touched.
 */
import type { RulesToMatch } from '@studio/ai';
import {
  type PostRecordActor,
  type PostSignOff,
  type SignOffDecisionRequest,
  type SignOffMove,
  type SignOffState,
  signOffMoveOf,
} from '@studio/contracts';
import { badRequest, conflict, type Db, emit } from '@studio/kit';
import { and, desc, eq } from 'drizzle-orm';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { outbox, postSignOffs, postSignOffVersions } from '../db/schema.ts';
import { refuseByImageText } from '../posts/gates.ts';
import { type Publishable, publishableOf } from '../posts/publishable.ts';
import { ownedPost, type PostRow } from '../posts/queries.ts';
import { signOffHashOf, signOffRequired, snapshotOf } from '../posts/signoff-payload.ts';
import { type SignOffRow, signOffModeOf, signOffOf, signOffRowsOf } from '../posts/signoff-state.ts';
import { appendStep } from '../records/steps.ts';

export const SUBMITTED = 'Η ανάρτηση στάλθηκε για ιατρικό έλεγχο.';
export const ALREADY_PENDING = 'Η ανάρτηση περιμένει ήδη τον ιατρικό έλεγχο.';
export const ALREADY_SIGNED_OFF = 'Η ανάρτηση έχει ήδη εγκριθεί από τον ιατρικό έλεγχο όπως είναι.';
export const NOT_SUBMITTABLE =
  'Η ανάρτηση δημοσιεύεται ή έχει δημοσιευτεί: δεν στέλνεται για ιατρικό έλεγχο.';
export const NOT_PENDING = 'Η ανάρτηση δεν περιμένει ιατρικό έλεγχο: δεν υπάρχει κάτι προς έγκριση.';
export const CHANGED_SINCE_SEEN =
  'Η ανάρτηση άλλαξε από τότε που την είδατε: ανοίξτε την ξανά και ελέγξτε την τρέχουσα μορφή της.';
export const COMMENT_REQUIRED = 'Γράψτε ένα σχόλιο που εξηγεί τις αλλαγές που ζητάτε.';
export const SIGNED_OFF = 'Η ανάρτηση εγκρίθηκε από τον ιατρικό έλεγχο.';
export const CHANGES_REQUESTED = 'Ζητήθηκαν αλλαγές στην ανάρτηση· ο συντάκτης θα δει το σχόλιό σας.';

/** A post with what it publishes now and its sign-off as it holds. */
export type SignOffView = {
  post: PostRow;
  publishable: Publishable;
  record: SignOffRow | undefined;
  signOff: PostSignOff;
};

/** The post's sign-off as it holds now, with the account's setting and rules read. */
export async function signOffViewOf(
  db: Db,
  post: PostRow,
  ruleSet: RulesToMatch,
  record?: SignOffRow | null,
): Promise<SignOffView> {
  const mode = await signOffModeOf(db, post.accountId);
  const publishable = await publishableOf(db, post);
  const row =
    record === undefined ? (await signOffRowsOf(db, post.accountId, [post.id])).get(post.id) : record;
  const required = signOffRequired(mode, post, publishable, ruleSet);
  return {
    post,
    publishable,
    record: row ?? undefined,
    signOff: signOffOf(post, row ?? undefined, required, publishable, ruleSet),
  };
}

/**
 * The state a sign-off reaches by a move the shared table lists; a move it does not list is a bug here,
 * never a person's mistake (the named refusals above each move run first), so it is a plain error.
 */
function movedSignOff<M extends SignOffMove>(from: SignOffState, move: M) {
  const to = signOffMoveOf(from, move);
  if (!to) throw new Error(`a sign-off may not ${move} from ${from}`);
  return to as M extends 'submit' ? 'pending' : M extends 'sign_off' ? 'signed_off' : 'changes_requested';
}

/** A step as the outbox carries it. */
const stepOf = (row: SignOffRow, by: string, at: Date, comment: string | null) => ({
  accountId: row.accountId,
  postId: row.postId,
  version: row.version,
  payloadHash: row.payloadHash,
  by,
  at: at.toISOString(),
  comment,
});

/**
 * Sends the post, as it is now, for review: a new version with its payload stored whole. A post already
 * waiting or signed off as it is, or one out already, is refused (409).
 */
export async function submitForSignOff(
  db: Db,
  accountId: number,
  postId: number,
  by: string,
  at: Date,
): Promise<SignOffView> {
  const ruleSet = await ruleSetOf(db);
  return db.transaction(async (tx) => {
    const post = await ownedPost(tx, accountId, postId, true);
    if (['publishing', 'published'].includes(post.postStatus)) throw conflict(NOT_SUBMITTABLE);
    const before = await signOffViewOf(tx, post, ruleSet);
    if (before.signOff.state === 'pending') throw conflict(ALREADY_PENDING);
    if (before.signOff.state === 'signed_off') throw conflict(ALREADY_SIGNED_OFF);
    const state = movedSignOff(before.signOff.state, 'submit');
    // The words printed in its images are part of what is signed off: they are read first (409 meanwhile).
    refuseByImageText(before.publishable.images, ruleSet);
    const [last] = await tx
      .select({ version: postSignOffVersions.version })
      .from(postSignOffVersions)
      .where(eq(postSignOffVersions.postId, postId))
      .orderBy(desc(postSignOffVersions.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    const payloadHash = signOffHashOf(post, before.publishable, ruleSet);
    const snapshot = snapshotOf(post, before.publishable);
    await tx
      .insert(postSignOffVersions)
      .values({ postId, accountId, version, payloadHash, snapshot, submittedBy: by, submittedAt: at });
    const values = {
      accountId,
      state,
      version,
      payloadHash,
      submittedBy: by,
      submittedAt: at,
      reviewedBy: null,
      reviewedAt: null,
      comment: null,
      bindsGoogleLocations: true,
      updatedAt: at,
    };
    const [record] = await tx
      .insert(postSignOffs)
      .values({ postId, ...values })
      .onConflictDoUpdate({ target: postSignOffs.postId, set: values })
      .returning();
    if (!record) throw new Error(`sign-off of post ${postId} not stored`);
    await emit(tx, outbox, 'posts.post.signoff-requested', stepOf(record, by, at, null));
    return signOffViewOf(tx, post, ruleSet, record);
  });
}

/**
 * The reviewer's decision on the version waiting, as they saw it (`payloadHash`): a post changed since is
 * refused (409), as is one not waiting. Asking for changes takes a comment.
 */
export async function decideSignOff(
  db: Db,
  accountId: number,
  postId: number,
  request: SignOffDecisionRequest,
  by: string,
  at: Date,
  actor: PostRecordActor,
): Promise<SignOffView> {
  if (request.decision === 'request_changes' && !request.comment?.trim())
    throw badRequest(COMMENT_REQUIRED, 'validation');
  const ruleSet = await ruleSetOf(db);
  return db.transaction((tx) => decideIn(tx, accountId, postId, request, by, at, ruleSet, actor));
}

/** The decision, in the caller's transaction (a sign-off mail's link decides in the one that spends it). */
export async function decideIn(
  tx: Db,
  accountId: number,
  postId: number,
  { decision, payloadHash, comment }: SignOffDecisionRequest,
  by: string,
  at: Date,
  ruleSet: RulesToMatch,
  actor: PostRecordActor,
): Promise<SignOffView> {
  const note = comment?.trim() || null;
  const post = await ownedPost(tx, accountId, postId, true);
  const [locked] = await tx
    .select()
    .from(postSignOffs)
    .where(and(eq(postSignOffs.postId, postId), eq(postSignOffs.accountId, accountId)))
    .for('update');
  const before = await signOffViewOf(tx, post, ruleSet, locked ?? null);
  if (before.signOff.payloadHash !== payloadHash) throw conflict(CHANGED_SINCE_SEEN);
  if (!locked || before.signOff.state !== 'pending') throw conflict(NOT_PENDING);
  const outcome = movedSignOff(before.signOff.state, decision);
  const reviewed = { reviewedBy: by, reviewedAt: at, comment: note };
  const [record] = await tx
    .update(postSignOffs)
    .set({ state: outcome, ...reviewed, updatedAt: at })
    .where(eq(postSignOffs.postId, postId))
    .returning();
  if (!record) throw new Error(`sign-off of post ${postId} vanished while locked`);
  await tx
    .update(postSignOffVersions)
    .set({ outcome, ...reviewed })
    .where(and(eq(postSignOffVersions.postId, postId), eq(postSignOffVersions.version, record.version)));
  const subject = outcome === 'signed_off' ? 'posts.post.signed-off' : 'posts.post.changes-requested';
  await emit(tx, outbox, subject, stepOf(record, by, at, note));
  // The post's record keeps who signed off (or asked for changes) which version, bound to its payload.
  await appendStep(tx, post, {
    kind: outcome,
    actor,
    at,
    detail: { version: record.version, payloadHash: record.payloadHash, comment: note },
  });
  return signOffViewOf(tx, post, ruleSet, record);
}
