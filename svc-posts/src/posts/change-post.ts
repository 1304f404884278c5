import type { ComplianceRuleSet } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { appendStep, type Step } from '../records/steps.ts';
import type { PostChange } from './post-state.ts';
import { type Publishable, publishableOf } from './publishable.ts';
import { announcePost, ownedPost, type PostRow } from './queries.ts';
import { storePostChange } from './store.ts';

/** A move of post-state.ts, judged on the post as it is, the rules as they are and what it would publish now. */
export type Change = (current: PostRow, ruleSet: ComplianceRuleSet, publishable: Publishable) => PostChange;

export type PostChanger = { db: Db; now: () => Date; afterCommit: () => void };

/**
 * The step of the post's record the change makes, judged on the post before and after, the
 * rules and what it publishes; null: it records none (nothing changed).
 */
export type RecordStep = (
  change: { before: PostRow; after: PostRow; at: Date },
  ruleSet: ComplianceRuleSet,
  publishable: Publishable,
) => Step | null;

/**
 * Changes one of the account's posts in one transaction: read under lock, judged by `change`, stored, and
 * recorded in the post's record (`record`), announced through the outbox (`subject`, or its unscheduling
 * when the change took it off the schedule), the relay kicked after the commit. Answers the post before
 * and after.
 */
export async function changePost(
  { db, now, afterCommit }: PostChanger,
  accountId: number,
  id: number,
  change: Change,
  { subject, record }: { subject?: 'posts.post.scheduled' | 'posts.post.unscheduled'; record: RecordStep },
): Promise<{ before: PostRow; after: PostRow }> {
  const ruleSet = await ruleSetOf(db);
  let announce = subject;
  const row = await db.transaction(async (tx) => {
    const current = await ownedPost(tx, accountId, id, true);
    const publishable = await publishableOf(tx, current);
    const changed = change(current, ruleSet, publishable);
    const at = now();
    const updated = await storePostChange(tx, id, changed, at);
    const step = record({ before: current, after: updated, at }, ruleSet, publishable);
    if (step) await appendStep(tx, updated, step);
    // An edit that un-approved a scheduled post takes it off the schedule.
    if (!announce && current.isScheduled && !updated.isScheduled) announce = 'posts.post.unscheduled';
    if (announce) await announcePost(tx, announce, updated);
    return { before: current, after: updated };
  });
  if (announce) afterCommit();
  return row;
}
