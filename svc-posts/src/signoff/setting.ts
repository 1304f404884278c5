/**
 * The account's clinical sign-off setting, and what changing it does to the schedule: a scheduled post
 * the new setting asks a sign-off of that it lacks goes back to a draft, saying why, in the transaction
 * that saves the setting (it would be held back at its time anyway, too late for anyone to act). The
 * owner sees the list before saving (`postsPulledBackBy`).
 */
import type { RulesToMatch } from '@studio/ai';
import type { AffectedPost, ClinicalSignOffMode, PostRecordActor } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, eq } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { pulledBackAlert, raiseAlert } from '../alerts/incidents.ts';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { bulkGeneratedPosts, clinicalSignOffSettings } from '../db/schema.ts';
import { signOffNowRequired } from '../posts/post-state.ts';
import { publishableOf } from '../posts/publishable.ts';
import { announcePost, type PostRow } from '../posts/queries.ts';
import { signOffRequired } from '../posts/signoff-payload.ts';
import { signOffOf, signOffRefusalOf, signOffRowsOf } from '../posts/signoff-state.ts';
import { storePostChange } from '../posts/store.ts';
import { appendStep } from '../records/steps.ts';

/** The account's scheduled posts, not out on any page yet (locked when `lock`). */
async function scheduledPostsOf(db: Db, accountId: number, lock: boolean): Promise<PostRow[]> {
  const query = db
    .select()
    .from(bulkGeneratedPosts)
    .where(and(eq(bulkGeneratedPosts.accountId, accountId), eq(bulkGeneratedPosts.postStatus, 'scheduled')))
    .orderBy(asc(bulkGeneratedPosts.scheduledDate), asc(bulkGeneratedPosts.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.filter((row) => row.publishedPages.length === 0);
}

/** Those of `posts` that `mode` asks a sign-off of that does not hold for them as they are now. */
async function lackingSignOff(
  db: Db,
  accountId: number,
  posts: PostRow[],
  mode: ClinicalSignOffMode,
  ruleSet: RulesToMatch,
): Promise<PostRow[]> {
  if (mode === 'off' || posts.length === 0) return [];
  const records = await signOffRowsOf(
    db,
    accountId,
    posts.map((post) => post.id),
  );
  const lacking: PostRow[] = [];
  for (const post of posts) {
    const publishable = await publishableOf(db, post);
    const required = signOffRequired(mode, post, publishable, ruleSet);
    const signOff = signOffOf(post, records.get(post.id), required, publishable, ruleSet);
    if (signOffRefusalOf(signOff)) lacking.push(post);
  }
  return lacking;
}

export const affectedPostOf = (post: PostRow): AffectedPost => ({
  id: post.id,
  productName: post.productName,
  scheduledDate: post.scheduledDate?.toISOString() ?? null,
  format: post.format,
});

/** The scheduled posts saving `mode` would take off the schedule, soonest first. */
export async function postsPulledBackBy(
  db: Db,
  accountId: number,
  mode: ClinicalSignOffMode,
): Promise<PostRow[]> {
  const posts = await scheduledPostsOf(db, accountId, false);
  return lackingSignOff(db, accountId, posts, mode, await ruleSetOf(db));
}

/**
 * Saves the setting and, in the same transaction, takes the scheduled posts it asks a sign-off of off
 * the schedule, each with its record step and the account's alert. Answers those posts.
 */
export async function saveSignOffMode(
  db: Db,
  accountId: number,
  change: { mode: ClinicalSignOffMode; by: string; person: PostRecordActor; at: Date },
): Promise<PostRow[]> {
  const ruleSet = await ruleSetOf(db);
  return db.transaction(async (tx) => {
    const { mode, by, at } = change;
    const values = { mode, updatedBy: by, updatedAt: at };
    await tx
      .insert(clinicalSignOffSettings)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: clinicalSignOffSettings.accountId, set: values });
    const posts = await scheduledPostsOf(tx, accountId, true);
    const pulled = await lackingSignOff(tx, accountId, posts, mode, ruleSet);
    const timeZone = pulled.length > 0 ? await timeZoneOf(tx, accountId) : 'UTC';
    for (const post of pulled) {
      const moved = signOffNowRequired(post, at);
      await announcePost(tx, 'posts.post.unscheduled', await storePostChange(tx, post.id, moved, at));
      await appendStep(tx, post, {
        kind: 'approval_lapsed',
        actor: change.person,
        at,
        detail: { cause: 'signoff_required', mode },
      });
      const reason = { cause: 'signoff_required' as const, changed: [] };
      await raiseAlert(tx, pulledBackAlert(accountId, post, post.approval?.at ?? '', reason, timeZone));
    }
    return pulled;
  });
}
