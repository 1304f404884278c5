import type { ConnectionProblem, EventPayload } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { accountStates, bulkGeneratedPosts, connectionHealthCopy } from '../db/schema.ts';
import { type AlertPost, connectionProblemAlert, raiseAlert } from './incidents.ts';

/** How far ahead a problem that stops posts now is looked at: the posts due within it get a warning. */
export const AT_RISK_WINDOW_MS = 48 * 3_600_000;
/** The most posts one warning lists. */
const LISTED = 10;

/**
 * Keeps svc-social's newest report of the account's connection: an older one (a late redelivery)
 * changes nothing. Answers whether it was stored.
 */
export async function saveConnectionHealth(
  db: Db,
  report: EventPayload<'social.connection.checked'>,
  /** When the report is copied. */
  now: Date,
): Promise<boolean> {
  const values = {
    checkedAt: new Date(report.checkedAt),
    connected: report.connected,
    problems: report.problems,
    expiresAt: report.expiresAt ? new Date(report.expiresAt) : null,
    copiedAt: now,
  };
  const rows = await db
    .insert(connectionHealthCopy)
    .values({ accountId: report.accountId, ...values })
    .onConflictDoUpdate({
      target: connectionHealthCopy.accountId,
      set: values,
      setWhere: sql`${connectionHealthCopy.checkedAt} <= ${values.checkedAt.toISOString()}::timestamptz`,
    })
    .returning({ accountId: connectionHealthCopy.accountId });
  return rows.length > 0;
}

/**
 * The scheduled posts a problem makes fail: those due within the next 48 hours for what stops posts
 * now, those due after the end of an expiring login; none for what only costs a feature.
 */
async function postsStoppedBy(db: Db, accountId: number, problem: ConnectionProblem, now: Date) {
  if (problem.failsFrom === null) return [];
  const failsFrom = new Date(problem.failsFrom);
  const from = failsFrom > now ? failsFrom : now;
  const until = failsFrom > now ? null : new Date(now.getTime() + AT_RISK_WINDOW_MS);
  return db
    .select({
      id: bulkGeneratedPosts.id,
      productName: bulkGeneratedPosts.productName,
      scheduledDate: bulkGeneratedPosts.scheduledDate,
    })
    .from(bulkGeneratedPosts)
    .where(
      and(
        eq(bulkGeneratedPosts.accountId, accountId),
        eq(bulkGeneratedPosts.postStatus, 'scheduled'),
        eq(bulkGeneratedPosts.isScheduled, true),
        gte(bulkGeneratedPosts.scheduledDate, from),
        until ? lte(bulkGeneratedPosts.scheduledDate, until) : undefined,
      ),
    )
    .orderBy(asc(bulkGeneratedPosts.scheduledDate), asc(bulkGeneratedPosts.id))
    .limit(LISTED);
}

/**
 * Warns the account of each connection problem that would make a scheduled post fail (once per
 * problem: a warning already raised is not raised again). A suspended account publishes nothing, so it
 * is not warned. Answers how many warnings are new.
 */
export async function warnOfPostsAtRisk(db: Db, accountId: number, now: Date): Promise<number> {
  const [health] = await db
    .select({ problems: connectionHealthCopy.problems })
    .from(connectionHealthCopy)
    .leftJoin(accountStates, eq(accountStates.accountId, connectionHealthCopy.accountId))
    .where(
      and(
        eq(connectionHealthCopy.accountId, accountId),
        sql`coalesce(${accountStates.suspended}, false) = false`,
      ),
    );
  if (!health) return 0;
  let raised = 0;
  let timeZone: string | null = null;
  for (const problem of health.problems) {
    const posts: AlertPost[] = await postsStoppedBy(db, accountId, problem, now);
    if (posts.length === 0) continue;
    timeZone ??= await timeZoneOf(db, accountId);
    if (await raiseAlert(db, connectionProblemAlert(accountId, problem, posts, timeZone))) raised++;
  }
  return raised;
}

/** The accounts whose last report has a problem that can stop a post. */
export async function accountsWithProblems(db: Db): Promise<number[]> {
  const rows = await db
    .select({ accountId: connectionHealthCopy.accountId })
    .from(connectionHealthCopy)
    .where(ne(connectionHealthCopy.problems, sql`'[]'::jsonb`));
  return rows.map((row) => row.accountId);
}
