/** The inbox as the portal reads it: threads, items, replies and settings, one account's only. */
import {
  DEFAULT_WAIT_ALERT_HOURS,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxFilterCounts,
  type InboxItem,
  type InboxNetwork,
  type InboxReply,
  type InboxSettings,
  type InboxThreadSummary,
} from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zones.ts';
import { inboxItems, inboxReplies, inboxSettings, inboxThreads } from '../db/schema.ts';

type ThreadRow = typeof inboxThreads.$inferSelect;
type ItemRow = typeof inboxItems.$inferSelect;
type ReplyRow = typeof inboxReplies.$inferSelect;

export type { ItemRow, ReplyRow, ThreadRow };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What a filter keeps. */
const filterWhere = (filter: InboxFilter): SQL | undefined => {
  switch (filter) {
    case 'unanswered':
      return isNotNull(inboxThreads.waitingSince);
    case 'questions':
      return eq(inboxThreads.category, 'question');
    case 'complaints':
      return eq(inboxThreads.category, 'complaint');
    case 'spam':
      return eq(inboxThreads.category, 'spam');
    default:
      return undefined;
  }
};

/** The counts of each thread: items, unread, replies, pending sign-offs. */
async function countsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { items: number; replies: number; pending: number }>();
  const items = await db
    .select({ threadId: inboxItems.threadId, n: sql<number>`count(*)::int` })
    .from(inboxItems)
    .where(inArray(inboxItems.threadId, ids))
    .groupBy(inboxItems.threadId);
  const replies = await db
    .select({
      threadId: inboxReplies.threadId,
      n: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${inboxReplies.state} = 'awaiting_signoff')::int`,
    })
    .from(inboxReplies)
    .where(inArray(inboxReplies.threadId, ids))
    .groupBy(inboxReplies.threadId);
  const counts = new Map(ids.map((id) => [id, { items: 0, replies: 0, pending: 0 }]));
  for (const r of items) counts.get(r.threadId)!.items = r.n;
  for (const r of replies) Object.assign(counts.get(r.threadId)!, { replies: r.n, pending: r.pending });
  return counts;
}

export function summaryOf(
  row: ThreadRow,
  counts: { items: number; replies: number; pending: number } = { items: 0, replies: 0, pending: 0 },
  overdue = false,
): InboxThreadSummary {
  return {
    id: row.id,
    kind: row.kind,
    network: row.network,
    pageId: row.pageId,
    pageName: row.pageName,
    account: row.igUsername,
    post: row.postExternalId
      ? {
          externalId: row.postExternalId,
          postId: row.bulkPostId,
          permalink: row.permalink,
          excerpt: row.postExcerpt,
        }
      : null,
    author: { id: row.authorId, name: row.authorName },
    lastItemExcerpt: row.lastItemExcerpt,
    lastItemAt: row.lastItemAt.toISOString(),
    unread: row.unreadCount > 0,
    answered: row.waitingSince === null,
    waitingSince: iso(row.waitingSince),
    overdue,
    category: row.category,
    counts: { items: counts.items, unread: row.unreadCount, replies: counts.replies },
    pendingSignOff: counts.pending,
  };
}

/** Threads as the inbox shows them; `overdue` tells which wait longer than the account's setting now. */
export async function summariesOf(
  db: Db,
  rows: ThreadRow[],
  overdue: (since: Date | null) => boolean,
): Promise<InboxThreadSummary[]> {
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => summaryOf(row, counts.get(row.id), overdue(row.waitingSince)));
}

/** A page of the account's threads: unread and unanswered first, then the longest waiting, then the newest. */
export async function listThreads(
  db: Db,
  accountId: number,
  { filter, network, page }: { filter: InboxFilter; network?: InboxNetwork | undefined; page: number },
  overdue: (since: Date | null) => boolean,
) {
  const mine = and(
    eq(inboxThreads.accountId, accountId),
    network ? eq(inboxThreads.network, network) : undefined,
  );
  const rows = await db
    .select()
    .from(inboxThreads)
    .where(and(mine, filterWhere(filter)))
    .orderBy(
      desc(sql`(${inboxThreads.unreadCount} > 0 or ${inboxThreads.waitingSince} is not null)`),
      asc(sql`coalesce(${inboxThreads.waitingSince}, 'infinity'::timestamptz)`),
      desc(inboxThreads.lastItemAt),
      desc(inboxThreads.id),
    )
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const [counted] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unanswered: sql<number>`count(*) filter (where ${inboxThreads.waitingSince} is not null)::int`,
      questions: sql<number>`count(*) filter (where ${inboxThreads.category} = 'question')::int`,
      complaints: sql<number>`count(*) filter (where ${inboxThreads.category} = 'complaint')::int`,
      spam: sql<number>`count(*) filter (where ${inboxThreads.category} = 'spam')::int`,
    })
    .from(inboxThreads)
    .where(mine);
  const counts: InboxFilterCounts = counted ?? {
    all: 0,
    unanswered: 0,
    questions: 0,
    complaints: 0,
    spam: 0,
  };
  return { threads: await summariesOf(db, rows, overdue), total: counts[filter], counts };
}

/** One of the account's threads, or null (another account's is null too). */
export async function threadOf(db: Db, accountId: number, threadId: number) {
  const [row] = await db
    .select()
    .from(inboxThreads)
    .where(and(eq(inboxThreads.id, threadId), eq(inboxThreads.accountId, accountId)));
  return row ?? null;
}

export const itemOfRow = (row: ItemRow): InboxItem => ({
  id: row.id,
  externalId: row.externalId,
  parentId: null,
  direction: row.direction,
  author: { id: row.authorId, name: row.authorName },
  text: row.text,
  createdAt: row.writtenAt.toISOString(),
  visibility: row.visibility,
  category: row.category,
  hidden: row.hidden,
  deleted: row.deletedAt !== null,
  sentBy: row.sentByName ? { userId: row.sentByUserId, name: row.sentByName } : null,
});

export const replyOfRow = (row: ReplyRow): InboxReply => ({
  id: row.id,
  threadId: row.threadId,
  itemId: row.itemId,
  text: row.text,
  visibility: row.visibility,
  state: row.state,
  sentBy: { userId: row.sentByUserId, name: row.sentByName },
  createdAt: row.createdAt.toISOString(),
  sentAt: iso(row.sentAt),
  sentItemId: row.sentItemId,
  error: row.error,
  reviewedBy: row.reviewedByName ? { userId: row.reviewedByUserId, name: row.reviewedByName } : null,
  reviewedAt: iso(row.reviewedAt),
  reviewComment: row.reviewComment,
  flags: row.flags,
  acknowledgement: row.acknowledgement
    ? { by: row.acknowledgement.by, at: row.acknowledgement.at, ruleIds: row.acknowledgement.ruleIds }
    : null,
});

/** A thread's items, oldest first, each with its parent's id among them. */
export async function itemsOf(db: Db, threadId: number): Promise<InboxItem[]> {
  const rows = await db
    .select()
    .from(inboxItems)
    .where(eq(inboxItems.threadId, threadId))
    .orderBy(asc(inboxItems.writtenAt), asc(inboxItems.id));
  const idOf = new Map(rows.map((r) => [r.externalId, r.id]));
  return rows.map((row) => ({
    ...itemOfRow(row),
    parentId: row.parentExternalId ? (idOf.get(row.parentExternalId) ?? null) : null,
  }));
}

/** A thread's replies not yet sent, and those that failed, oldest first. */
export async function openRepliesOf(db: Db, threadId: number): Promise<InboxReply[]> {
  const rows = await db
    .select()
    .from(inboxReplies)
    .where(and(eq(inboxReplies.threadId, threadId), sql`${inboxReplies.state} <> 'sent'`))
    .orderBy(asc(inboxReplies.id));
  return rows.map(replyOfRow);
}

export async function settingsOf(
  db: Db,
  accountId: number,
  collection: InboxSettings['collection'],
): Promise<InboxSettings> {
  const [row] = await db.select().from(inboxSettings).where(eq(inboxSettings.accountId, accountId));
  const timeZone = await timeZoneOf(db, accountId);
  return {
    waitAlertHours: row?.waitAlertHours ?? DEFAULT_WAIT_ALERT_HOURS,
    openingHours: row?.openingHours ?? null,
    dailyMail: row?.dailyMail ?? true,
    replySignOff: row?.replySignOff ?? 'off',
    collection,
    timeZone,
  };
}
