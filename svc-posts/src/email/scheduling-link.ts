import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { bulkGeneratedPosts, companiesCopy, emailSchedulingTokens } from '../db/schema.ts';
import { announcePost, type PostRow } from '../posts/queries.ts';
import { DEFAULT_TIME_ZONE } from './approval-mail.ts';

/** 32 random bytes: the link's secret, sent in the mail and never stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
/** What is stored and looked up instead of the secret. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type SkipReason = 'scheduled' | 'past' | 'deleted';

/** Why a link cannot be used: unknown, used already, or expired. */
type Unusable =
  | { kind: 'invalid' }
  | { kind: 'used'; usedAt: Date; timeZone: string }
  | { kind: 'expired'; expiresAt: Date; timeZone: string };

/** The posts a link leaves out, each with why (null: deleted since). */
export type Skipped = { reason: SkipReason; post: PostRow | null }[];

/** What opening a link shows before anything is done: the posts it would schedule, and those it would not. */
export type LinkPreview =
  | Unusable
  | { kind: 'pending'; timeZone: string; toSchedule: PostRow[]; skipped: Skipped };

/** What using a link did. */
export type LinkOutcome =
  | Unusable
  | { kind: 'done'; timeZone: string; scheduled: PostRow[]; skipped: Skipped };

async function timeZoneOf(db: Db, accountId: number): Promise<string> {
  const [company] = await db
    .select({ timeZone: companiesCopy.timeZone })
    .from(companiesCopy)
    .where(eq(companiesCopy.accountId, accountId));
  return company?.timeZone ?? DEFAULT_TIME_ZONE;
}

type LinkRow = typeof emailSchedulingTokens.$inferSelect;

/** The link of a secret, still usable at `at`, or why not; `lock` holds its row until the transaction ends. */
async function findLink(
  db: Db,
  secret: string,
  at: Date,
  lock: boolean,
): Promise<Unusable | { kind: 'usable'; link: LinkRow; timeZone: string }> {
  if (!SECRET_SHAPE.test(secret)) return { kind: 'invalid' };
  const query = db
    .select()
    .from(emailSchedulingTokens)
    .where(eq(emailSchedulingTokens.token, hashSecret(secret)));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) return { kind: 'invalid' };
  const timeZone = await timeZoneOf(db, link.accountId);
  if (link.isUsed) return { kind: 'used', usedAt: link.usedAt ?? link.updatedAt, timeZone };
  if (link.expiresAt.getTime() <= at.getTime())
    return { kind: 'expired', expiresAt: link.expiresAt, timeZone };
  return { kind: 'usable', link, timeZone };
}

/** The link's posts, in the mail's order: those still the account's, not scheduled and ahead, and the others with why. */
async function sortPosts(db: Db, link: LinkRow, at: Date, lock: boolean) {
  const query = db
    .select()
    .from(bulkGeneratedPosts)
    .where(
      and(eq(bulkGeneratedPosts.accountId, link.accountId), inArray(bulkGeneratedPosts.id, link.postIds)),
    );
  const rows = link.postIds.length === 0 ? [] : lock ? await query.for('update') : await query;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const toSchedule: PostRow[] = [];
  const skipped: Skipped = [];
  for (const id of link.postIds) {
    const post = byId.get(id);
    if (!post) skipped.push({ reason: 'deleted', post: null });
    else if (post.isScheduled) skipped.push({ reason: 'scheduled', post });
    else if (!post.scheduledDate || post.scheduledDate.getTime() <= at.getTime())
      skipped.push({ reason: 'past', post });
    else toSchedule.push(post);
  }
  return { toSchedule, skipped };
}

/**
 * What a mail's link would do, changing nothing: a GET of the link (which mail scanners and link
 * previews also make) answers this, on a page whose form a browser sends at once to use the link.
 */
export async function previewSchedulingLink(db: Db, secret: string, at: Date): Promise<LinkPreview> {
  const found = await findLink(db, secret, at, false);
  if (found.kind !== 'usable') return found;
  return { kind: 'pending', timeZone: found.timeZone, ...(await sortPosts(db, found.link, at, false)) };
}

/**
 * Uses a mail's link, once: marks it used and schedules each post it listed that is still the account's,
 * not scheduled and ahead, announcing each through the outbox. All in one transaction with the link's row
 * locked, so two uses at once schedule once. The caller calls afterCommit when something was scheduled.
 */
export async function useSchedulingLink(db: Db, secret: string, at: Date): Promise<LinkOutcome> {
  return db.transaction(async (tx): Promise<LinkOutcome> => {
    const found = await findLink(tx, secret, at, true);
    if (found.kind !== 'usable') return found;
    const { link, timeZone } = found;
    await tx
      .update(emailSchedulingTokens)
      .set({ isUsed: true, usedAt: at, updatedAt: at })
      .where(eq(emailSchedulingTokens.id, link.id));
    const { toSchedule, skipped } = await sortPosts(tx, link, at, true);
    const scheduled: PostRow[] = [];
    for (const post of toSchedule) {
      const [updated] = await tx
        .update(bulkGeneratedPosts)
        .set({ isScheduled: true, postStatus: 'scheduled', scheduledAt: at, updatedAt: at })
        .where(eq(bulkGeneratedPosts.id, post.id))
        .returning();
      if (!updated) throw new Error(`post ${post.id} vanished while locked`);
      await announcePost(tx, 'posts.post.scheduled', updated);
      scheduled.push(updated);
    }
    return { kind: 'done', timeZone, scheduled, skipped };
  });
}
