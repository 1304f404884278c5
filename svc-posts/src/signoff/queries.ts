/** What the sign-off screens read: each post's state, the reviewer's queue, a post's versions. */
import type {
  DiffPart,
  SignOffQueueItem,
  SignOffSnapshot,
  SignOffStatesResponse,
  SignOffVersion,
} from '@studio/contracts';
import type { Db } from '@studio/kit';
import { diffWords } from 'diff';
import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { bulkGeneratedPosts, mediaCopy, postSignOffs, postSignOffVersions } from '../db/schema.ts';
import { publishedFlagsOf } from '../posts/gates.ts';
import { publishableOf } from '../posts/publishable.ts';
import { ownedPost } from '../posts/queries.ts';
import { imagesAskSignOff, signOffRequired, snapshotOf } from '../posts/signoff-payload.ts';
import { signOffModeOf, signOffOf } from '../posts/signoff-state.ts';
import { signOffViewOf } from './review.ts';

/** Every post of the account with its sign-off as it holds now (the cards' badges). */
export async function signOffStatesOf(db: Db, accountId: number): Promise<SignOffStatesResponse> {
  const mode = await signOffModeOf(db, accountId);
  const ruleSet = await ruleSetOf(db);
  const posts = await db
    .select()
    .from(bulkGeneratedPosts)
    .where(eq(bulkGeneratedPosts.accountId, accountId))
    .orderBy(asc(bulkGeneratedPosts.id));
  const records = new Map(
    (await db.select().from(postSignOffs).where(eq(postSignOffs.accountId, accountId))).map((r) => [
      r.postId,
      r,
    ]),
  );
  const [askingMedia] = await db
    .select({ id: mediaCopy.mediaId })
    .from(mediaCopy)
    .where(
      and(
        eq(mediaCopy.accountId, accountId),
        or(eq(mediaCopy.imageTextUnsure, true), isNotNull(mediaCopy.beforeAfter)),
      ),
    )
    .limit(1);
  const imagesAsk = askingMedia !== undefined;
  const states = [];
  for (const post of posts) {
    const record = records.get(post.id);
    // Only what the screens need: a post never sent, under a setting that asks nothing of it, is left out
    // (unless the account has an image the OCR was unsure of, or a before/after composite: then a post
    // with it needs a sign-off).
    if (mode === 'off' && !record && !imagesAsk) continue;
    const publishable = await publishableOf(db, post);
    if (mode === 'off' && !record && !imagesAskSignOff(publishable)) continue;
    states.push(
      signOffOf(post, record, signOffRequired(mode, post, publishable, ruleSet), publishable, ruleSet),
    );
  }
  return { success: true, mode, states };
}

const versionOf = (row: typeof postSignOffVersions.$inferSelect): SignOffVersion => ({
  version: row.version,
  payloadHash: row.payloadHash,
  snapshot: row.snapshot,
  submittedBy: row.submittedBy,
  submittedAt: row.submittedAt.toISOString(),
  outcome: row.outcome,
  reviewedBy: row.reviewedBy,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  comment: row.comment,
});

/** The post's versions sent for review, newest first. */
export async function versionsOf(db: Db, accountId: number, postId: number) {
  const post = await ownedPost(db, accountId, postId);
  const view = await signOffViewOf(db, post, await ruleSetOf(db));
  const rows = await db
    .select()
    .from(postSignOffVersions)
    .where(and(eq(postSignOffVersions.postId, postId), eq(postSignOffVersions.accountId, accountId)))
    .orderBy(desc(postSignOffVersions.version));
  return { signOff: view.signOff, versions: rows.map(versionOf) };
}

const WORDS = new Intl.Segmenter('el', { granularity: 'word' });

/** The words of the text added and removed from one version to the next (all kept when there is no earlier one). */
export function textDiffOf(before: SignOffSnapshot | null, after: SignOffSnapshot): DiffPart[] {
  if (!before) return [{ value: after.text, added: false, removed: false }];
  // Words as Greek has them: diff's own word characters are Latin only, so Unicode's word segmentation is used.
  return diffWords(before.text, after.text, { intlSegmenter: WORDS }).map((part) => ({
    value: part.value,
    added: part.added === true,
    removed: part.removed === true,
  }));
}

/**
 * The account's posts waiting for the reviewer (still as they were sent), the oldest submission first:
 * each as it is now, its flags, and the version reviewed before it with the difference of their texts.
 */
export async function signOffQueueOf(db: Db, accountId: number): Promise<SignOffQueueItem[]> {
  const ruleSet = await ruleSetOf(db);
  const pending = await db
    .select()
    .from(postSignOffs)
    .where(and(eq(postSignOffs.accountId, accountId), eq(postSignOffs.state, 'pending')))
    .orderBy(asc(postSignOffs.submittedAt), asc(postSignOffs.postId));
  const items: SignOffQueueItem[] = [];
  for (const record of pending) {
    const [post] = await db
      .select()
      .from(bulkGeneratedPosts)
      .where(and(eq(bulkGeneratedPosts.id, record.postId), eq(bulkGeneratedPosts.accountId, accountId)));
    if (!post) continue;
    const view = await signOffViewOf(db, post, ruleSet, record);
    if (view.signOff.state !== 'pending') continue;
    const [previous] = await db
      .select()
      .from(postSignOffVersions)
      .where(
        and(
          eq(postSignOffVersions.postId, post.id),
          isNotNull(postSignOffVersions.outcome),
          // Reviewed before this submission.
          eq(postSignOffVersions.accountId, accountId),
        ),
      )
      .orderBy(desc(postSignOffVersions.version))
      .limit(1);
    const current = snapshotOf(post, view.publishable);
    items.push({
      postId: post.id,
      productName: post.productName,
      signOff: view.signOff,
      current,
      previous: previous ? versionOf(previous) : null,
      textDiff: textDiffOf(previous?.snapshot ?? null, current),
      flags: publishedFlagsOf(post, view.publishable.images, ruleSet),
    });
  }
  return items;
}
