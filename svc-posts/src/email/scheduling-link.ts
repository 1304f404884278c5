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

export type LinkOutcome =
  | { kind: 'invalid' }
  | { kind: 'used'; usedAt: Date; timeZone: string }
  | { kind: 'expired'; expiresAt: Date; timeZone: string }
  | {
      kind: 'done';
      timeZone: string;
      scheduled: PostRow[];
      skipped: { reason: SkipReason; post: PostRow | null }[];
    };

async function timeZoneOf(db: Db, accountId: number): Promise<string> {
  const [company] = await db
    .select({ timeZone: companiesCopy.timeZone })
    .from(companiesCopy)
    .where(eq(companiesCopy.accountId, accountId));
  return company?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * Opens a mail's link, once: marks it used and schedules each post it listed that is still the account's,
 * not scheduled and ahead, announcing each through the outbox. All in one transaction with the link's row
 * locked, so two opens at once schedule once. The caller calls afterCommit when something was scheduled.
 */
export async function useSchedulingLink(db: Db, secret: string, at: Date): Promise<LinkOutcome> {
  if (!SECRET_SHAPE.test(secret)) return { kind: 'invalid' };
  return db.transaction(async (tx): Promise<LinkOutcome> => {
    const [link] = await tx
      .select()
      .from(emailSchedulingTokens)
      .where(eq(emailSchedulingTokens.token, hashSecret(secret)))
      .for('update');
    if (!link) return { kind: 'invalid' };
    const timeZone = await timeZoneOf(tx, link.accountId);
    if (link.isUsed) return { kind: 'used', usedAt: link.usedAt ?? link.updatedAt, timeZone };
    if (link.expiresAt.getTime() <= at.getTime())
      return { kind: 'expired', expiresAt: link.expiresAt, timeZone };

    await tx
      .update(emailSchedulingTokens)
      .set({ isUsed: true, usedAt: at, updatedAt: at })
      .where(eq(emailSchedulingTokens.id, link.id));
    const rows =
      link.postIds.length === 0
        ? []
        : await tx
            .select()
            .from(bulkGeneratedPosts)
            .where(
              and(
                eq(bulkGeneratedPosts.accountId, link.accountId),
                inArray(bulkGeneratedPosts.id, link.postIds),
              ),
            )
            .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const scheduled: PostRow[] = [];
    const skipped: { reason: SkipReason; post: PostRow | null }[] = [];
    for (const id of link.postIds) {
      const post = byId.get(id);
      if (!post) skipped.push({ reason: 'deleted', post: null });
      else if (post.isScheduled) skipped.push({ reason: 'scheduled', post });
      else if (!post.scheduledDate || post.scheduledDate.getTime() <= at.getTime())
        skipped.push({ reason: 'past', post });
      else {
        const [updated] = await tx
          .update(bulkGeneratedPosts)
          .set({ isScheduled: true, postStatus: 'scheduled', scheduledAt: at, updatedAt: at })
          .where(eq(bulkGeneratedPosts.id, id))
          .returning();
        if (!updated) throw new Error(`post ${id} vanished while locked`);
        await announcePost(tx, 'posts.post.scheduled', updated);
        scheduled.push(updated);
      }
    }
    return { kind: 'done', timeZone, scheduled, skipped };
  });
}
